#if canImport(UIKit) && canImport(SwiftUI)
    // @preconcurrency: the 17.4 SDK's UIKit is not fully annotated for Swift 6 concurrency.
    @preconcurrency import UIKit
    import SwiftUI

    extension HUDCenter {
        /// Shows a message drawn by your own `view` instead of its card's icon and texts, inside
        /// the messages' motion: the view is parented inside the message's layer, so it slides in
        /// and out (a toast fades and grows), stacks, is swiped and refreshed as the message is, and
        /// is clipped to it. Draw your own background, corners and shadow.
        ///
        /// ```swift
        /// HUDCenter.shared.showMessage(.success("Saved", id: "save"), view: SavedBadge())
        /// ```
        /// - `message` gives everything else: id (refresh, waiting line, ``hideMessage(id:)``),
        ///   position, duration, taps and swipes, haptic and what VoiceOver reads (its theme's
        ///   name, title and body, as for a drawn message).
        /// - Size: measured with `systemLayoutSizeFitting` (a view without constraints answers its
        ///   `sizeThatFits`) within the message's width (``MessageStackConfiguration/maximumWidth``,
        ///   a toast's ``MessageStackConfiguration/maximumToastWidth``, no wider than the safe area
        ///   less the margins) and the height messages are placed in; zero, negative or NaN sides
        ///   become 44 points, +∞ or oversized sides that space. A new size found by a layout pass of
        ///   the view's container lays the messages out again, at most three times per commit.
        /// - A view already in another hierarchy is taken over; a view handed to a second message,
        ///   banner or popup is taken over by the second (the first keeps an empty place).
        /// - The view is released once no message on screen, leaving or waiting shows it: when its
        ///   message has left, was taken out of the line, or was replaced (in line or by a refresh
        ///   with another view or none).
        /// - Only a center on a ``UIKitHUDHost`` (``HUDCenter/shared`` on iOS) shows views; on any
        ///   other host the message shows as drawn.
        public func showMessage(_ message: MessageConfiguration, view: UIView) {
            guard let host = host as? UIKitHUDHost else { return showMessage(message) }
            showMessage(message, contentSlot: Self.registerMeasured(view, on: host))
        }

        /// Shows a message drawn by your own SwiftUI view (see ``showMessage(_:view:)`` for motion,
        /// sizing, bad sizes and release): the view is hosted in a `UIHostingController` and
        /// measured with its `sizeThatFits(in:)`.
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
    }
#endif
