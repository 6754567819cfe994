#if canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    // @preconcurrency: the 17.4 SDK's UIKit is not fully annotated for Swift 6 concurrency.
    @preconcurrency import UIKit

    extension HUDCenter {
        /// Shows a banner drawn by your own `view`, in the banner stack and its motion: the view is
        /// parented inside the banner's layer, so it stacks with the other banners, moves up when
        /// one above leaves, follows a swipe, slides or fades out with its banner and is clipped to
        /// it. It replaces the whole pill (draw your own background, corners and shadow).
        ///
        /// ```swift
        /// let call = IncomingCallView(caller: "Mia")
        /// HUDCenter.shared.showBanner(BannerInfo(id: "call-1024", title: "Mia", subtitle: "is calling you"), view: call)
        /// ```
        /// - `info` gives what the stack needs: the id (repeats, ``hideBanners(id:)``), the lifetime,
        ///   and what VoiceOver reads (the title and subtitle, as for a drawn banner, read as a
        ///   button). Its avatar and accessory are not shown.
        /// - Size: measured with `systemLayoutSizeFitting` (a view without constraints answers its
        ///   `sizeThatFits`) within the widest banner (the safe area's width less 16 pt) and the safe
        ///   area's height less 16 pt; zero, negative or NaN sides become 44 points, +∞ or oversized
        ///   sides that space. When a layout pass of the view's container measures a new size
        ///   (after `setNeedsLayout()` on the view's superview), the stack lays out again, at most
        ///   three times per commit, so a view that changes size on every pass cannot loop. A
        ///   rotation measures it again.
        /// - Touches: a button in the view gets its tap as usual, and that tap is the button's
        ///   alone, as UIKit gives a tap on a `UIButton` to the button and not to a tap recogniser
        ///   of its superview: a tap on an enabled `UIControl` (a `UIButton`, `UISwitch`,
        ///   `UITextField`…), an editable or selectable `UITextView`, or a view with its own enabled
        ///   tap or long-press recogniser is not the banner's tap (no ``BannerInfo/onTap``, no
        ///   ``BannerConfiguration/dismissesOnTap``). A tap anywhere else on the view is the banner's
        ///   tap. A finger on the view, on a button too, pauses the banner's timer, and an upward
        ///   swipe dismisses the banner, also one that starts on a button (the swipe cancels the
        ///   button's touch as it begins, so the button runs no action).
        /// - A view already in another hierarchy is taken over (removed from it); a view handed to
        ///   a second banner or popup is taken over by the second, the first keeps its place, empty.
        ///   A banner dropped as a repeat (``BannerConfiguration/isRepeat``) lets its view go.
        /// - When the banner has left, the view is removed from the overlay and released.
        /// - Only a center on the UIKit host (``HUDCenter/shared`` on iOS) shows views; on any
        ///   other host the banner shows as drawn from `info`.
        public func showBanner(_ info: BannerInfo, view: UIView) {
            guard let host = host as? UIKitHUDHost else { return showBanner(info) }
            showBanner(info, contentSlot: Self.registerMeasured(view, on: host))
        }
    }
#endif
