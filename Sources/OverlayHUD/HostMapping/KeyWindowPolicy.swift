/// When the overlay window is the key window: only while an element that takes text shows (a
/// card popup's fields), so typing reaches it; otherwise never, so showing a HUD never takes the
/// keyboard or the first responder from the app. When the last such element leaves, key status
/// goes back to the window that had it before.
///
/// ```swift
/// var policy = KeyWindowPolicy()
/// policy.update(takesText: true)    // .becomeKey: remember the app's key window, make the overlay key
/// policy.update(takesText: true)    // .none
/// policy.update(takesText: false)   // .restorePrevious: make the remembered window key again
/// ```
struct KeyWindowPolicy: Equatable, Sendable {
    /// What the host does to its window.
    enum Step: Equatable, Sendable {
        case none
        /// Remember the app's key window, then make the overlay key.
        case becomeKey
        /// Hand key status back to the remembered window.
        case restorePrevious
    }

    /// Whether the overlay window may be key now (UIKit: `canBecomeKey`).
    private(set) var allowsKeyWindow = false

    /// The overlay now does (or no longer does) show an element that takes text.
    mutating func update(takesText: Bool) -> Step {
        guard takesText != allowsKeyWindow else { return .none }
        allowsKeyWindow = takesText
        return takesText ? .becomeKey : .restorePrevious
    }
}
