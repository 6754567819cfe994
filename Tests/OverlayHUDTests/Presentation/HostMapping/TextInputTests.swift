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
            env.center.showCardPopup(CardPopupConfiguration(title: "Sign in")) { values in received.values = values }
            env.clock.advance(by: 1)
            let fields = env.center.textInputFields(hostDrawsText: true)
            XCTAssertEqual(fields.count, 2)
            XCTAssertEqual(fields.map(\.isSecure), [false, true])
            let textLayer = env.layer("cardField.0.text")!
            XCTAssertTrue(textLayer.isHidden, "the host draws the text")
            let card = env.layer("card")!
            XCTAssertEqual(fields[0].frame.width, 300 - 48, accuracy: 1e-9)
            XCTAssertEqual(fields[0].frame.minX, card.frame.minX + 24, accuracy: 1e-9)
            XCTAssertLessThan(fields[0].frame.maxY, fields[1].frame.minY)

            env.center.textInputDidBegin(field: 0)
            XCTAssertEqual(env.center.textInputFields(hostDrawsText: true).map(\.isFocused), [true, false])
            env.center.textInputDidChange("me@example.com", field: 0)
            env.center.textInputDidBegin(field: 1)
            env.center.textInputDidChange("secret", field: 1)
            env.center.textInputDidEnd()
            XCTAssertEqual(env.center.textInputFields(hostDrawsText: true).map(\.text), ["me@example.com", "secret"])
            (env.center.currentPopup as? CardPopup)?.performAction()
            XCTAssertEqual(received.values, ["me@example.com", "secret"])
            XCTAssertEqual(env.center.textInputFields(hostDrawsText: true), [], "no fields once the card is going")
        }
    }
}

@MainActor
private final class Box { var values: [String] = [] }
