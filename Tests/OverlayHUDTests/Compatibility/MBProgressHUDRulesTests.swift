import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// MBProgressHUD.m's rules where apps notice them, one test each, on the manual clock.
final class MBProgressHUDRulesTests: XCTestCase {
    func testTheHUDBlocksTouchesToItsContainerUntilRemoved() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD.showAdded(to: view, animated: true)
            XCTAssertTrue(view.hitTest(HUDPoint(10, 10)) === hud, "MB's full-size view takes touches outside the bezel")
            hud.hide(animated: true)
            env.clock.advance(by: 0.2)
            XCTAssertTrue(view.hitTest(HUDPoint(10, 10)) === hud, "still blocking while animating out")
            env.clock.advance(by: 0.1)
            XCTAssertNil(view.hitTest(HUDPoint(10, 10)), "removed")
            let passThrough = MBProgressHUD.showAdded(to: view, animated: false)
            passThrough.isUserInteractionEnabled = false
            XCTAssertNil(view.hitTest(HUDPoint(10, 10)))
        }
    }

    func testMinShowTimeAndAnimationTypeAreReadWhenHiding() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD.showAdded(to: view, animated: true)
            env.clock.advance(by: 0.5)
            hud.minShowTime = 2
            hud.animationType = .zoomOut
            hud.hide(animated: true)
            env.clock.advance(by: 1)
            XCTAssertEqual(hud.alpha, 1, "min show time set after the show still counts")
            env.clock.advance(by: 0.5)
            guard let bezel = hud.engine.view?.bezel else { return XCTFail("the HUD left before its minimum show time") }
            XCTAssertEqual(bezel.transform, .scale(0.5, 0.5), "zoomOut read when animating out")
        }
    }

    func testAnimatedHideAfterNonAnimatedShowAnimates() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD.showAdded(to: view, animated: false)
            hud.hide(animated: true)
            XCTAssertTrue(hud.engine.isAnimating)
            XCTAssertTrue(hud.superview === view)
            env.clock.advance(by: 0.3)
            XCTAssertNil(hud.superview)
        }
    }

    func testMinShowTimeCountsFromTheReShow() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD(view: view)
            view.addSubview(hud)
            hud.minShowTime = 1
            hud.show(animated: true)
            env.clock.advance(by: 1.2)
            hud.hide(animated: true)
            env.clock.advance(by: 0.1)
            hud.show(animated: true)  // t = 1.3, during the hide animation
            hud.hide(animated: true)
            env.clock.advance(by: 0.5)
            XCTAssertEqual(hud.bezelView.alpha, 1, "shown again 0.5 s ago: the hide waits")
            env.clock.advance(by: 0.5 + 0.3)
            XCTAssertEqual(hud.alpha, 0)
        }
    }

    func testForViewSkipsAHUDWhoseHideIsPending() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let below = MBProgressHUD.showAdded(to: view, animated: false)
            let above = MBProgressHUD.showAdded(to: view, animated: false)
            above.minShowTime = 5
            above.hide(animated: true)  // pending for min show time
            XCTAssertTrue(MBProgressHUD.forView(view) === below, "MB marks it finished: the next call reaches the HUD beneath")
            XCTAssertTrue(MBProgressHUD.hide(for: view, animated: false))
            XCTAssertNil(MBProgressHUD.forView(view))
        }
    }

    func testProgressObjectIsFollowedAfterAReShow() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD(view: view)
            view.addSubview(hud)
            hud.mode = .determinateHorizontalBar
            let progress = Progress(totalUnitCount: 4)
            hud.progressObject = progress
            hud.show(animated: false)
            hud.hide(animated: false)
            env.clock.advance(by: 1)
            XCTAssertEqual(env.clock.pendingCount, 0, "not followed while hidden")
            hud.show(animated: false)
            progress.completedUnitCount = 3
            env.clock.advance(by: 0.05)
            XCTAssertEqual(hud.progress, 0.75)
            hud.hide(animated: false)
        }
    }

    func testHidingANeverShownHUDRunsCompletionAndDelegate() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD(view: view)
            var log: [String] = []
            hud.completionBlock = { log.append("completion") }
            hud.hide(animated: true)
            XCTAssertEqual(log, ["completion"])
        }
    }

    func testNonAnimatedHideDuringAnimatedHideEndsAtOnce() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD.showAdded(to: view, animated: true)
            var completions = 0
            hud.completionBlock = { completions += 1 }
            hud.hide(animated: true)
            env.clock.advance(by: 0.1)
            hud.hide(animated: false)
            XCTAssertNil(hud.superview)
            XCTAssertEqual(completions, 1)
            env.clock.advance(by: 1)
            XCTAssertEqual(completions, 1)
        }
    }

    func testAHiddenHUDStaysInItsViewAndCanBeShownAgain() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD(view: view)
            XCTAssertFalse(hud.removeFromSuperViewOnHide)
            view.addSubview(hud)
            hud.show(animated: true)
            hud.hide(animated: true)
            env.clock.advance(by: 0.3)
            XCTAssertTrue(hud.superview === view)
            XCTAssertEqual(hud.alpha, 0)
            XCTAssertNil(view.hitTest(HUDPoint(10, 10)), "an alpha-0 view lets touches through")
            hud.show(animated: true)
            env.clock.advance(by: 0.3)
            XCTAssertEqual(hud.alpha, 1)
            XCTAssertEqual(hud.bezelView.alpha, 1)
        }
    }

    func testTheButtonShowsWithATitleAndATarget() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD.showAdded(to: view, animated: false)
            hud.button.title = "Cancel"
            XCTAssertNil(hud.engine.view?.configuration.buttonTitle, "a title alone shows no button")
            var taps = 0
            hud.button.onTap = { taps += 1 }
            let button = try! XCTUnwrap(hud.engine.view?.button)
            XCTAssertFalse(button.isHidden)
            let p = try! XCTUnwrap(button.convert(button.bounds.center, to: nil))
            XCTAssertTrue(view.tap(at: p))
            XCTAssertEqual(taps, 1)
        }
    }

    func testTheHUDFollowsItsContainersBounds() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD.showAdded(to: view, animated: false)
            view.frame = HUDRect(0, 0, 844, 390)
            XCTAssertEqual(hud.frame.size, HUDSize(844, 390))
            let bezel = try! XCTUnwrap(hud.engine.view?.bezel)
            XCTAssertEqual(bezel.position, HUDPoint(422, 195))
        }
    }

    func testForViewGoesBySubviewOrder() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let first = MBProgressHUD.showAdded(to: view, animated: false)
            let second = MBProgressHUD.showAdded(to: view, animated: false)
            XCTAssertTrue(MBProgressHUD.forView(view) === second)
            view.addSubview(first)  // brought to the front
            XCTAssertTrue(MBProgressHUD.forView(view) === first)
        }
    }

    func testHideDuringGraceTimeCancelsTheShow() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD(view: view)
            view.addSubview(hud)
            hud.graceTime = 1
            hud.show(animated: true)
            hud.hide(animated: true)
            env.clock.advance(by: 2)
            XCTAssertEqual(hud.alpha, 0)
            XCTAssertNil(hud.engine.view)
            XCTAssertEqual(env.clock.pendingCount, 0)
        }
    }

    func testReShowDuringHideAnimationRunsTheInterruptedCompletion() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD.showAdded(to: view, animated: true)
            var log: [String] = []
            hud.completionBlock = { log.append("completion") }
            hud.hide(animated: true)
            env.clock.advance(by: 0.1)
            hud.show(animated: true)
            XCTAssertEqual(log, ["completion"], "UIKit calls the cut animation's completion; MB runs done without removing")
            XCTAssertTrue(hud.superview === view)
            env.clock.advance(by: 1)
            XCTAssertEqual(hud.alpha, 1)
            XCTAssertEqual(log, ["completion"])
        }
    }

    func testReleasedAfterHiding() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            weak var weakHUD: MBProgressHUD?
            do {
                let hud = MBProgressHUD.showAdded(to: view, animated: true)
                weakHUD = hud
                hud.hide(animated: true, afterDelay: 0.5)
            }
            env.clock.advance(by: 1)
            XCTAssertNil(weakHUD)
            XCTAssertEqual(env.clock.pendingCount, 0)
        }
    }
}
