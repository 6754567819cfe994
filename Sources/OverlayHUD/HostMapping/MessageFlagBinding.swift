@_spi(Layers) import OverlayHUDCore

/// What SwiftUI's `.message(isPresented:)` does when its flag changes: true shows the message once,
/// false hides the one it showed, and the flag goes back to false only when the message it showed
/// last leaves — a late `didHide` from an earlier message (shown, hidden, shown again while it was
/// still leaving) changes nothing.
///
/// ```swift
/// var binding = MessageFlagBinding()
/// binding.flagChanged(to: true, messageID: "copied")    // .show(generation: 1)
/// binding.flagChanged(to: false, messageID: "copied")   // .hide(id: "copied")
/// binding.flagChanged(to: true, messageID: "copied")    // .show(generation: 2)
/// binding.messageDidHide(generation: 1)                 // false: not the latest
/// binding.messageDidHide(generation: 2)                 // true: set the flag to false
/// ```
struct MessageFlagBinding: Equatable {
    /// One thing to do to the center.
    enum Step: Equatable {
        /// Show the message; pass `generation` to ``messageDidHide(generation:)`` when it has gone.
        case show(generation: Int)
        /// Hide the message with this id.
        case hide(id: String)
        /// Nothing to do.
        case none
    }

    /// The id of the message shown for the flag, while it shows.
    private(set) var shownID: String?
    /// How many messages this binding has shown.
    private(set) var generation = 0

    /// The flag became `presented`; `messageID` is the id of the message it shows.
    mutating func flagChanged(to presented: Bool, messageID: String) -> Step {
        if presented {
            guard shownID == nil else { return .none }
            shownID = messageID
            generation &+= 1
            return .show(generation: generation)
        }
        guard let id = shownID else { return .none }
        shownID = nil
        return .hide(id: id)
    }

    /// The message of `generation` has gone; returns whether to set the flag back to false (only
    /// for the latest message).
    mutating func messageDidHide(generation shown: Int) -> Bool {
        guard shown == generation else { return false }
        shownID = nil
        return true
    }

    /// The view went away (popped, its tab left). `hidesMessage`
    /// (``MessageDisappearance/hidesOnDisappear(_:)``): whether the message it shows is one that
    /// would never leave by itself.
    /// - An until-hidden message would otherwise stay with nothing left to hide it: `.hide` it and
    ///   set the flag back to false now, so the view coming back does not show it again.
    /// - A timed one stays and finishes (`.none`): it still counts as shown, so the view coming
    ///   back with the flag still true does not show it twice, and its `didHide` sets the flag
    ///   back to false as usual.
    /// - `.none` when nothing shows.
    mutating func viewDisappeared(hidesMessage: Bool = true) -> Step {
        guard hidesMessage else { return .none }
        return flagChanged(to: false, messageID: shownID ?? "")
    }
}
