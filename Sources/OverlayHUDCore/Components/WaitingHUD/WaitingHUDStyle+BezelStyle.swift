extension WaitingHUDStyle {
    /// How the bezel is painted (`MBProgressHUDBackgroundStyle`).
    public enum BezelStyle: Hashable, Sendable {
        /// A solid colour.
        case solid(HUDColor)
        /// `tint` over a light blur of what lies beneath (UIKit: a `UIVisualEffectView`; the software
        /// renderer blurs too).
        case blur(tint: HUDColor)
    }
}
