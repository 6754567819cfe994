import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// What a SwiftUI view holds across updates.
@MainActor
private final class ItemState {
    var binding = PopupItemBinding<String>(prefix: "swiftui.optionPopup.Item")
    var held: String? = "a"
    var cleared: [String] = []
}

/// The decisions behind the SwiftUI modifiers, run against a real center.
final class SwiftUIBindingTests: XCTestCase {
    /// Switching `.optionPopup(item:)` from A to B shows B (not dropped as a duplicate of A), and
    /// A's did-hide does not clear the binding that now holds B.
    func testSwitchingItemsShowsTheNewItemsPopup() {
        onMain {
            let env = HUDTestEnvironment()
            let state = ItemState()
            @MainActor func run(_ steps: [PopupItemBinding<String>.Step], item: String?) {
                runOptionPopupSteps(steps, item: item, env, state)
            }
            run(state.binding.itemChanged(to: "a"), item: "a")
            env.clock.advance(by: 1)
            XCTAssertEqual(env.center.currentPopup?.presentation.id, "swiftui.optionPopup.Item.a")
            state.held = "b"
            let steps = state.binding.itemChanged(to: "b")
            XCTAssertEqual(steps, [.dismiss("swiftui.optionPopup.Item.a"), .show("swiftui.optionPopup.Item.b")])
            run(steps, item: "b")
            env.clock.advance(by: 2)
            XCTAssertEqual(env.center.currentPopup?.presentation.id, "swiftui.optionPopup.Item.b", "B shows")
            XCTAssertEqual(state.held, "b", "A's did-hide left the binding alone")
            env.center.hidePopups()
            env.clock.advance(by: 2)
            XCTAssertNil(state.held, "B's did-hide cleared it")
            XCTAssertEqual(state.cleared, ["b"])
            XCTAssertEqual(state.binding.itemChanged(to: nil), [], "nothing left to dismiss")
        }
    }

    /// The view of `.message(item:)` or `.optionPopup(item:)` went away: what it shows is
    /// dismissed (an `.untilHidden` message would otherwise stay with nothing left to hide it) and
    /// the binding is cleared now; nothing shown, nothing to do.
    func testTheViewDisappearingDismissesItsItem() {
        var binding = PopupItemBinding<String>(prefix: "swiftui.message.Item")
        XCTAssertEqual(binding.viewDisappeared(), [], "nothing shown: the binding is left alone")
        _ = binding.itemChanged(to: "a")
        XCTAssertEqual(binding.viewDisappeared(), [.dismiss("swiftui.message.Item.a")])
        XCTAssertNil(binding.shownItem)
        XCTAssertEqual(binding.viewDisappeared(), [], "dismissed once")
        XCTAssertFalse(binding.popupDidHide(item: "a", bindingHolds: nil), "its late didHide: the binding is already nil")
        XCTAssertEqual(binding.itemChanged(to: "a"), [.show("swiftui.message.Item.a")], "the view back with a new item")
    }

    /// `.optionPopup(item:)`'s popup goes when its view disappears, as `.waitingHUD`'s HUD does
    /// (the modifier clears the binding itself); a view that appears again with an item shows it again.
    func testTheOptionPopupIsDismissedWhenItsViewDisappears() {
        onMain {
            let env = HUDTestEnvironment()
            let state = ItemState()
            @MainActor func run(_ steps: [PopupItemBinding<String>.Step]) { runOptionPopupSteps(steps, item: "a", env, state) }
            run(state.binding.itemChanged(to: "a"))
            env.clock.advance(by: 1)
            XCTAssertNotNil(env.center.currentPopup)
            let steps = state.binding.viewDisappeared()
            XCTAssertEqual(steps, [.dismiss("swiftui.optionPopup.Item.a")])
            run(steps)
            env.clock.advance(by: 2)
            XCTAssertNil(env.center.currentPopup, "the popup went with its view")
            XCTAssertEqual(state.binding.viewDisappeared(), [], "nothing left to dismiss")
            XCTAssertEqual(state.binding.itemChanged(to: "a"), [.show("swiftui.optionPopup.Item.a")], "shown again on return")
            env.assertIdle()
        }
    }

    /// `.waitingHUD(isPresented:)` takes part in the balanced count: turning it off leaves a HUD
    /// other code holds, and setting it twice pushes once.
    func testTheWaitingBindingNeverHidesOtherCodesHUD() {
        onMain {
            let env = HUDTestEnvironment()
            var binding = ActivityBinding()
            func apply(_ step: ActivityBinding.Step) {
                switch step {
                case .push: env.center.pushActivity("Loading")
                case .pop: env.center.popActivity()
                case .none: break
                }
            }
            env.center.pushActivity("Other code")
            apply(binding.setPresented(true))
            apply(binding.setPresented(true))
            XCTAssertEqual(env.center.activeActivityCount, 2)
            apply(binding.setPresented(false))
            env.clock.advance(by: 2)
            XCTAssertTrue(env.center.isShowingAnything, "the other code's HUD stays")
            XCTAssertEqual(env.center.activeActivityCount, 1)
            XCTAssertEqual(binding.viewDisappeared(), .none, "gives back nothing it does not hold")
            env.center.popActivity()
            env.clock.advance(by: 2)
            XCTAssertFalse(env.center.isShowingAnything)
        }
    }

    /// `.waitingHUD(isPresented:label:)` watches its flag and label as one value: when both change
    /// together it pushes, then relabels; a new label relabels only the HUD it holds, and one set
    /// while hidden is the one the next push carries.
    func testTheWaitingBindingRelabelsOnlyTheHUDItHolds() {
        onMain {
            let env = HUDTestEnvironment()
            var binding = ActivityBinding()
            func change(_ presented: Bool, _ label: String?) {
                let (step, relabel) = binding.changed(presented: presented, label: label)
                switch step {
                case .push: env.center.pushActivity(label)
                case .pop: env.center.popActivity()
                case .none: break
                }
                if relabel { env.center.updateWaiting { $0.label = label } }
            }
            XCTAssertEqual(binding.appeared(presented: false, label: "Loading"), .none)
            XCTAssertTrue(binding.changed(presented: false, label: "Saving") == (.none, false), "hidden: nothing to relabel")
            XCTAssertTrue(binding.changed(presented: true, label: "Sending") == (.push, true), "both at once: push, then relabel")
            XCTAssertTrue(binding.changed(presented: true, label: "Sending") == (.none, false), "the same label again")
            XCTAssertTrue(binding.changed(presented: false, label: "Done") == (.pop, false), "popped: nothing to relabel")
            binding = ActivityBinding()
            XCTAssertEqual(binding.appeared(presented: true, label: "Loading"), .push, "the push carries the label")
            env.center.pushActivity("Loading")
            env.clock.advance(by: 1)
            change(true, "Saving")
            env.clock.advance(by: 1)
            XCTAssertEqual(env.center.waiting?.configuration.label, "Saving", "the shown HUD relabelled")
            change(true, nil)
            env.clock.advance(by: 1)
            XCTAssertNil(env.center.waiting?.configuration.label, "a label taken away is taken off the HUD")
            change(false, "Later")
            env.clock.advance(by: 2)
            XCTAssertFalse(env.center.isShowingAnything)
            change(true, "Later")
            env.clock.advance(by: 1)
            XCTAssertEqual(env.center.waiting?.configuration.label, "Later", "pushed with the label set while hidden")
            XCTAssertEqual(binding.viewDisappeared(), .pop)
        }
    }
}

/// Does what `.optionPopup(item:)` does with a binding's steps: dismisses, or shows `item`'s popup
/// whose did-hide clears `state.held` when the binding still holds the item.
@MainActor
private func runOptionPopupSteps(
    _ steps: [PopupItemBinding<String>.Step], item: String?, _ env: HUDTestEnvironment, _ state: ItemState
) {
    for step in steps {
        switch step {
        case .dismiss(let id): env.center.hidePopups(.id(id))
        case .show(let id):
            var config = OptionPopupConfiguration(options: nineOptions())
            config.presentation.id = id
            let shown = item!
            try! env.center.showOptionPopup(
                config,
                didHide: { _ in
                    if state.binding.popupDidHide(item: shown, bindingHolds: state.held) {
                        state.held = nil
                        state.cleared.append(shown)
                    }
                })
        }
    }
}
