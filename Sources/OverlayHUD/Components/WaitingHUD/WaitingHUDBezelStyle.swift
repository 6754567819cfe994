/// How the bezel is painted (`MBProgressHUDBackgroundStyle`).
public enum WaitingHUDBezelStyle: Hashable, Sendable {
    /// A solid colour.
    case solid(HUDColor)
    /// A blur (UIKit: `UIVisualEffectView`); the software host draws a translucent stand-in of `tint`.
    case blur(tint: HUDColor)
}
