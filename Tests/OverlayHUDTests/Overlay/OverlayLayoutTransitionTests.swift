import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class OverlayLayoutTransitionTests: XCTestCase {
    func testARotationMovesTheHUDOverTheHostsDurationInsteadOfJumping() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting(WaitingHUDConfiguration(mode: .text, label: "turning"))
            env.clock.advance(by: 2)  // the show animation is over
            let hud = env.layer("waitingHUD")!
            let t0 = env.clock.now
            let oldCentre = hud.position
            let rotated = env.center.overlay.metrics.rotated(to: .landscapeLeft)
            env.center.screenDidChange(to: rotated, transitionDuration: 0.4)
            let newCentre = HUDPoint(hud.position.x, hud.position.y)
            XCTAssertNotEqual(oldCentre, newCentre, "the model is laid out at once")
            let start = hud.presentation(at: t0)
            XCTAssertEqual(start.position.x, oldCentre.x, accuracy: 1e-6, "the first frame shows the old place")
            XCTAssertEqual(start.bounds.size.width, 390, accuracy: 1e-6, "and the old size")
            let middle = hud.presentation(at: t0 + 0.2).position.x
            XCTAssertTrue(min(oldCentre.x, newCentre.x) < middle && middle < max(oldCentre.x, newCentre.x), "moving at half time")
            let end = hud.presentation(at: t0 + 0.4)
            XCTAssertEqual(end.position.x, newCentre.x, accuracy: 1e-6)
            XCTAssertEqual(end.bounds.size, HUDSize(844, 390))
            env.clock.advance(by: 0.5)
            XCTAssertFalse(hud.hasAnimations, "the move's animations are gone when done")
        }
    }

    func testALayerMovedWhileTheTreeChangedStillGlidesFromItsOldPlace() {
        onMain {
            let overlay = Overlay(metrics: .iPhone)
            let moving = HUDLayer(name: "moving")
            moving.position = HUDPoint(10, 10)
            overlay.rootLayer.addSublayer(moving)
            let arriving = HUDLayer(name: "arriving")
            let observer = RelayoutObserver {
                // The re-layout also puts a new layer in front of the one that moves.
                $0.rootLayer.insertSublayer(arriving, at: 0)
                moving.position = HUDPoint(100, 10)
            }
            overlay.addLayoutObserver(observer)
            let transition = OverlayLayoutTransition(duration: 0.4, beginTime: 5)!
            overlay.update(metrics: overlay.metrics.rotated(to: .landscapeLeft), transition: transition)
            XCTAssertEqual(moving.presentation(at: 5).position.x, 10, accuracy: 1e-9, "from its old place")
            XCTAssertEqual(moving.presentation(at: 5.4).position.x, 100, accuracy: 1e-9)
            XCTAssertFalse(arriving.hasAnimations, "a layer that was not there has no old place")
        }
    }

    func testWithoutATransitionOrWithABadDurationTheLayoutJumps() {
        onMain {
            XCTAssertNil(OverlayLayoutTransition(duration: 0, beginTime: 1))
            XCTAssertNil(OverlayLayoutTransition(duration: .nan, beginTime: 1))
            XCTAssertNil(OverlayLayoutTransition(duration: 0.3, beginTime: .infinity))
            let env = HUDTestEnvironment()
            env.center.showWaiting(WaitingHUDConfiguration(mode: .text, label: "turning"))
            env.clock.advance(by: 2)
            let hud = env.layer("waitingHUD")!
            env.center.screenDidChange(to: env.center.overlay.metrics.rotated(to: .landscapeLeft))
            XCTAssertFalse(hud.hasAnimations)
        }
    }
}

@MainActor
private final class RelayoutObserver: OverlayLayoutObserver {
    let relayout: (Overlay) -> Void
    init(_ relayout: @escaping (Overlay) -> Void) { self.relayout = relayout }
    func overlayDidChangeLayout(_ overlay: Overlay) { relayout(overlay) }
}
