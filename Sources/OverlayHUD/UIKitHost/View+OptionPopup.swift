#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    @_spi(Layers) import OverlayHUDPopups
    import SwiftUI

    @available(iOS 14.0, *)
    extension View {
        /// Shows an option popup (in the overlay window, through the priority queue) while `item` is
        /// non-nil; sets `item` back to nil when the popup is dismissed. When this view disappears
        /// the popup is dismissed (a popup waits for a choice) and `item` is set to nil.
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
    }
#endif
