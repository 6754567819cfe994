/// Which light/dark style the overlay shows: the app's, so a HUD over an app forced to dark (or
/// light) matches it whatever the system setting.
///
/// Rule: the app window's `overrideUserInterfaceStyle` when it sets one; else the style the app
/// window resolved (from its scene or the system); else, with no app window, the system's style
/// (the overlay window's scene). The host applies the result as the overlay window's own
/// override, so blur materials and a `.default` status bar resolve the same way as the app's.
///
/// ```swift
/// InterfaceStyleResolution.resolve(appWindowOverride: .dark, appWindow: .light, system: .light)  // .dark
/// ```
enum InterfaceStyleResolution {
    /// `UIUserInterfaceStyle`, by raw value.
    enum Style: Int, Sendable, CaseIterable {
        case unspecified = 0
        case light = 1
        case dark = 2
    }

    /// The style the overlay shows; never `.unspecified` (an unknown system style reads as light).
    static func resolve(appWindowOverride: Style, appWindow: Style?, system: Style) -> Style {
        if appWindowOverride != .unspecified { return appWindowOverride }
        if let appWindow, appWindow != .unspecified { return appWindow }
        return system == .dark ? .dark : .light
    }
}
