import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A dismissal during the option popup's entry is never ignored: it starts the exit at once
/// (the entry's completion is cancelled), and without animation (Reduce Motion) the popup is gone
/// at once. Entries never take longer than ``OptionPopupConfiguration/maximumAnimationDuration``.
final class OptionPopupInterruptionTests: XCTestCase {
    static let types: [OptionPopupConfiguration.AnimationType] = [
        .spring, .rotation, .fade, .largen, .rotationLargen, .transformation,
    ]

    @MainActor
    private static func showing(_ type: OptionPopupConfiguration.AnimationType, duration: Double) throws -> HUDTestEnvironment {
        let env = HUDTestEnvironment.withoutPauseBetweenPopups()
        env.center.popupQueueConfiguration.transitionTimeout = .infinity
        var config = OptionPopupConfiguration(options: nineOptions())
        config.isAnimated = true
        config.animationType = type
        config.animationDuration = duration
        try env.center.showOptionPopup(config)
        env.clock.advance(by: 0.1)
        XCTAssertEqual(env.center.popupQueue.current?.phase, .presenting, "\(type): entering")
        return env
    }

    func testDismissalDuringTheEntryStartsTheExitAtOnce() throws {
        try onMainThrowing {
            for type in Self.types {
                for duration in [0.5, 1e300] {
                    let env = try Self.showing(type, duration: duration)
                    env.center.hidePopups()
                    XCTAssertEqual(env.center.popupQueue.current?.phase, .dismissing, "\(type) \(duration)")
                    env.clock.advance(by: OptionPopupAnimator.dismissDuration)
                    XCTAssertNil(env.center.currentPopup, "\(type) \(duration): gone after the exit slide")
                    env.assertIdle("\(type) \(duration)")
                }
            }
        }
    }

    func testNonAnimatedDismissalDuringTheEntryRemovesAtOnce() throws {
        try onMainThrowing {
            for type in Self.types {
                for duration in [0.5, 1e300] {
                    let env = try Self.showing(type, duration: duration)
                    env.host.isReduceMotionEnabled = true
                    env.center.hidePopups()
                    XCTAssertNil(env.center.currentPopup, "\(type) \(duration): gone at once")
                    env.assertIdle("\(type) \(duration)")
                }
            }
        }
    }

    /// A second dismissal during the exit slide, once the host has turned animations off, ends
    /// the running exit at once (the queue restarts it without animation) instead of letting the
    /// slide run its 0.5 s.
    func testNonAnimatedDismissalDuringTheExitRemovesAtOnce() throws {
        try onMainThrowing {
            let env = try Self.showing(.spring, duration: 0.5)
            env.center.hidePopups()
            env.clock.advance(by: 0.1)
            env.host.isReduceMotionEnabled = true
            env.center.hidePopups()
            XCTAssertNil(env.center.currentPopup, "gone at once")
            env.assertIdle()
        }
    }
}
