@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Status-HUD scenes beside `success`, `error` and `info` (HUDScenes.swift): the per-call options
/// (your own icon, a tap that dismisses) and each kind in the dark look. A per-call duration is
/// not something a still can show; `status-tap` shows a HUD that would stay 30 s leave on a tap.
@MainActor
enum StatusScenes {
    static var all: [DemoScene] {
        [icon, tap]
            + [HUDScenes.success, HUDScenes.error, HUDScenes.info, icon].map {
                $0.variant("dark", OverlayTraits(interfaceStyle: .dark), "in the dark look")
            }
    }

    /// A yellow star drawn in place of the checkmark (`icon:`; on iOS also
    /// `HUDCenter.waitingContent(view:)` with an SF Symbol's `UIImageView`).
    static var star: WaitingHUDConfiguration.CustomContent {
        WaitingHUDConfiguration.CustomContent(id: "star", size: HUDSize(37, 37)) {
            let l = HUDLayer(name: "star")
            l.shape = ShapeContent(
                path: HUDPath(starAround: HUDPoint(18.5, 18.5), outerRadius: 18, innerRadius: 7.5),
                fillColor: HUDColor(hex: 0xFFCC00))
            return l
        }
    }

    static let icon = HUDScenes.hudScene(
        "status-icon", "showSuccess(\"Starred\", icon: star): your own icon in place of the checkmark, the success haptic kept",
        duration: 1
    ) { center, _ in
        center.showSuccess("Starred", icon: star)
    }

    static let tap = HUDScenes.hudScene(
        "status-tap",
        "showError(\"Tap to dismiss\", duration: .seconds(30), dismissesOnTap: true): a tap at 0.8 s hides it at once",
        duration: 1.6
    ) { center, clock in
        center.showError("Tap to dismiss", duration: .seconds(30), dismissesOnTap: true)
        clock.schedule(after: 0.8) {
            center.handleTap(at: HUDPoint(center.overlay.size.width / 2, center.overlay.size.height / 2))
        }
    }
}
