/// Turns the keyboard frame a host observes into the overlay's ``Overlay/keyboardFrame``.
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
}
