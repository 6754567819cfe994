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
                }
                    + DemoStatus.names.indices.map { i in
                        DemoRow(title: DemoStatus.names[i]) { DemoStatus.show(at: i) }
                    }),
            DemoTab(
                title: "Banners", symbol: "phone.arrow.down.left",
                rows: [
                    DemoRow(title: "Incoming call") { Demo.banner() },
                    DemoRow(title: "Your own UIView as a banner") { DemoCustomBannerViews.uiViewBanner() },
                    DemoRow(title: "Your own SwiftUI view as a message") { DemoCustomBannerViews.swiftUIMessage() },
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
                    DemoRow(title: "Your own UIView with a text field") { DemoCustomViews.uiViewFormPopup() },
                    DemoRow(title: "Your own SwiftUI view with a text field") { DemoCustomViews.swiftUIFormPopup() },
                ]),
            DemoTab(
                title: "Queue", symbol: "list.number",
                rows: [
                    DemoRow(title: "Three popups, one at a time") { Demo.queue() }
                ]),
        ]

        /// Every element once, for the Appearance tab: each can be seen in dark mode, right to left
        /// and at a large text size.
        static let elements: [DemoRow] =
            [DemoRow(title: "Cat, 3 s") { Demo.waiting(.cat, hideAfter: 3) }]
            + Demo.modeNames.indices.map { i in DemoRow(title: "HUD: \(Demo.modeNames[i])") { Demo.mode(at: i) } }
            + DemoStatus.names.indices.map { i in DemoRow(title: "HUD: \(DemoStatus.names[i])") { DemoStatus.show(at: i) } }
            + [
                DemoRow(title: "Call banner") { Demo.banner(subtitle: "is calling…") },
                DemoRow(title: "Message at the top") { Demo.message(at: 0) },
                DemoRow(title: "Toast") { Demo.message(at: 2) },
                DemoRow(title: "Option popup") { Demo.optionPopup() },
                DemoRow(title: "Card popup") { Demo.cardPopup() },
                DemoRow(title: "Your own UIView") { DemoCustomViews.uiViewPopup() },
                DemoRow(title: "Your own SwiftUI view") { DemoCustomViews.swiftUIPopup() },
                DemoRow(title: "Your own UIView with a text field") { DemoCustomViews.uiViewFormPopup() },
                DemoRow(title: "Your own SwiftUI view with a text field") { DemoCustomViews.swiftUIFormPopup() },
                DemoRow(title: "Your own UIView as a banner") { DemoCustomBannerViews.uiViewBanner() },
                DemoRow(title: "Your own SwiftUI view as a message") { DemoCustomBannerViews.swiftUIMessage() },
            ]

        /// The Appearance tab (first, so the tab bar shows it).
        static func appearanceScreen() -> UIViewController {
            let nav = UINavigationController(rootViewController: DemoAppearanceViewController(elements: elements))
            nav.tabBarItem = UITabBarItem(title: "Appearance", image: UIImage(systemName: "circle.lefthalf.filled"), tag: 0)
            return nav
        }

        /// The Device checks tab (second): the scenarios of docs/DEVICE-CHECKS.md, one tap each.
        static func deviceChecksScreen() -> UIViewController {
            let nav = UINavigationController(rootViewController: DeviceChecksViewController())
            nav.tabBarItem = UITabBarItem(title: "Checks", image: UIImage(systemName: "checklist"), tag: 0)
            return nav
        }

        /// The SwiftUI tab.
        static func swiftUIScreen() -> UIViewController {
            let host = UIHostingController(rootView: DemoSwiftUIScreen())
            host.tabBarItem = UITabBarItem(title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 0)
            return host
        }
    }
#endif
