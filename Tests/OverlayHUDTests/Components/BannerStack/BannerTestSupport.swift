@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Shared helpers for the banner tests (free of `self`, as main-actor tests on Linux need).
///
/// The mechanics tests (reflow, touches, swipes) run with the 8 pt top margin they were written
/// with (``environment()``); `BannerSeedTests` checks the original's default place (−3).
/// On the default iPhone (390 × 844, safe top 47) the stack's slots are then centred at x 195 and
/// y 47 + 8 + 24 = 79, then every 48 + 10 = 58 pt: 79, 137, 195, 253.
enum BannerTest {
    /// A test environment whose banners start 8 pt below the safe area's top.
    @MainActor
    static func environment() -> HUDTestEnvironment {
        let env = HUDTestEnvironment()
        env.center.bannerConfiguration.topMargin = 8
        return env
    }

    static let x = 195.0
    static let slots = [79.0, 137.0, 195.0, 253.0]

    static func info(_ id: String, _ title: String = "Sone", subtitle: String? = nil, vanish: HUDDuration = .automatic)
        -> BannerInfo
    {
        BannerInfo(id: id, title: title, subtitle: subtitle, duration: vanish)
    }

    @MainActor
    static func banner(_ env: HUDTestEnvironment, _ id: String) -> StackedBanner? {
        env.center.bannerStack?.shown.first { $0.info.id == id }
    }

    @MainActor
    static func pill(_ env: HUDTestEnvironment, _ id: String) -> HUDLayer? { banner(env, id)?.view.pill }

    /// The y the banner `id` is shown at, at time `t` (default: now).
    @MainActor
    static func shownY(_ env: HUDTestEnvironment, _ id: String, at t: Double? = nil) -> Double? {
        pill(env, id)?.presentation(at: t ?? env.clock.now).position.y
    }

    /// Shows banners with these ids at the current time.
    @MainActor
    static func show(_ env: HUDTestEnvironment, _ ids: [String]) {
        for id in ids { env.center.showBanner(info(id)) }
    }

    /// The centre of banner `id`'s close button, in overlay coordinates.
    @MainActor
    static func closeCenter(_ env: HUDTestEnvironment, _ id: String) -> HUDPoint? {
        guard let b = banner(env, id) else { return nil }
        let f = b.view.pill.frame
        return HUDPoint(f.maxX - BannerView.closeInset - BannerView.closeGlyph / 2, f.midY)
    }
}
