import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A dismissal during the card's entry or its finale is never ignored: it starts the exit at
/// once (cancelling what the entry or finale had scheduled), and without animation (Reduce Motion)
/// the card is gone at once, leaving nothing scheduled.
final class CardPopupInterruptionTests: XCTestCase {
    /// Moments to dismiss at: during the backdrop fade, during the card's scale-in, during the
    /// finale's shrink, and while the end logo grows.
    static let moments: [(String, Double, Bool)] = [
        ("backdrop fade", 0.1, false), ("card scale-in", 0.6, false), ("finale shrink", 0.2, true), ("logo growth", 1.5, true),
    ]

    @MainActor
    private static func showing(at wait: Double, afterAction: Bool) throws -> HUDTestEnvironment {
        let env = HUDTestEnvironment.withoutPauseBetweenPopups()
        env.center.showCardPopup(.compact())
        if afterAction {
            env.clock.advance(by: 2)
            try XCTUnwrap(env.center.currentPopup as? CardPopup).performAction()
        }
        env.clock.advance(by: wait)
        return env
    }

    func testDismissalDuringAnAnimationStartsTheExitAtOnce() throws {
        try onMainThrowing {
            for (name, wait, afterAction) in Self.moments {
                let env = try Self.showing(at: wait, afterAction: afterAction)
                env.center.hidePopups()
                XCTAssertEqual(env.center.popupQueue.current?.phase, .dismissing, name)
                env.clock.advance(by: CardPopup.fadeOutDuration)
                XCTAssertNil(env.center.currentPopup, "\(name): gone after the exit")
                env.assertIdle(name)
            }
        }
    }

    func testNonAnimatedDismissalDuringAnAnimationRemovesAtOnce() throws {
        try onMainThrowing {
            for (name, wait, afterAction) in Self.moments {
                let env = try Self.showing(at: wait, afterAction: afterAction)
                env.host.isReduceMotionEnabled = true
                env.center.hidePopups()
                XCTAssertNil(env.center.currentPopup, "\(name): gone at once")
                env.assertIdle(name)
            }
        }
    }
}
