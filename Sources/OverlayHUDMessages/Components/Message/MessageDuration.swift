import OverlayHUDCore

/// How long a message stays, measured from when it appears (the timer pauses while a finger is
/// on the message and starts again when it is refreshed).
///
/// | duration | leaves by itself | a tap dismisses | a swipe dismisses |
/// | --- | --- | --- | --- |
/// | `.seconds(s)` | after `s` seconds | if ``MessageConfiguration/isDismissedByTap`` | if ``MessageConfiguration/isDismissedBySwipe`` |
/// | `.untilTapped` | never | always | if ``MessageConfiguration/isDismissedBySwipe`` |
/// | `.forever` | never | never | never |
///
/// Code can hide any of them (``HUDCenter/hideMessage(id:)``, ``HUDCenter/hideAllMessages()``).
public enum MessageDuration: Hashable, Sendable {
    /// Leaves this many seconds after appearing. NaN and negatives count as 0 (the message appears,
    /// is announced, and starts leaving at once); +∞ never leaves by itself.
    case seconds(Double)
    /// Stays until the user taps it (or swipes it away, or code hides it).
    case untilTapped
    /// Stays until code hides it: taps still run ``MessageConfiguration/onTap``, swipes spring back.
    case forever

    /// The lifetime in seconds after clamping, or `nil` when the message does not leave by itself.
    public var seconds: Double? {
        switch self {
        case .untilTapped, .forever: return nil
        case .seconds(let s):
            if s.isNaN || s < 0 { return 0 }
            return s.isFinite ? s : nil
        }
    }
}
