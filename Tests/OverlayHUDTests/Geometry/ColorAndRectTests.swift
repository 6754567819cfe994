import XCTest

@testable import OverlayHUD
@testable import OverlayHUDSoftware

final class ColorAndRectTests: XCTestCase {
    func testHexInitialisers() {
        XCTAssertEqual(HUDColor(hex: 0xFF9500), HUDColor(red: 1, green: 149.0 / 255, blue: 0))
        XCTAssertEqual(HUDColor(hex: "#FF9500"), HUDColor(hex: 0xFF9500))
        XCTAssertEqual(HUDColor(hex: "fff"), .white)
        XCTAssertEqual(HUDColor(hex: "#00000080")?.alpha ?? 0, 128.0 / 255, accuracy: 1e-12)
        XCTAssertNil(HUDColor(hex: "#12"))
        XCTAssertNil(HUDColor(hex: "zzzzzz"))
    }

    func testComponentsClamped() {
        let c = HUDColor(red: 2, green: -1, blue: .nan, alpha: .infinity)
        XCTAssertEqual(c, HUDColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(HUDColor(white: 0.3, alpha: 0.5).red, 0.3)
        XCTAssertEqual(HUDColor.lerp(.black, .white, 0.25).green, 0.25, accuracy: 1e-12)
    }

    func testRectBasics() {
        let r = Rect(10, 20, -4, 6)
        XCTAssertEqual(r.standardized, Rect(6, 20, 4, 6))
        XCTAssertTrue(r.contains(Point(6, 20)))
        XCTAssertFalse(r.contains(Point(10, 20)), "max edges are exclusive, like CGRect")
        XCTAssertEqual(Rect(0, 0, 10, 10).intersection(Rect(5, 5, 10, 10)), Rect(5, 5, 5, 5))
        XCTAssertEqual(Rect(0, 0, 1, 1).intersection(Rect(5, 5, 1, 1)), .zero)
        XCTAssertEqual(Rect(0, 0, 1, 1).union(Rect(5, 5, 1, 1)), Rect(0, 0, 6, 6))
        XCTAssertEqual(HUDEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).inset(Rect(0, 0, 10, 10)), Rect(2, 1, 4, 6))
        XCTAssertEqual(HUDEdgeInsets.all(20).inset(Rect(0, 0, 10, 10)).size, .zero, "over-inset clamps to empty")
    }
}
