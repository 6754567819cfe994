extension WaitingHUDStyle {
    /// What fills the screen behind the bezel, and whether touches reach the app (SVProgressHUD's mask types).
    public enum MaskType: Hashable, Sendable {
        /// Nothing behind the bezel; touches outside it pass through to the app.
        case none
        /// Invisible, but blocks touches.
        case clear
        /// Dims the app with black at 50 %, blocks touches.
        case black
        /// A radial dim, darker at the edges, blocks touches.
        case gradient
        /// A colour of your choice, blocks touches.
        case custom(HUDColor)
        /// A light blur over the whole screen (UIKit: a light `UIVisualEffectView`; the software host
        /// draws a soft white veil); touches pass through, as SCCatWaitingHUD's `animate` leaves them.
        case lightBlur

        /// Whether the mask keeps touches from the app (the HUD is then modal for VoiceOver too).
        var blocksTouches: Bool { self != .none && self != .lightBlur }
    }
}
