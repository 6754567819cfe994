import Foundation
@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Waiting-HUD scenes: the cat and every MBProgressHUD / SVProgressHUD mode.
@MainActor
enum HUDScenes {
    static var all: [DemoScene] {
        [
            cat, catModern, catLandscape, spinner, pie, annular, bar, textOnly, customLayer, success, error, info,
            zoomWithBlackMask, gradientMask,
        ]
    }

    /// Runs `script` on a fresh HUDCenter (headless host, the scene's manual clock).
    static func hudScene(
        _ name: String, _ summary: String, duration: Double, metrics: ScreenMetrics = .iPhone,
        traits: OverlayTraits = OverlayTraits(), _ script: @escaping @MainActor (HUDCenter, ManualClock) -> Void
    ) -> DemoScene {
        var scene = DemoScene(name: name, summary: summary, duration: duration, metrics: metrics) { scene in
            let clock = ManualClock()
            let host = HeadlessHost(fonts: DemoFonts.library())
            let center = HUDCenter(environment: HUDEnvironment(host: host, clock: clock, metrics: scene.metrics))
            host.traitsDidChange(to: scene.traits)
            script(center, clock)
            let run = DemoSceneRun(
                overlayRoot: center.overlay.rootLayer, canvas: scene.metrics.size, clock: clock, traits: scene.traits)
            run.owner = center
            return run
        }
        scene.traits = traits
        return scene
    }

    static let cat = hudScene(
        "cat", "the SCCatWaitingHUD cat with defaults (one 4 s loop: half-turn 2 s, \"Loading...\")", duration: 4
    ) { center, _ in
        center.showWaiting()
    }

    static let catModern = hudScene(
        "cat-modern", "the cat in WaitingHUDStyle.catModern: opaque square, no blur, still label", duration: 4
    ) { center, _ in
        center.showWaiting(WaitingHUDConfiguration(mode: .cat, label: "Loading…", style: .catModern))
    }

    static let catLandscape = hudScene(
        "cat-landscape", "the cat in landscape: the HUD stays centred", duration: 2,
        metrics: ScreenMetrics.iPhone.rotated(to: .landscapeLeft)
    ) { center, _ in
        center.showWaiting("Loading…")
    }

    static let spinner = hudScene("spinner", "MBProgressHUD indeterminate: a twelve-spoke spinner", duration: 1) { center, _ in
        center.showWaiting(WaitingHUDConfiguration(mode: .indeterminate, label: "Loading", style: .dark))
    }

    static func progressScript(_ mode: WaitingHUDConfiguration.Mode, _ label: String)
        -> @MainActor (HUDCenter, ManualClock) -> Void
    {
        { center, clock in
            center.showWaiting(WaitingHUDConfiguration(mode: mode, label: label, details: "3 of 10 files", style: .dark))
            for (t, p) in [(0.4, 0.3), (0.9, 0.65), (1.4, 1.0)] {
                clock.schedule(after: t) { center.setWaitingProgress(p) }
            }
        }
    }

    static let pie = hudScene(
        "determinate", "MBProgressHUD determinate: a pie filling smoothly", duration: 2,
        progressScript(.determinate, "Downloading"))
    static let annular = hudScene(
        "annular", "MBProgressHUD annular determinate: a ring filling", duration: 2,
        progressScript(.annularDeterminate, "Uploading"))
    static let bar = hudScene(
        "bar", "MBProgressHUD horizontal bar", duration: 2, progressScript(.determinateHorizontalBar, "Syncing"))

    static let textOnly = hudScene("text", "MBProgressHUD text mode, pinned near the bottom with maxOffset", duration: 1) {
        center, _ in
        var config = WaitingHUDConfiguration(mode: .text, label: "Message sent", style: .dark)
        config.style.offset = HUDPoint(0, WaitingHUDStyle.maxOffset)
        center.showWaiting(config)
    }

    static let customLayer = hudScene("custom", "MBProgressHUD custom view: a layer you build (a star)", duration: 1) {
        center, _ in
        let star = WaitingHUDConfiguration.CustomContent(id: "star", size: HUDSize(37, 37)) {
            let p = HUDPath(starAround: HUDPoint(18.5, 18.5), outerRadius: 18, innerRadius: 7.5)
            let l = HUDLayer(name: "star")
            l.shape = ShapeContent(path: p, fillColor: HUDColor(hex: 0xFFCC00))
            return l
        }
        center.showWaiting(WaitingHUDConfiguration(mode: .custom(star), label: "Starred", style: .dark))
    }

    static let success = hudScene("success", "SVProgressHUD showSuccess: a checkmark drawing itself", duration: 1) { center, _ in
        center.showSuccess("Saved")
    }
    static let error = hudScene("error", "SVProgressHUD showError: a cross", duration: 1) { center, _ in
        center.showError("Upload failed")
    }
    static let info = hudScene("info", "SVProgressHUD showInfo: an i", duration: 1) { center, _ in
        center.showInfo("Heads up")
    }

    static let zoomWithBlackMask = hudScene(
        "zoom-black-mask", "zoom animation over a black mask that blocks touches", duration: 1
    ) { center, _ in
        var config = WaitingHUDConfiguration(mode: .indeterminate, label: "Please wait", style: .dark)
        config.style.animation = .zoom
        config.style.maskType = .black
        center.showWaiting(config)
    }

    static let gradientMask = hudScene(
        "gradient-mask", "SVProgressHUD gradient mask with the default (blurred, light) bezel", duration: 1
    ) { center, _ in
        var config = WaitingHUDConfiguration(
            mode: .indeterminate, label: "Loading", details: "Blurred in software too", style: WaitingHUDStyle())
        config.style.maskType = .gradient
        center.showWaiting(config)
    }
}
