import XCTest

@_spi(Layers) @testable import OverlayHUDCore

/// The WCAG contrast function the Increase Contrast tests rely on, against known pairs
/// (WCAG 2.1's definition; the pairs as WebAIM's contrast checker gives them).
final class ContrastRatioTests: XCTestCase {
    func testKnownPairs() {
        XCTAssertEqual(ContrastRatio.ratio(.black, .white), 21, accuracy: 1e-9, "the largest ratio")
        XCTAssertEqual(ContrastRatio.ratio(.white, .white), 1, accuracy: 1e-9, "the smallest")
        XCTAssertEqual(ContrastRatio.ratio(.white, .black), 21, accuracy: 1e-9, "order does not matter")
        XCTAssertEqual(
            ContrastRatio.ratio(HUDColor(hex: 0x767676), .white), 4.54, accuracy: 0.005, "the lightest AA grey on white")
        XCTAssertLessThan(ContrastRatio.ratio(HUDColor(hex: 0x777777), .white), 4.5, "one step lighter fails")
        XCTAssertEqual(ContrastRatio.ratio(HUDColor(hex: 0x595959), .white), 7.0, accuracy: 0.01, "the lightest AAA grey")
        XCTAssertEqual(ContrastRatio.ratio(HUDColor(hex: 0xAAAAAA), .white), 2.32, accuracy: 0.01, "the option grid's grey today")
        XCTAssertEqual(ContrastRatio.ratio(HUDColor(hex: 0x0000FF), .white), 8.59, accuracy: 0.01)
        XCTAssertEqual(ContrastRatio.ratio(HUDColor(hex: 0xFF0000), .white), 4.0, accuracy: 0.01)
        XCTAssertEqual(ContrastRatio.luminance(HUDColor(hex: 0x808080)), 0.2159, accuracy: 1e-4)
    }

    func testTranslucentColoursAreCompositedFirst() {
        let halfBlack = HUDColor(white: 0, alpha: 0.5)
        XCTAssertEqual(ContrastRatio.composite(halfBlack, over: .white), HUDColor(white: 0.5))
        XCTAssertEqual(ContrastRatio.worstRatio(.black, on: .clear), 1, accuracy: 1e-9, "black on nothing over black")
        XCTAssertEqual(ContrastRatio.worstRatio(.white, on: .black), 21, accuracy: 1e-9, "an opaque bezel hides the app")
    }
}
