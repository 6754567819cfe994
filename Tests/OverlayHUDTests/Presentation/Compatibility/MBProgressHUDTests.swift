import Foundation
import XCTest
@testable import OverlayHUD
@testable import OverlayHUDSoftware

final class MBProgressHUDTests: XCTestCase {
    final class DelegateSpy: MBProgressHUDDelegate {
        var hidden: [ObjectIdentifier] = []
        func hudWasHidden(_ hud: MBProgressHUD) { hidden.append(ObjectIdentifier(hud)) }
    }

    func testShowAddedToAndHideForViewLikeMBProgressHUD() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: Rect(20, 100, 300, 400), center: env.center)
            let hud = MBProgressHUD.showAdded(to: view, animated: true)
            hud.mode = .annularDeterminate
            hud.label.text = "Loading"
            hud.detailsLabel.text = "Please wait"
            hud.progress = 0.5
            XCTAssertTrue(MBProgressHUD.forView(view) === hud)
            // It covers the container's frame, and the bezel is centred in it.
            let root = try! XCTUnwrap(hud.rootLayer)
            XCTAssertEqual(root.frame, Rect(20, 100, 300, 400))
            let bezel = try! XCTUnwrap(root.firstLayer(named: "bezel"))
            let c = bezel.convert(bezel.bounds.center, to: nil)!
            XCTAssertEqual(c.x, 170, accuracy: 1e-9); XCTAssertEqual(c.y, 300, accuracy: 1e-9)
            if case .text(let t) = root.firstLayer(named: "detailsLabel")?.content { XCTAssertEqual(t.string, "Please wait") } else { XCTFail() }
            let spy = DelegateSpy()
            hud.delegate = spy
            var completed = 0
            hud.completionBlock = { completed += 1 }
            XCTAssertTrue(MBProgressHUD.hide(for: view, animated: true))
            XCTAssertNil(MBProgressHUD.forView(view), "a hiding HUD is no longer found")
            XCTAssertFalse(MBProgressHUD.hide(for: view, animated: true), "nothing left to hide")
            env.clock.advance(by: 0.3)
            XCTAssertEqual(completed, 1)
            XCTAssertEqual(spy.hidden, [ObjectIdentifier(hud)])
            XCTAssertFalse(env.center.isShowingAnything)
        }
    }

    func testGraceMinShowDelayAndRelease() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: Rect(0, 0, 390, 844), center: env.center)
            weak var weakHUD: MBProgressHUD?
            do {
                let hud = MBProgressHUD(view: view)
                weakHUD = hud
                hud.graceTime = 0.5
                hud.minShowTime = 1
                hud.show(animated: false)
                XCTAssertFalse(env.center.isShowingAnything, "inside the grace time")
                env.clock.advance(by: 0.5)
                XCTAssertTrue(env.center.isShowingAnything)
                hud.hide(animated: false, afterDelay: 0.1)
            }
            env.clock.advance(by: 0.5) // t = 1.0: delay passed, min show time not yet
            XCTAssertTrue(env.center.isShowingAnything)
            env.clock.advance(by: 0.5) // t = 1.5: shown for 1 s
            XCTAssertFalse(env.center.isShowingAnything)
            XCTAssertNil(weakHUD, "released after hiding")
            XCTAssertEqual(env.clock.pendingCount, 0)
        }
    }

    func testProgressObjectButtonAndModes() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: Rect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD.showAdded(to: view, animated: false)
            hud.mode = .determinateHorizontalBar
            let progress = Progress(totalUnitCount: 4)
            hud.progressObject = progress
            progress.completedUnitCount = 3
            env.clock.advance(by: 0.05)
            XCTAssertEqual(hud.progress, 0.75)
            var tapped = 0
            hud.button.setTitle("Cancel", for: .normal)
            hud.button.onTap = { tapped += 1 }
            let button = try! XCTUnwrap(hud.rootLayer?.firstLayer(named: "button"))
            XCTAssertFalse(button.isHidden)
            let p = button.convert(button.bounds.center, to: nil)!
            XCTAssertTrue(env.center.handleTap(at: p))
            XCTAssertEqual(tapped, 1)
            hud.progress = .nan
            XCTAssertEqual(env.center.compatibilityHUDs.first?.rootLayer?.firstLayer(named: "progressFill")?.shape?.strokeEnd, 0)
            for m: MBProgressHUDMode in [.indeterminate, .determinate, .annularDeterminate, .text, .customView] { hud.mode = m }
            XCTAssertNil(hud.rootLayer?.firstLayer(named: "spinner"))
            hud.hide(animated: false)
            progress.completedUnitCount = 4
            env.clock.advance(by: 1)
            XCTAssertEqual(env.clock.pendingCount, 0, "progress polling stops with the HUD")
        }
    }

    /// A progress object is polled only while the HUD shows: not before it is ever shown, not
    /// after it has hidden (also when set again then), so nothing is left on the clock.
    func testProgressObjectIsNotPolledWhileTheHUDIsNotShown() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: Rect(0, 0, 390, 844), center: env.center)
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
