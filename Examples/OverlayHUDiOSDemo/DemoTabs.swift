#if canImport(UIKit)
    import SwiftUI
    import UIKit
    #if !OVERLAYHUD_COMPILED_OUT
        import OverlayHUD
    #endif

    /// One demo button.
    struct DemoRow {
        let title: String
        let action: @MainActor () -> Void
    }

    /// One tab of the demo.
    struct DemoTab {
        let title: String
        let symbol: String
        let rows: [DemoRow]
    }

    /// The app's look, set on the app's window as an app would: every overlay element follows it
    /// (light or dark, left to right or right to left), live while it shows.
    @available(iOS 17.0, *)
    @MainActor
    enum DemoLook {
        /// The demo's own window (not the overlay's).
        static var window: UIWindow? {
            UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
                .first { $0.rootViewController is UITabBarController }
        }

        static func style(_ style: UIUserInterfaceStyle) { window?.overrideUserInterfaceStyle = style }

        static func direction(_ direction: UITraitEnvironmentLayoutDirection) {
            window?.traitOverrides.layoutDirection = direction
        }
    }

    /// Every tab. Built with `-D OVERLAYHUD_COMPILED_OUT`, the same app has every OverlayHUD call
    /// compiled out (Scripts/ios-app.sh measures the size OverlayHUD adds that way).
    @available(iOS 17.0, *)
    @MainActor
    enum DemoTabs {
        static let all: [DemoTab] = [
            DemoTab(
                title: "Cat", symbol: "pawprint",
                rows: [
                    DemoRow(title: "Show the cat for 3 s") { Demo.waiting(.cat, hideAfter: 3) },
                    DemoRow(title: "Cat with a 0.5 s grace time") { Demo.graceCat() },
                ]),
            DemoTab(
                title: "HUD modes", symbol: "circle.dotted",
                rows: Demo.modeNames.indices.map { i in
                    DemoRow(title: Demo.modeNames[i]) { Demo.mode(at: i) }
                }),
            DemoTab(
                title: "Banners", symbol: "phone.arrow.down.left",
                rows: [
                    DemoRow(title: "Incoming call") { Demo.banner() },
                    DemoRow(title: "Hide all banners") { Demo.hideBanners() },
                ]),
            DemoTab(
                title: "Messages", symbol: "text.bubble",
                rows: Demo.messageNames.indices.map { i in
                    DemoRow(title: Demo.messageNames[i]) { Demo.message(at: i) }
                }),
            DemoTab(
                title: "Popups", symbol: "square.grid.3x3",
                rows: [
                    DemoRow(title: "Option popup (spring, bottom)") { Demo.optionPopup() },
                    DemoRow(title: "Card popup (sign in)") { Demo.cardPopup() },
                    DemoRow(title: "Your own UIView") { DemoCustomViews.uiViewPopup() },
                    DemoRow(title: "Your own SwiftUI view") { DemoCustomViews.swiftUIPopup() },
                ]),
            DemoTab(
                title: "Queue", symbol: "list.number",
                rows: [
                    DemoRow(title: "Three popups, one at a time") { Demo.queue() }
                ]),
            DemoTab(
                title: "Look", symbol: "circle.lefthalf.filled",
                rows: [
                    DemoRow(title: "Dark mode") { DemoLook.style(.dark) },
                    DemoRow(title: "Light mode") { DemoLook.style(.light) },
                    DemoRow(title: "Follow the system") { DemoLook.style(.unspecified) },
                    DemoRow(title: "Right to left") { DemoLook.direction(.rightToLeft) },
                    DemoRow(title: "Left to right") { DemoLook.direction(.leftToRight) },
                ]),
        ]

        /// The SwiftUI tab.
        static func swiftUIScreen() -> UIViewController {
            let host = UIHostingController(rootView: DemoSwiftUIScreen())
            host.tabBarItem = UITabBarItem(title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 0)
            return host
        }
    }
#endif
