import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class BannerTouchTests: XCTestCase {
    func testOnlyBannersTakeTouchesEverythingElsePassesThrough() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a", "b", "c"])
            env.clock.advance(by: 1)
            let overlay = env.center.overlay
            let a = BannerTest.banner(env, "a")!
            XCTAssertTrue(overlay.hitTest(HUDPoint(195, 79)).map(a.owns) ?? false, "on a banner")
            XCTAssertTrue(overlay.hitTest(HUDPoint(150, 90)) === a.view.pill, "the avatar is part of the pill")
            XCTAssertTrue(overlay.hitTest(HUDPoint(275, 79)) === a.view.close, "the close button's touch area")
            for p in [
                HUDPoint(195, 108),  // between two banners
                HUDPoint(100, 79),  // beside, left
                HUDPoint(290, 137),  // beside, right
                HUDPoint(112, 57),  // outside the pill's rounded corner
                HUDPoint(195, 30),  // above, in the status bar
                HUDPoint(195, 500),
            ] {  // the app below
                XCTAssertNil(overlay.hitTest(p), "\(p) passes through")
                XCTAssertFalse(env.center.handleTap(at: p), "\(p) passes through")
                XCTAssertFalse(env.center.handleTouchDown(at: p))
            }
        }
    }

    func testTouchesPassThroughWhileBannersAnimate() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a", "b", "c"])
            env.clock.advance(by: 1)
            env.center.hideBanners(id: "b")
            env.clock.advance(by: 0.1)
            let overlay = env.center.overlay
            // b is fading out at 137 and c is moving up through it; hit testing uses the model (as UIKit).
            XCTAssertTrue(
                overlay.hitTest(HUDPoint(195, 137)).map { BannerTest.banner(env, "c")!.owns($0) } ?? false,
                "c's new slot takes touches at once")
            XCTAssertNil(overlay.hitTest(HUDPoint(195, 195)), "c's old slot passes through")
            BannerTest.show(env, ["d"])
            XCTAssertTrue(
                overlay.hitTest(HUDPoint(195, 195)).map { BannerTest.banner(env, "d")!.owns($0) } ?? false,
                "a banner fading in takes touches")
            env.center.hideBanners()
            XCTAssertNil(overlay.hitTest(HUDPoint(195, 79)), "vanishing banners take no touches")
            XCTAssertFalse(env.center.handleTap(at: HUDPoint(195, 137)))
        }
    }

    func testSwipeUpFasterThanTheThresholdDismisses() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a", "b"])
            env.clock.advance(by: 1)
            let a = BannerTest.pill(env, "a")!
            XCTAssertTrue(env.center.handleBannerPan(BannerPanEvent(.began, location: HUDPoint(195, 79))))
            XCTAssertTrue(
                env.center.handleBannerPan(BannerPanEvent(.changed, location: HUDPoint(195, 69), translation: HUDPoint(0, -10))))
            XCTAssertEqual(a.transform, .translation(0, -10), "follows the finger upwards")
            env.center.handleBannerPan(
                BannerPanEvent(.ended, location: HUDPoint(195, 69), translation: HUDPoint(0, -10), velocity: HUDPoint(0, -301)))
            XCTAssertEqual(env.center.visibleBannerIDs, ["b"])
            XCTAssertEqual(a.presentation(at: 1).transform, .translation(0, -10), "leaves from where it was dragged")
            XCTAssertEqual(a.transform, .translation(0, -(79 + 48)), "to above the screen")
            env.clock.advance(by: 0.25)
            XCTAssertNil(a.superlayer)
            XCTAssertEqual(BannerTest.shownY(env, "b", at: 1.5)!, 79, accuracy: 1e-9)
        }
    }

    func testSwipeSlowerThanTheThresholdAndShortSpringsBack() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a"])
            env.clock.advance(by: 1)
            let a = BannerTest.pill(env, "a")!
            env.center.handleBannerPan(BannerPanEvent(.began, location: HUDPoint(195, 79)))
            env.center.handleBannerPan(BannerPanEvent(.changed, location: HUDPoint(195, 69), translation: HUDPoint(0, -10)))
            env.center.handleBannerPan(
                BannerPanEvent(.ended, location: HUDPoint(195, 69), translation: HUDPoint(0, -10), velocity: HUDPoint(0, -299)))
            XCTAssertEqual(env.center.visibleBannerIDs, ["a"])
            XCTAssertEqual(a.transform, .identity)
            XCTAssertEqual(a.presentation(at: 1).transform, .translation(0, -10), "springs back from where it is")
            XCTAssertEqual(a.presentation(at: 1.3).transform, .identity)
        }
    }

    func testDragDistanceDismissesUnlessFlickedBackDown() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a", "b"])
            env.clock.advance(by: 1)
            env.center.handleBannerPan(BannerPanEvent(.began, location: HUDPoint(195, 137)))
            env.center.handleBannerPan(
                BannerPanEvent(.ended, location: HUDPoint(195, 107), translation: HUDPoint(0, -30), velocity: HUDPoint(0, 400)))
            XCTAssertEqual(env.center.visibleBannerIDs, ["a", "b"], "flicked back down: stays")
            env.center.handleBannerPan(BannerPanEvent(.began, location: HUDPoint(195, 137)))
            env.center.handleBannerPan(
                BannerPanEvent(.ended, location: HUDPoint(195, 107), translation: HUDPoint(0, -30), velocity: .zero))
            XCTAssertEqual(env.center.visibleBannerIDs, ["a"], "dragged past half its height and let go: dismissed")
            env.center.handleBannerPan(BannerPanEvent(.began, location: HUDPoint(195, 79)))
            env.center.handleBannerPan(
                BannerPanEvent(
                    .cancelled, location: HUDPoint(195, 49), translation: HUDPoint(0, -30), velocity: HUDPoint(0, -900)))
            XCTAssertEqual(env.center.visibleBannerIDs, ["a"], "a cancelled pan never dismisses")
        }
    }

    func testDownwardDragRubberBands() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a"])
            env.clock.advance(by: 1)
            let a = BannerTest.pill(env, "a")!
            env.center.handleBannerPan(BannerPanEvent(.began, location: HUDPoint(195, 79)))
            env.center.handleBannerPan(BannerPanEvent(.changed, location: HUDPoint(195, 127), translation: HUDPoint(0, 48)))
            // 48 · (1 − 1/(0.55 + 1)) = 17.032…
            XCTAssertEqual(a.transform.m42, 48 * (1 - 1 / 1.55), accuracy: 1e-9)
            env.center.handleBannerPan(BannerPanEvent(.changed, location: HUDPoint(195, 1079), translation: HUDPoint(0, 1000)))
            XCTAssertLessThan(a.transform.m42, 48, "never further than one pill height")
            env.center.handleBannerPan(
                BannerPanEvent(.ended, location: HUDPoint(195, 1079), translation: HUDPoint(0, 1000), velocity: HUDPoint(0, 2000))
            )
            XCTAssertEqual(env.center.visibleBannerIDs, ["a"])
            XCTAssertEqual(a.transform, .identity)
        }
    }

    func testPanOutsideBannersIsNotTaken() {
        onMain {
            let env = BannerTest.environment()
            XCTAssertFalse(env.center.handleBannerPan(BannerPanEvent(.began, location: HUDPoint(195, 79))), "no banners at all")
            BannerTest.show(env, ["a"])
            XCTAssertFalse(env.center.handleBannerPan(BannerPanEvent(.began, location: HUDPoint(20, 600))))
            XCTAssertFalse(
                env.center.handleBannerPan(BannerPanEvent(.changed, location: HUDPoint(20, 500), translation: HUDPoint(0, -100))))
            XCTAssertFalse(
                env.center.handleBannerPan(
                    BannerPanEvent(
                        .ended, location: HUDPoint(20, 500), translation: HUDPoint(0, -100), velocity: HUDPoint(0, -900))))
            XCTAssertEqual(env.center.visibleBannerIDs, ["a"])
        }
    }

    func testVanishPausesWhileTouchedAndResumesWithTheTimeLeft() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a"])
            env.clock.advance(by: 2)
            XCTAssertTrue(env.center.handleTouchDown(at: HUDPoint(195, 79)))
            env.clock.advance(by: 8)  // t = 10, well past 5 s
            XCTAssertEqual(env.center.visibleBannerIDs, ["a"], "held")
            XCTAssertEqual(env.clock.pendingCount, 0, "no timer runs while held")
            XCTAssertTrue(env.center.handleTouchUp(at: HUDPoint(195, 79)))
            env.clock.advance(by: 2.99)
            XCTAssertEqual(env.center.visibleBannerIDs, ["a"])
            env.clock.advance(by: 0.01)  // 3 s left at touch-down
            XCTAssertEqual(env.center.visibleBannerIDs, [])
            XCTAssertFalse(env.center.handleTouchUp(at: .zero), "nothing touched")
        }
    }

    func testPanHoldsTheTimerUntilItEnds() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a"])
            env.clock.advance(by: 4)
            env.center.handleTouchDown(at: HUDPoint(195, 79))
            env.center.handleBannerPan(BannerPanEvent(.began, location: HUDPoint(195, 79)))
            env.center.handleTouchUp(at: HUDPoint(195, 79))  // UIKit may end the touch when the pan takes over
            env.clock.advance(by: 5)
            XCTAssertEqual(env.center.visibleBannerIDs, ["a"], "the drag still holds it")
            env.center.handleBannerPan(BannerPanEvent(.ended, location: HUDPoint(195, 79)))
            env.clock.advance(by: 0.99)
            XCTAssertEqual(env.center.visibleBannerIDs, ["a"])
            env.clock.advance(by: 0.01)
            XCTAssertEqual(env.center.visibleBannerIDs, [])
        }
    }

    func testANewPanOffTheBannersEndsTheDragBefore() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a"])
            env.clock.advance(by: 1)
            XCTAssertTrue(
                env.center.handleBannerPan(BannerPanEvent(.began, location: HUDPoint(195, 79), translation: HUDPoint(0, -20))))
            XCTAssertNotEqual(BannerTest.pill(env, "a")!.transform, .identity)
            // A second pan that begins off the banners: the first banner springs back and is no longer dragged.
            XCTAssertFalse(env.center.handleBannerPan(BannerPanEvent(.began, location: HUDPoint(20, 600))))
            XCTAssertEqual(BannerTest.pill(env, "a")!.transform, .identity)
            XCTAssertFalse(
                env.center.handleBannerPan(BannerPanEvent(.changed, location: HUDPoint(20, 500), translation: HUDPoint(0, -100))))
            XCTAssertEqual(BannerTest.pill(env, "a")!.transform, .identity, "the banner no longer follows a finger")
            XCTAssertFalse(
                env.center.handleBannerPan(
                    BannerPanEvent(
                        .ended, location: HUDPoint(20, 500), translation: HUDPoint(0, -100), velocity: HUDPoint(0, -900))))
            XCTAssertEqual(env.center.visibleBannerIDs, ["a"], "nor does the other pan swipe it away")
        }
    }
}
