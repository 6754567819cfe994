import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class ColorAndRectTests: XCTestCase {
    func testHexInitialisers() {
        XCTAssertEqual(HUDColor(hex: 0xFF9500), HUDColor(red: 1, green: 149.0 / 255, blue: 0))
        XCTAssertEqual(HUDColor(hex: 0xFFFFFF), .white)
        XCTAssertEqual(HUDColor(hex: 0x00_0000, alpha: 128.0 / 255).alpha, 128.0 / 255, accuracy: 1e-12)
        XCTAssertEqual(HUDColor(hex: 0xFF12_3456), HUDColor(hex: 0x12_3456), "bits above the 24 are ignored")
    }

    func testComponentsClamped() {
        let c = HUDColor(red: 2, green: -1, blue: .nan, alpha: .infinity)
        XCTAssertEqual(c, HUDColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(HUDColor(white: 0.3, alpha: 0.5).red, 0.3)
        XCTAssertEqual(HUDColor.lerp(.black, .white, 0.25).green, 0.25, accuracy: 1e-12)
    }

    func testRectBasics() {
        let r = HUDRect(10, 20, -4, 6)
        XCTAssertEqual(r.standardized, HUDRect(6, 20, 4, 6))
        XCTAssertTrue(r.contains(HUDPoint(6, 20)))
        XCTAssertFalse(r.contains(HUDPoint(10, 20)), "max edges are exclusive, like CGRect")
        XCTAssertEqual(HUDRect(0, 0, 10, 10).intersection(HUDRect(5, 5, 10, 10)), HUDRect(5, 5, 5, 5))
        XCTAssertEqual(HUDRect(0, 0, 1, 1).intersection(HUDRect(5, 5, 1, 1)), .zero)
        XCTAssertEqual(HUDRect(0, 0, 1, 1).union(HUDRect(5, 5, 1, 1)), HUDRect(0, 0, 6, 6))
        XCTAssertEqual(HUDEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).inset(HUDRect(0, 0, 10, 10)), HUDRect(2, 1, 4, 6))
        XCTAssertEqual(HUDEdgeInsets.all(20).inset(HUDRect(0, 0, 10, 10)).size, .zero, "over-inset clamps to empty")
    }
}
