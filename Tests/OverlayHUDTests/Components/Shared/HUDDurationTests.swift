import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// The one duration of banners, messages and status HUDs: the seconds each case gives after the
/// shared clamping. (Each element's own answers — a banner's 5 s, a message's 4 s, a status HUD's
/// reading time and one-hour cap — are tested with the element.)
final class HUDDurationTests: XCTestCase {
    func testSecondsAfterClamping() {
        for (duration, expected) in [
            (HUDDuration.seconds(1.5), 1.5), (.seconds(0), 0), (.seconds(-0.0), 0), (.seconds(-3), 0),
            (.seconds(.nan), 0), (.seconds(-.infinity), 0), (.seconds(.greatestFiniteMagnitude), .greatestFiniteMagnitude),
            (.automatic, 7),
        ] {
            XCTAssertEqual(duration.lifetime(automatic: 7), expected, "\(duration)")
        }
        XCTAssertNil(HUDDuration.seconds(.infinity).lifetime(automatic: 7), "+∞: never by itself")
        XCTAssertNil(HUDDuration.untilHidden.lifetime(automatic: 7))
        XCTAssertNil(HUDDuration.automatic.lifetime(automatic: nil), "an element whose own time is none")
    }

    func testTheAutomaticTimeIsAskedForOnlyWhenUsed() {
        var asked = 0
        func automatic() -> Double {
            asked += 1
            return 4
        }
        _ = HUDDuration.seconds(1).lifetime(automatic: automatic())
        _ = HUDDuration.untilHidden.lifetime(automatic: automatic())
        XCTAssertEqual(asked, 0)
        XCTAssertEqual(HUDDuration.automatic.lifetime(automatic: automatic()), 4)
        XCTAssertEqual(asked, 1)
    }
}
