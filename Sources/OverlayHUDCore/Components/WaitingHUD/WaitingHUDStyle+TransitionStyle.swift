extension WaitingHUDStyle {
    /// How the HUD appears and disappears (`MBProgressHUDAnimation`).
    public enum TransitionStyle: String, Hashable, Sendable {
        /// Opacity only.
        case fade
        /// Zoom in when showing (0.5 → 1), zoom out when hiding (1 → 0.5).
        case zoom
        /// Grows from 0.5 when showing; grows to 1.5 when hiding.
        case zoomIn
        /// Shrinks from 1.5 when showing; shrinks to 0.5 when hiding.
        case zoomOut
    }
}
