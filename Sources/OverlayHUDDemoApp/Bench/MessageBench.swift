import Foundation
@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Message figures, to set beside `banner_add_us`: the main-thread cost of `showMessage()` for a
/// message that appears (its stack made, its card built, measured, laid out, animated, timed and
/// announced, the overlay committed), and of refreshing one on screen by its id.
@MainActor
enum MessageBench {
    static func figures() -> [BenchCommand.Figure] {
        let clock = ManualClock()
        let center = HUDCenter(environment: HUDEnvironment(host: HeadlessHost(fonts: DemoFonts.library()), clock: clock))
        // A title and a body that wraps to a second line, as an error usually has.
        func message(_ i: Int) -> MessageConfiguration {
            .error("Upload failed", body: "Check your connection and try again. Your draft is kept.", id: "upload-\(i)")
        }
        // Warm up fonts, measurement caches and code paths.
        for i in 0..<8 {
            center.showMessage(message(i))
            clock.advance(by: 1)
            center.hideMessages()
            clock.advance(by: 1)
        }

        // Showing: every message appears on an empty overlay (the previous one has gone, untimed).
        let showUs = BenchCommand.microsecondsEach(2_000) {
            center.showMessage(message(100 + $0))
        } untimed: { _ in
            clock.advance(by: 1)
            center.hideMessages()
            clock.advance(by: 1)
        }

        // Refreshing: the same id again, with new text (a retried error), while it is on screen.
        center.showMessage(message(0))
        clock.advance(by: 1)
        let retries = ["Upload failed again", "Upload failed"].map { title in
            var again = message(0)
            again.title = title
            return again
        }
        let refreshUs = BenchCommand.microsecondsEach(2_000) {
            center.showMessage(retries[$0 % 2])
        } untimed: { _ in
            clock.advance(by: 0.5)
        }
        center.hideMessages()
        clock.advance(by: 1)
        return [
            .init(
                key: "message_show_us", label: "showMessage() that appears", value: showUs,
                unit: "µs", goal: "≤ banner_add_us"),
            .init(
                key: "message_refresh_us", label: "showMessage() refreshing one by id",
                value: refreshUs, unit: "µs", goal: "≤ banner_add_us"),
        ]
    }
}
