import XCTest

@testable import OverlayHUD
@testable import OverlayHUDSoftware

final class TouchRoutingTests: XCTestCase {
    func testEmptyOverlayPassesEverythingThrough() {
        onMain {
            let overlay = Overlay()
            XCTAssertFalse(TouchRouting.route(Point(100, 100), in: overlay).isCaptured)
        }
    }

    func testInteractiveLayerCapturesAndTheRestPassesThrough() {
        onMain {
            let overlay = Overlay()
            let card = Layer.make("card", frame: Rect(50, 50, 100, 100), color: .black)
            let button = Layer.make("button", frame: Rect(10, 10, 30, 30))
            button.isInteractive = true
            card.addSublayer(button)
            overlay.rootLayer.addSublayer(card)
            guard case .overlay(let hit) = TouchRouting.route(Point(70, 70), in: overlay) else { return XCTFail() }
            XCTAssertTrue(hit === button)
            XCTAssertFalse(TouchRouting.route(Point(120, 120), in: overlay).isCaptured, "non-interactive card passes through")
            XCTAssertFalse(TouchRouting.route(Point(5, 5), in: overlay).isCaptured, "outside everything")
            XCTAssertFalse(TouchRouting.route(Point(.nan, 70), in: overlay).isCaptured)
            button.isHidden = true
            XCTAssertFalse(TouchRouting.route(Point(70, 70), in: overlay).isCaptured, "hidden layers are never hit")
        }
    }

    func testMaskingHUDBlocksTheApp() {
        onMain {
            let env = HUDTestEnvironment()
            var config = WaitingHUDConfiguration(label: "Saving")
            config.graceTime = 0
            config.style.maskType = .black
            env.center.showWaiting(config)
            XCTAssertTrue(TouchRouting.route(Point(5, 5), in: env.center.overlay).isCaptured)
            XCTAssertTrue(env.center.handle(.tap(Point(5, 5))))
        }
    }

    func testHostEventsReachTheCenter() {
        onMain {
            let env = HUDTestEnvironment()
            XCTAssertFalse(env.center.handle(.tap(Point(10, 10))), "nothing shown: the tap passes through")
            XCTAssertFalse(env.center.handle(.panBegan(Point(10, 10))))
            XCTAssertFalse(env.center.handle(.panCancelled))
            XCTAssertEqual(HostInputEvent.panChanged(Point(1, 2), translation: Size(3, 4)).point, Point(1, 2))
            XCTAssertEqual(HostInputEvent.panEnded(Point(5, 6), translation: .zero, velocity: .zero).point, Point(5, 6))
            XCTAssertEqual(HostInputEvent.tap(Point(7, 8)).point, Point(7, 8))
            XCTAssertNil(HostInputEvent.panCancelled.point)
            XCTAssertEqual(HostInputEvent.touchDown(Point(1, 1)).point, Point(1, 1))
            XCTAssertFalse(env.center.handle(.touchDown(Point(10, 10))), "no banner under the finger")
        }
    }

    /// The host's pan and touch events drive a banner exactly as the banner API does.
    func testHostPanSwipesABannerAwayAndTouchPausesIt() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showBanner(BannerInfo(id: "a", title: "Sone"))
            env.center.showBanner(BannerInfo(id: "b", title: "Mia"))
            env.clock.advance(by: 1)
            // Touching a banner pauses its 5 s vanish timer until the finger lifts.
            XCTAssertTrue(env.center.handle(.touchDown(Point(195, 137))))
            env.clock.advance(by: 10)
            XCTAssertEqual(env.center.visibleBannerIDs, ["b"], "the untouched banner vanished, the touched one stayed")
            XCTAssertTrue(env.center.handle(.touchUp(Point(195, 137))))
            // The remaining banner is now the top one: swipe it up faster than the threshold.
            env.clock.advance(by: 1)
            XCTAssertTrue(env.center.handle(.panBegan(Point(195, 79))))
            XCTAssertTrue(env.center.handle(.panChanged(Point(195, 69), translation: Size(0, -10))))
            XCTAssertTrue(env.center.handle(.panEnded(Point(195, 69), translation: Size(0, -10), velocity: Size(0, -400))))
            XCTAssertEqual(env.center.visibleBannerIDs, [])
        }
    }
}
