/// Which look an element draws in: the overlay's (which follows the app's window), or one you force
/// (UIKit: a view's `overrideUserInterfaceStyle`).
///
/// Each element's configuration has one, `interfaceStyle` (the waiting HUD's on its style, the
/// banners' on the banner configuration, each popup's on its configuration):
/// ```swift
/// var style = WaitingHUDStyle()
/// style.interfaceStyle = .dark     // a dark HUD, whatever the app's style
/// ```
public enum HUDInterfaceStyleOverride: Hashable, Sendable {
    /// The overlay's style (`OverlayTraits.interfaceStyle`), live as it changes. The default.
    case automatic
    /// Always the light look.
    case light
    /// Always the dark look.
    case dark

    /// The style an element draws in when the overlay's style is `style`.
    ///
    /// ```swift
    /// HUDInterfaceStyleOverride.automatic.resolved(against: .dark)  // .dark
    /// HUDInterfaceStyleOverride.light.resolved(against: .dark)      // .light
    /// ```
    package func resolved(against style: HUDInterfaceStyle) -> HUDInterfaceStyle {
        switch self {
        case .automatic: return style
        case .light: return .light
        case .dark: return .dark
        }
    }
}
