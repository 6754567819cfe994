#if canImport(UIKit)
    // @preconcurrency: see CoreGraphicsConversions.swift.
    @preconcurrency import UIKit

    extension UIKitHUDHost: HostScreenReading {
        /// The screen the overlay would cover if it showed now, read before its window shows, so
        /// the first element lays out once, for the real screen (`HostScreenReading`; the center asks
        /// when it makes its overlay and as each entry point begins while the overlay shows nothing).
        ///
        /// The overlay window covers the scene it joins, as the app's window does: so the app's
        /// window in the scene `overlayDidBecomeVisible` would pick (`selectScene(current:)`) gives
        /// the size, scale, safe area, place on the screen and display settings the overlay window
        /// will read when it shows, and the scene its orientation. It only reads: no window is made,
        /// shown or laid out, and nothing of the app's is changed. `nil` — the overlay window then
        /// reports the screen as it appears, as before — while there is no scene to join, no app
        /// window in it (a first use before the app made its window), the app's window is hidden
        /// (made key before it was shown), or it does not cover its scene.
        package func currentScreen() -> HostScreen? {
            // In an app extension the overlay covers the extension's view, not its window: read when it shows.
            guard HostApplication.process.surface == .ownWindow, let scene = selectScene(current: nil),
                let app = OverlayWindow.appWindow(among: scene.windows, previousKey: nil),
                // A hidden window reports no safe area (UIView.safeAreaInsets: zero off screen).
                !app.isHidden, app.frame == scene.coordinateSpace.bounds
            else { return nil }
            let style = Self.interfaceStyle(appWindow: app, system: scene.traitCollection.userInterfaceStyle)
            return HostScreen(
                metrics: Self.metrics(of: app, orientation: .portrait), traits: Self.traits(of: app, style: style))
        }

        /// What `window` covers: its size, its screen's scale, its safe area, its scene's orientation
        /// (`orientation` when the scene does not say), and where it is on the screen (Split View,
        /// Stage Manager: the keyboard, reported in screen coordinates, is placed with it).
        static func metrics(of window: UIWindow, orientation: HUDInterfaceOrientation) -> ScreenMetrics {
            let b = window.bounds
            let insets = window.safeAreaInsets
            var orientation = orientation
            if let raw = window.windowScene?.interfaceOrientation.rawValue,
                let o = CoreAnimationNames.interfaceOrientation(uiKitRawValue: raw)
            {
                orientation = o
            }
            return ScreenMetrics(
                size: HUDSize(Double(b.width), Double(b.height)), scale: Double(window.screen.scale),
                safeAreaInsets: HUDEdgeInsets(
                    top: Double(insets.top), left: Double(insets.left),
                    bottom: Double(insets.bottom), right: Double(insets.right)),
                orientation: orientation,
                originInScreen: HUDPoint(window.convert(CGPoint.zero, to: window.screen.coordinateSpace)))
        }

        /// The light or dark style `InterfaceStyleResolution` picks for the app's window `app` (if
        /// any) under the system's `system` style.
        static func interfaceStyle(appWindow app: UIView?, system: UIUserInterfaceStyle) -> InterfaceStyleResolution.Style {
            InterfaceStyleResolution.resolve(
                appWindowOverride: InterfaceStyleResolution.Style(rawValue: app?.overrideUserInterfaceStyle.rawValue ?? 0)
                    ?? .unspecified,
                appWindow: app.map {
                    InterfaceStyleResolution.Style(rawValue: $0.traitCollection.userInterfaceStyle.rawValue) ?? .unspecified
                },
                system: InterfaceStyleResolution.Style(rawValue: system.rawValue) ?? .unspecified)
        }

        /// The display settings (`TraitMapping`): `style`, and the text size, layout direction and
        /// contrast (Increase Contrast) of `window`.
        static func traits(of window: UIView, style: InterfaceStyleResolution.Style) -> OverlayTraits {
            let traits = window.traitCollection
            return TraitMapping.traits(
                style: style, contentSizeName: traits.preferredContentSizeCategory.rawValue,
                layoutDirection: traits.layoutDirection.rawValue, contrast: traits.accessibilityContrast.rawValue)
        }
    }
#endif
