/// Where the keyboard is when the UIKit host starts, read from `UIKeyboardLayoutGuide` (iOS 15+):
/// the keyboard notifications only say where it goes next, so one that came up before the host
/// existed (`HUDCenter.shared` is made at first use) would otherwise never be seen.
///
/// The guide of the overlay's root view covers the keyboard's part of the view while a keyboard
/// shows; while none does, its top sits on the safe area's bottom edge (UIKit's rule). So a guide
/// whose top is above that edge is the keyboard; otherwise there is none. Half a point of
/// rounding is allowed.
///
/// ```swift
/// let frame = KeyboardLayoutGuideReading.keyboardFrame(guide: g, viewBounds: b, safeAreaBottom: inset)
/// ```
enum KeyboardLayoutGuideReading {
    /// The keyboard in the view's coordinates, or `nil` when none shows (or the values are bad).
    static func keyboardFrame(guide: HUDRect, viewBounds: HUDRect, safeAreaBottom: Double) -> HUDRect? {
        guard guide.isFinite, viewBounds.isFinite, safeAreaBottom.isFinite else { return nil }
        let g = guide.standardized
        let edge = viewBounds.standardized.maxY - max(0, safeAreaBottom)
        guard g.width > 0, g.height > 0, g.minY < edge - 0.5 else { return nil }
        return g
    }
}
