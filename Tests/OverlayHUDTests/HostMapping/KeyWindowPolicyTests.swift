import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// When the overlay window is key (iOS sends typing only to the key window): while a popup
/// showing the app's own view takes the keyboard (``PopupPresentation/KeyWindow``) or a card's fields take
/// text; key status goes back as such a popup starts to leave, by every way out; a waiting HUD,
/// banners and messages never take it. Driven through a host that applies the rule at every
/// commit, as `UIKitHUDHost` does.
final class KeyWindowPolicyTests: XCTestCase {
    /// A center on a host that records the key-window steps, and a slot holding a 200 × 120 view.
    @MainActor
    private static func make() -> (HUDCenter, KeyWindowSpyHost, ManualClock) {
        let host = KeyWindowSpyHost()
        let clock = ManualClock()
        return (HUDCenter(environment: HUDEnvironment(host: host, clock: clock)), host, clock)
    }

    /// A 200 × 120 view of the app's, holding a text field unless `holdsTextInput` is false.
    @MainActor
    private static func ownView(on host: KeyWindowSpyHost, holdsTextInput: Bool = true) -> HUDContentSlotID {
        let view = HeadlessContentView(size: HUDSize(200, 120))
        view.holdsTextInput = holdsTextInput
        return host.base.register(view)
    }

    func testTheStepsFollowWhatWantsTheKeyboard() {
        var policy = KeyWindowPolicy()
        XCTAssertEqual(policy.windowDidMoveScene(), .none, "not key: a move changes nothing")
        XCTAssertEqual(policy.windowDidLeaveScreen(), .none)
        XCTAssertEqual(policy.update(wantsKey: false), .none)
        XCTAssertEqual(policy.update(wantsKey: true), .becomeKey)
        XCTAssertEqual(policy.update(wantsKey: true), .none)
        XCTAssertEqual(policy.windowDidMoveScene(), .becomeKey, "key again in the scene it moved to")
        XCTAssertTrue(policy.allowsKeyWindow)
        XCTAssertEqual(policy.update(wantsKey: false), .restorePrevious)
        XCTAssertFalse(policy.allowsKeyWindow)
        XCTAssertEqual(policy.update(wantsKey: true), .becomeKey)
        XCTAssertEqual(policy.windowDidLeaveScreen(), .forgetPrevious, "its scene went: nothing to hand back to")
        XCTAssertFalse(policy.allowsKeyWindow)
        XCTAssertEqual(policy.update(wantsKey: false), .none, "the overlay empties later: nothing more to do")
        XCTAssertEqual(policy.update(wantsKey: true), .becomeKey, "the next show takes key status again")
    }

    /// The overlay becomes key as a popup with the app's view starts to show (a field may take
    /// focus as it appears) and hands key status back as it starts to leave; the HUD under it
    /// never takes key status.
    func testAPopupWithYourOwnViewMakesTheOverlayKeyUntilItStartsToLeave() {
        onMain {
            let (center, host, clock) = Self.make()
            center.showWaiting("Busy", mode: .text)
            clock.advance(by: 1)
            XCTAssertEqual(host.steps, [], "a waiting HUD never makes the overlay key")
            center.showPopup(contentSlot: Self.ownView(on: host))
            XCTAssertEqual(host.steps, [.becomeKey], "key from the popup's first frame")
            clock.advance(by: 1)
            XCTAssertEqual(host.steps, [.becomeKey])
            center.hidePopups()
            XCTAssertEqual(host.steps, [.becomeKey, .restorePrevious], "back as the popup starts to leave")
            clock.advance(by: 1)
            XCTAssertEqual(host.steps, [.becomeKey, .restorePrevious])
            XCTAssertTrue(center.isShowingAnything, "the HUD stays, without key status")
            XCTAssertFalse(host.policy.allowsKeyWindow)
        }
    }

    /// Every way a popup leaves hands key status back: a tap on its backdrop, a hide without
    /// animation, a popup of higher priority it yields to (key again when it comes back), its
    /// context going inactive, and the overlay emptying.
    func testEveryWayOutHandsKeyStatusBack() {
        onMain {
            let (center, host, clock) = Self.make()
            center.showPopup(contentSlot: Self.ownView(on: host))
            clock.advance(by: 1)
            XCTAssertTrue(center.handleTap(at: HUDPoint(5, 5)), "the backdrop takes the tap")
            XCTAssertEqual(host.steps, [.becomeKey, .restorePrevious], "tap outside")
            clock.advance(by: 1)

            host.steps = []
            center.showPopup(contentSlot: Self.ownView(on: host))
            clock.advance(by: 1)
            center.batch { center.popupQueue.dismiss(.current, animated: false) }
            XCTAssertEqual(host.steps, [.becomeKey, .restorePrevious], "hidden at once")
            clock.advance(by: 1)

            host.steps = []
            center.showPopup(
                contentSlot: Self.ownView(on: host), presentation: PopupPresentation(yieldsToHigherPriority: true))
            clock.advance(by: 1)
            center.showPopup(TestPopup("urgent", priority: .high))
            XCTAssertEqual(host.steps, [.becomeKey, .restorePrevious], "set aside for a higher priority")
            clock.advance(by: 1)
            XCTAssertEqual(host.steps, [.becomeKey, .restorePrevious], "a popup of the engine's own takes no key status")
            center.hidePopups()
            clock.advance(by: 2)
            XCTAssertEqual(host.steps, [.becomeKey, .restorePrevious, .becomeKey], "key again when it comes back")
            center.hidePopups()
            clock.advance(by: 1)

            host.steps = []
            center.setActivePopupContext("compose")
            center.showPopup(contentSlot: Self.ownView(on: host), presentation: PopupPresentation(context: "compose"))
            clock.advance(by: 1)
            center.setActivePopupContext("inbox")
            XCTAssertEqual(host.steps, [.becomeKey, .restorePrevious], "its context went inactive")
            center.setActivePopupContext(nil)
            clock.advance(by: 1)
            center.hidePopups(.all)
            clock.advance(by: 1)

            host.steps = []
            center.showPopup(contentSlot: Self.ownView(on: host))
            clock.advance(by: 1)
            center.hideEverything()
            XCTAssertEqual(host.steps, [.becomeKey, .restorePrevious], "the overlay emptied")
            XCTAssertFalse(center.isShowingAnything)
        }
    }

    /// ``PopupPresentation/KeyWindow``: by default only a popup with a backdrop takes key status (the app
    /// behind takes no touches then); `.always` also without one, `.never` never.
    func testThePresentationDecidesWhetherTheOverlayBecomesKey() {
        onMain {
            let cases: [(HUDColor?, PopupPresentation.KeyWindow, Bool)] = [
                (PopupPresentation.defaultBackdrop, .automatic, true),
                (.clear, .automatic, true),
                (.none, .automatic, false),
                (.none, .always, true),
                (PopupPresentation.defaultBackdrop, .always, true),
                (PopupPresentation.defaultBackdrop, .never, false),
                (.none, .never, false),
            ]
            for (backdrop, keyWindow, key) in cases {
                let (center, host, clock) = Self.make()
                let presentation = PopupPresentation(backdrop: backdrop, keyWindow: keyWindow)
                XCTAssertEqual(presentation.keyWindow, keyWindow)
                center.showPopup(contentSlot: Self.ownView(on: host), presentation: presentation)
                clock.advance(by: 1)
                XCTAssertEqual(host.policy.allowsKeyWindow, key, "\(String(describing: backdrop)) \(keyWindow)")
                center.hidePopups()
                clock.advance(by: 1)
                XCTAssertFalse(host.policy.allowsKeyWindow)
            }
            XCTAssertEqual(PopupPresentation().keyWindow, .automatic)
        }
    }

    /// Banners, messages, option popups and a HUD never make the overlay key, whatever shows.
    func testElementsThatTakeNoTextNeverMakeTheOverlayKey() throws {
        try onMainThrowing {
            let (center, host, clock) = Self.make()
            center.showBanner(BannerInfo(id: "call", title: "Ann"))
            center.showMessage(.success("Saved"))
            center.showWaiting("Busy")
            try center.showOptionPopup(OptionPopupConfiguration(options: [OptionPopupConfiguration.Option(title: "A")]))
            clock.advance(by: 2)
            center.showBanner(BannerInfo(id: "own", title: "Own"), contentSlot: Self.ownView(on: host))
            center.showMessage(.info("Own"), contentSlot: Self.ownView(on: host))
            clock.advance(by: 2)
            XCTAssertEqual(host.steps, [])
        }
    }

    /// ``PopupPresentation/KeyWindow/automatic`` takes key status only while the view holds a text
    /// input (issue 32): a confirmation with buttons leaves the app its key window and keyboard; a
    /// field that appears later makes the overlay key at the next commit, and key status goes back
    /// when it goes. `.always` does not ask.
    func testAutomaticTakesKeyStatusOnlyForAViewWithATextInput() {
        onMain {
            let (center, host, clock) = Self.make()
            let view = HeadlessContentView(size: HUDSize(200, 120))
            let slot = host.base.register(view)
            center.showPopup(contentSlot: slot)
            clock.advance(by: 1)
            XCTAssertEqual(host.steps, [], "no text input: the app keeps key status")
            XCTAssertTrue(center.isShowingAnything)
            view.holdsTextInput = true
            center.contentSizeDidChange(slot)
            XCTAssertEqual(host.steps, [.becomeKey], "a field appeared: key at the next commit")
            view.holdsTextInput = false
            center.contentSizeDidChange(slot)
            XCTAssertEqual(host.steps, [.becomeKey, .restorePrevious], "the field went: key status goes back")
            center.hidePopups()
            clock.advance(by: 1)
            XCTAssertEqual(host.steps, [.becomeKey, .restorePrevious])

            host.steps = []
            center.showPopup(
                contentSlot: Self.ownView(on: host, holdsTextInput: false),
                presentation: PopupPresentation(keyWindow: .always))
            XCTAssertEqual(host.steps, [.becomeKey], ".always does not ask")
            center.hidePopups()
            clock.advance(by: 1)
        }
    }
}
