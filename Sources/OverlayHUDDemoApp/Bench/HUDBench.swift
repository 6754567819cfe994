import Foundation
@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Waiting-HUD figures: show cost, progress update cost, cat frame cost and allocations.
@MainActor
enum HUDBench {
    static func figures() -> [BenchCommand.Figure] {
        let clock = ManualClock()
        let center = HUDCenter(environment: HUDEnvironment(host: HeadlessHost(fonts: DemoFonts.library()), clock: clock))
        // Warm up fonts and code paths.
        center.showWaiting("Loading…")
        center.hideWaiting(animated: false)

        var sink = 0.0
        let showUs = BenchCommand.microsecondsEach(300) { i in
            center.showWaiting("Loading…")
            sink += FrameWalk.evaluate(center.overlay.rootLayer, at: Double(i))
        } untimed: { _ in
            center.hideWaiting(animated: false)
        }

        center.showWaiting(WaitingHUDConfiguration(mode: .annularDeterminate, label: "Uploading"))
        let updates = 5_000
        let u0 = BenchCommand.nanos()
        for i in 0..<updates { center.setWaitingProgress(Double(i % 100) / 100) }
        let updateNanos = BenchCommand.nanos() - u0
        center.hideWaiting(animated: false)

        center.showWaiting("Loading…")
        let hud = center.overlay.rootLayer
        let frames = 20_000
        for i in 0..<100 { sink += FrameWalk.evaluate(hud, at: Double(i) / 60) }
        let a0 = BenchCommand.allocations()
        let f0 = BenchCommand.nanos()
        for i in 0..<frames { sink += FrameWalk.evaluate(hud, at: 1 + Double(i) / 60) }
        let frameNanos = BenchCommand.nanos() - f0
        let allocs = BenchCommand.allocations() - a0
        center.hideWaiting(animated: false)
        let shortStatusUs = statusLayoutMicroseconds(center, "Saved to your files.")
        let longStatusUs = statusLayoutMicroseconds(center, longStatus)
        let screenfulStatusUs = statusLayoutMicroseconds(center, String(longStatus.prefix(900)))
        if sink.isNaN { print("") }
        return [
            .init(
                key: "show_waiting_us", label: "showWaiting() through first frame",
                value: showUs, unit: "µs", goal: "< 50"),
            .init(
                key: "progress_update_us", label: "progress update", value: Double(updateNanos) / Double(updates) / 1000,
                unit: "µs", goal: "< 5"),
            .init(
                key: "cat_frame_us", label: "cat HUD presentation per frame", value: Double(frameNanos) / Double(frames) / 1000,
                unit: "µs", goal: "< 5"),
            .init(
                key: "cat_frame_allocs", label: "cat HUD allocations per frame",
                value: allocs < 0 ? -1 : Double(allocs) / Double(frames), unit: "allocs", goal: "0"),
            .init(
                key: "status_layout_short_us", label: "status HUD layout, 20-character status", value: shortStatusUs,
                unit: "µs", goal: "< 500"),
            .init(
                key: "status_layout_long_us", label: "status HUD layout, 100,000-character status", value: longStatusUs,
                unit: "µs", goal: "about the screenful figure"),
            .init(
                key: "status_layout_screenful_us", label: "status HUD layout, a screenful (900 characters)",
                value: screenfulStatusUs, unit: "µs", goal: "what a label that fills the screen costs"),
        ]
    }

    /// 100,000 characters of words: far more than a status HUD can show.
    private static let longStatus: String = {
        let words = ["upload", "failed", "because", "the", "server", "said", "no", "again"]
        var s = ""
        var i = 0
        while s.utf8.count < 100_000 {  // ASCII: one byte a character
            s += words[i % words.count] + " "
            i += 1
        }
        return String(s.prefix(100_000))
    }()

    /// One layout of a status HUD showing `status`: shown, then relaid out by a screen change
    /// (rotation), the mean of a few.
    private static func statusLayoutMicroseconds(_ center: HUDCenter, _ status: String) -> Double {
        center.showSuccess(status, duration: .seconds(100))
        let us = BenchCommand.microsecondsEach(20) { i in
            center.overlay.rotate(to: i % 2 == 0 ? .landscapeLeft : .portrait)
        }
        center.overlay.rotate(to: .portrait)
        center.hideWaiting(animated: false)
        return us
    }
}
