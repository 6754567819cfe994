import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class TouchRoutingTests: XCTestCase {
    func testEmptyOverlayPassesEverythingThrough() {
        onMain {
            let overlay = Overlay()
            XCTAssertFalse(TouchRouting.route(HUDPoint(100, 100), in: overlay).isCaptured)
        }
    }

    func testInteractiveLayerCapturesAndTheRestPassesThrough() {
        onMain {
            let overlay = Overlay()
            let card = HUDLayer.make("card", frame: HUDRect(50, 50, 100, 100), color: .black)
            let button = HUDLayer.make("button", frame: HUDRect(10, 10, 30, 30))
            button.isInteractive = true
            card.addSublayer(button)
            overlay.rootLayer.addSublayer(card)
            guard case .overlay(let hit) = TouchRouting.route(HUDPoint(70, 70), in: overlay) else { return XCTFail() }
            XCTAssertTrue(hit === button)
            XCTAssertFalse(TouchRouting.route(HUDPoint(120, 120), in: overlay).isCaptured, "non-interactive card passes through")
            XCTAssertFalse(TouchRouting.route(HUDPoint(5, 5), in: overlay).isCaptured, "outside everything")
            XCTAssertFalse(TouchRouting.route(HUDPoint(.nan, 70), in: overlay).isCaptured)
            button.isHidden = true
            XCTAssertFalse(TouchRouting.route(HUDPoint(70, 70), in: overlay).isCaptured, "hidden layers are never hit")
        }
    }

    func testMaskingHUDBlocksTheApp() {
        onMain {
            let env = HUDTestEnvironment()
            var config = WaitingHUDConfiguration(label: "Saving")
            config.graceTime = 0
            config.style.maskType = .black
            env.center.showWaiting(config)
            XCTAssertTrue(TouchRouting.route(HUDPoint(5, 5), in: env.center.overlay).isCaptured)
            XCTAssertTrue(env.center.handle(.tap(HUDPoint(5, 5))))
        }
    }

    func testHostEventsReachTheCenter() {
        onMain {
            let env = HUDTestEnvironment()
            XCTAssertFalse(env.center.handle(.tap(HUDPoint(10, 10))), "nothing shown: the tap passes through")
            XCTAssertFalse(env.center.handle(.panBegan(HUDPoint(10, 10))))
            XCTAssertFalse(env.center.handle(.panCancelled))
            XCTAssertEqual(HostInputEvent.panChanged(HUDPoint(1, 2), translation: HUDSize(3, 4)).point, HUDPoint(1, 2))
            XCTAssertEqual(HostInputEvent.panEnded(HUDPoint(5, 6), translation: .zero, velocity: .zero).point, HUDPoint(5, 6))
            XCTAssertEqual(HostInputEvent.tap(HUDPoint(7, 8)).point, HUDPoint(7, 8))
            XCTAssertNil(HostInputEvent.panCancelled.point)
            XCTAssertEqual(HostInputEvent.touchDown(HUDPoint(1, 1)).point, HUDPoint(1, 1))
            XCTAssertFalse(env.center.handle(.touchDown(HUDPoint(10, 10))), "no banner under the finger")
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
            XCTAssertTrue(env.center.handle(.touchDown(HUDPoint(195, 137))))
            env.clock.advance(by: 10)
            XCTAssertEqual(env.center.visibleBannerIDs, ["b"], "the untouched banner vanished, the touched one stayed")
            XCTAssertTrue(env.center.handle(.touchUp(HUDPoint(195, 137))))
            // The remaining banner is now the top one: swipe it up faster than the threshold.
            env.clock.advance(by: 1)
            XCTAssertTrue(env.center.handle(.panBegan(HUDPoint(195, 79))))
            XCTAssertTrue(env.center.handle(.panChanged(HUDPoint(195, 69), translation: HUDSize(0, -10))))
            XCTAssertTrue(
                env.center.handle(.panEnded(HUDPoint(195, 69), translation: HUDSize(0, -10), velocity: HUDSize(0, -400))))
            XCTAssertEqual(env.center.visibleBannerIDs, [])
        }
    }
}
