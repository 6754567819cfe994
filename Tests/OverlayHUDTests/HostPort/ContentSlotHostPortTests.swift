import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The host port's content-slot defaults: a host without platform views, a receiver without slots.
final class ContentSlotHostPortTests: XCTestCase {
    @MainActor
    private final class PlainHost: HUDHost {
        func overlayDidBecomeVisible(_ overlay: Overlay) {}
        func overlayDidBecomeEmpty(_ overlay: Overlay) {}
        func commit(_ overlay: Overlay) {}
        func announce(_ text: String) {}
        func screenChanged(modal: Bool) {}
        func play(_ haptic: Haptic) {}
        var isReduceMotionEnabled: Bool { false }
        func measure(_ text: TextContent) -> HUDSize { .zero }
    }

    @MainActor
    private final class PlainReceiver: HUDHostEventReceiver {
        let clock: any HUDClock = ManualClock()
        func handle(_ event: HostInputEvent) -> Bool { false }
        func keyboardDidChange(to frame: HUDRect?, animation: KeyboardAnimation?) {}
        func screenDidChange(to metrics: ScreenMetrics, transitionDuration: Double) {}
        func traitsDidChange(to traits: OverlayTraits) {}
    }

    func testAHostWithoutPlatformViewsShowsAnEmptySlotOfTheMinimumSize() throws {
        try onMainThrowing {
            let host = PlainHost()
            let slot = HUDContentSlotID(rawValue: 42)
            XCTAssertEqual(host.measureContent(slot, fitting: HUDSize(100, 100)), .zero)
            host.releaseContent(slot)  // nothing to release
            let clock = ManualClock()
            let center = HUDCenter(environment: HUDEnvironment(host: host, clock: clock))
            center.showPopup(contentSlot: slot)
            let layer = try XCTUnwrap(center.overlay.rootLayer.firstLayer(named: "contentSlot"))
            XCTAssertEqual(layer.bounds.size, HUDSize(44, 44))
            XCTAssertEqual(layer.contentSlot?.rawValue, 42)
            XCTAssertEqual(layer.contentSlot?.description, "slot#42")
        }
    }

    func testAReceiverWithoutSlotsIgnoresSizeChanges() {
        onMain {
            let receiver = PlainReceiver()
            receiver.contentSizeDidChange(HUDContentSlotID(rawValue: 1))
            let host = HeadlessHost(fonts: TestFonts.library())
            host.attach(receiver)
            let slot = host.register(HeadlessContentView(size: HUDSize(10, 10)))
            host.contentViewDidChangeSize(slot)
            XCTAssertEqual(host.commitCount, 0)
        }
    }
}
