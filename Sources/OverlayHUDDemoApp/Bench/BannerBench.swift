import Foundation
@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Banner figures: cost of adding a banner, of one reflow step, and of a frame of a full stack.
@MainActor
enum BannerBench {
    static func figures() -> [BenchCommand.Figure] {
        let clock = ManualClock()
        let center = HUDCenter(environment: HUDEnvironment(host: HeadlessHost(fonts: DemoFonts.library()), clock: clock))
        var config = BannerConfiguration()
        config.duration = .untilHidden
        center.bannerConfiguration = config
        let names = ["Sone", "痛苦的信仰", "X", "yang"]
        func info(_ i: Int) -> BannerInfo {
            BannerInfo(id: "user-\(i)", title: names[i % names.count], subtitle: "is calling you", accessory: .like { _ in })
        }
        // Warm up fonts, measurement caches and code paths.
        for i in 0..<8 {
            center.showBanner(info(i))
            clock.advance(by: 1)
        }

        // Adding: every add overflows a full stack (the oldest vanishes, the rest reflow).
        let addUs = BenchCommand.microsecondsEach(2_000) {
            center.showBanner(info(100 + $0))
        } untimed: { _ in
            clock.advance(by: 1)
        }

        // Reflow step: remove the middle banner (the one below moves up), then refill untimed.
        var middle = center.visibleBannerIDs[1]
        let reflowUs = BenchCommand.microsecondsEach(2_000) { _ in
            center.hideBanners(id: middle)
        } untimed: { i in
            clock.advance(by: 1)
            center.showBanner(info(10_000 + i))
            clock.advance(by: 1)
            middle = center.visibleBannerIDs[1]
        }

        // A frame of a full stack of three sitting on screen (finished animations detached, as a
        // host's completion pass does), then while one leaves, the rest reflow and a new one rises.
        let root = center.overlay.rootLayer
        root.processCompletions(at: clock.now)
        let (steadyNanos, steadyAllocs) = frames(root, from: clock.now)
        center.hideBanners(id: center.visibleBannerIDs[1])
        center.showBanner(info(50_000))
        let (movingNanos, movingAllocs) = frames(root, from: clock.now)
        center.hideBanners()
        clock.advance(by: 1)
        return [
            .init(
                key: "banner_add_us", label: "showBanner() into a full stack", value: addUs,
                unit: "µs", goal: "< 20"),
            .init(
                key: "banner_reflow_step_us", label: "banner removal + reflow step",
                value: reflowUs, unit: "µs", goal: "< 20"),
            .init(
                key: "banner_stack_frame_us", label: "banner stack (3) presentation per frame", value: steadyNanos, unit: "µs",
                goal: "< 5"),
            .init(
                key: "banner_stack_frame_allocs", label: "banner stack allocations per frame", value: steadyAllocs,
                unit: "allocs", goal: "0"),
            .init(
                key: "banner_reflow_frame_us", label: "banner stack frame during reflow + arrival", value: movingNanos,
                unit: "µs", goal: "< 10"),
            .init(
                key: "banner_reflow_frame_allocs", label: "banner stack allocations per reflow frame", value: movingAllocs,
                unit: "allocs", goal: "0"),
        ]
    }

    /// Microseconds and allocations per FrameWalk of `root` over the half second after `start`.
    static func frames(_ root: HUDLayer, from start: Double) -> (Double, Double) {
        var sink = 0.0
        for i in 0..<100 { sink += FrameWalk.evaluate(root, at: start + Double(i % 30) / 60) }
        let count = 20_000
        let a0 = BenchCommand.allocations()
        let t0 = BenchCommand.nanos()
        for i in 0..<count { sink += FrameWalk.evaluate(root, at: start + Double(i % 30) / 60) }
        let nanos = BenchCommand.nanos() - t0
        let allocs = BenchCommand.allocations() - a0
        if sink.isNaN { print("") }
        return (Double(nanos) / Double(count) / 1000, allocs < 0 ? -1 : Double(allocs) / Double(count))
    }
}
