/// How the bezel is painted (`MBProgressHUDBackgroundStyle`).
public enum WaitingHUDBezelStyle: Hashable, Sendable {
    /// A solid colour.
    case solid(HUDColor)
    /// `tint` over a light blur of what lies beneath (UIKit: a `UIVisualEffectView`; the software
    /// renderer blurs too).
    case blur(tint: HUDColor)
}
