import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class HUDCenterBannerAPITests: XCTestCase {
    func testBackgroundThreadCallsApplyInOrder() {
        let center = MainActor.assumeIsolated {
            // Configuration is main-actor state (the one way to set it); showing and hiding work from any thread.
            let center = HUDTestEnvironment().center
            var config = BannerConfiguration()
            config.capacity = 2
            center.bannerConfiguration = config
            center.onBannerTap = { _ in }
            return center
        }
        let done = DispatchSemaphore(value: 0)
        Thread {
            for id in ["a", "b", "c", "d"] { center.showBanner(BannerInfo(id: id, title: id)) }
            center.hideBanners(id: "c")
            center.showBanner(BannerInfo(id: "e", title: "e"))
            done.signal()
        }.start()
        done.wait()
        drainMainQueue()
        MainActor.assumeIsolated {
            XCTAssertEqual(center.visibleBannerIDs, ["d", "e"])
            XCTAssertEqual(center.bannerConfiguration.capacity, 2)
            XCTAssertNotNil(center.onBannerTap)
        }
        Thread {
            center.hideBanners()
            done.signal()
        }.start()
        done.wait()
        drainMainQueue()
        MainActor.assumeIsolated { XCTAssertEqual(center.visibleBannerIDs, []) }
    }

    func testTheStackIsAFrontTouchTargetOnlyWhileShown() {
        onMain {
            let env = HUDTestEnvironment()
            XCTAssertTrue(env.center.touchTargets.isEmpty)
            env.center.showBanner(BannerTest.info("a"))
            XCTAssertTrue(env.center.touchTargets.first?.target === env.center.bannerStack)
            XCTAssertTrue(env.center.bannerStack?.root.superlayer === env.center.overlay.rootLayer)
            env.center.hideBanners()
            env.clock.advance(by: 0.25)
            XCTAssertTrue(env.center.touchTargets.isEmpty)
            XCTAssertNil(env.center.bannerStack)
            env.center.showBanner(BannerTest.info("b"))
            XCTAssertEqual(env.center.touchTargets.count, 1, "a fresh stack, registered once")
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(195, 79)))
        }
    }

    func testReduceMotionOnlyFades() {
        onMain {
            let env = HUDTestEnvironment()
            env.host.isReduceMotionEnabled = true
            BannerTest.show(env, ["a"])
            let a = BannerTest.pill(env, "a")!
            XCTAssertEqual(a.animationKeys, [], "pops in, as without Reduce Motion")
            env.clock.advance(by: 1)
            env.center.hideBanners(id: "a")
            XCTAssertEqual(a.transform, .identity, "no slide")
            XCTAssertEqual(a.presentation(at: 1.125).opacity, 1 - TimingFunction.easeIn.value(at: 0.5), accuracy: 1e-3)
        }
    }
}
