#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Shows an option popup while `item` is non-nil and clears it when the popup goes.
@available(iOS 14.0, *)
struct OptionPopupModifier<Item: Identifiable & Sendable>: ViewModifier where Item.ID: Sendable {
    @Binding var item: Item?
    let configuration: (Item) -> OptionPopupConfiguration
    let onSelect: @MainActor @Sendable (Item, Int) -> Void
    let center: HUDCenter

    func body(content: Content) -> some View {
        content
            .onAppear { if let item { show(item) } }
            .onChange(of: item?.id) { _ in
                if let item { show(item) } else { center.hidePopups(.id(popupID)) }
            }
    }

    /// The queue id of the popup this modifier shows (one per modifier).
    private var popupID: String { "swiftui.optionPopup.\(String(describing: Item.self))" }

    private func show(_ shown: Item) {
        var config = configuration(shown)
        config.presentation.id = popupID
        let clear = ItemClearer(binding: $item, shownID: shown.id)
        let select = onSelect  // captured alone: the modifier itself is not Sendable
        try? center.showOptionPopup(config, onSelect: { index in select(shown, index) },
                                    didHide: { _ in clear.clear() })
    }
}

/// Clears a binding on the main actor when the popup it showed has gone.
// @unchecked Sendable: `Binding` is not marked Sendable in this SDK; this box is created on the
// main actor and `clear()` is main-actor isolated, so the binding is only ever touched there.
@available(iOS 14.0, *)
private final class ItemClearer<Item: Identifiable>: @unchecked Sendable {
    private let binding: Binding<Item?>
    private let shownID: Item.ID
    init(binding: Binding<Item?>, shownID: Item.ID) { self.binding = binding; self.shownID = shownID }
    @MainActor func clear() {
        // Only clear what this popup showed: a newer item set meanwhile stays.
        if binding.wrappedValue?.id == shownID { binding.wrappedValue = nil }
    }
}

/// Posts a banner each time `banner` is set, then resets it to nil.
@available(iOS 14.0, *)
struct BannerPostModifier: ViewModifier {
    @Binding var banner: BannerInfo?
    let center: HUDCenter

    func body(content: Content) -> some View {
        content
            .onAppear { post() }
            .onChange(of: banner?.id) { _ in post() }
    }

    private func post() {
        guard let info = banner else { return }
        center.showBanner(info)
        banner = nil
    }
}

@available(iOS 14.0, *)
extension View {
    /// Shows an option popup (in the overlay window, through the priority queue) while `item` is
    /// non-nil; sets `item` back to nil when the popup is dismissed.
    ///
    /// ```swift
    /// .optionPopup(item: $sharing) { target in
    ///     OptionPopupConfiguration(options: target.destinations)
    /// } onSelect: { target, index in share(target, to: index) }
    /// ```
    public func optionPopup<Item: Identifiable & Sendable>(
        item: Binding<Item?>, center: HUDCenter = .shared,
        configuration: @escaping (Item) -> OptionPopupConfiguration,
        onSelect: @escaping @MainActor @Sendable (Item, Int) -> Void
    ) -> some View where Item.ID: Sendable {
        modifier(OptionPopupModifier(item: item, configuration: configuration, onSelect: onSelect, center: center))
    }

    /// Posts `banner` to the stacked banners each time it is set, then resets it to nil.
    ///
    /// ```swift
    /// .banner($incomingCall)     // incomingCall = BannerInfo(id: caller.id, title: caller.name)
    /// ```
    public func banner(_ banner: Binding<BannerInfo?>, center: HUDCenter = .shared) -> some View {
        modifier(BannerPostModifier(banner: banner, center: center))
    }
}
#endif
