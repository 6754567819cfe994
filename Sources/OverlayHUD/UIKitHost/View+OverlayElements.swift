#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    import SwiftUI

    /// Shows an element (an option popup, a message) while `item` is non-nil and clears it when the
    /// element goes. Each item gets an element id of its own (`PopupItemBinding` decides ids and
    /// steps); what is shown and how it is hidden are the modifier's closures, so option popups and
    /// messages share one modifier (iOS code size).
    @available(iOS 14.0, *)
    package struct ItemElementModifier<Item: Identifiable & Sendable>: ViewModifier where Item.ID: Sendable {
        @Binding var item: Item?
        let center: HUDCenter?
        /// Shows the element for an item, under the given id, on a center; the clearer runs when it has gone.
        let show: (HUDCenter, Item, String, ItemClearer<Item>) -> Void
        /// Hides the element with the given id on a center.
        let hide: (HUDCenter, String) -> Void
        /// Whether the element shown for an item, on the center it was shown on, is hidden when
        /// this view disappears (nil: always).
        let hidesOnDisappear: ((HUDCenter, Item) -> Bool)?
        @State private var state: PopupItemState<Item.ID>
        @State private var place = ModifierCenter()

        /// - Parameters:
        ///   - kind: names the element in its ids (`swiftui.<kind>.<Item>.<item id>`).
        ///   - hidesOnDisappear: whether the element shown for an item on a center (the one the
        ///     show went to, whose settings decide its lifetime) is hidden when this view
        ///     disappears (nil: always); one that is not stays, and clears `item` when it leaves.
        package init(
            item: Binding<Item?>, kind: String, center: HUDCenter?,
            show: @escaping (HUDCenter, Item, String, ItemClearer<Item>) -> Void,
            hide: @escaping (HUDCenter, String) -> Void,
            hidesOnDisappear: ((HUDCenter, Item) -> Bool)? = nil
        ) {
            _item = item
            self.center = center
            self.show = show
            self.hide = hide
            self.hidesOnDisappear = hidesOnDisappear
            _state = State(initialValue: PopupItemState(prefix: "swiftui.\(kind).\(String(describing: Item.self))"))
        }

        package func body(content: Content) -> some View {
            content.modifier(
                OverlayModifierCore(
                    watched: item.map { AnyHashable($0.id) }, place: place,
                    appeared: { update(item) }, changed: { update(item) },
                    disappeared: {
                        // An element that leaves by itself stays and clears `item` then (a timed message).
                        if let shown = item, let hides = hidesOnDisappear, !hides(place.forHiding(given: center), shown) {
                            return
                        }
                        // Gone with its view (`PopupItemBinding.viewDisappeared`): hidden, binding cleared.
                        let steps = state.binding.viewDisappeared()
                        apply(steps, current: nil)
                        if !steps.isEmpty { item = nil }
                    }))
        }

        private func update(_ current: Item?) { apply(state.binding.itemChanged(to: current?.id), current: current) }

        private func apply(_ steps: [PopupItemBinding<Item.ID>.Step], current: Item?) {
            for step in steps {
                switch step {
                case .dismiss(let id): hide(place.forHiding(given: center), id)
                case .show(let id):
                    guard let shown = current else { continue }
                    let clear = ItemClearer(binding: $item, shownID: shown.id, state: state)
                    show(place.forShowing(given: center), shown, id, clear)
                }
            }
        }
    }

    /// The `PopupItemBinding` a modifier keeps across view updates.
    // Not isolated: this SDK's `ViewModifier.body` is not main-actor isolated; SwiftUI calls it, and
    // the popup callbacks that touch it, on the main thread.
    package final class PopupItemState<ID: Hashable> {
        var binding: PopupItemBinding<ID>
        init(prefix: String) { binding = PopupItemBinding(prefix: prefix) }
    }
#endif
