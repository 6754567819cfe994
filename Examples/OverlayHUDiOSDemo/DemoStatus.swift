#if canImport(UIKit)
    import UIKit
    #if !OVERLAYHUD_COMPILED_OUT
        import OverlayHUD
    #endif

    /// Status HUDs with per-call options (duration, tap to dismiss, your own symbol) and
    /// MBProgressHUD's custom view.
    @available(iOS 17.0, *)
    @MainActor
    enum DemoStatus {
        static let names = [
            "Success for 1 s", "Error until tapped", "Info with an SF Symbol", "Custom view (MBProgressHUD customView)",
            "Success with a UIImage", "Message with a symbol and dynamic colours",
        ]

        #if !OVERLAYHUD_COMPILED_OUT
            static func show(at index: Int) {
                switch index {
                case 0: HUDCenter.shared.showSuccess("Saved", duration: .seconds(1))
                case 1: HUDCenter.shared.showError("Tap to dismiss", duration: .seconds(30), dismissesOnTap: true)
                case 2: HUDCenter.shared.showInfo("Starred", icon: symbol("star.fill"))
                case 4:
                    // A UIImage as the status icon: the symbol keeps its configuration and, being a
                    // template, is drawn in the HUD's content colour.
                    let tray = UIImage(
                        systemName: "tray.and.arrow.down.fill", withConfiguration: UIImage.SymbolConfiguration(weight: .bold))
                    HUDCenter.shared.showSuccess("Downloaded", icon: tray.map { .init(image: HUDImage($0)) })
                case 5:
                    // Dynamic UIColors follow the app's light and dark look.
                    HUDCenter.shared.showMessage(
                        .custom(
                            "Sent", body: "An SF Symbol by name", background: HUDColor(.systemIndigo),
                            foreground: HUDColor(.white), icon: .image(.named("paperplane.fill"))))
                default:
                    var configuration = WaitingHUDConfiguration(mode: .custom(symbol("checkmark.seal.fill")), label: "Verified")
                    configuration.style.interfaceStyle = Demo.interfaceStyle
                    HUDCenter.shared.showWaiting(configuration)
                    HUDCenter.shared.hideWaiting(afterDelay: 2)
                }
            }

            /// An SF Symbol as the HUD's indicator, in a `UIImageView` (its size is the image's).
            private static func symbol(_ name: String) -> WaitingHUDConfiguration.CustomContent {
                let image = UIImage(
                    systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 32, weight: .semibold))
                let view = UIImageView(image: image)
                view.tintColor = name == "star.fill" ? .systemYellow : .systemGreen
                return HUDCenter.shared.waitingContent(view: view)
            }
        #else
            static func show(at index: Int) {}
        #endif
    }
#endif
