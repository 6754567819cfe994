import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// What VoiceOver reads for an option popup: each option a button, the backdrop a "Dismiss"
/// button read last; the popup is modal, takes focus, and the escape gesture does what a tap
/// outside does.
final class OptionPopupAccessibilityTests: XCTestCase {
    @MainActor
    private static func show(_ env: HUDTestEnvironment, _ change: (inout OptionPopupConfiguration) -> Void = { _ in })
        -> OptionPopup
    {
        var config = OptionPopupConfiguration(options: Array(nineOptions().prefix(3)))
        config.isAnimated = false
        change(&config)
        do { try env.center.showOptionPopup(config) } catch { XCTFail("\(error)") }
        return env.center.currentPopup as! OptionPopup
    }

    func testOptionsAreButtonsAndTheBackdropDismisses() {
        onMain {
            let env = HUDTestEnvironment()
            _ = Self.show(env) { $0.initialSelection = 1 }
            XCTAssertEqual(
                env.host.accessibilityDump,
                """
                modal; escape: "Dismiss"
                > "Photo" [button] (70, 392, 83, 60) option.0
                  "Video" [button, selected] (153, 392, 83, 60) option.1
                  "Audio" [button] (236, 392, 83, 60) option.2
                  "Dismiss" [button] (0, 0, 390, 844) popupBackdrop
                """)
            XCTAssertEqual(
                env.host.accessibilitySnapshot.element(labeled: "Video")?.traits, [.button, .selected], "the recorded choice")
            XCTAssertEqual(env.host.screenChanges, [true])
        }
    }

    func testActivatingAnOptionChoosesIt() {
        onMain {
            let env = HUDTestEnvironment()
            let popup = Self.show(env) { $0.recordsSelection = true }
            var chosen: [Int] = []
            popup.onSelect = { chosen.append($0) }
            XCTAssertTrue(env.host.activateAccessibilityElement(labeled: "Audio"))
            XCTAssertEqual(chosen, [2])
            XCTAssertEqual(env.host.accessibilitySnapshot.element(labeled: "Audio")?.traits, [.button, .selected])
            XCTAssertEqual(env.host.accessibilitySnapshot.element(labeled: "Photo")?.traits, .button)
        }
    }

    func testEscapeDoesWhatATapOutsideDoes() {
        onMain {
            let env = HUDTestEnvironment()
            var reasons: [HUDHideReason] = []
            var config = OptionPopupConfiguration(options: Array(nineOptions().prefix(3)))
            config.isAnimated = false
            try? env.center.showOptionPopup(config, didHide: { reasons.append($0) })
            XCTAssertTrue(env.host.performAccessibilityEscape())
            env.clock.advance(by: 1)
            XCTAssertEqual(reasons, [.tapOutside], "as a tap on the backdrop")
            XCTAssertNil(env.center.currentPopup)
            XCTAssertEqual(env.host.accessibilitySnapshot, HUDAccessibilitySnapshot())
            XCTAssertEqual(env.host.focusRequests.last, .returnToApp, "focus goes back to the app")
            XCTAssertFalse(env.host.performAccessibilityEscape(), "nothing left to escape from")
        }
    }

    func testWhereTapsOutsideDoNothingEscapeDoesNothing() {
        onMain {
            let env = HUDTestEnvironment()
            _ = Self.show(env) { $0.presentation.dismissesOnTapOutside = false }
            let s = env.host.accessibilitySnapshot
            XCTAssertTrue(s.isModal)
            XCTAssertEqual(s.labels, ["Photo", "Video", "Audio"], "no Dismiss button: a tap outside does nothing")
            XCTAssertNil(s.escapeElement)
            XCTAssertFalse(env.host.performAccessibilityEscape())
            env.clock.advance(by: 1)
            XCTAssertNotNil(env.center.currentPopup, "still showing")
        }
    }

    func testAPopupWithoutBackdropIsNotModal() {
        onMain {
            let env = HUDTestEnvironment()
            _ = Self.show(env) { $0.presentation.backdrop = .none }
            let s = env.host.accessibilitySnapshot
            XCTAssertFalse(s.isModal)
            XCTAssertEqual(s.labels, ["Photo", "Video", "Audio"])
            XCTAssertFalse(env.host.performAccessibilityEscape(), "taps outside reach the app: escape does nothing")
            XCTAssertEqual(env.host.focusRequests, [])
        }
    }

    func testBlankTitlesReadTheirNumber() {
        onMain {
            let env = HUDTestEnvironment()
            _ = Self.show(env) {
                $0.options = [
                    OptionPopupConfiguration.Option(title: ""), OptionPopupConfiguration.Option(title: " "),
                    OptionPopupConfiguration.Option(title: "Map"),
                ]
            }
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["Option 1", "Option 2", "Map", "Dismiss"])
        }
    }
}
