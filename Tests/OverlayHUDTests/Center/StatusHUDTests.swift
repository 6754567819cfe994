import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// `showSuccess` / `showError` / `showInfo` per call: duration, tap to dismiss, custom icon,
/// haptics, and more time while VoiceOver runs. Durations are asserted against the manual clock.
final class StatusHUDTests: XCTestCase {
    /// Whether the HUD has started hiding (or gone) by `seconds` after the call.
    @MainActor
    private static func isHiding(_ env: HUDTestEnvironment, at seconds: Double) -> Bool {
        env.clock.advance(to: seconds)
        return env.center.waiting.map { $0.phase == .hiding || $0.phase == .finished } ?? true
    }

    func testPerCallDurationReplacesTheReadingTime() {
        onMain {
            for (given, expected) in [(1.5, 1.5), (0.0, 0.0), (-1, 0), (.nan, 0), (.infinity, HUDCenter.maximumStatusDuration)] {
                let env = HUDTestEnvironment()
                env.center.showSuccess("Saved", duration: .seconds(given))
                if expected > 0 { XCTAssertFalse(Self.isHiding(env, at: expected - 0.01), "\(given): still shown just before") }
                XCTAssertTrue(Self.isHiding(env, at: expected + 0.5), "\(given): hides after \(expected) s (+ show animation)")
            }
            let env = HUDTestEnvironment()
            env.center.showInfo("Heads up")
            XCTAssertFalse(Self.isHiding(env, at: 4.9), ".automatic: SVProgressHUD's 5 s minimum")
            XCTAssertTrue(Self.isHiding(env, at: 5.5))
            let short = HUDTestEnvironment()
            short.center.statusHUDSettings.minimumDuration = 1
            short.center.showInfo("Heads up")
            XCTAssertTrue(Self.isHiding(short, at: 1.5), "the center's minimum applies")
        }
    }

    /// `.untilHidden`: no timer; a tap (when asked) or `hideWaiting` ends it.
    func testUntilHiddenStaysUntilHidden() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showError("Offline", duration: .untilHidden)
            XCTAssertFalse(Self.isHiding(env, at: HUDCenter.maximumStatusDuration + 1), "past every timer")
            env.center.hideWaiting(animated: false)
            XCTAssertFalse(env.center.isShowingAnything)
            env.assertIdle()
        }
    }

    func testMinimumDurationAndMultiplierClampBadInput() {
        var s = StatusHUDSettings()
        for (given, expected) in [(-1.0, 0.0), (.nan, 0), (.infinity, HUDCenter.maximumStatusDuration), (2, 2)] {
            s.minimumDuration = given
            XCTAssertEqual(s.minimumDuration, expected, "minimum \(given)")
        }
        for (given, expected) in [(0.5, 1.0), (.nan, 1), (-.infinity, 1), (.infinity, 10), (3, 3)] {
            s.voiceOverDurationMultiplier = given
            XCTAssertEqual(s.voiceOverDurationMultiplier, expected, "multiplier \(given)")
        }
    }

    func testVoiceOverGetsTheTextAnnouncedAndMoreTime() {
        onMain {
            let env = HUDTestEnvironment()
            env.host.isVoiceOverRunning = true
            env.center.statusHUDSettings.voiceOverDurationMultiplier = 3
            env.center.showError("Upload failed", duration: .seconds(2))
            XCTAssertTrue(env.host.announcements.contains { $0.contains("Upload failed") }, "announced")
            XCTAssertFalse(Self.isHiding(env, at: 5.9), "2 s × 3 while VoiceOver runs")
            XCTAssertTrue(Self.isHiding(env, at: 6.5))
            XCTAssertFalse(WindowlessHost().isVoiceOverRunning, "a host that does not say has no VoiceOver")
            let plain = HUDTestEnvironment()
            plain.center.showError("Upload failed", duration: .seconds(2))
            XCTAssertTrue(Self.isHiding(plain, at: 2.5), "without VoiceOver: 2 s")
            let forever = HUDTestEnvironment()
            forever.host.isVoiceOverRunning = true
            forever.center.showError("x", duration: .seconds(.infinity))
            XCTAssertFalse(Self.isHiding(forever, at: HUDCenter.maximumStatusDuration - 1), "capped, not overflowing")
            XCTAssertTrue(Self.isHiding(forever, at: HUDCenter.maximumStatusDuration + 1))
        }
    }

    func testTapDismissesOnlyWhenAsked() {
        onMain {
            for dismisses in [false, true] {
                let env = HUDTestEnvironment()
                env.center.showSuccess("Saved", duration: .seconds(100), dismissesOnTap: dismisses)
                env.clock.advance(by: 1)
                let bezel = try! XCTUnwrap(env.layer("bezel"))
                env.center.handleTap(at: bezel.presentationCenterInRoot(at: env.clock.now))
                XCTAssertEqual(env.center.waiting?.phase == .hiding, dismisses, "dismissesOnTap \(dismisses)")
                env.clock.advance(by: 1)
                XCTAssertEqual(env.center.isWaitingVisible, !dismisses)
            }
        }
    }

    func testHapticsMatchTheKindAndCanBeTurnedOff() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showSuccess("a")
            env.center.showError("b")
            env.center.showInfo("c")
            env.center.showStatus(.text, "d")
            XCTAssertEqual(env.host.haptics, [.success, .error, .warning], "a text status plays none")
            let quiet = HUDTestEnvironment()
            quiet.center.statusHUDSettings.playsHaptics = false
            quiet.center.showSuccess("a")
            XCTAssertEqual(quiet.host.haptics, [])
        }
    }

    func testCustomIconReplacesTheGlyphAndEmptyTextShowsTheIconAlone() {
        onMain {
            let env = HUDTestEnvironment()
            let star = WaitingHUDConfiguration.CustomContent(id: "star", size: HUDSize(37, 37)) { HUDLayer(name: "star") }
            env.center.showSuccess("Starred", icon: star)
            XCTAssertEqual(env.center.waitingConfiguration?.mode, .custom(star))
            XCTAssertNotNil(env.layer("star"), "the custom layer shows")
            XCTAssertEqual(env.host.haptics, [.success], "the haptic stays the kind's")
            env.center.showSuccess("", duration: .seconds(1))
            XCTAssertEqual(env.center.waitingConfiguration?.mode, .success)
            env.clock.advance(by: 3)
            env.assertIdle()
        }
    }
}
