import XCTest

@testable import OverlayHUD
@testable import OverlayHUDSoftware

/// Real text input for the card popup: which fields a host shows, where, and the key-window rule.
final class TextInputTests: XCTestCase {
    /// The overlay becomes key only while a card with fields shows, and hands key status back
    /// when it leaves.
    func testTheKeyWindowFollowsElementsThatTakeText() {
        onMain {
            let env = HUDTestEnvironment()
            var policy = KeyWindowPolicy()
            @MainActor func step() -> KeyWindowPolicy.Step {
                policy.update(takesText: !env.center.textInputFields(hostDrawsText: true).isEmpty)
            }

            env.center.showWaiting("Busy", mode: .text)
            XCTAssertEqual(step(), .none, "a HUD never makes the overlay key")
            XCTAssertFalse(policy.allowsKeyWindow)
            env.center.showCardPopup(CardPopupConfiguration(title: "Sign in"))
            XCTAssertEqual(step(), .becomeKey)
            XCTAssertTrue(policy.allowsKeyWindow)
            XCTAssertEqual(step(), .none)
            env.center.hidePopups()
            env.clock.advance(by: 2)
            XCTAssertEqual(step(), .restorePrevious, "key status goes back when the card leaves")
            XCTAssertFalse(policy.allowsKeyWindow)
            XCTAssertTrue(env.center.isShowingAnything, "the HUD stays, without key status")
        }
    }

    /// The fields sit over the card's text, carry its style, and what the host types reaches the
    /// action; the card hides its own text while the host draws it.
    func testFieldsArePlacedFromTheLayoutAndTypedValuesReachTheAction() {
        onMain {
            let env = HUDTestEnvironment()
            let received = Box()
            env.center.showCardPopup(CardPopupConfiguration()) { values in received.values = values }
            env.clock.advance(by: 2)
            let fields = env.center.textInputFields(hostDrawsText: true)
            XCTAssertEqual(fields.map(\.placeholder), ["First name", "Last name", "Email"])
            XCTAssertEqual(fields.map(\.isSecure), [false, false, false])
            let textLayer = env.layer("cardField.0.text")!
            XCTAssertTrue(textLayer.isHidden, "the host draws the text")
            let card = env.layer("card")!
            // DGPopUpViewTextView.xib: the UITextField at (30, 14, 260, 30) in rows at y 80/160/240
            // (DGPopUpView.m:69-71), system 20 pt in (29, 170, 209).
            for (i, rowTop) in [80.0, 160, 240].enumerated() {
                XCTAssertEqual(fields[i].frame, HUDRect(card.frame.minX + 30, card.frame.minY + rowTop + 14, 260, 30))
            }
            XCTAssertEqual(fields[0].fontSize, 20)
            XCTAssertEqual(fields[0].weight, .regular)
            XCTAssertEqual(fields[0].textColor, HUDColor(red: 29 / 255, green: 170 / 255, blue: 209 / 255))

            env.center.textInputDidBegin(field: 0)
            XCTAssertEqual(env.center.textInputFields(hostDrawsText: true).map(\.isFocused), [true, false, false])
            env.center.textInputDidChange("me@example.com", field: 0)
            env.center.textInputDidBegin(field: 1)
            env.center.textInputDidChange("secret", field: 1)
            env.center.textInputDidEnd()
            XCTAssertEqual(env.center.textInputFields(hostDrawsText: true).map(\.text), ["me@example.com", "secret", ""])
            (env.center.currentPopup as? CardPopup)?.performAction()
            XCTAssertEqual(received.values, ["me@example.com", "secret", ""])
            XCTAssertEqual(env.center.textInputFields(hostDrawsText: true), [], "no fields once the card is going")
        }
    }
}

@MainActor
private final class Box { var values: [String] = [] }
