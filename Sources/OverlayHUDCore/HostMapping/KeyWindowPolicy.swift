/// When the overlay window is the key window: only while an element that takes the keyboard
/// shows, so typing reaches it — a card popup's fields, or a popup showing the app's own view
/// whose ``PopupPresentation/keyWindow`` lets it take key status (``TextInputReceiver/wantsKeyWindow``);
/// otherwise never, so showing a HUD, a banner or a message never takes the keyboard or the first
/// responder from the app. When the last such element leaves, key status goes back to the window
/// that had it before (``KeyWindowHandBack`` says which, and whether at all).
///
/// ```swift
/// var policy = KeyWindowPolicy()
/// policy.update(wantsKey: true)    // .becomeKey: remember the app's key window, make the overlay key
/// policy.update(wantsKey: true)    // .none
/// policy.update(wantsKey: false)   // .restorePrevious: end editing in the overlay, make the remembered window key
/// ```
struct KeyWindowPolicy: Sendable {
    /// What the host does to its window.
    enum Step: Equatable, Sendable {
        case none
        /// Remember the app's key window (in the overlay's scene), then make the overlay key.
        case becomeKey
        /// End editing in the overlay (a field in the app's own view or the card gives up the
        /// keyboard: iOS keeps a first responder in a window that is no longer key), then hand key
        /// status back to the remembered window while the overlay is still key (``KeyWindowHandBack``).
        case restorePrevious
        /// Forget the remembered window and make nothing key: the overlay's scene went, with it.
        case forgetPrevious
    }

    /// Whether the overlay window may be key now (UIKit: `canBecomeKey`).
    private(set) var allowsKeyWindow = false

    /// The overlay now does (or no longer does) show an element that takes the keyboard.
    mutating func update(wantsKey: Bool) -> Step {
        guard wantsKey != allowsKeyWindow else { return .none }
        allowsKeyWindow = wantsKey
        return wantsKey ? .becomeKey : .restorePrevious
    }

    /// The overlay window moved to another scene while it shows (its scene went, or the app's
    /// active scene changed): a key overlay becomes key again there, remembering that scene's key
    /// window — each scene has a key window of its own, and the one remembered before belongs to
    /// the scene left behind, which gets it back (``KeyWindowHandBack/restoresSceneLeft(remembered:)``).
    func windowDidMoveScene() -> Step {
        allowsKeyWindow ? .becomeKey : .none
    }

    /// The overlay window left the screen while the overlay still shows (its bound scene went:
    /// `OverlaySceneBinding`): nothing of that scene can take key status back, so the remembered
    /// window is forgotten and the overlay no longer may be key; the next show takes key status
    /// again if it needs it.
    mutating func windowDidLeaveScreen() -> Step {
        guard allowsKeyWindow else { return .none }
        allowsKeyWindow = false
        return .forgetPrevious
    }
}
