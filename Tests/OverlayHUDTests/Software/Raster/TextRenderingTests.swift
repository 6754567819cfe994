import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Text layers: glyph outlines from the font library, filled with the text colour.
final class TextRenderingTests: XCTestCase {
    typealias S = RasterTestSupport

    private func textScene(_ string: String, family: String? = nil) -> HUDLayer {
        let root = S.root(160, 40)
        let t = HUDLayer()
        t.frame = root.bounds
        t.content = .text(TextContent(string, fontFamily: family, fontSize: 24, color: HUDColor(hex: 0x0000FF)))
        root.addSublayer(t)
        return root
    }

    func testLatinTextDrawsColouredInkInsideTheLayer() throws {
        let img = try S.render(textScene("Hello"))
        let ink = S.coverage(img)
        XCTAssertGreaterThan(ink, 100, "five glyphs at 24 pt leave visible ink")
        guard let box = S.inkBox(img) else { return XCTFail("no ink") }
        XCTAssertGreaterThan(box.1, 2, "vertically centred: top margin")
        XCTAssertLessThan(box.3, 38, "vertically centred: bottom margin")
        XCTAssertGreaterThan(box.2 - box.0, 40, "several glyphs wide")
        for y in 0..<img.height {
            for x in 0..<img.width where img[x, y].a > 0 {
                XCTAssertTrue(img[x, y].r == 0 && img[x, y].g == 0 && img[x, y].b == 255, "straight blue at \(x),\(y)")
            }
        }
    }

    func testDifferentStringsDrawDifferently() throws {
        XCTAssertNotEqual(try S.render(textScene("Hello")), try S.render(textScene("World")))
    }

    /// The shipped WenQuanYi Zen Hei draws the characters DejaVu Sans lacks.
    func testCJKTextDrawsInk() throws {
        let img = try S.render(textScene("你好世界"))
        XCTAssertGreaterThan(S.coverage(img), 150)
        XCTAssertNotEqual(img, try S.render(textScene("世界你好")))
    }
}
