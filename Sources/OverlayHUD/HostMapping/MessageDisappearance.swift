@_spi(Layers) import OverlayHUDCore

/// What SwiftUI's message modifiers (`.message(isPresented:)`, `.message(item:)`) do with the
/// message they showed when their view disappears: hide it only when nothing else would.
///
/// A timed message ("Saved" for 1.5 s, then the screen closes) leaves by its own timer: it stays
/// and finishes, as a toast outliving its screen should (SwiftMessages and SVProgressHUD toasts do
/// the same). An until-hidden one (``HUDDuration/untilHidden``, or `.seconds(.infinity)`, which
/// counts as it) would stay with nothing left to hide it, so it is hidden.
///
/// ```swift
/// MessageDisappearance.hidesOnDisappear(.seconds(1.5))    // false: it leaves by itself
/// MessageDisappearance.hidesOnDisappear(.untilHidden)     // true
/// ```
enum MessageDisappearance {
    /// Whether a message shown for `duration` is hidden when the view that showed it disappears:
    /// only when it would never leave by itself (``HUDDuration/untilHidden``, `.seconds(+∞)`).
    /// `.automatic`, finite, zero, negative and NaN seconds leave by themselves: not hidden.
    static func hidesOnDisappear(_ duration: HUDDuration) -> Bool {
        // The automatic time is finite for messages; its value does not matter here.
        duration.lifetime(automatic: 0) == nil
    }
}
