#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// Shows an element (an option popup, a message) while `item` is non-nil and clears it when the
    /// element goes. Each item gets an element id of its own (`PopupItemBinding` decides ids and
    /// steps); what is shown and how it is hidden are the modifier's closures, so option popups and
    /// messages share one modifier (iOS code size).
    @available(iOS 14.0, *)
    struct ItemElementModifier<Item: Identifiable & Sendable>: ViewModifier where Item.ID: Sendable {
        @Binding var item: Item?
        let center: HUDCenter?
        /// Shows the element for an item, under the given id, on a center; the clearer runs when it has gone.
        let show: (HUDCenter, Item, String, ItemClearer<Item>) -> Void
        /// Hides the element with the given id on a center.
        let hide: (HUDCenter, String) -> Void
        @State private var state: PopupItemState<Item.ID>
        @State private var place = ModifierCenter()

        /// - Parameter kind: names the element in its ids (`swiftui.<kind>.<Item>.<item id>`).
        init(
            item: Binding<Item?>, kind: String, center: HUDCenter?,
            show: @escaping (HUDCenter, Item, String, ItemClearer<Item>) -> Void,
            hide: @escaping (HUDCenter, String) -> Void
        ) {
            _item = item
            self.center = center
            self.show = show
            self.hide = hide
            _state = State(initialValue: PopupItemState(prefix: "swiftui.\(kind).\(String(describing: Item.self))"))
        }

        func body(content: Content) -> some View {
            content.modifier(
                OverlayModifierCore(
                    watched: item.map { AnyHashable($0.id) }, place: place,
                    appeared: { update(item) }, changed: { update(item) },
                    disappeared: {
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
    final class PopupItemState<ID: Hashable> {
        var binding: PopupItemBinding<ID>
        init(prefix: String) { binding = PopupItemBinding(prefix: prefix) }
    }

    /// Posts a banner each time `banner` is set, then resets it to nil.
    @available(iOS 14.0, *)
    struct BannerPostModifier: ViewModifier {
        @Binding var banner: BannerInfo?
        let center: HUDCenter?
        @State private var place = ModifierCenter()

        func body(content: Content) -> some View {
            content.modifier(OverlayModifierCore(watched: banner?.id, place: place, appeared: { post() }, changed: { post() }))
        }

        private func post() {
            guard let info = banner else { return }
            place.forShowing(given: center).showBanner(info)
            banner = nil
        }
    }

    @available(iOS 14.0, *)
    extension View {
        /// Shows an option popup (in the overlay window, through the priority queue) while `item` is
        /// non-nil; sets `item` back to nil when the popup is dismissed. The popup is dismissed
        /// when this view disappears.
        ///
        /// ```swift
        /// .optionPopup(item: $sharing) { target in
        ///     OptionPopupConfiguration(options: target.destinations)
        /// } onSelect: { target, index in share(target, to: index) }
        /// ```
        public func optionPopup<Item: Identifiable & Sendable>(
            item: Binding<Item?>, center: HUDCenter? = nil,
            configuration: @escaping (Item) -> OptionPopupConfiguration,
            onSelect: @escaping @MainActor @Sendable (Item, Int) -> Void
        ) -> some View where Item.ID: Sendable {
            modifier(
                ItemElementModifier(
                    item: item, kind: "optionPopup", center: center,
                    show: { center, shown, id, clear in
                        var config = configuration(shown)
                        config.presentation.id = id
                        try? center.showOptionPopup(
                            config, onSelect: { index in onSelect(shown, index) }, didHide: { _ in clear.clear() })
                    },
                    hide: { center, id in center.hidePopups(.id(id)) }))
        }

        /// Posts `banner` to the stacked banners each time it is set, then resets it to nil.
        ///
        /// ```swift
        /// .banner($incomingCall)     // incomingCall = BannerInfo(id: caller.id, title: caller.name)
        /// ```
        public func banner(_ banner: Binding<BannerInfo?>, center: HUDCenter? = nil) -> some View {
            modifier(BannerPostModifier(banner: banner, center: center))
        }
    }
#endif
