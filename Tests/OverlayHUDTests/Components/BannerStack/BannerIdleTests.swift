import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Once the last banner has gone, whichever way it went, nothing is left scheduled or animating.
final class BannerIdleTests: XCTestCase {
    /// Shows banners, lets them settle, runs `exit`, lets every animation end, then checks idle.
    @MainActor
    private static func check(
        _ name: String, ids: [String] = ["a", "b"], configure: (inout BannerConfiguration) -> Void = { _ in },
        exit: (HUDTestEnvironment) -> Void, line: UInt = #line
    ) {
        let env = HUDTestEnvironment()
        var configuration = BannerConfiguration()
        configure(&configuration)
        env.center.bannerConfiguration = configuration
        BannerTest.show(env, ids)
        env.clock.advance(by: 1)
        exit(env)
        // Long enough for any exit animation, far shorter than a banner's life: a timer left
        // behind by a banner that has gone is still pending here.
        env.clock.advance(by: 1)
        XCTAssertEqual(env.center.visibleBannerIDs, [], name, line: line)
        XCTAssertNil(env.center.bannerStack, "\(name): the stack is released", line: line)
        env.assertIdle(name, line: line)
    }

    func testEveryWayOutLeavesNothingRunning() {
        onMain {
            Self.check("auto-vanish") { env in env.clock.advance(by: 5) }
            Self.check("hide by id") { env in
                env.center.hideBanners(id: "a")
                env.center.hideBanners(id: "b")
            }
            Self.check("hide all") { env in env.center.hideBanners() }
            Self.check("overflow, then vanish", ids: ["a", "b", "c", "d", "e"]) { env in env.clock.advance(by: 5) }
            Self.check("close buttons") { env in
                for id in ["a", "b"] {
                    guard let close = BannerTest.closeCenter(env, id) else { return XCTFail("no close button for \(id)") }
                    env.center.handleTap(at: close)
                    env.clock.advance(by: 1)
                }
            }
            Self.check("tap to vanish", configure: { $0.dismissesOnTap = true }) { env in
                for id in ["a", "b"] {
                    guard let pill = BannerTest.pill(env, id) else { return XCTFail("no banner \(id)") }
                    env.center.handleTap(at: pill.frame.center)
                    env.clock.advance(by: 1)
                }
            }
            Self.check("swipe up") { env in
                for id in ["a", "b"] {
                    guard let pill = BannerTest.pill(env, id) else { return XCTFail("no banner \(id)") }
                    let start = pill.frame.center
                    let end = HUDPoint(start.x, start.y - 10)
                    env.center.handleBannerPan(BannerPanEvent(.began, location: start))
                    env.center.handleBannerPan(BannerPanEvent(.changed, location: end, translation: HUDPoint(0, -10)))
                    env.center.handleBannerPan(
                        BannerPanEvent(.ended, location: end, translation: HUDPoint(0, -10), velocity: HUDPoint(0, -1000)))
                    env.clock.advance(by: 1)
                }
            }
            Self.check("a finger left on a banner is lifted") { env in
                guard let pill = BannerTest.pill(env, "a") else { return XCTFail("no banner a") }
                env.center.handleTouchDown(at: pill.frame.center)
                env.clock.advance(by: 10)
                env.center.handleTouchUp(at: pill.frame.center)
                env.clock.advance(by: 5)
            }
        }
    }
}
