#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    @_spi(Layers) import OverlayHUDPopups
    import SwiftUI

    @available(iOS 14.0, *)
    extension View {
        /// Shows your own SwiftUI view as a popup (in the overlay window, through the priority queue,
        /// with the presentation's priority and backdrop) while `isPresented` is true, and sets it
        /// back to false when the popup hides for any reason: a tap outside, another popup taking
        /// its place (``PopupPresentation/yieldsToHigherPriority``), ``HUDCenter/hidePopups(_:)`` or
        /// the flag turning false. When this view disappears the popup is dismissed (it waits for
        /// the user, who could no longer reach the view that asked) and the flag set to false.
        ///
        /// ```swift
        /// .popup(isPresented: $showsRating, presentation: PopupPresentation(priority: .high)) {
        ///     RatingCard(onDone: { showsRating = false })
        /// }
        /// ```
        /// The content is built when the popup is shown (see
        /// ``HUDCenter/showPopup(presentation:didHide:content:)`` for sizing and keyboard); state
        /// it reads is read then, so drive changes through its own `@State` or an `ObservableObject`.
        /// - Parameters:
        ///   - isPresented: whether the popup shows or waits in the queue.
        ///   - presentation: priority, backdrop, taps outside and precedence (its ``PopupPresentation/id``
        ///     is replaced by one of the modifier's own).
        ///   - center: the center to show in (default: the center of this view's window scene when
        ///     the app has several windows; else ``HUDCenter/shared``).
        ///   - content: the popup's view.
        public func popup<Content: View>(
            isPresented: Binding<Bool>, presentation: PopupPresentation = PopupPresentation(), center: HUDCenter? = nil,
            @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            modifier(
                FlagItemModifier(isPresented: isPresented) { item in
                    PopupItemModifier(item: item, presentation: presentation, center: center) { _ in content() }
                })
        }

        /// Shows your own SwiftUI view for `item` as a popup (through the priority queue) while
        /// `item` is non-nil, and sets `item` back to nil when the popup hides for any reason (only
        /// if it still holds that item). Setting another item dismisses this popup and shows the new
        /// one's; setting nil dismisses it. When this view disappears the popup is dismissed and
        /// `item` set to nil, as with ``SwiftUI/View/popup(isPresented:presentation:center:content:)``.
        ///
        /// ```swift
        /// .popup(item: $editing) { contact in
        ///     ContactEditor(contact: contact)
        /// }
        /// ```
        /// - Parameters:
        ///   - item: the item the popup is about; each item gets a popup id of its own.
        ///   - presentation: priority, backdrop, taps outside and precedence (its id is replaced).
        ///   - center: the center to show in (default as above).
        ///   - content: the popup's view for an item.
        public func popup<Item: Identifiable & Sendable, Content: View>(
            item: Binding<Item?>, presentation: PopupPresentation = PopupPresentation(), center: HUDCenter? = nil,
            @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View where Item.ID: Sendable {
            modifier(PopupItemModifier(item: item, presentation: presentation, center: center, content: content))
        }
    }

    /// Shows a SwiftUI popup per item through `ItemElementModifier`; its did-hide clears the item.
    @available(iOS 14.0, *)
    struct PopupItemModifier<Item: Identifiable & Sendable, Shown: View>: ViewModifier where Item.ID: Sendable {
        let item: Binding<Item?>
        let presentation: PopupPresentation
        let center: HUDCenter?
        let content: (Item) -> Shown

        func body(content view: Content) -> some View {
            let presentation = presentation
            let content = content
            return view.modifier(
                ItemElementModifier(
                    item: item, kind: "popup", center: center,
                    show: { center, shown, id, clear in
                        var p = presentation
                        p.id = id
                        let box = ContentBox { content(shown) }
                        MainActor.assumeIsolated {
                            center.showPopup(presentation: p, didHide: { _ in clear.clear() }) { box.make() }
                        }
                    },
                    hide: { center, id in center.hidePopups(.id(id)) }))
        }
    }

    /// Carries a view's builder into the main actor, where the popup is built.
    // @unchecked Sendable: made and used on the main thread only (SwiftUI's update, then the show).
    private final class ContentBox<Shown: View>: @unchecked Sendable {
        let make: () -> Shown
        init(_ make: @escaping () -> Shown) { self.make = make }
    }
#endif
