@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// One scene of the gallery: a named, scripted overlay that can be rendered at any time.
@MainActor
struct DemoScene {
    /// Command-line name (`play NAME`, `dump NAME`).
    let name: String
    /// One line for `--help`, `dump --list` and the gallery page.
    let summary: String
    /// Seconds of animation the stills and GIF cover.
    let duration: Double
    /// Screen the scene is shown on.
    var metrics: ScreenMetrics = .iPhone
    /// The app's display settings the overlay follows (light or dark, layout direction).
    var traits = OverlayTraits()
    /// Builds a fresh run of the scene at t = 0.
    let make: @MainActor (DemoScene) -> DemoSceneRun
}

/// A running scene: its overlay root (what `dump` reports), what is rendered (the overlay over a
/// stand-in app screen), and a manual clock the scene's script runs on.
@MainActor
final class DemoSceneRun {
    let overlayRoot: HUDLayer
    let renderRoot: HUDLayer
    let clock: ManualClock
    let canvas: HUDSize
    /// Kept alive for the run (e.g. the HUDCenter whose overlay is shown).
    var owner: AnyObject?

    init(
        overlayRoot: HUDLayer, canvas: HUDSize, clock: ManualClock = ManualClock(), appBackground: Bool = true,
        traits: OverlayTraits = OverlayTraits()
    ) {
        self.overlayRoot = overlayRoot
        self.clock = clock
        self.canvas = canvas
        if appBackground {
            renderRoot = AppBackdrop.make(size: canvas, traits: traits)
            renderRoot.addSublayer(overlayRoot)
        } else {
            renderRoot = overlayRoot
        }
    }

    /// Moves the scene to time `t` (seconds since it started), running its script and completions.
    func advance(to t: Double) {
        clock.advance(to: t)
        renderRoot.processCompletions(at: t)
    }
}

/// A stand-in app screen behind the overlay so elements are seen in context: an inbox in iOS's
/// grouped colours, light or dark, laid out left to right or mirrored right to left.
enum AppBackdrop {
    static func make(size: HUDSize, traits: OverlayTraits = OverlayTraits()) -> HUDLayer {
        let dark = traits.isDark
        let direction = traits.layoutDirection
        let root = HUDLayer(name: "app")
        root.anchorPoint = .zero
        root.bounds = HUDRect(origin: .zero, size: size)
        root.backgroundColor = dark ? .black : HUDColor.systemGroupedBackground
        let bar = HUDLayer.filled(
            "appNavigationBar", HUDRect(0, 0, size.width, 100), dark ? HUDColor(hex: 0x121212) : HUDColor(white: 0.98))
        root.addSublayer(bar)
        let title = HUDLayer(name: "appTitle")
        title.frame = HUDRect(16, 52, size.width - 32, 36)
        title.content = .text(
            TextContent(
                "Inbox", fontSize: 28, weight: .bold, color: dark ? .white : .black,
                alignment: direction == .rightToLeft ? .right : .left))
        bar.addSublayer(title)
        var y = 120.0
        while y + 60 < size.height {
            let row = HUDLayer.filled("appRow", HUDRect(16, y, size.width - 32, 56), dark ? HUDColor(hex: 0x1C1C1E) : .white)
            row.cornerRadius = 10
            let width = size.width - 32
            func place(_ name: String, _ frame: HUDRect, _ color: HUDColor, radius: Double) {
                let mirrored =
                    direction == .rightToLeft ? HUDRect(width - frame.maxX, frame.minY, frame.width, frame.height) : frame
                let l = HUDLayer.filled(name, mirrored, color)
                l.cornerRadius = radius
                row.addSublayer(l)
            }
            place("appRowIcon", HUDRect(12, 12, 32, 32), HUDColor(hex: dark ? 0x0A84FF : 0x007AFF).withAlpha(0.8), radius: 8)
            place("appRowText", HUDRect(56, 16, min(180, size.width - 120), 10), HUDColor(white: dark ? 0.3 : 0.8), radius: 5)
            place("appRowText2", HUDRect(56, 32, min(110, size.width - 150), 8), HUDColor(white: dark ? 0.22 : 0.88), radius: 4)
            root.addSublayer(row)
            y += 68
        }
        return root
    }
}

extension HUDLayer {
    /// A named layer with a frame and a background colour.
    static func filled(_ name: String, _ frame: HUDRect, _ color: HUDColor) -> HUDLayer {
        let l = HUDLayer(name: name)
        l.frame = frame
        l.backgroundColor = color
        return l
    }
}
