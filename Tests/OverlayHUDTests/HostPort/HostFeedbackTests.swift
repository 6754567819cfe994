import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class HostFeedbackTests: XCTestCase {
    func testEveryHaptic() {
        let rows: [(Haptic, HostFeedback)] = [
            (.lightImpact, .impact(style: 0)), (.mediumImpact, .impact(style: 1)),
            (.success, .notification(type: 0)), (.warning, .notification(type: 1)), (.error, .notification(type: 2)),
        ]
        for (h, f) in rows { XCTAssertEqual(HostFeedback(h), f, "\(h)") }
    }

    func testTheOverlayWindowStartsNotKey() {
        XCTAssertFalse(KeyWindowPolicy().allowsKeyWindow, "until an element that takes text shows (TextInputTests)")
    }
}
