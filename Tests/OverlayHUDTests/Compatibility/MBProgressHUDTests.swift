import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// MBProgressHUD's own suite (Demo/HudTests/HudTests.m), case by case, on the manual clock.
/// HudTests' MBTestHUDIsVisible.
@MainActor private func assertVisible(
    _ hud: MBProgressHUD, in view: HeadlessContainer, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(hud.superview === view, "added to the view", file: file, line: line)
    XCTAssertEqual(hud.alpha, 1, file: file, line: line)
    XCTAssertFalse(hud.isHidden, file: file, line: line)
    XCTAssertEqual(hud.bezelView.alpha, 1, file: file, line: line)
}

/// HudTests' MBTestHUDIsHidenAndRemoved.
@MainActor private func assertHiddenAndRemoved(
    _ hud: MBProgressHUD, from view: HeadlessContainer, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertFalse(view.subviews.contains { $0 === hud }, "not in the view", file: file, line: line)
    XCTAssertEqual(hud.alpha, 0, file: file, line: line)
    XCTAssertNil(hud.superview, file: file, line: line)
}

@MainActor private func makeView(_ env: HUDTestEnvironment) -> HeadlessContainer {
    HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
}

final class MBProgressHUDTests: XCTestCase {
    final class DelegateSpy: MBProgressHUDDelegate {
        var log: [String] = []
        var onHidden: (() -> Void)?
        func hudWasHidden(_ hud: MBProgressHUD) {
            log.append("delegate")
            onHidden?()
        }
    }

    func testInitializers() {
        onMain {
            let env = HUDTestEnvironment()
            let view = makeView(env)
            let hud = MBProgressHUD(view: view)
            XCTAssertEqual(hud.frame, view.bounds)
            XCTAssertNil(hud.superview, "init(view:) does not add the HUD")
            XCTAssertEqual(hud.alpha, 0, "invisible until shown")
            XCTAssertEqual(MBProgressHUD(frame: .zero, center: env.center).frame, .zero)
            XCTAssertFalse(hud.removeFromSuperViewOnHide, "MBProgressHUD's default")
            XCTAssertEqual(hud.margin, 20)
            XCTAssertEqual(hud.mode, .indeterminate)
            XCTAssertEqual(hud.animationType, .fade)
            // HudTests passes an unarchiver over empty data; here one over an empty archive.
            // (Its `initWithView:nil` throws: Swift's types rule that call out.)
            let archiver = NSKeyedArchiver(requiringSecureCoding: false)
            archiver.finishEncoding()
            let unarchiver = try! NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
            let archived = MBProgressHUD(coder: unarchiver)
            XCTAssertNotNil(archived)
            XCTAssertEqual(archived?.frame, .zero)
            let state: MBProgressHUDState = hud.hudState
            XCTAssertTrue(state === hud.hudState, "one state for the HUD's life (MBProgressHUDBehavior's)")
            XCTAssertTrue(hud.bezelView.superview === hud, "the background views belong to their HUD")
            XCTAssertTrue(hud.backgroundView.superview === hud)
        }
    }

    func testNonAnimatedConvenienceHUDPresentation() {
        onMain {
            let env = HUDTestEnvironment()
            let view = makeView(env)
            let hud = MBProgressHUD.showAdded(to: view, animated: false)
            assertVisible(hud, in: view)
            XCTAssertFalse(hud.engine.isAnimating, "the opacity is not animated")
            XCTAssertTrue(MBProgressHUD.forView(view) === hud)
            XCTAssertTrue(MBProgressHUD.hide(for: view, animated: false))
            assertHiddenAndRemoved(hud, from: view)
            XCTAssertFalse(MBProgressHUD.hide(for: view, animated: false))
        }
    }

    func testAnimatedConvenienceHUDPresentation() {
        onMain {
            let env = HUDTestEnvironment()
            let view = makeView(env)
            let spy = DelegateSpy()
            let hud = MBProgressHUD.showAdded(to: view, animated: true)
            hud.delegate = spy
            assertVisible(hud, in: view)
            XCTAssertTrue(hud.engine.isAnimating, "the opacity is animated")
            XCTAssertTrue(MBProgressHUD.forView(view) === hud)
            XCTAssertTrue(MBProgressHUD.hide(for: view, animated: true))
            XCTAssertTrue(view.subviews.contains { $0 === hud }, "still in the view while animating out")
            XCTAssertEqual(hud.alpha, 1)
            XCTAssertEqual(hud.bezelView.alpha, 0, "the bezel animates out")
            XCTAssertTrue(hud.engine.isAnimating)
            spy.onHidden = {
                assertHiddenAndRemoved(hud, from: view)
                XCTAssertFalse(MBProgressHUD.hide(for: view, animated: true))
            }
            env.clock.advance(by: 0.3)
            XCTAssertEqual(spy.log, ["delegate"])
        }
    }

    func testCompletionBlock() {
        onMain {
            let env = HUDTestEnvironment()
            let view = makeView(env)
            let spy = DelegateSpy()
            let hud = MBProgressHUD.showAdded(to: view, animated: true)
            hud.delegate = spy
            hud.completionBlock = { spy.log.append("completion") }
            hud.hide(animated: true)
            XCTAssertEqual(spy.log, [])
            env.clock.advance(by: 0.3)
            XCTAssertEqual(spy.log, ["completion", "delegate"], "the completion block runs before the delegate")
        }
    }

    func testRoundDeterminateAnnularAndBar() {
        onMain {
            let env = HUDTestEnvironment()
            let view = makeView(env)
            for (mode, layer) in [
                (MBProgressHUDMode.determinate, "pie"), (.annularDeterminate, "annular"), (.determinateHorizontalBar, "bar"),
            ] {
                let hud = MBProgressHUD(view: view)
                hud.mode = mode
                view.addSubview(hud)
                hud.show(animated: false)
                assertVisible(hud, in: view)
                let indicator = hud.engine.view?.indicator
                XCTAssertEqual(indicator?.name, layer, "\(mode)")
                XCTAssertTrue(MBProgressHUD.hide(for: view, animated: false))
                assertHiddenAndRemoved(hud, from: view)
            }
        }
    }

    /// HudTests' testEffectViewOrderAfterSettingBlurStyle: the bezel's blur stays at the back of
    /// the bezel — here the bezel layer's own background effect, behind every sublayer, which no
    /// sublayer repeats — also after the blur style changes.
    func testEffectViewOrderAfterSettingBlurStyle() {
        onMain {
            let env = HUDTestEnvironment()
            let view = makeView(env)
            let hud = MBProgressHUD(view: view)
            XCTAssertNil(hud.bezelView.layer, "no layer before the HUD is on screen")
            view.addSubview(hud)
            hud.show(animated: false)
            @MainActor func assertOneEffectAtTheBack(_ effect: BackgroundEffect, _ message: String) {
                guard let bezel = hud.bezelView.layer else { return XCTFail("no bezel layer: \(message)") }
                XCTAssertEqual(bezel.name, "bezel")
                XCTAssertEqual(bezel.backgroundEffect, effect, message)
                XCTAssertFalse(bezel.sublayers.contains { $0.backgroundEffect != nil }, message)
            }
            assertOneEffectAtTheBack(.lightBlur, "Just the first subview should be a visual effect view.")
            hud.bezelView.blurEffectStyle = .darkBlur
            assertOneEffectAtTheBack(.darkBlur, "… even after changing the blurEffectStyle.")
            // The colour is the layer's own, over the blur behind it; a solid style has no blur.
            hud.bezelView.color = HUDColor(white: 0, alpha: 0.8)
            XCTAssertEqual(hud.bezelView.layer?.backgroundColor, HUDColor(white: 0, alpha: 0.8))
            assertOneEffectAtTheBack(.darkBlur, "a colour keeps the blur")
            hud.bezelView.style = .solidColor
            XCTAssertNil(hud.bezelView.layer?.backgroundEffect)
            XCTAssertEqual(hud.bezelView.layer?.backgroundColor, HUDColor(white: 0, alpha: 0.8))
            XCTAssertEqual(hud.backgroundView.layer?.name, "hudBackground")
            hud.hide(animated: false)
            XCTAssertNil(hud.bezelView.layer, "none once hidden")
        }
    }

    func testDelayedHide() {
        onMain {
            let env = HUDTestEnvironment()
            let view = makeView(env)
            let spy = DelegateSpy()
            let hud = MBProgressHUD.showAdded(to: view, animated: false)
            hud.delegate = spy
            hud.hide(animated: false, afterDelay: 2)
            assertVisible(hud, in: view)
            env.clock.advance(by: 1)
            assertVisible(hud, in: view)
            env.clock.advance(by: 1)
            assertHiddenAndRemoved(hud, from: view)
            XCTAssertEqual(spy.log, ["delegate"])
        }
    }

    func testDelayedHideDoesNotRace() {
        onMain {
            let env = HUDTestEnvironment()
            let view = makeView(env)
            let hud = MBProgressHUD(view: view)
            view.addSubview(hud)
            hud.show(animated: true)
            hud.hide(animated: true, afterDelay: 0.3)
            assertVisible(hud, in: view)
            env.clock.advance(by: 0.3)
            hud.show(animated: true)
            hud.hide(animated: true, afterDelay: 0.3)
            env.clock.advance(by: 1)
            XCTAssertEqual(hud.alpha, 0, "hidden")
            XCTAssertTrue(hud.superview === view, "not removed: removeFromSuperViewOnHide is false")
            hud.removeFromSuperview()
            assertHiddenAndRemoved(hud, from: view)
            XCTAssertEqual(hud.engine.pendingTimerCount, 0)
        }
    }

    func testNonAnimatedHudReuse() {
        onMain {
            let env = HUDTestEnvironment()
            let view = makeView(env)
            let hud = MBProgressHUD(view: view)
            view.addSubview(hud)
            hud.show(animated: false)
            hud.hide(animated: false)
            hud.show(animated: false)
            assertVisible(hud, in: view)
            hud.hide(animated: false)
            hud.removeFromSuperview()
            assertHiddenAndRemoved(hud, from: view)
        }
    }

    func testUnfinishedHidingAnimation() {
        onMain {
            let env = HUDTestEnvironment()
            let view = makeView(env)
            let hud = MBProgressHUD.showAdded(to: view, animated: false)
            hud.hide(animated: true)
            hud.engine.view?.root.removeAllAnimationsInTree()  // the system dropped the animations
            env.clock.advance(by: 3)
            assertHiddenAndRemoved(hud, from: view)
        }
    }

    func testAnimatedImmediateHudReuse() {
        onMain {
            let env = HUDTestEnvironment()
            let view = makeView(env)
            let hud = MBProgressHUD(view: view)
            view.addSubview(hud)
            hud.show(animated: true)
            hud.hide(animated: true)
            hud.show(animated: true)
            env.clock.advance(by: 1)
            assertVisible(hud, in: view)
            hud.hide(animated: false)
            hud.removeFromSuperview()
            assertHiddenAndRemoved(hud, from: view)
        }
    }

    func testMinShowTime() {
        onMain {
            let env = HUDTestEnvironment()
            let view = makeView(env)
            let spy = DelegateSpy()
            let hud = MBProgressHUD(view: view)
            hud.delegate = spy
            hud.removeFromSuperViewOnHide = true
            hud.minShowTime = 2
            view.addSubview(hud)
            hud.show(animated: true)
            hud.hide(animated: true)
            env.clock.advance(by: 1)
            assertVisible(hud, in: view)
            env.clock.advance(by: 1)
            XCTAssertEqual(spy.log, [], "animating out now")
            env.clock.advance(by: 0.3)
            XCTAssertEqual(spy.log, ["delegate"])
            assertHiddenAndRemoved(hud, from: view)
        }
    }

    func testGraceTime() {
        onMain {
            let env = HUDTestEnvironment()
            let view = makeView(env)
            let spy = DelegateSpy()
            let hud = MBProgressHUD(view: view)
            hud.delegate = spy
            hud.removeFromSuperViewOnHide = true
            hud.graceTime = 2
            view.addSubview(hud)
            hud.show(animated: true)
            // In the view, but invisible (and so touches pass it).
            XCTAssertTrue(hud.superview === view)
            XCTAssertEqual(hud.alpha, 0)
            XCTAssertFalse(hud.isHidden)
            XCTAssertEqual(hud.bezelView.alpha, 0)
            XCTAssertNil(view.hitTest(HUDPoint(10, 10)))
            env.clock.advance(by: 1)
            XCTAssertEqual(hud.alpha, 0)
            XCTAssertEqual(hud.bezelView.alpha, 0)
            env.clock.advance(by: 2)
            assertVisible(hud, in: view)
            hud.hide(animated: true)
            env.clock.advance(by: 0.3)
            assertHiddenAndRemoved(hud, from: view)
            XCTAssertEqual(spy.log, ["delegate"])
        }
    }

    func testHideBeforeGraceTimeElapsed() {
        onMain {
            let env = HUDTestEnvironment()
            let view = makeView(env)
            let spy = DelegateSpy()
            let hud = MBProgressHUD(view: view)
            hud.delegate = spy
            hud.removeFromSuperViewOnHide = true
            hud.graceTime = 2
            view.addSubview(hud)
            hud.show(animated: true)
            env.clock.advance(by: 1)
            XCTAssertEqual(hud.alpha, 0)
            hud.hide(animated: true)
            XCTAssertEqual(spy.log, ["delegate"], "MBProgressHUD ends a never-shown HUD at once, delegate included")
            env.clock.advance(by: 2)
            assertHiddenAndRemoved(hud, from: view)
            XCTAssertNil(hud.engine.view, "the grace time cancelled the show")
            XCTAssertEqual(hud.engine.pendingTimerCount, 0)
        }
    }

    func testShape() {
        onMain {
            let env = HUDTestEnvironment()
            let view = makeView(env)
            let hud = MBProgressHUD(view: view)
            hud.removeFromSuperViewOnHide = true
            hud.offset = HUDPoint(50, 50)
            hud.isSquare = true
            hud.label.text = "Some long text..."
            view.addSubview(hud)
            hud.show(animated: false)
            let bezel = try! XCTUnwrap(hud.engine.view?.bezel)
            XCTAssertEqual(bezel.bounds.width, bezel.bounds.height)
            XCTAssertEqual(bezel.position.x, 195 + 50, accuracy: 1e-9)
            hud.hide(animated: false)
            assertHiddenAndRemoved(hud, from: view)
        }
    }

    /// A progress object is polled only while the HUD shows: not before it is ever shown, not
    /// after it has hidden (also when set again then), so nothing is left on the clock.
    func testProgressObjectIsNotPolledWhileTheHUDIsNotShown() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD(view: view)
            hud.mode = .determinate
            hud.progressObject = Progress(totalUnitCount: 4)
            env.clock.advance(by: 1)
            env.assertIdle("never shown")
            hud.show(animated: false)
            env.clock.advance(by: 0.1)
            hud.hide(animated: false)
            env.clock.advance(by: 1)
            env.assertIdle("hidden")
            hud.progressObject = Progress(totalUnitCount: 2)
            env.clock.advance(by: 1)
            env.assertIdle("set after hiding")
        }
    }
}
