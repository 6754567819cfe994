import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Records what a host hears, in order.
@MainActor
private final class OrderRecordingHost: HUDHost {
    var events: [String] = []
    func overlayDidBecomeVisible(_ overlay: Overlay) { events.append("visible") }
    func overlayDidBecomeEmpty(_ overlay: Overlay) { events.append("empty") }
    func commit(_ overlay: Overlay) {}
    func announce(_ text: String) {}
    func screenChanged(modal: Bool) { events.append("modal \(modal)") }
    func play(_ haptic: Haptic) {}
    var isReduceMotionEnabled: Bool { false }
    func measure(_ text: TextContent) -> HUDSize { HUDSize(Double(text.string.count) * 8, 20) }
}

final class HostModalityTests: XCTestCase {
    /// The first modal HUD or popup tells the host after the window exists, so the window can
    /// take the modality (UIKit: `accessibilityViewIsModal` on a window made by the same commit).
    func testModalityReachesTheHostAfterTheWindowAppears() {
        onMain {
            let host = OrderRecordingHost()
            let clock = ManualClock()
            let center = HUDCenter(environment: HUDEnvironment(host: host, clock: clock, metrics: .iPhone))
            var configuration = WaitingHUDConfiguration(mode: .text, label: "Blocking")
            configuration.style.maskType = .black
            configuration.graceTime = 0.2
            center.showWaiting(configuration)
            clock.advance(by: 0.3)
            XCTAssertEqual(host.events, ["visible", "modal true"])
            XCTAssertTrue(center.overlay.isAccessibilityModal)
            center.hideWaiting(animated: false)
            XCTAssertEqual(host.events, ["visible", "modal true", "empty", "modal false"])
            XCTAssertFalse(center.overlay.isAccessibilityModal)

            host.events = []
            center.enqueue(TestPopup("modal"))
            XCTAssertEqual(host.events, ["visible", "modal true"], "a modal popup on an empty overlay")
            XCTAssertTrue(center.overlay.isAccessibilityModal)
        }
    }
}
