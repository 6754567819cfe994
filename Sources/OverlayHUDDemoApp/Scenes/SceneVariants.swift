@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Each element in the dark look and right to left: the same scripts as the light, left-to-right
/// scenes, run with the app's traits set (`<scene>-dark`, `<scene>-rtl`), over a matching app
/// screen. The cat and MBProgressHUD's bezel do not mirror; banners, messages, the option grid and
/// the card do. (Messages have their own dark scene, `messages-dark`.)
@MainActor
enum SceneVariants {
    static var all: [DemoScene] {
        var scenes = [mbDefault]
        let bases = [
            HUDScenes.cat, mbDefault, BannerScenes.overflow, PopupScenes.optionScene(.spring, .bottom), PopupScenes.card,
        ]
        for base in bases {
            scenes.append(base.variant("dark", OverlayTraits(interfaceStyle: .dark), "in the dark look"))
            scenes.append(base.variant("rtl", OverlayTraits(layoutDirection: .rightToLeft), "right to left"))
        }
        scenes.append(MessageScenes.overview.variant("rtl", OverlayTraits(layoutDirection: .rightToLeft), "right to left"))
        return scenes
    }

    /// MBProgressHUD's default look: the indeterminate spinner on the blurred light bezel, the
    /// labels in the 70 % content colour (white at 70 % over a dark blur in the dark look).
    static let mbDefault = HUDScenes.hudScene(
        "mb-default", "MBProgressHUD's default look: spinner, label and details on the blurred bezel", duration: 1
    ) { center, _ in
        center.showWaiting(WaitingHUDConfiguration(mode: .indeterminate, label: "Loading", details: "Please wait"))
    }
}

extension DemoScene {
    /// This scene run with `traits` (the overlay's and the app screen's), named `<name>-<suffix>`.
    func variant(_ suffix: String, _ traits: OverlayTraits, _ how: String) -> DemoScene {
        DemoScene(
            name: "\(name)-\(suffix)", summary: "\(summary), \(how)", duration: duration, metrics: metrics, traits: traits,
            make: make)
    }
}
