#if canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    // @preconcurrency: the 17.4 SDK's UIKit is not fully annotated for Swift 6 concurrency.
    @preconcurrency import UIKit

    extension HUDCenter {
        /// Shows your own `view` as a popup through the queue, inside the engine's motion: the view
        /// is parented inside the popup's layer, so it scales and fades in and out with the
        /// popup's transitions, is clipped to its slot, and stays below the waiting HUD and banners.
        ///
        /// ```swift
        /// let card = MyCardView()
        /// HUDCenter.shared.showPopup(view: card, presentation: PopupPresentation(priority: .high))
        /// ```
        /// - Size: measured with `systemLayoutSizeFitting` within the screen less 16-point margins
        ///   (a side its constraints leave open — a view laid out with frames — is its
        ///   `sizeThatFits`, for a plain `UIView` its bounds); zero, negative or NaN sides
        ///   become 44 points, +∞ or oversized sides the space available. When a layout pass of
        ///   the view's container measures a new size (after `setNeedsLayout()` on the view's
        ///   superview), the popup lays out again, at most three times within 0.1 s (then once
        ///   more when they are over), so a view that changes size on every pass cannot loop.
        /// - A view already in another hierarchy is taken over (removed from it); a view handed to
        ///   a second popup is taken over by the second, the first keeps its place, empty.
        /// - When the popup has left, the view is removed from the overlay and released.
        /// - Text fields in the view (`UITextField`, `UITextView`) take the keyboard: the overlay
        ///   window is the key window from the moment the popup starts to show until it starts to
        ///   leave, by default when the popup has a backdrop (``PopupPresentation/keyWindow``,
        ///   ``PopupPresentation/KeyWindow``); then editing ends and key status goes back to your app's window.
        ///   While the keyboard is up the popup is measured and centred in the space above it.
        /// - Only a center on the UIKit host (``HUDCenter/shared`` on iOS) shows views; on any
        ///   other host the call does nothing but call `didHide` with ``HUDHideReason/hiddenByCode``.
        /// - Parameters:
        ///   - view: the view; its taps are its own (the engine keeps them from the app).
        ///   - presentation: priority, id, backdrop, taps outside and yielding.
        ///   - didHide: called once, after the popup has left (also when it never showed).
        public func showPopup(
            view: UIView, presentation: PopupPresentation = PopupPresentation(),
            didHide: (@MainActor @Sendable (HUDHideReason) -> Void)? = nil
        ) {
            guard let host = host as? UIKitHUDHost else {
                didHide?(.hiddenByCode)
                return
            }
            showPopup(contentSlot: Self.registerMeasured(view, on: host), presentation: presentation, didHide: didHide)
        }
    }
#endif
