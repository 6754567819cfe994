import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// MBProgressHUD cuts a running show or hide animation short when a non-animated call comes
/// (`showUsingAnimation:`/`hideUsingAnimation:` remove the running animations first): the
/// headless class does the same and leaves nothing scheduled on the clock.
final class MBProgressHUDInterruptionTests: XCTestCase {
    @MainActor
    private static func shown(_ env: HUDTestEnvironment) -> (HeadlessContainer, MBProgressHUD) {
        let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
        let hud = MBProgressHUD.showAdded(to: view, animated: true)
        return (view, hud)
    }

    func testNonAnimatedHideDuringAnimatedHideLeavesNothingScheduled() {
        onMain {
            for animationType in [MBProgressHUDAnimation.fade, .zoom, .zoomIn, .zoomOut] {
                let env = HUDTestEnvironment()
                let (_, hud) = Self.shown(env)
                hud.animationType = animationType
                env.clock.advance(by: 1)
                var completions = 0
                hud.completionBlock = { completions += 1 }
                hud.hide(animated: true)
                env.clock.advance(by: 0.1)
                hud.hide(animated: false)
                XCTAssertNil(hud.superview, "\(animationType)")
                XCTAssertEqual(hud.alpha, 0, "\(animationType)")
                XCTAssertNil(hud.engine.shownView, "\(animationType)")
                XCTAssertEqual(completions, 1, "\(animationType)")
                XCTAssertEqual(hud.engine.pendingTimerCount, 0, "\(animationType)")
                XCTAssertEqual(env.clock.pendingCount, 0, "\(animationType): nothing left on the clock")
            }
        }
    }

    func testNonAnimatedHideDuringAnimatedShowLeavesNothingScheduled() {
        onMain {
            let env = HUDTestEnvironment()
            let (_, hud) = Self.shown(env)
            env.clock.advance(by: 0.1)
            XCTAssertTrue(hud.engine.isAnimating)
            hud.hide(animated: false)
            XCTAssertNil(hud.superview)
            XCTAssertNil(hud.engine.shownView)
            XCTAssertEqual(hud.engine.pendingTimerCount, 0)
            XCTAssertEqual(env.clock.pendingCount, 0)
        }
    }

    func testNonAnimatedShowDuringAnimatedHideShowsAtOnce() {
        onMain {
            let env = HUDTestEnvironment()
            let (view, hud) = Self.shown(env)
            env.clock.advance(by: 1)
            hud.hide(animated: true)
            env.clock.advance(by: 0.1)
            hud.show(animated: false)
            XCTAssertTrue(hud.superview === view)
            XCTAssertEqual(hud.alpha, 1)
            XCTAssertFalse(hud.engine.isAnimating, "the hide animation is cut")
            XCTAssertEqual(hud.engine.shownView?.root.presentation(at: env.clock.now).opacity, 1)
            XCTAssertEqual(hud.engine.pendingTimerCount, 0)
            XCTAssertEqual(env.clock.pendingCount, 0)
        }
    }

    func testNonAnimatedShowDuringAnimatedShowEndsItAtOnce() {
        onMain {
            let env = HUDTestEnvironment()
            let (_, hud) = Self.shown(env)
            env.clock.advance(by: 0.1)
            hud.show(animated: false)
            XCTAssertFalse(hud.engine.isAnimating, "the show animation is cut")
            XCTAssertEqual(hud.engine.shownView?.root.presentation(at: env.clock.now).opacity, 1)
            XCTAssertEqual(env.clock.pendingCount, 0)
        }
    }
}
