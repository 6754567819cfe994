#if canImport(UIKit)
    import SwiftUI
    #if !OVERLAYHUD_COMPILED_OUT
        import OverlayHUD

        /// Every OverlayHUD call the demo makes.
        @available(iOS 17.0, *)
        @MainActor
        enum Demo {
            static let modeNames = [
                "Indeterminate", "Determinate", "Annular determinate", "Horizontal bar", "Text",
                "Success", "Error", "Info", "Blocking mask",
            ]

            /// The look forced on the waiting HUD, banners and popups (the Appearance tab).
            static var lookOverride = DemoLookOverride.followApp {
                didSet { HUDCenter.shared.bannerConfiguration.interfaceStyle = interfaceStyle }
            }

            /// ``lookOverride`` as the configurations' `interfaceStyle`.
            static var interfaceStyle: HUDInterfaceStyleOverride {
                switch lookOverride {
                case .followApp: .automatic
                case .light: .light
                case .dark: .dark
                }
            }

            /// Shows the waiting HUD in the forced look.
            static func show(_ configuration: WaitingHUDConfiguration) {
                var configuration = configuration
                configuration.style.interfaceStyle = interfaceStyle
                HUDCenter.shared.showWaiting(configuration)
            }

            static func waiting(_ mode: WaitingHUDConfiguration.Mode, hideAfter seconds: Double) {
                show(WaitingHUDConfiguration(mode: mode, label: "Loading…"))
                HUDCenter.shared.hideWaiting(afterDelay: seconds)
            }

            static func graceCat() {
                var configuration = WaitingHUDConfiguration(mode: .cat, label: "Slow work")
                configuration.graceTime = 0.5
                show(configuration)
                HUDCenter.shared.hideWaiting(afterDelay: 3)
            }

            static func mode(at index: Int) {
                switch index {
                case 0: waiting(.indeterminate, hideAfter: 2)
                case 1, 2, 3:
                    let modes: [WaitingHUDConfiguration.Mode] = [.determinate, .annularDeterminate, .determinateHorizontalBar]
                    show(WaitingHUDConfiguration(mode: modes[index - 1], label: "Uploading…", details: "3 of 10 files"))
                    Task { @MainActor in
                        for step in 1...10 {
                            try? await Task.sleep(nanoseconds: 200_000_000)
                            HUDCenter.shared.updateWaiting { $0.progress = Double(step) / 10 }
                        }
                        HUDCenter.shared.hideWaiting()
                    }
                case 4: waiting(.text, hideAfter: 2)
                case 5: HUDCenter.shared.showSuccess("Saved")
                case 6: HUDCenter.shared.showError("Failed")
                case 7: HUDCenter.shared.showInfo("Heads up")
                default:
                    var configuration = WaitingHUDConfiguration(mode: .indeterminate, label: "Blocking")
                    configuration.style.maskType = .black
                    show(configuration)
                    HUDCenter.shared.hideWaiting(afterDelay: 2)
                }
            }

            /// KJCallNotifyView's demo: one of its four names, the heart after it (and a second line if given).
            static func banner(subtitle: String? = nil) {
                let names = ["Sone", "痛苦的信仰", "X", "yang"]
                let id = String(Int.random(in: 1000...9999))
                HUDCenter.shared.showBanner(
                    BannerInfo(
                        id: id, title: names[Int.random(in: 0..<names.count)], subtitle: subtitle, accessory: .like { _ in }))
            }

            static func hideBanners() { HUDCenter.shared.hideBanners() }

            static let messageNames = ["Success at the top", "Error at the bottom (tap to retry)", "Toast", "Hide all messages"]

            static func message(at index: Int) {
                switch index {
                case 0: HUDCenter.shared.showMessage(.success("Saved", body: "Your changes are in the cloud."))
                case 1:
                    var failed = MessageConfiguration.error(
                        "Upload failed", body: "Tap to try again.", position: .bottom, duration: .untilHidden, id: "upload")
                    failed.onTap = { _ in
                        // The same id again: the message is refreshed in place, its timer restarted.
                        // Not dismissed by a tap: the tap that refreshes it is read against the
                        // refreshed configuration (MessageStack.handleTap), which would dismiss it at once.
                        var again = MessageConfiguration.error("Upload failed again", position: .bottom, id: "upload")
                        again.dismissesOnTap = false
                        HUDCenter.shared.showMessage(again)
                    }
                    HUDCenter.shared.showMessage(failed)
                case 2: HUDCenter.shared.showMessage(.info("Link copied", position: .center, duration: .seconds(1.5)))
                default: HUDCenter.shared.hideMessages()
                }
            }

            /// SKChoosePopView's demo: "one" … "six" with a gear icon, the chosen one marked with a
            /// note icon and an orange title, springing in from the bottom, the choice remembered.
            /// The icons are SF Symbols, drawn in the titles' colour (orange when chosen).
            nonisolated static func options() -> OptionPopupConfiguration {
                let titles = ["one", "two", "three", "four", "five", "six"]
                var configuration = OptionPopupConfiguration(
                    options: titles.map {
                        OptionPopupConfiguration.Option(title: $0, icon: .named("gearshape"), selectedIcon: .named("music.note"))
                    },
                    columns: 3, rows: 2)
                configuration.isAnimated = true
                configuration.animationType = .spring
                configuration.direction = .bottom
                configuration.animationDuration = 0.5
                configuration.minimumLineSpacing = 10
                configuration.recordsSelection = true
                configuration.presentation.id = "demo-options"
                configuration.selectedTitleColor = HUDColor(red: 1, green: 0.5, blue: 0)
                return configuration
            }

            static func optionPopup() {
                var configuration = options()
                configuration.interfaceStyle = interfaceStyle
                try? HUDCenter.shared.showOptionPopup(configuration) { index in HUDCenter.shared.showSuccess("Option \(index)") }
            }

            static func cardPopup() {
                // DGPopUpViewController's SIGN UP card (`.compact(title:)` is the smaller preset).
                var configuration = CardPopupConfiguration()
                configuration.interfaceStyle = interfaceStyle
                HUDCenter.shared.showCardPopup(configuration) { values in
                    HUDCenter.shared.showInfo(values.first ?? "")
                }
            }

            static func queue() {
                for title in ["First", "Second", "Third"] {
                    var configuration = CardPopupConfiguration.compact(title: title)
                    configuration.interfaceStyle = interfaceStyle
                    HUDCenter.shared.showCardPopup(configuration)
                }
            }
        }

        @available(iOS 17.0, *)
        extension View {
            /// The SwiftUI screen's overlays.
            func demoOverlays(isLoading: Binding<Bool>, sharing: Binding<DemoShareTarget?>, call: Binding<BannerInfo?>)
                -> some View
            {
                self.waitingHUD(isPresented: isLoading, label: "Loading…")
                    .optionPopup(item: sharing) { _ in
                        Demo.options()
                    } onSelect: { _, _ in
                    }
                    .banner(call)
            }
        }

        /// A banner's info (OverlayHUD's type).
        typealias DemoBannerInfo = BannerInfo
    #else
        /// The same demo with every OverlayHUD call compiled out.
        @available(iOS 17.0, *)
        @MainActor
        enum Demo {
            static let modeNames = [
                "Indeterminate", "Determinate", "Annular determinate", "Horizontal bar", "Text",
                "Success", "Error", "Info", "Blocking mask",
            ]
            enum Mode { case cat }
            static var lookOverride = DemoLookOverride.followApp
            static func waiting(_ mode: Mode, hideAfter seconds: Double) {}
            static func graceCat() {}
            static func mode(at index: Int) {}
            static func banner(subtitle: String? = nil) {}
            static func hideBanners() {}
            static let messageNames = ["Success at the top", "Error at the bottom (tap to retry)", "Toast", "Hide all messages"]
            static func message(at index: Int) {}
            static func optionPopup() {}
            static func cardPopup() {}
            static func queue() {}
        }

        @available(iOS 17.0, *)
        extension View {
            func demoOverlays(isLoading: Binding<Bool>, sharing: Binding<DemoShareTarget?>, call: Binding<DemoBannerInfo?>)
                -> some View
            { self }
        }

        /// Stands in for OverlayHUD's banner info.
        struct DemoBannerInfo {
            let id: String
            let title: String
        }
    #endif
#endif
