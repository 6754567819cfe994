#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    import SwiftUI

    /// Clears an item binding on the main actor when the element it showed (a popup, a message)
    /// has gone; only the element of the item the binding still holds clears it, so a newer item
    /// set meanwhile stays (`PopupItemBinding` decides).
    // @unchecked Sendable: `Binding` is not marked Sendable in this SDK; this box is created on the
    // main actor and `clear()` is main-actor isolated, so the binding is only ever touched there.
    @available(iOS 14.0, *)
    package final class ItemClearer<Item: Identifiable>: @unchecked Sendable {
        private let binding: Binding<Item?>
        private let shownID: Item.ID
        private let state: PopupItemState<Item.ID>

        init(binding: Binding<Item?>, shownID: Item.ID, state: PopupItemState<Item.ID>) {
            self.binding = binding
            self.shownID = shownID
            self.state = state
        }

        @MainActor package func clear() {
            if state.binding.popupDidHide(item: shownID, bindingHolds: binding.wrappedValue?.id) { binding.wrappedValue = nil }
        }
    }
#endif
