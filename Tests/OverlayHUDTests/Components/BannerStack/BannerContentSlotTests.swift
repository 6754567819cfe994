import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Your own view in a banner (issue 21, point 6): the engine sizes the banner from the view's
/// measurement, and the view's slot stacks, moves, swipes and fades with the banner, is re-laid
/// out when the view changes size, and is let go when the banner leaves.
///
/// On the default iPhone with the tests' 8 pt top margin (``BannerTest``) the stack starts at
/// y 55 and banners are 10 pt apart; the widest banner is 390 − 16 = 374 pt.
final class BannerContentSlotTests: XCTestCase {
    @MainActor
    static func content(_ env: HUDTestEnvironment, _ id: String) -> HUDLayer? {
        BannerTest.pill(env, id)?.firstLayer(named: "bannerContent")
    }

    @MainActor
    static func seen(_ env: HUDTestEnvironment, _ id: String, at t: Double? = nil) -> HUDRect? {
        content(env, id).map { ContentSlotPopupTests.seen($0, at: t ?? env.clock.now).frame }
    }

    @MainActor
    static func showSlot(_ env: HUDTestEnvironment, _ id: String, _ view: HeadlessContentView) -> HUDContentSlotID {
        let slot = env.host.register(view)
        env.center.showBanner(BannerTest.info(id, "Custom \(id)"), contentSlot: slot)
        return slot
    }

    func testTheBannerIsSizedFromTheViewAndStacksWithTheOthers() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            env.center.showBanner(BannerTest.info("a"))
            let view = HeadlessContentView(size: HUDSize(250, 80))
            let slot = Self.showSlot(env, "v", view)
            env.center.showBanner(BannerTest.info("b"))
            let content = try XCTUnwrap(Self.content(env, "v"))
            XCTAssertEqual(content.contentSlot, slot)
            XCTAssertEqual(content.frame, HUDRect(0, 0, 250, 80), "the slot fills the banner")
            XCTAssertTrue(content.masksToBounds, "the view is clipped to its banner")
            let pill = try XCTUnwrap(BannerTest.pill(env, "v"))
            XCTAssertEqual(pill.bounds, HUDRect(0, 0, 250, 80))
            XCTAssertEqual(pill.shadowOpacity, 0, "the view draws its own look")
            XCTAssertEqual(pill.position, HUDPoint(195, 113 + 40), "below the first banner: 55 + 48 + 10")
            XCTAssertEqual(BannerTest.pill(env, "b")?.position, HUDPoint(195, 203 + 24), "the next one below it: 153 + 40 + 10")
            XCTAssertNil(pill.firstLayer(named: "bannerClose"), "none of the seed's parts")
            XCTAssertEqual(view.measureCount, 1)
            XCTAssertEqual(env.center.overlay.contentSlots.slots, [slot])
            XCTAssertEqual(env.center.overlay.contentSlot(at: HUDPoint(195, 153)), slot, "a touch there is the view's")
        }
    }

    /// The slot's frame on screen follows the banner: reflow, drag, swipe away.
    func testTheSlotFollowsTheBannerThroughItsMotion() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            env.center.showBanner(BannerTest.info("a"))
            _ = Self.showSlot(env, "v", HeadlessContentView(size: HUDSize(250, 80)))
            env.clock.advance(by: 1)
            XCTAssertEqual(Self.seen(env, "v"), HUDRect(70, 113, 250, 80))
            // The banner above leaves: the slot glides up with its banner in 0.5 s.
            env.center.hideBanners(id: "a")
            let t0 = env.clock.now
            XCTAssertEqual(Self.seen(env, "v", at: t0)?.minY ?? 0, 113, accuracy: 1e-9)
            let middle = try XCTUnwrap(Self.seen(env, "v", at: t0 + 0.25))
            XCTAssertTrue(middle.minY < 113 && middle.minY > 55, "\(middle)")
            XCTAssertEqual(Self.seen(env, "v", at: t0 + 0.5), HUDRect(70, 55, 250, 80))
            env.clock.advance(by: 1)
            let content = try XCTUnwrap(Self.content(env, "v"))
            // Dragged up 30 pt, it follows the finger; flicked, it slides off the top and fades.
            XCTAssertTrue(env.center.handleBannerPan(BannerPanEvent(.began, location: HUDPoint(195, 95))))
            env.center.handleBannerPan(BannerPanEvent(.changed, location: HUDPoint(195, 65), translation: HUDPoint(0, -30)))
            XCTAssertEqual(Self.seen(env, "v"), HUDRect(70, 25, 250, 80))
            env.center.handleBannerPan(
                BannerPanEvent(.ended, location: HUDPoint(195, 65), translation: HUDPoint(0, -30), velocity: HUDPoint(0, -900)))
            let t1 = env.clock.now
            let leaving = ContentSlotPopupTests.seen(content, at: t1 + 0.2)
            XCTAssertLessThan(leaving.frame.minY, 25, "slides up with its banner")
            XCTAssertLessThan(leaving.opacity, 0.5, "fades with its banner")
        }
    }

    func testASizeChangeReLaysOutTheStack() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            let view = HeadlessContentView(size: HUDSize(250, 80))
            let slot = Self.showSlot(env, "v", view)
            env.center.showBanner(BannerTest.info("b"))
            env.clock.advance(by: 1)
            let commits = env.host.commitCount
            view.sizeThatFits = { _ in HUDSize(300, 120) }
            env.host.contentViewDidChangeSize(slot)
            XCTAssertEqual(Self.content(env, "v")?.frame, HUDRect(0, 0, 300, 120))
            XCTAssertEqual(BannerTest.pill(env, "v")?.position, HUDPoint(195, 55 + 60))
            XCTAssertEqual(BannerTest.pill(env, "b")?.position, HUDPoint(195, 185 + 24), "moves down: 55 + 120 + 10")
            XCTAssertEqual(BannerTest.shownY(env, "b"), 55 + 80 + 10 + 24, "from where it was shown (animated)")
            XCTAssertEqual(env.host.commitCount, commits + 1, "one commit shows it")
            env.clock.advance(by: 0.5)
            XCTAssertEqual(BannerTest.shownY(env, "b"), 209)
        }
    }

    func testTheViewIsReleasedWhenItsBannerLeavesEveryWay() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            let timedOut = Self.showSlot(env, "t", HeadlessContentView(size: HUDSize(200, 60)))
            env.clock.advance(by: 1)
            let hidden = Self.showSlot(env, "h", HeadlessContentView(size: HUDSize(200, 60)))
            let atOnce = Self.showSlot(env, "o", HeadlessContentView(size: HUDSize(200, 60)))
            env.center.hideBanners(id: "o")
            XCTAssertNil(env.host.view(in: atOnce), "hidden the instant it came: let go at once")
            weak var banner: StackedBanner?
            banner = BannerTest.banner(env, "h")
            env.clock.advance(by: 0.5)
            env.center.hideBanners(id: "h")
            XCTAssertNotNil(env.host.view(in: hidden), "kept while it fades out")
            env.clock.advance(by: 0.3)
            XCTAssertNil(env.host.view(in: hidden))
            XCTAssertNil(banner, "the banner is released")
            env.clock.advance(by: 4)
            XCTAssertNil(env.host.view(in: timedOut), "timed out after 5 s and slid away")
            XCTAssertEqual(env.host.contentViewCount, 0)
            XCTAssertEqual(env.center.overlay.contentSlots.slots, [])
            env.host.contentViewDidChangeSize(timedOut)  // a late report: no-op
            env.assertIdle()
        }
    }

    func testARepeatIsDroppedAndItsViewLetGo() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            let first = Self.showSlot(env, "v", HeadlessContentView(size: HUDSize(200, 60)))
            let second = Self.showSlot(env, "v", HeadlessContentView(size: HUDSize(220, 70)))
            XCTAssertEqual(env.center.visibleBannerIDs, ["v"])
            XCTAssertNil(env.host.view(in: second), "the dropped repeat's view is let go")
            XCTAssertNotNil(env.host.view(in: first))
            XCTAssertEqual(Self.content(env, "v")?.contentSlot, first)
        }
    }

    func testTapsSwipesAndVoiceOverAreTheBannersOwn() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            var tapped: [String] = []
            env.center.onBannerTap = { tapped.append($0.id) }
            let slot = env.host.register(HeadlessContentView(size: HUDSize(250, 80)))
            env.center.showBanner(BannerInfo(id: "v", title: "Mia", subtitle: "is calling you"), contentSlot: slot)
            env.clock.advance(by: 1)
            XCTAssertEqual(
                env.host.accessibilityDump,
                """
                not modal
                  "Mia, is calling you" [button] (70, 55, 250, 80) banner
                """, "read as a banner, by its info")
            XCTAssertTrue(env.center.handleTouchDown(at: HUDPoint(195, 95)), "a finger on the view holds the banner")
            env.clock.advance(by: 10)
            XCTAssertEqual(env.center.visibleBannerIDs, ["v"])
            env.center.handleTouchUp(at: HUDPoint(195, 95))
            env.center.handleTap(at: HUDPoint(195, 95))
            XCTAssertEqual(tapped, ["v"], "a tap on the view is the banner's tap too")
            XCTAssertTrue(env.host.activateAccessibilityElement(labeled: "Mia, is calling you"))
            XCTAssertEqual(tapped, ["v", "v"])
        }
    }

    func testTheViewIsNotMirroredRightToLeft() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            env.host.traitsDidChange(to: OverlayTraits(interfaceStyle: .dark, layoutDirection: .rightToLeft))
            _ = Self.showSlot(env, "v", HeadlessContentView(size: HUDSize(250, 80)))
            XCTAssertEqual(Self.content(env, "v")?.frame, HUDRect(0, 0, 250, 80), "the view mirrors itself")
            XCTAssertNil(BannerTest.pill(env, "v")?.backgroundColor, "no colour of the engine's, dark or not")
        }
    }
}
