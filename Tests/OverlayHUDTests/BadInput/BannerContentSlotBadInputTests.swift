import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Your own view in a banner at its worst (issue 21, "Bad input"): sizes it cannot mean, one view
/// or one slot handed to two banners, a view that changes size on every layout pass. Each has the
/// documented answer of popups' slots (`ContentSlotSizing`, `ContentSlotViews`, `ContentSlotTable`)
/// and nothing traps or loops.
final class BannerContentSlotBadInputTests: XCTestCase {
    /// The space a banner's view may fill on the 390 × 844 iPhone (safe area 47 / 34):
    /// 390 − 16 wide, 763 − 16 tall.
    private static let space = HUDSize(374, 747)

    func testEverySizeAViewCanAnswerGivesAUsableBanner() throws {
        try onMainThrowing {
            for w in SpecialValues.doubles {
                for h in [w, 60] {
                    let env = BannerTest.environment()
                    let slot = env.host.register(HeadlessContentView(size: HUDSize(w, h)))
                    env.center.showBanner(BannerTest.info("v"), contentSlot: slot)
                    let b = try XCTUnwrap(BannerTest.pill(env, "v")).bounds
                    XCTAssertTrue(
                        b.width >= 44 && b.width <= Self.space.width && b.height >= 44 && b.height <= Self.space.height,
                        "\(w) × \(h): \(b)")
                    XCTAssertEqual(BannerContentSlotTests.content(env, "v")?.frame, b)
                    XCTAssertTrue(try XCTUnwrap(BannerTest.pill(env, "v")).position.isFinite)
                }
            }
        }
    }

    func testZeroNegativeAndNaNBecomeTheMinimumAndHugeTheSpaceAvailable() throws {
        try onMainThrowing {
            let cases: [(HUDSize, HUDSize)] = [
                (HUDSize(0, 0), HUDSize(44, 44)), (HUDSize(-10, -1), HUDSize(44, 44)), (HUDSize(.nan, .nan), HUDSize(44, 44)),
                (HUDSize(.infinity, .infinity), Self.space), (HUDSize(1e9, 1e9), Self.space),
                (HUDSize(200, 1e9), HUDSize(200, 747)),
            ]
            for (answer, expected) in cases {
                let env = BannerTest.environment()
                let slot = env.host.register(HeadlessContentView(size: answer))
                env.center.showBanner(BannerTest.info("v"), contentSlot: slot)
                XCTAssertEqual(BannerTest.pill(env, "v")?.bounds.size, expected, "\(answer)")
            }
        }
    }

    func testTheSpaceFollowsTheScreenAndIsMeasuredAgainOnRotation() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            var proposals: [HUDSize] = []
            let slot = env.host.register(
                HeadlessContentView { proposed in
                    proposals.append(proposed)
                    return HUDSize(.infinity, 60)
                })
            env.center.showBanner(BannerTest.info("v"), contentSlot: slot)
            XCTAssertEqual(
                proposals, [Self.space, Self.space],
                "measured within the space available, then again at the width it gets (it answered +∞ wide)")
            env.host.screenDidChange(to: ScreenMetrics.iPhone.rotated(to: .landscapeLeft))
            let landscape = try XCTUnwrap(proposals.last)
            XCTAssertGreaterThan(landscape.width, 374, "wider in landscape: \(landscape)")
            XCTAssertEqual(BannerTest.pill(env, "v")?.bounds.width, landscape.width)
        }
    }

    func testTheSameViewHandedToTwoBannersIsTakenOverByTheSecond() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            let view = HeadlessContentView(size: HUDSize(250, 80))
            let first = env.host.register(view)
            env.center.showBanner(BannerTest.info("one"), contentSlot: first)
            let second = env.host.register(view)
            env.center.showBanner(BannerTest.info("two"), contentSlot: second)
            XCTAssertNil(env.host.view(in: first), "the earlier slot is left empty")
            env.center.bannerConfiguration = env.center.bannerConfiguration  // a re-layout measures again
            XCTAssertEqual(BannerTest.pill(env, "one")?.bounds.size, HUDSize(44, 44), "the empty slot: the minimum place")
            XCTAssertEqual(BannerTest.pill(env, "two")?.bounds.size, HUDSize(250, 80))
            env.clock.advance(by: 1)
            env.center.hideBanners(id: "one")
            env.clock.advance(by: 1)
            XCTAssertTrue(env.host.view(in: second) === view, "the first banner leaving does not take the view")
        }
    }

    func testTheSameSlotInTwoBannersIsLetGoWhenTheLastLeaves() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            env.center.bannerConfiguration.repetition = true
            let slot = env.host.register(HeadlessContentView(size: HUDSize(250, 80)))
            env.center.showBanner(BannerTest.info("one"), contentSlot: slot)
            env.center.showBanner(BannerTest.info("two"), contentSlot: slot)
            env.clock.advance(by: 1)
            env.center.hideBanners(id: "one")
            env.clock.advance(by: 1)
            XCTAssertNotNil(env.host.view(in: slot), "still shown by the other banner")
            XCTAssertEqual(env.center.overlay.contentSlots.slots, [slot])
            env.center.hideBanners(id: "two")
            env.clock.advance(by: 1)
            XCTAssertNil(env.host.view(in: slot))
            XCTAssertEqual(env.center.overlay.contentSlots.slots, [])
        }
    }

    func testAViewThatChangesSizeOnEveryLayoutPassDoesNotLoop() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            var side = 60.0
            let view = HeadlessContentView { _ in
                side += 1
                return HUDSize(200, side)
            }
            let slot = env.host.register(view)
            env.host.remeasuresContentOnCommit = true
            env.center.showBanner(BannerTest.info("v"), contentSlot: slot)
            XCTAssertLessThanOrEqual(view.measureCount, 9, "bounded at one instant: 3 re-layouts, each measured twice")
            let before = view.measureCount
            env.clock.advance(by: 0.3)
            XCTAssertLessThanOrEqual(view.measureCount - before, 10, "each later instant is bounded too")
            let h = try XCTUnwrap(BannerTest.pill(env, "v")).bounds.height
            XCTAssertTrue(h > 60 && h < 100, "the last accepted size: \(h)")
        }
    }

    func testAnEmptyOrUnknownSlotShowsTheMinimumAndNothingTraps() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            for raw in [0, 1, UInt64.max, HUDContentSlotID.firstEngineIssued] {
                env.center.bannerConfiguration.repetition = true
                env.center.showBanner(BannerTest.info("x\(raw)"), contentSlot: HUDContentSlotID(rawValue: raw))
                XCTAssertEqual(BannerTest.pill(env, "x\(raw)")?.bounds.size, HUDSize(44, 44))
            }
            env.center.hideBanners()
            env.clock.advance(by: 1)
            env.assertIdle()
        }
    }
}
