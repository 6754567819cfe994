#if canImport(UIKit) && canImport(SwiftUI)
    // @preconcurrency: the 17.4 SDK's UIKit is not fully annotated for Swift 6 concurrency.
    @preconcurrency import UIKit
    import SwiftUI

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
        /// - `info` gives what the stack needs: the id (repeats, ``hideBanner(id:)``), the lifetime,
        ///   and what VoiceOver reads (the title and subtitle, as for a drawn banner, read as a
        ///   button). Its avatar and accessory are not shown.
        /// - Size: measured with `systemLayoutSizeFitting` (a view without constraints answers its
        ///   `sizeThatFits`) within the widest banner (the safe area's width less 16 pt) and the safe
        ///   area's height less 16 pt; zero, negative or NaN sides become 44 points, +∞ or oversized
        ///   sides that space. When a layout pass of the view's container measures a new size
        ///   (after `setNeedsLayout()` on the view's superview), the stack lays out again, at most
        ///   three times per commit, so a view that changes size on every pass cannot loop. A
        ///   rotation measures it again.
        /// - Touches: buttons and controls in the view get their touches as usual; a tap on the view
        ///   is also the banner's tap (``onBannerTap``, ``BannerConfiguration/tapVanish``), a finger
        ///   on it pauses its timer and an upward swipe dismisses it.
        /// - A view already in another hierarchy is taken over (removed from it); a view handed to
        ///   a second banner or popup is taken over by the second, the first keeps its place, empty.
        ///   A banner dropped as a repeat (``BannerConfiguration/repetition``) lets its view go.
        /// - When the banner has left, the view is removed from the overlay and released.
        /// - Only a center on a ``UIKitHUDHost`` (``HUDCenter/shared`` on iOS) shows views; on any
        ///   other host the banner shows as drawn from `info`.
        public func showBanner(_ info: BannerInfo, view: UIView) {
            guard let host = host as? UIKitHUDHost else { return showBanner(info) }
            showBanner(info, contentSlot: Self.registerMeasured(view, on: host))
        }

        /// Shows a banner drawn by your own SwiftUI view (see ``showBanner(_:view:)`` for motion,
        /// sizing, touches, bad sizes and release): the view is hosted in a `UIHostingController`
        /// and measured with its `sizeThatFits(in:)`.
        ///
        /// ```swift
        /// HUDCenter.shared.showBanner(BannerInfo(id: "sync", title: "Synced")) {
        ///     Label("Synced", systemImage: "checkmark.icloud")
        ///         .padding().background(.regularMaterial, in: Capsule())
        /// }
        /// ```
        public func showBanner<Content: View>(_ info: BannerInfo, @ViewBuilder content: () -> Content) {
            guard let host = host as? UIKitHUDHost else { return showBanner(info) }
            showBanner(info, contentSlot: Self.registerHosted(content(), on: host))
        }
    }
#endif
