import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// VoiceOver's two-finger escape, as UIKit's alerts answer it (it presses Cancel): on what is
/// modal, the modal layer's escape element; else the focused element when it closes something.
final class AccessibilityEscapeTests: XCTestCase {
    @MainActor
    private static func maskingHUD(
        _ env: HUDTestEnvironment, button: String?, onTap: (@MainActor @Sendable () -> Void)? = nil
    ) {
        var c = WaitingHUDConfiguration(mode: .indeterminate, label: "Uploading")
        c.style.maskType = .black
        c.buttonTitle = button
        c.onButtonTap = onTap
        env.center.showWaiting(c)
    }

    func testEscapeOnAMaskingHUDPressesItsButton() {
        onMain {
            let env = HUDTestEnvironment()
            var taps = 0
            Self.maskingHUD(env, button: "Cancel") { taps += 1 }
            let s = env.host.accessibilitySnapshot
            XCTAssertTrue(s.isModal)
            XCTAssertEqual(s.escapeElement, s.element(labeled: "Cancel")?.id)
            XCTAssertTrue(env.host.accessibilityDump.hasPrefix("modal; escape: \"Cancel\""), env.host.accessibilityDump)
            XCTAssertTrue(env.host.performAccessibilityEscape())
            XCTAssertEqual(taps, 1, "the same as a tap on the button")
        }
    }

    func testEscapeOnAMaskingHUDWithoutAButtonDoesNothing() {
        onMain {
            let env = HUDTestEnvironment()
            Self.maskingHUD(env, button: nil)
            XCTAssertNil(env.host.accessibilitySnapshot.escapeElement)
            XCTAssertFalse(env.host.performAccessibilityEscape())
            XCTAssertTrue(env.center.isShowingAnything)
        }
    }

    func testEscapeCancelsTheCancellableWork() {
        onMain {
            let env = HUDTestEnvironment()
            let work = WaitingWork(cancelTitle: "Cancel")
            work.begin(on: env.center, label: "Uploading…", mode: .indeterminate)
            let cancelled = CancellationRecord()
            work.attach { cancelled.record() }
            env.host.moveAccessibilityFocus(toLabeled: "Uploading…")
            XCTAssertFalse(env.host.performAccessibilityEscape(), "focus on the label: escape does not act")
            env.host.moveAccessibilityFocus(toLabeled: "Cancel")
            XCTAssertTrue(env.host.performAccessibilityEscape(), "focus on Cancel: escape presses it")
            XCTAssertTrue(cancelled.happened, "the work's task is cancelled, as by a tap")
            XCTAssertEqual(env.center.activeActivityCount, 0)
            work.end()
            env.clock.advance(by: 5)
            env.assertIdle()
        }
    }

    func testEscapeOnAMaskingStatusHUDATapDismissesDismissesIt() {
        onMain {
            let env = HUDTestEnvironment()
            var c = WaitingHUDConfiguration(mode: .success, label: "Saved")
            c.style.maskType = .black
            c.dismissesOnTap = true
            env.center.showWaiting(c)
            XCTAssertTrue(env.host.performAccessibilityEscape())
            env.clock.advance(by: 1)
            env.assertIdle()
        }
    }

    func testEscapeOnAFocusedMessageATapDismissesDismissesIt() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(.success("Saved"))
            XCTAssertFalse(env.host.performAccessibilityEscape(), "focus in the app: nothing of the overlay")
            env.host.moveAccessibilityFocus(toLabeled: "Success, Saved")
            XCTAssertTrue(env.host.performAccessibilityEscape())
            env.clock.advance(by: 2)
            XCTAssertFalse(env.center.isShowingAnything)

            var sticky = MessageConfiguration.warning("Offline")
            sticky.dismissesOnTap = false
            env.center.showMessage(sticky)
            env.host.moveAccessibilityFocus(toLabeled: "Warning, Offline")
            XCTAssertFalse(env.host.performAccessibilityEscape(), "a message only code hides stays")
            XCTAssertTrue(env.center.isShowingAnything)
        }
    }

    func testEscapeOnAFocusedBannerCloseButtonClosesTheBanner() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showBanner(BannerInfo(id: "1", title: "Anna"))
            env.host.moveAccessibilityFocus(toLabeled: "Anna")
            XCTAssertFalse(env.host.performAccessibilityEscape(), "the pill answers a call: escape leaves it")
            env.host.moveAccessibilityFocus(toLabeled: "Close")
            XCTAssertTrue(env.host.performAccessibilityEscape())
            env.clock.advance(by: 2)
            XCTAssertFalse(env.center.isShowingAnything)
        }
    }

    func testAModalPopupsEscapeWinsOverTheFocusedElement() {
        onMain {
            let env = HUDTestEnvironment()
            var config = OptionPopupConfiguration(options: [OptionPopupConfiguration.Option(title: "Photo")])
            config.isAnimated = false
            try? env.center.showOptionPopup(config)
            env.host.moveAccessibilityFocus(toLabeled: "Photo")
            let s = env.host.accessibilitySnapshot
            XCTAssertEqual(s.escapeElement.flatMap { s.element($0) }?.label, "Dismiss")
            XCTAssertTrue(env.host.performAccessibilityEscape())
            env.clock.advance(by: 1)
            XCTAssertNil(env.center.currentPopup, "the backdrop's escape, not the focused option")
        }
    }
}
