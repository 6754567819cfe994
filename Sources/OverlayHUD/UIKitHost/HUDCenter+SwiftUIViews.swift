#if canImport(UIKit) && canImport(SwiftUI)
    @_spi(Layers) import OverlayHUDCore
    @_spi(Layers) import OverlayHUDMessages
    @_spi(Layers) import OverlayHUDPopups
    // @preconcurrency: the 17.4 SDK's UIKit is not fully annotated for Swift 6 concurrency.
    @preconcurrency import UIKit
    import SwiftUI

    extension HUDCenter {
        /// Hands a SwiftUI view to `host` for a slot, in a clear `UIHostingController` measured with
        /// its `sizeThatFits(in:)` and kept alive as long as the slot.
        static func registerHosted<Content: View>(_ content: Content, on host: UIKitHUDHost) -> HUDContentSlotID {
            let controller = OverlayHostingController(rootView: content)
            controller.view.backgroundColor = .clear
            // The engine places the element (clear of the keyboard too): the window's safe area and
            // the keyboard it overlaps are no insets of the content's own.
            if #available(iOS 16.4, *) { controller.safeAreaRegions = [] }
            let slot = host.registerContent(controller.view, retaining: controller) { [weak controller] proposal, _ in
                // SwiftUI lays text out in the width proposed: at a fixed width it wraps there.
                controller?.sizeThatFits(in: proposal.size) ?? .zero
            }
            // A change of the content's size (state that shows more) reaches no layout pass of the
            // slot's container by itself: from iOS 16 the controller tracks its ideal size in its
            // preferred content size, and UIKit tells its parent, the overlay's root controller
            // (`preferredContentSizeDidChange(forChildContentContainer:)`), which has the container
            // measure again. iOS 15 has no such option: the slot measures again only when its
            // container lays out.
            if #available(iOS 16.0, *) { controller.sizingOptions = .preferredContentSize }
            return slot
        }

        /// Shows a banner drawn by your own SwiftUI view (see ``showBanner(_:view:)`` for motion,
        /// sizing, touches, bad sizes and release): the view is hosted in a `UIHostingController`
        /// and measured with its `sizeThatFits(in:)`.
        ///
        /// Touches: UIKit cannot see which part of a SwiftUI view is under the finger (SwiftUI runs
        /// a `Button`'s or `onTapGesture`'s gesture itself, inside the hosting view), so a tap on a
        /// SwiftUI `Button` is the button's and also the banner's tap (``BannerInfo/onTap``,
        /// ``BannerConfiguration/dismissesOnTap``). Only content backed by UIKit views (a `TextField`'s
        /// field, a `UIViewRepresentable`'s controls) and tap recognisers on the hosting view keep
        /// their taps to themselves, as in ``showBanner(_:view:)``. For a SwiftUI banner with
        /// buttons, leave ``BannerInfo/onTap`` unset and ``BannerConfiguration/dismissesOnTap`` off and do
        /// the banner's tap in the view (its own `Button` or `onTapGesture`), or hand in a `UIView`.
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

        /// Shows a message drawn by your own SwiftUI view (see ``showMessage(_:view:)`` for motion,
        /// sizing, touches, bad sizes and release): the view is hosted in a `UIHostingController` and
        /// measured with its `sizeThatFits(in:)`.
        ///
        /// Touches: UIKit cannot see which part of a SwiftUI view is under the finger (SwiftUI runs
        /// a `Button`'s or `onTapGesture`'s gesture itself, inside the hosting view), so a tap on a
        /// SwiftUI `Button` is the button's and also the message's tap (``MessageConfiguration/onTap``,
        /// dismissal by tap). Only content backed by UIKit views (a `TextField`'s field, a
        /// `UIViewRepresentable`'s controls) and tap recognisers on the hosting view keep their
        /// taps to themselves, as in ``showMessage(_:view:)``. For a SwiftUI message with buttons,
        /// leave ``MessageConfiguration/onTap`` unset and let no tap end it (turn
        /// ``MessageConfiguration/dismissesOnTap`` off), or hand in a `UIView`.
        ///
        /// ```swift
        /// HUDCenter.shared.showMessage(.info("Copied", position: .center)) {
        ///     Label("Copied", systemImage: "doc.on.doc").padding().background(.thinMaterial, in: Capsule())
        /// }
        /// ```
        public func showMessage<Content: View>(_ message: MessageConfiguration, @ViewBuilder content: () -> Content) {
            guard let host = host as? UIKitHUDHost else { return showMessage(message) }
            showMessage(message, contentSlot: Self.registerHosted(content(), on: host))
        }

        /// Shows your own SwiftUI view as a popup through the queue (see
        /// ``showPopup(view:presentation:didHide:)`` for motion, sizing, bad sizes and release):
        /// the view is hosted in a `UIHostingController` and measured with its `sizeThatFits(in:)`;
        /// from iOS 16 the popup lays out again when the view's ideal size changes (iOS 15: when
        /// the hosting view's superview lays out, after `setNeedsLayout()` on it). While it shows,
        /// the controller is a child of the overlay window's root controller, so the view's
        /// `.sheet` and `.alert` have a controller to present from, and UIKit reports the view's
        /// new ideal size to that parent (`preferredContentSizeDidChange(forChildContentContainer:)`).
        /// A `TextField` in it takes the keyboard as in a UIKit view (``PopupPresentation/KeyWindow``).
        ///
        /// ```swift
        /// HUDCenter.shared.showPopup {
        ///     VStack { Text("Saved"); Button("OK") { HUDCenter.shared.hidePopups() } }
        ///         .padding().background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
        /// }
        /// ```
        public func showPopup<Content: View>(
            presentation: PopupPresentation = PopupPresentation(),
            didHide: (@MainActor @Sendable (HUDHideReason) -> Void)? = nil,
            @ViewBuilder content: () -> Content
        ) {
            guard let host = host as? UIKitHUDHost else {
                didHide?(.hiddenByCode)
                return
            }
            showPopup(contentSlot: Self.registerHosted(content(), on: host), presentation: presentation, didHide: didHide)
        }
    }
#endif
