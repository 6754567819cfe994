@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Banner scenes: KJCallNotifyView's stacked call banners arriving, overflowing, closing and reflowing.
@MainActor
enum BannerScenes {
    static var all: [DemoScene] { [banners, overflow, closeMiddle, swipe, dark, landscape] }

    /// The seed demo's names (one CJK), each with the heart after it, as its pills show them.
    static let people = ["Sone", "痛苦的信仰", "X", "yang"]

    static func info(_ i: Int, accessory: Bool = true) -> BannerInfo {
        BannerInfo(id: "user-\(520 + i)", title: people[i % people.count], accessory: accessory ? .like { _ in } : nil)
    }

    /// The centre y of stack slot `index` with the default top margin.
    static func slotY(_ center: HUDCenter, _ index: Int) -> Double {
        center.overlay.safeAreaInsets.top + center.bannerConfiguration.topMargin + 58 * Double(index) + 24
    }

    /// Shows `count` banners `interval` seconds apart, starting at `start`.
    static func arrive(_ center: HUDCenter, _ clock: ManualClock, count: Int, start: Double = 0, interval: Double = 0.6) {
        for i in 0..<count {
            let t = start + Double(i) * interval
            if t == 0 { center.showBanner(info(i)) } else { clock.schedule(after: t) { center.showBanner(info(i)) } }
        }
    }

    static let banners = HUDScenes.hudScene(
        "banners", "three call banners arrive and stack below the safe area (seed: 170×48 pills)",
        duration: 2.4
    ) { center, clock in
        arrive(center, clock, count: 3)
    }

    static let overflow = HUDScenes.hudScene(
        "banners-overflow", "five banners with capacity 3: the oldest vanishes, the stack moves up",
        duration: 3.6
    ) { center, clock in
        arrive(center, clock, count: 5)
    }

    static let closeMiddle = HUDScenes.hudScene(
        "banners-close-middle",
        "the middle banner's close button is tapped; it stays while the one below slides up over it (0.5 s)",
        duration: 2.6
    ) { center, clock in
        arrive(center, clock, count: 3, interval: 0.3)
        clock.schedule(after: 1.3) {
            // Tap the middle banner's close button (8 pt from its right edge, 18 pt glyph).
            center.handleTap(at: HUDPoint(center.overlay.size.width / 2 + 85 - 17, slotY(center, 1)))
        }
    }

    static let swipe = HUDScenes.hudScene(
        "banners-swipe", "the top banner is swiped up and away; the others move up",
        duration: 2.4
    ) { center, clock in
        arrive(center, clock, count: 3, interval: 0.2)
        let y = slotY(center, 0)
        let x = center.overlay.size.width / 2
        for (i, dy) in [0.0, -10, -25, -40].enumerated() {
            let phase: BannerPanEvent.Phase = i == 0 ? .began : .changed
            clock.schedule(after: 0.9 + Double(i) * 0.05) {
                center.handleBannerPan(
                    BannerPanEvent(
                        phase, location: HUDPoint(x, y + dy), translation: HUDPoint(0, dy), velocity: HUDPoint(0, -500)))
            }
        }
        clock.schedule(after: 1.1) {
            center.handleBannerPan(
                BannerPanEvent(.ended, location: HUDPoint(x, y - 40), translation: HUDPoint(0, -40), velocity: HUDPoint(0, -600)))
        }
    }

    static let dark = HUDScenes.hudScene(
        "banners-dark", "banners in a dark appearance: a long name truncated to fit, a subtitle that widens its pill",
        duration: 1.2, traits: OverlayTraits(interfaceStyle: .dark)
    ) { center, clock in
        center.showBanner(
            BannerInfo(
                id: "long", title: "A really very long display name that cannot fit", accessory: .like { _ in }))
        center.showBanner(info(1))
        center.showBanner(BannerInfo(id: "mia", title: "Mia Wong", subtitle: "started a video call", accessory: .like { _ in }))
    }

    static let landscape = HUDScenes.hudScene(
        "banners-landscape", "banners in landscape: centred in the safe area, below its top",
        duration: 1.8, metrics: ScreenMetrics.iPhone.rotated(to: .landscapeLeft)
    ) { center, clock in
        arrive(center, clock, count: 3, interval: 0.3)
    }
}
