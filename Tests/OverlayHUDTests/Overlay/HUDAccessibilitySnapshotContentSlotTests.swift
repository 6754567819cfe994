import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Where the app's own views in content slots are read among the engine's elements
/// (``HUDAccessibilitySnapshot/contentSlots``): a host that lists its elements itself (UIKit sets
/// the root view's `accessibilityElements`) must list the views too, or VoiceOver never reaches
/// what is inside them.
final class HUDAccessibilitySnapshotContentSlotTests: XCTestCase {
    /// A popup showing the app's view with the default backdrop: the view is read first, then the
    /// queue's "Dismiss" backdrop (read after the popup's content).
    func testAPopupsViewIsReadBeforeItsDismissBackdrop() {
        onMain {
            let env = HUDTestEnvironment()
            let slot = env.host.register(HeadlessContentView(size: HUDSize(200, 120)))
            env.center.showPopup(contentSlot: slot)
            let s = env.host.accessibilitySnapshot
            XCTAssertEqual(s.elements.map(\.label), ["Dismiss"])
            XCTAssertEqual(s.contentSlots, [.init(slot: slot, position: 0)])
            XCTAssertTrue(s.isModal)
        }
    }

    /// Without a backdrop there is no element at all: the view alone is read.
    func testAPopupWithoutBackdropReadsOnlyTheView() {
        onMain {
            let env = HUDTestEnvironment()
            let slot = env.host.register(HeadlessContentView(size: HUDSize(200, 120)))
            env.center.showPopup(contentSlot: slot, presentation: PopupPresentation(backdrop: .none))
            let s = env.host.accessibilitySnapshot
            XCTAssertEqual(s.elements, [])
            XCTAssertEqual(s.contentSlots, [.init(slot: slot, position: 0)])
        }
    }

    /// The card's text fields sit in slots the engine issues: their fields' elements stand for
    /// them, so no slot is listed.
    func testEngineIssuedSlotsAreNotListed() {
        onMain {
            let env = HUDTestEnvironment()
            var card = CardPopupConfiguration()
            card.isAnimated = false
            env.center.showCardPopup(card)
            // The UIKit host asks for the fields (making their slot layers) at each commit, and
            // reads the snapshot after it.
            let inputs = env.center.textInputFields(hostDrawsText: true)
            XCTAssertFalse(inputs.isEmpty)
            XCTAssertNotNil(env.layer("cardField.0.text.slot"))
            let s = HUDAccessibilitySnapshot(overlay: env.center.overlay, localization: .english)
            XCTAssertEqual(s.elements.filter { $0.traits.contains(.textField) }.count, inputs.count)
            XCTAssertEqual(s.contentSlots, [])
        }
    }

    /// Hidden, transparent and out-of-reach slot layers are not read; the place counts the
    /// elements read before the slot (a layer before its sublayers, front-most sibling first).
    func testOnlyReachableSlotsAreListedAtTheirPlace() {
        onMain {
            let overlay = Overlay()
            let card = HUDLayer(name: "card")
            card.frame = HUDRect(0, 0, 200, 200)
            card.accessibilityLabel = "Card"
            let view = HUDLayer(name: "view")
            view.contentSlot = HUDContentSlotID(rawValue: 7)
            let hidden = HUDLayer(name: "hidden")
            hidden.contentSlot = HUDContentSlotID(rawValue: 8)
            hidden.isHidden = true
            let clear = HUDLayer(name: "clear")
            clear.contentSlot = HUDContentSlotID(rawValue: 9)
            clear.opacity = 0.001
            let gone = HUDLayer(name: "gone")
            gone.contentSlot = HUDContentSlotID(rawValue: 10)
            gone.accessibilityElementsHidden = true
            for l in [view, hidden, clear, gone] { card.addSublayer(l) }
            let close = HUDLayer(name: "close")
            close.accessibilityLabel = "Close"
            card.addSublayer(close)
            overlay.rootLayer.addSublayer(card)
            var s = HUDAccessibilitySnapshot(overlay: overlay, localization: .english)
            XCTAssertEqual(s.elements.map(\.label), ["Card", "Close"])
            XCTAssertEqual(s.contentSlots, [.init(slot: HUDContentSlotID(rawValue: 7), position: 1)])

            // A modal layer drawn above hides the card and its view from VoiceOver.
            let mask = HUDLayer(name: "mask")
            mask.isAccessibilityModal = true
            mask.accessibilityLabel = "Loading"
            overlay.rootLayer.addSublayer(mask)
            s = HUDAccessibilitySnapshot(overlay: overlay, localization: .english)
            XCTAssertEqual(s.elements.map(\.label), ["Loading"])
            XCTAssertEqual(s.contentSlots, [])
        }
    }
}

/// Where VoiceOver's focus goes when a popup showing the app's own view appears
/// (`AccessibilityCoordinator`): into the view, read first, not onto the "Dismiss" backdrop.
final class ContentSlotFocusTests: XCTestCase {
    func testAModalPopupsViewTakesFocusBeforeItsDismissBackdrop() {
        onMain {
            let env = HUDTestEnvironment()
            let slot = env.host.register(HeadlessContentView(size: HUDSize(200, 120)))
            env.center.showPopup(contentSlot: slot)
            let coordinator = AccessibilityCoordinator()
            let update = coordinator.update(env.center.overlay)
            XCTAssertEqual(update?.snapshot.modalFirstContentSlot, slot)
            XCTAssertEqual(update?.focusContentSlot, slot)
            XCTAssertNil(update?.focus, "no element of the engine's takes it")
            XCTAssertNil(update?.snapshot.focusedElement)
            XCTAssertNil(coordinator.update(env.center.overlay), "once: nothing changed since")
        }
    }

    /// A popup without a backdrop is not modal: focus stays where it is.
    func testAPopupWithoutBackdropLeavesFocus() {
        onMain {
            let env = HUDTestEnvironment()
            let slot = env.host.register(HeadlessContentView(size: HUDSize(200, 120)))
            env.center.showPopup(contentSlot: slot, presentation: PopupPresentation(backdrop: .none))
            let update = AccessibilityCoordinator().update(env.center.overlay)
            XCTAssertNil(update?.focusContentSlot)
            XCTAssertNil(update?.focus)
        }
    }

    /// A modal popup whose first item is an element still sends focus to that element.
    func testACardPopupStillFocusesItsFirstElement() {
        onMain {
            let env = HUDTestEnvironment()
            var card = CardPopupConfiguration.compact(title: "Sign in")
            card.isAnimated = false
            env.center.showCardPopup(card)
            let update = AccessibilityCoordinator().update(env.center.overlay)
            XCTAssertNil(update?.focusContentSlot)
            XCTAssertNil(update?.snapshot.modalFirstContentSlot)
            guard case .element(let id)? = update?.focus else { return XCTFail("focus on an element") }
            XCTAssertEqual(update?.snapshot.element(id)?.label, "Sign in")
        }
    }
}
