import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// One owner decides modality and focus for the whole overlay: the topmost modal element wins,
/// focus moves to what appears and is handed back when it leaves.
final class AccessibilityCoordinatorTests: XCTestCase {
    @MainActor
    private static func maskingHUD(_ env: HUDTestEnvironment, _ label: String = "Saving") {
        var c = WaitingHUDConfiguration(mode: .indeterminate, label: label)
        c.style.maskType = .black
        c.isAnimated = false
        env.center.showWaiting(c)
    }

    @MainActor
    private static func optionPopup(_ env: HUDTestEnvironment, didHide: (@MainActor @Sendable (HUDHideReason) -> Void)? = nil) {
        var config = OptionPopupConfiguration(options: [
            OptionPopupConfiguration.Option(title: "Photo"), OptionPopupConfiguration.Option(title: "Video"),
        ])
        config.isAnimated = false
        try? env.center.showOptionPopup(config, didHide: didHide)
    }

    func testAMaskingHUDAboveAModalPopupWinsAndLeavingRestoresThePopup() {
        onMain {
            let env = HUDTestEnvironment()
            Self.optionPopup(env)
            XCTAssertEqual(env.host.focusedSpokenText, "Photo")
            Self.maskingHUD(env)
            var s = env.host.accessibilitySnapshot
            XCTAssertTrue(s.isModal)
            XCTAssertEqual(s.labels, ["Saving"], "the HUD covers the popup: its options are out of reach")
            XCTAssertEqual(env.host.focusedSpokenText, "Saving")
            XCTAssertFalse(env.host.performAccessibilityEscape(), "the HUD on top has no escape")
            XCTAssertNotNil(env.center.currentPopup, "the popup below is not dismissed")
            XCTAssertFalse(env.host.activateAccessibilityElement(labeled: "Photo"), "nor reachable")

            env.center.hideWaiting(animated: false)
            s = env.host.accessibilitySnapshot
            XCTAssertTrue(s.isModal, "the popup is still modal: the HUD's leaving does not clear it")
            XCTAssertEqual(s.labels, ["Photo", "Video", "Dismiss"])
            XCTAssertEqual(env.host.focusedSpokenText, "Photo", "focus back on the popup")
            XCTAssertTrue(env.center.overlay.isAccessibilityModal)
        }
    }

    func testAPopupLeavingUnderAMaskingHUDKeepsTheOverlayModal() {
        onMain {
            let env = HUDTestEnvironment()
            Self.maskingHUD(env)
            Self.optionPopup(env)
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["Saving"])
            env.center.hidePopups()
            env.clock.advance(by: 1)
            XCTAssertNil(env.center.currentPopup)
            XCTAssertTrue(env.host.accessibilitySnapshot.isModal, "the HUD still masks the app (no last-writer-wins)")
            XCTAssertTrue(env.center.overlay.isAccessibilityModal)
            XCTAssertEqual(env.host.screenChanges, [true], "modality never flickered")
            env.center.hideWaiting(animated: false)
            XCTAssertFalse(env.center.overlay.isAccessibilityModal)
            XCTAssertEqual(env.host.screenChanges, [true, false])
        }
    }

    func testFocusIsHandedBackToTheBannerThatHadIt() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showBanner(BannerInfo(id: "1", title: "Anna"))
            env.host.moveAccessibilityFocus(toLabeled: "Anna")
            XCTAssertEqual(env.host.focusedSpokenText, "Anna")
            Self.optionPopup(env)
            XCTAssertEqual(
                env.host.accessibilitySnapshot.labels, ["Anna", "Close", "Photo", "Video", "Dismiss"], "banners stay above")
            XCTAssertEqual(env.host.focusedSpokenText, "Photo")
            XCTAssertTrue(env.host.performAccessibilityEscape())
            env.clock.advance(by: 1)
            XCTAssertEqual(env.host.focusedSpokenText, "Anna", "back where it was")
            XCTAssertEqual(env.host.focusRequests.last.map { if case .element = $0 { true } else { false } }, true)
        }
    }

    func testFocusReturnsToTheAppWhenWhatHadItIsGone() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.bannerConfiguration.duration = .seconds(0.5)
            env.center.showBanner(BannerInfo(id: "1", title: "Anna"))
            env.host.moveAccessibilityFocus(toLabeled: "Anna")
            Self.optionPopup(env)
            env.clock.advance(by: 1)
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["Photo", "Video", "Dismiss"])
            env.center.hidePopups()
            env.clock.advance(by: 1)
            XCTAssertEqual(env.host.focusRequests.last, .returnToApp)
            XCTAssertNil(env.host.accessibilitySnapshot.focusedElement)
        }
    }

    func testTheNextPopupTakesFocusWhenOneHandsOverToAnother() {
        onMain {
            let env = HUDTestEnvironment.withoutPauseBetweenPopups()
            Self.optionPopup(env)
            var card = CardPopupConfiguration.compact(title: "Sign in")
            card.isAnimated = false
            env.center.showCardPopup(card)
            XCTAssertEqual(env.host.focusedSpokenText, "Photo")
            XCTAssertTrue(env.host.activateAccessibilityElement(labeled: "Dismiss"))
            env.clock.advance(by: 1)
            XCTAssertEqual(env.host.focusedSpokenText, "Sign in", "the next popup's heading")
            XCTAssertEqual(env.host.screenChanges, [true], "modal throughout")
        }
    }

    func testUserFocusMovesAreFollowedAndUnknownOnesIgnored() {
        onMain {
            let env = HUDTestEnvironment()
            Self.optionPopup(env)
            env.host.moveAccessibilityFocus(toLabeled: "Video")
            XCTAssertEqual(env.host.focusedSpokenText, "Video")
            env.host.moveAccessibilityFocus(to: nil)
            XCTAssertNil(env.host.accessibilitySnapshot.focusedElement)
            let stray = HUDAccessibilityElement.ID(HUDLayer())
            env.host.moveAccessibilityFocus(to: stray)
            XCTAssertNil(env.host.accessibilitySnapshot.focusedElement, "an element the overlay does not show counts as none")
            XCTAssertFalse(env.host.activateAccessibilityElement(stray))
        }
    }

    func testAHostThatAsksGetsTheSameAnswerAndNoWorkIsDoneUntilItAsks() {
        onMain {
            let lazy = HUDTestEnvironment()
            lazy.host.accessibilityDelivery = .onRequest
            let eager = HUDTestEnvironment()
            for env in [lazy, eager] {
                Self.optionPopup(env)
                env.center.showBanner(BannerInfo(id: "1", title: "Anna"))
            }
            XCTAssertEqual(lazy.center.relay.accessibility.snapshot, HUDAccessibilitySnapshot(), "nothing worked out yet")
            XCTAssertFalse(lazy.center.overlay.isAccessibilityModal)
            XCTAssertEqual(lazy.host.accessibilityDump, eager.host.accessibilityDump, "asking gives what the eager host heard")
            XCTAssertTrue(lazy.center.overlay.isAccessibilityModal)
            XCTAssertEqual(lazy.host.focusedSpokenText, "Photo")
            XCTAssertEqual(lazy.host.accessibilityUpdateCount, 1, "one update covers every change since the last")
            XCTAssertEqual(eager.host.accessibilityUpdateCount, 2)
            for env in [lazy, eager] {
                XCTAssertTrue(env.host.performAccessibilityEscape(), "an action asks first, so it acts on what shows")
                env.clock.advance(by: 1)
            }
            XCTAssertEqual(lazy.host.accessibilityDump, eager.host.accessibilityDump)
            XCTAssertEqual(lazy.host.focusRequests.last, .returnToApp)
            XCTAssertEqual(eager.host.focusRequests.last, .returnToApp)
        }
    }

    func testAHostWithoutAReceiverDoesNothing() {
        onMain {
            let host = HeadlessHost()
            XCTAssertFalse(host.performAccessibilityEscape())
            XCTAssertFalse(host.activateAccessibilityElement(labeled: "Close"))
            host.moveAccessibilityFocus(to: nil)
            XCTAssertEqual(host.accessibilitySnapshot, HUDAccessibilitySnapshot())
        }
    }
}
