import OverlayHUDCore

/// How long a banner stays on screen, measured from its arrival (pauses while a finger is on it).
public enum BannerDuration: Hashable, Sendable {
    /// Vanishes this many seconds after arriving. NaN and negatives count as 0 (the banner
    /// appears, is announced, and starts vanishing at once); +∞ is ``never``.
    case after(Double)
    /// Stays until dismissed (close button, swipe, tap with `tapVanish`, overflow or removal).
    case never

    /// The lifetime in seconds after the documented clamping, or `nil` for ``never``.
    package var seconds: Double? {
        switch self {
        case .never: return nil
        case .after(let s):
            if s.isNaN || s < 0 { return 0 }
            return s.isFinite ? s : nil
        }
    }

    /// The same duration with bad input clamped (`.after(.nan)` → `.after(0)`, `.after(.infinity)` → `.never`).
    package var normalized: BannerDuration { seconds.map { .after($0) } ?? .never }
}
