import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A HUDCenter on the headless host with a manual clock, for main-actor tests.
@MainActor
struct HUDTestEnvironment {
    let clock = ManualClock()
    let host = HeadlessHost(fonts: TestFonts.library())
    let center: HUDCenter

    init(metrics: ScreenMetrics = .iPhone) {
        center = HUDCenter(environment: HUDEnvironment(host: host, clock: clock, metrics: metrics))
        // Selection records stay in the test (the platform default on Apple is UserDefaults).
        center.optionSelectionStore = OptionPopupConfiguration.InMemorySelectionStore()
        // Built-in strings in English whatever the machine's language.
        center.localization = .english
        // What VoiceOver reaches is handed over after every commit, as the UIKit host takes it.
        host.accessibilityDelivery = .afterEveryCommit
    }

    /// An environment whose queue shows the next popup at once (no 0.25 s pause), for tests of order.
    static func withoutPauseBetweenPopups() -> HUDTestEnvironment {
        let env = HUDTestEnvironment()
        env.center.popupQueueConfiguration.pauseBetweenPopups = 0
        return env
    }

    /// Asserts that nothing is left running: no callback scheduled on the clock, no animation in the
    /// overlay that will end (and so fire a completion), and — unless `allowingContent` — an empty overlay.
    func assertIdle(
        allowingContent: Bool = false, _ message: @autoclosure () -> String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(clock.pendingCount, 0, "scheduled work left on the clock. \(message())", file: file, line: line)
        XCTAssertNil(
            center.overlay.rootLayer.nextCompletionTime(after: clock.now),
            "an animation that will end is still running. \(message())", file: file, line: line)
        if !allowingContent {
            XCTAssertEqual(
                center.overlay.rootLayer.sublayers.count, 0, "layers left in the overlay. \(message())", file: file, line: line)
        }
    }

    /// The named layer in the overlay, if present.
    func layer(_ name: String) -> HUDLayer? { center.overlay.rootLayer.firstLayer(named: name) }
}
