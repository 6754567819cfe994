@testable import OverlayHUD
@testable import OverlayHUDSoftware

/// A HUDCenter on the headless host with a manual clock, for main-actor tests.
@MainActor
struct HUDTestEnvironment {
    let clock = ManualClock()
    let host = HeadlessHost(fonts: TestFonts.library())
    let center: HUDCenter

    init(metrics: ScreenMetrics = .iPhone) {
        center = HUDCenter(environment: HUDEnvironment(host: host, clock: clock, metrics: metrics))
    }

    /// The named layer in the overlay, if present.
    func layer(_ name: String) -> Layer? { center.overlay.rootLayer.firstLayer(named: name) }
}
