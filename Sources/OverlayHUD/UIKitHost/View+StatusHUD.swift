#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    import SwiftUI

    /// Shows a status HUD while `item` is non-nil and sets `item` back to nil when it has left
    /// (`ShownElementWatch`), through `ItemElementModifier`; remembers which presentation each
    /// shown item got, so hiding one never hides a HUD other code showed since.
    @available(iOS 14.0, *)
    package struct StatusHUDModifier<Item: Identifiable & Sendable>: ViewModifier where Item.ID: Sendable {
        @Binding var item: Item?
        let center: HUDCenter?
        let status: (Item) -> StatusHUD
        @State private var shown = StatusPresentations()

        package func body(content: Content) -> some View {
            let shown = shown
            let status = status
            return content.modifier(
                ItemElementModifier(
                    item: $item, kind: "statusHUD", center: center,
                    show: { center, item, id, clear in
                        let s = status(item)
                        MainActor.assumeIsolated {
                            let number = center.presentStatus(
                                s.kind, s.text, duration: s.duration, dismissesOnTap: s.dismissesOnTap)
                            shown.numbers[id] = number
                            ShownWatcher.start(.waitingPresentation(number), on: center) {
                                shown.numbers[id] = nil
                                clear.clear()
                            }
                        }
                    },
                    hide: { center, id in
                        guard let number = shown.numbers.removeValue(forKey: id) else { return }
                        MainActor.assumeIsolated { center.hideStatus(presentation: number) }
                    },
                    hidesOnDisappear: { ModifierDisappearance.hidesOnDisappear(status($1).duration) }))
        }
    }

    /// The presentation each shown item's status HUD got, by element id.
    // @unchecked Sendable: as `ItemClearer`, SwiftUI and the center's callbacks use it on the main
    // thread only.
    package final class StatusPresentations: @unchecked Sendable {
        var numbers: [String: Int] = [:]
    }

    @available(iOS 14.0, *)
    extension View {
        /// Shows a status HUD (a checkmark, cross or "i" with a text, in the overlay window) when
        /// `item` becomes non-nil, and sets `item` back to nil when the HUD has left — by its timer,
        /// a tap, code, or another HUD taking its place. Setting another item shows its status;
        /// setting nil hides the status HUD if it still shows (never a HUD other code showed or
        /// pushed since).
        ///
        /// When this view disappears, a timed status HUD stays and finishes (and then sets `item`
        /// to nil); an ``HUDDuration/untilHidden`` one is hidden and `item` set to nil.
        ///
        /// ```swift
        /// .statusHUD(item: $result) { result in
        ///     result.ok ? .success("Saved") : .error(result.reason)
        /// }
        /// ```
        /// - Parameters:
        ///   - item: what the status is about.
        ///   - center: the center to show in (default: the center of this view's window scene when
        ///     the app has several windows; else ``HUDCenter/shared``).
        ///   - status: the status HUD for an item.
        public func statusHUD<Item: Identifiable & Sendable>(
            item: Binding<Item?>, center: HUDCenter? = nil, status: @escaping (Item) -> StatusHUD
        ) -> some View where Item.ID: Sendable {
            modifier(StatusHUDModifier(item: item, center: center, status: status))
        }
    }
#endif
