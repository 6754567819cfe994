import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
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
                policy.update(wantsKey: env.center.wantsKeyWindow)
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

    /// The card's action hands key status back before app code runs: inside `onAction` the host
    /// has already seen that no field takes text (and, on UIKit, made the app's window key again),
    /// so an alert presented from the key window lands in the app.
    func testKeyStatusGoesBackBeforeTheCardsActionRuns() {
        onMain {
            let host = KeyWindowSpyHost(base: HeadlessHost(fonts: TestFonts.library()))
            let clock = ManualClock()
            let center = HUDCenter(environment: HUDEnvironment(host: host, clock: clock))
            let seen = Box()
            center.showCardPopup(CardPopupConfiguration(title: "Sign in")) { _ in
                seen.values.append(host.policy.allowsKeyWindow ? "overlay key" : "app key")
            }
            clock.advance(by: 2)
            XCTAssertTrue(host.policy.allowsKeyWindow, "the card takes text: the overlay is key")
            let card = try! XCTUnwrap(center.currentPopup as? CardPopup)
            let root = center.overlay.rootLayer
            XCTAssertTrue(center.handleTap(at: card.view.button.convert(HUDPoint(50, 20), to: root)!))
            XCTAssertEqual(seen.values, ["app key"])
            XCTAssertEqual(host.steps, [.becomeKey, .restorePrevious])
        }
    }

    /// What a tap changes reaches the host at once: the finale the card's action starts (the
    /// button shrinking) is committed by the tap, not left for some later commit.
    func testATapCommitsWhatItChanged() {
        onMain {
            let host = KeyWindowSpyHost(base: HeadlessHost(fonts: TestFonts.library()))
            let clock = ManualClock()
            let center = HUDCenter(environment: HUDEnvironment(host: host, clock: clock))
            center.showCardPopup(CardPopupConfiguration(title: "Sign in"))
            clock.advance(by: 2)
            let card = try! XCTUnwrap(center.currentPopup as? CardPopup)
            var committedShrinking = false
            host.onCommit = { _ in committedShrinking = card.view.button.animation(forKey: "buttonShrink") != nil }
            XCTAssertTrue(center.handleTap(at: card.view.button.convert(HUDPoint(50, 20), to: center.overlay.rootLayer)!))
            XCTAssertTrue(committedShrinking, "the last commit holds the button's shrink")
        }
    }
}

@MainActor
private final class Box { var values: [String] = [] }
