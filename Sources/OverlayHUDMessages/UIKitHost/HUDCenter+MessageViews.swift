#if canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    // @preconcurrency: the 17.4 SDK's UIKit is not fully annotated for Swift 6 concurrency.
    @preconcurrency import UIKit

    extension HUDCenter {
        /// Shows a message drawn by your own `view` instead of its card's icon and texts, inside
        /// the messages' motion: the view is parented inside the message's layer, so it slides in
        /// and out (a toast fades and grows), stacks, is swiped and refreshed as the message is, and
        /// is clipped to it. Draw your own background, corners and shadow.
        ///
        /// ```swift
        /// HUDCenter.shared.showMessage(.success("Saved", id: "save"), view: SavedBadge())
        /// ```
        /// - `message` gives everything else: id (refresh, waiting line, ``hideMessages(id:)``),
        ///   position, duration, taps and swipes, haptic and what VoiceOver reads (its theme's
        ///   name, title and body, as for a drawn message).
        /// - Size: measured with `systemLayoutSizeFitting` (a view without constraints answers its
        ///   `sizeThatFits`) within the message's width (a card's 500 pt, a toast's 320 pt, no
        ///   wider than the safe area less the margins) and the height messages are placed in; zero, negative or NaN sides
        ///   become 44 points, +∞ or oversized sides that space. A new size found by a layout pass of
        ///   the view's container lays the messages out again, at most three times per commit.
        /// - Touches: a button in the view gets its tap as usual, and that tap is the button's
        ///   alone, as UIKit gives a tap on a `UIButton` to the button and not to a tap recogniser
        ///   of its superview: a tap on an enabled `UIControl` (a `UIButton`, `UISwitch`,
        ///   `UITextField`…), an editable or selectable `UITextView`, or a view with its own enabled
        ///   tap or long-press recogniser is not the message's tap (no
        ///   ``MessageConfiguration/onTap``, no dismissal by tap). A tap anywhere else on the view is
        ///   the message's. A finger on the view, on a button too, pauses the message's timer, and a
        ///   swipe towards its edge dismisses it (where its configuration allows), also one that
        ///   starts on a button (the swipe cancels the button's touch as it begins, so the
        ///   button runs no action).
        /// - A view already in another hierarchy is taken over; a view handed to a second message,
        ///   banner or popup is taken over by the second (the first keeps an empty place).
        /// - The view is released once no message on screen, leaving or waiting shows it: when its
        ///   message has left, was taken out of the line, or was replaced (in line or by a refresh
        ///   with another view or none).
        /// - Only a center on the UIKit host (``HUDCenter/shared`` on iOS) shows views; on any
        ///   other host the message shows as drawn.
        public func showMessage(_ message: MessageConfiguration, view: UIView) {
            guard let host = host as? UIKitHUDHost else { return showMessage(message) }
            showMessage(message, contentSlot: Self.registerMeasured(view, on: host))
        }
    }
#endif
