/// Whether the overlay window may become the key window. The UIKit host reads
/// ``overlay`` and never lets its window become key, so showing a HUD never takes the keyboard
/// or the first responder from the app (`canBecomeKey` returns ``allowsKeyWindow``; should UIKit
/// make it key anyway, the host hands key status back to the app's window).
enum KeyWindowPolicy: Hashable, Sendable {
    /// The window never becomes key.
    case never

    /// The policy of the overlay window.
    static let overlay = KeyWindowPolicy.never

    /// Whether the window may become key.
    var allowsKeyWindow: Bool {
        switch self {
        case .never: return false
        }
    }
}
