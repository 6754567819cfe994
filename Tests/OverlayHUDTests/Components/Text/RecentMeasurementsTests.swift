import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// The last lines a host measured, remembered for a layout (``RecentMeasurements``), over a
/// made-up measurement: every character is a tenth of the font size wide.
private func madeUpSize(_ t: TextContent) -> HUDSize {
    HUDSize(Double(t.string.count) * t.fontSize / 10, t.fontSize)
}

final class RecentMeasurementsTests: XCTestCase {
    /// The last two lines measured are remembered; a third measured takes the older one's place.
    func testRecentMeasurementsRememberTheLastTwoLines() {
        var measured: [String] = []
        var recent = RecentMeasurements()
        func size(_ s: String) -> HUDSize {
            recent.size(of: TextContent(s, fontSize: 10)) {
                measured.append($0.string)
                return madeUpSize($0)
            }
        }
        XCTAssertEqual(size("Sone"), HUDSize(4, 10))
        XCTAssertEqual(size("is calling you"), HUDSize(14, 10))
        XCTAssertEqual(size("Sone"), HUDSize(4, 10))
        XCTAssertEqual(size("is calling you"), HUDSize(14, 10))
        XCTAssertEqual(measured, ["Sone", "is calling you"])
        _ = size("Sonf")  // the same length, another text
        _ = size("is calling you")
        _ = size("Sone")
        XCTAssertEqual(measured, ["Sone", "is calling you", "Sonf", "Sone"])
        _ = recent.size(of: TextContent("Sone", fontSize: 12)) {
            measured.append("12 pt")
            return madeUpSize($0)
        }
        XCTAssertEqual(measured.last, "12 pt", "another font is another line")
    }
}
