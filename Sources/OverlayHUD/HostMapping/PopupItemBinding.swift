/// What SwiftUI's `.optionPopup(item:)` does when its item changes: each item gets a popup with an
/// id of its own, so switching from item A to item B dismisses A's popup and shows B's (B is not
/// dropped as a duplicate of A), and only the popup of the item the binding still holds may clear it.
///
/// ```swift
/// var binding = PopupItemBinding<String>(prefix: "swiftui.optionPopup.Share")
/// binding.itemChanged(to: "a")   // [.show("swiftui.optionPopup.Share.a")]
/// binding.itemChanged(to: "b")   // [.dismiss("….a"), .show("….b")]
/// binding.viewDisappeared()      // [.dismiss("….b")]
/// ```
package struct PopupItemBinding<ItemID: Equatable>: Equatable {
    /// One thing to do to the center.
    enum Step: Equatable {
        /// Dismiss the popups with this queue id.
        case dismiss(String)
        /// Show the item's popup under this queue id.
        case show(String)
    }

    /// The start of every queue id this binding makes (one per modifier and item type).
    let prefix: String
    /// The item whose popup is showing or queued.
    private(set) var shownItem: ItemID?

    init(prefix: String) { self.prefix = prefix }

    /// The queue id of `item`'s popup.
    func popupID(for item: ItemID) -> String { "\(prefix).\(String(describing: item))" }

    /// The binding now holds `item` (nil: cleared); returns what to do, in order.
    mutating func itemChanged(to item: ItemID?) -> [Step] {
        guard item != shownItem else { return [] }
        var steps: [Step] = []
        if let old = shownItem { steps.append(.dismiss(popupID(for: old))) }
        if let item { steps.append(.show(popupID(for: item))) }
        shownItem = item
        return steps
    }

    /// `item`'s popup has gone; returns whether to clear the binding (only when it still holds `item`).
    mutating func popupDidHide(item: ItemID, bindingHolds current: ItemID?) -> Bool {
        if shownItem == item { shownItem = nil }
        return current == item
    }

    /// The view went away (popped, its tab left): dismiss what it shows — an `.untilHidden` message
    /// would otherwise stay with nothing left to hide it — and, when there was something, clear
    /// the binding now, so the view coming back does not show it again. Empty: nothing to do.
    mutating func viewDisappeared() -> [Step] { itemChanged(to: nil) }
}
