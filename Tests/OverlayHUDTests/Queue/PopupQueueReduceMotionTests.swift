import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A dismissal of a popup that is already leaving never extends its stay: the ``Popup`` contract
/// promises that ``PopupQueueConfiguration/transitionTimeout`` after a dismissal the popup counts
/// as gone, however many dismissals follow (Reduce Motion makes each of them one that must not
/// wait for the running exit).
final class PopupQueueReduceMotionTests: XCTestCase {
    private static let timeout = PopupQueueConfiguration.defaultTransitionTimeout

    /// Under Reduce Motion the exit does not animate from the start; dismissals that keep coming
    /// less than a timeout apart (`hidePopups` and the popup's own handle) leave it alone.
    func testRepeatedDismissalsDoNotHoldTheQueueWhileAnExitNeverCompletes() {
        onMain {
            let env = HUDTestEnvironment()
            env.host.isReduceMotionEnabled = true
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let stuck = TestPopup("stuck", transitions: .neverComplete)
            env.center.enqueue(stuck)
            env.center.enqueue(TestPopup("next", transitions: .instant))
            env.clock.advance(by: Self.timeout + 0.01)  // the present times out: shown
            env.center.hidePopups()
            for _ in 0..<9 {
                env.clock.advance(by: 0.5)
                env.center.hidePopups(.this(stuck))
                stuck.onRequestDismiss?(.tap)
                env.center.hidePopups(.current)
            }
            XCTAssertEqual(currentName(env.center), "stuck", "4.5 s after the first dismissal")
            env.clock.advance(by: 0.51)
            XCTAssertEqual(currentName(env.center), "next", "a timeout after the first dismissal the popup is gone")
            XCTAssertEqual(stuck.log, ["present", "willHide hiddenByCode", "dismiss", "didHide hiddenByCode"])
            env.center.hidePopups(.all)
            env.assertIdle()
        }
    }

    /// An animated exit that a late dismissal (Reduce Motion turned on meanwhile) restarts without
    /// animation still counts as done by the first exit's deadline.
    func testARestartedExitKeepsTheFirstDeadline() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0
            let stuck = TestPopup("stuck", transitions: .neverComplete)
            env.center.enqueue(stuck)
            env.center.enqueue(TestPopup("next", transitions: .instant))
            env.clock.advance(by: Self.timeout + 0.01)
            env.center.hidePopups()  // animated: waits for its completion
            env.clock.advance(by: 4)
            env.host.isReduceMotionEnabled = true
            env.center.hidePopups(.this(stuck))  // restarts the exit without animation
            env.center.hidePopups(.this(stuck))  // that exit does not animate: left alone
            XCTAssertEqual(stuck.log, ["present", "willHide hiddenByCode", "dismiss", "dismiss"])
            env.clock.advance(by: 0.99)
            XCTAssertEqual(currentName(env.center), "stuck")
            env.clock.advance(by: 0.02)
            XCTAssertEqual(currentName(env.center), "next", "gone by the first exit's deadline")
            env.center.hidePopups(.all)
            env.assertIdle()
        }
    }
}
