/// How long an element that leaves by itself stays: a banner, a message, a status HUD
/// (``HUDCenter/showSuccess(_:duration:dismissesOnTap:icon:)`` and its siblings). The time runs
/// from when the element appears and pauses while a finger is on a banner or a message.
///
/// | duration | banner | message | status HUD |
/// | --- | --- | --- | --- |
/// | `.automatic` | 5 s (KJCallNotifyView's `vanishTime`) | 4 s | SVProgressHUD's reading time, at least ``StatusHUDSettings/minimumDuration`` |
/// | `.seconds(s)` | `s` seconds | `s` seconds | `s` seconds, at most `HUDCenter.maximumStatusDuration` (one hour) |
/// | `.untilHidden` | until a tap, a swipe, the close button or code hides it | until a tap, a swipe or code hides it | until a tap or code hides it |
///
/// What the user may do to hide an element early is the element's `dismissesOnTap` (and a
/// message's `dismissesOnSwipe`), never its duration.
///
/// ```swift
/// HUDCenter.shared.showMessage(.info("Link copied", duration: .seconds(1.5)))
/// HUDCenter.shared.showError("Upload failed", duration: .untilHidden, dismissesOnTap: true)
/// ```
///
/// Bad input: `.seconds` of NaN or a negative number counts as 0 (the element appears, is
/// announced, and starts leaving at once); +∞ counts as ``untilHidden`` for banners and messages
/// and as `HUDCenter.maximumStatusDuration` (one hour) for a status HUD.
public enum HUDDuration: Hashable, Sendable {
    /// The element's own time (see the table above).
    case automatic
    /// Leaves this many seconds after appearing.
    case seconds(Double)
    /// Stays until something hides it: a tap where the element's `dismissesOnTap` allows it, a
    /// swipe, its close button, or code.
    case untilHidden

    /// Seconds on screen after the shared clamping (NaN/negative → 0, +∞ → `nil`), `automatic` for
    /// ``automatic``, and `nil` (never leaves by itself) for ``untilHidden``.
    package func lifetime(automatic: @autoclosure () -> Double?) -> Double? {
        switch self {
        case .automatic: return automatic()
        case .untilHidden: return nil
        case .seconds(let s):
            if s.isNaN || s < 0 { return 0 }
            return s.isFinite ? s : nil
        }
    }
}
