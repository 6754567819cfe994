import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// What VoiceOver reads for a card popup: its heading, fields, action button, then the backdrop.
final class CardPopupAccessibilityTests: XCTestCase {
    func testTheCardReadsHeadingFieldsButtonAndDismiss() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showCardPopup(CardPopupConfiguration())
            XCTAssertEqual(
                env.host.accessibilityDump,
                """
                modal; escape: "Dismiss"
                > "SIGN UP" [header] (35, 202, 320, 40) cardTitle
                  "First name" [textField] (35, 262, 320, 60) cardField.0
                  "Last name" [textField] (35, 342, 320, 60) cardField.1
                  "Email" [textField] (35, 422, 320, 60) cardField.2
                  "NEXT" [button] (35, 602, 320, 60) cardButton
                  "Dismiss" [button] (0, 0, 390, 844) popupBackdrop
                """, "focus on the heading as the card appears")
        }
    }

    func testFieldsReadTheirTextAndActivateToEdit() {
        onMain {
            let env = HUDTestEnvironment()
            var config = CardPopupConfiguration.compact()
            config.isAnimated = false
            env.center.showCardPopup(config)
            let card = env.center.currentPopup as! CardPopup
            card.setText("ann@example.com", forField: 0)
            card.setText("secret", forField: 1)
            env.center.didChangeContent()
            let s = env.host.accessibilitySnapshot
            XCTAssertEqual(s.element(labeled: "Email")?.value, "ann@example.com")
            XCTAssertEqual(s.element(labeled: "Password")?.value, "••••••", "a secure field reads as drawn")
            XCTAssertEqual(s.element(labeled: "Email")?.textInputIndex, 0)
            XCTAssertTrue(env.host.activateAccessibilityElement(labeled: "Password"))
            XCTAssertEqual(card.focusedField, 1, "activating a field focuses it (the host shows the keyboard)")
        }
    }

    func testTheActionButtonRunsTheActionAndFocusMovesToTheEndLogo() {
        onMain {
            let env = HUDTestEnvironment()
            var values: [[String]] = []
            env.center.showCardPopup(CardPopupConfiguration(), onAction: { values.append($0) })
            env.clock.advance(by: 2)
            XCTAssertTrue(env.host.activateAccessibilityElement(labeled: "NEXT"))
            XCTAssertEqual(values, [["", "", ""]])
            env.clock.advance(by: 1)
            let s = env.host.accessibilitySnapshot
            XCTAssertEqual(s.labels, ["THANK YOU!", "Dismiss"], "the card is gone, the end logo stays until dismissed")
            XCTAssertEqual(s.focused?.label, "THANK YOU!", "new content in the modal popup: focus moves to it")
            XCTAssertTrue(env.host.performAccessibilityEscape(), "escape closes the finale as a tap outside does")
            env.clock.advance(by: 1)
            XCTAssertNil(env.center.currentPopup)
        }
    }

    func testBlankWordsReadTheBuiltInOnes() {
        onMain {
            let env = HUDTestEnvironment()
            var config = CardPopupConfiguration(
                title: " ", fields: [CardPopupConfiguration.Field(placeholder: "")], actionTitle: "")
            config.isAnimated = false
            env.center.showCardPopup(config)
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["Text field 1", "Continue", "Dismiss"], "no heading to read")
            env.center.localization = .simplifiedChinese
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["文本框 1", "继续", "关闭弹窗"])
        }
    }
}
