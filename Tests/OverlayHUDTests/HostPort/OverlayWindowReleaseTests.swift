import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The overlay window exists only while something shows: the host hears when the overlay becomes
/// empty and releases its window (no hidden window stays in `UIApplication.shared.windows` for
/// MBProgressHUD-era code to add its HUD to), and makes a new one when something shows again.
final class OverlayWindowReleaseTests: XCTestCase {
    /// Applies `OverlayWindowLifecycle` as the UIKit host does, counting the windows it makes and
    /// releases and noting whether anything was still scheduled on the clock at each release.
    @MainActor
    private final class WindowSpyHost: HUDHost {
        let base = HeadlessHost(fonts: TestFonts.library())
        let clock: ManualClock
        var lifecycle = OverlayWindowLifecycle()
        var made = 0
        var released = 0
        /// The clock's pending callbacks at each release.
        var pendingAtRelease: [Int] = []
        init(clock: ManualClock) { self.clock = clock }
        func overlayDidBecomeVisible(_ overlay: Overlay) { apply(lifecycle.show(in: nil)) }
        func overlayDidBecomeEmpty(_ overlay: Overlay) { apply(lifecycle.becameEmpty()) }
        private func apply(_ steps: [OverlayWindowLifecycle.Step]) {
            for step in steps {
                switch step {
                case .make: made += 1
                case .release:
                    released += 1
                    pendingAtRelease.append(clock.pendingCount)
                default: break
                }
            }
        }
        func commit(_ overlay: Overlay) {}
        func announce(_ text: String) {}
        func play(_ haptic: Haptic) {}
        var isReduceMotionEnabled: Bool { false }
        func measure(_ text: TextContent) -> HUDSize { base.measure(text) }
    }

    @MainActor
    private static func makeCenter() -> (HUDCenter, WindowSpyHost, ManualClock) {
        let clock = ManualClock()
        let host = WindowSpyHost(clock: clock)
        let center = HUDCenter(environment: HUDEnvironment(host: host, clock: clock, metrics: .iPhone))
        center.localization = .english
        return (center, host, clock)
    }

    func testShowHideShowMakesAndReleasesOneWindowEachTime() {
        onMain {
            let (center, host, clock) = Self.makeCenter()
            XCTAssertEqual(host.made, 0, "no window before anything shows")
            center.showWaiting("Loading")
            XCTAssertEqual(host.made, 1)
            XCTAssertEqual(host.lifecycle.windowCount, 1)
            center.hideWaiting()
            clock.advance(by: 5)
            XCTAssertEqual(host.released, 1, "released once the HUD has gone")
            XCTAssertEqual(host.lifecycle.windowCount, 0, "no hidden window left behind")

            center.showSuccess("Saved", duration: .seconds(1.5))
            XCTAssertEqual(host.made, 2, "a new window for the next show")
            clock.advance(by: 0.5)
            XCTAssertEqual(host.released, 1, "kept while it shows")
            clock.advance(by: 10)
            XCTAssertEqual(host.released, 2, "a status HUD leaving by its timer releases it too")
            XCTAssertEqual(host.pendingAtRelease, [0, 0], "released when nothing is scheduled any more")
            XCTAssertEqual(clock.pendingCount, 0)
        }
    }

    func testBannersAndMessagesReleaseTheWindowWhenTheLastLeaves() {
        onMain {
            let (center, host, clock) = Self.makeCenter()
            center.showBanner(BannerInfo(id: "call", title: "Ada"))
            center.showMessage(.info("Copied", duration: .seconds(1)))
            XCTAssertEqual(host.made, 1, "one window for everything shown")
            clock.advance(by: 3)
            XCTAssertEqual(host.released, 0, "the banner still shows")
            clock.advance(by: 10)
            XCTAssertEqual(host.released, 1)
            XCTAssertEqual(host.pendingAtRelease, [0])
            center.showWaiting("Again")
            XCTAssertEqual(host.made, 2)
            center.hideWaiting(animated: false)
            XCTAssertEqual(host.released, 2)
            XCTAssertEqual(host.lifecycle.windowCount, 0)
        }
    }
}
