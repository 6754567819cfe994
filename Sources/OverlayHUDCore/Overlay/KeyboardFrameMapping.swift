/// Turns the keyboard frame a host observes into the overlay's ``Overlay/keyboardFrame``.
///
/// Hosts report the keyboard as the system does, in screen coordinates, and the overlay keeps
/// that raw frame (``Overlay/keyboardScreenFrame``): it is converted at every layout, with the
/// overlay's place on the screen (``ScreenMetrics/originInScreen``: a window in iPad Split View or
/// Stage Manager sits away from the screen's corner) and its bounds then. So a frame reported
/// while nothing shows, or before the host knew the window's real size, is right when something
/// appears, not clipped to a size the overlay had before.
///
/// ```swift
/// let covered = KeyboardFrameMapping.overlayFrame(screenFrame: keyboard, metrics: overlay.metrics)
/// ```
enum KeyboardFrameMapping {
    /// The part of `keyboard` (overlay coordinates) that covers the overlay, or `nil` when it
    /// covers nothing (hidden, undocked off screen, zero height, or non-finite).
    static func overlayFrame(keyboard: HUDRect?, overlayBounds: HUDRect) -> HUDRect? {
        guard let keyboard, keyboard.isFinite, overlayBounds.isFinite else { return nil }
        let k = keyboard.standardized
        guard k.width > 0, k.height > 0 else { return nil }
        let visible = k.intersection(overlayBounds.standardized)
        guard visible.isFinite, visible.width > 0, visible.height > 0 else { return nil }
        return visible
    }

    /// The part of `screenFrame` (screen coordinates) that covers an overlay with `metrics`, in
    /// the overlay's coordinates, or `nil` when it covers nothing.
    static func overlayFrame(screenFrame: HUDRect?, metrics: ScreenMetrics) -> HUDRect? {
        guard let f = screenFrame?.standardized else { return nil }
        let o = metrics.originInScreen
        let local = HUDRect(f.minX - o.x, f.minY - o.y, f.width, f.height)
        return overlayFrame(keyboard: local, overlayBounds: HUDRect(origin: .zero, size: metrics.size))
    }
}
