import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A hide is never ignored because a banner is still animating: a banner hidden during its
/// pop-in, its reflow or its slide off the top leaves the stack at once and is gone, with nothing
/// left scheduled, once its vanish animation (at most the 0.5 s slide) has run.
final class BannerInterruptionTests: XCTestCase {
    @MainActor
    private static func check(_ name: String, wait: Double, _ hide: (HUDTestEnvironment) -> Void, line: UInt = #line) {
        let env = BannerTest.environment()
        BannerTest.show(env, ["a", "b"])
        env.clock.advance(by: wait)
        hide(env)
        XCTAssertEqual(env.center.visibleBannerIDs, [], "\(name): off the stack at once", line: line)
        env.clock.advance(by: BannerLook.reflowDuration)
        XCTAssertNil(env.center.bannerStack, "\(name): gone once its vanish has run", line: line)
        env.assertIdle(name, line: line)
    }

    func testHidesDuringPopInTakeEffect() {
        onMain {
            for wait in [0, 0.1, 0.25] {
                Self.check("hide by id after \(wait) s", wait: wait) { env in
                    env.center.hideBanners(id: "a")
                    env.center.hideBanners(id: "b")
                }
                Self.check("hide all after \(wait) s", wait: wait) { env in env.center.hideBanners() }
            }
        }
    }

    func testHideDuringAReflowTakesEffect() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a", "b", "c"])
            env.clock.advance(by: 1)
            env.center.hideBanners(id: "a")  // b and c move up for 0.5 s
            env.clock.advance(by: 0.1)
            env.center.hideBanners()
            XCTAssertEqual(env.center.visibleBannerIDs, [])
            env.clock.advance(by: BannerLook.reflowDuration)
            env.assertIdle("hide all during a reflow")
        }
    }

    func testHideDuringTheSlideOffTheTopIsNotNeeded() {
        onMain {
            // A banner pushed out by a newer one is already leaving: a hide of it is a no-op, and
            // it is gone within its 0.5 s slide.
            let env = BannerTest.environment()
            env.center.bannerConfiguration.capacity = 1
            BannerTest.show(env, ["a"])
            env.clock.advance(by: 1)
            BannerTest.show(env, ["b"])
            env.clock.advance(by: 0.1)
            env.center.hideBanners(id: "a")
            env.center.hideBanners()
            XCTAssertEqual(env.center.visibleBannerIDs, [])
            env.clock.advance(by: BannerLook.reflowDuration)
            env.assertIdle("hide during the slide")
        }
    }
}
