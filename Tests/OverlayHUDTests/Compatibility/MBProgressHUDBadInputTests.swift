import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUDCore

/// What Objective-C can send that MBProgressHUD asserts against or Swift's types would refuse —
/// `nil` views, `nil` texts and custom views, NaN progress, a delegate released while the HUD
/// shows — and MBProgressHUD.h's enum values, held on Linux against the headless class, which has
/// the same rules and signatures as the iOS one. (The iOS header's names, selectors and
/// nullability are checked by compiling Examples/MBProgressHUDObjC: Scripts/ios-objc-clients.sh.)
final class MBProgressHUDBadInputTests: XCTestCase {
    /// MBProgressHUD.h's NS_ENUM values, which apps store and compare (the iOS enums are the same
    /// declarations with `@objc`).
    func testEnumValuesAreMBProgressHUDs() {
        let modes: [MBProgressHUDMode] = [
            .indeterminate, .determinate, .determinateHorizontalBar, .annularDeterminate, .customView, .text,
        ]
        XCTAssertEqual(modes.map(\.rawValue), Array(0...5))
        let animations: [MBProgressHUDAnimation] = [.fade, .zoom, .zoomOut, .zoomIn]
        XCTAssertEqual(animations.map(\.rawValue), Array(0...3))
        XCTAssertEqual([MBProgressHUDBackgroundStyle.solidColor, .blur].map(\.rawValue), [0, 1])
        XCTAssertEqual(MBProgressMaxOffset, 1_000_000, "MBProgressHUD.m's MBProgressMaxOffset")
    }

    /// `+showHUDAddedTo:nil animated:` (MBProgressHUD asserts): a zero-sized HUD in no view, whose
    /// life cycle still runs (its completion block), as MBProgressHUD's release builds.
    func testShowingInNoViewGivesADetachedHUD() {
        onMain {
            let hud = MBProgressHUD.showAdded(to: nil, animated: false)
            XCTAssertNil(hud.superview)
            XCTAssertEqual(hud.frame, HUDRect(0, 0, 0, 0))
            XCTAssertTrue(hud.removeFromSuperViewOnHide)
            var completed = 0
            hud.completionBlock = { completed += 1 }
            hud.hide(animated: false)
            XCTAssertEqual(completed, 1)
        }
    }

    /// `+hideHUDForView:nil animated:` finds no HUD (`NO`); `+HUDForView:nil` is `nil`;
    /// `-initWithView:nil` is a zero-sized HUD.
    func testNoViewHasNoHUD() {
        onMain {
            XCTAssertFalse(MBProgressHUD.hide(for: nil, animated: true))
            XCTAssertNil(MBProgressHUD.forView(nil))
            let hud = MBProgressHUD(view: nil)
            XCTAssertEqual(hud.frame.size, HUDSize(0, 0))
            XCTAssertNil(hud.superview)
        }
    }

    /// A `nil` label or details text (an optional JSON field) shows no label, and the HUD keeps
    /// laying out; a `nil` custom view in custom-view mode shows no indicator.
    func testNilTextsAndCustomViewShowNothing() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD.showAdded(to: view, animated: false)
            hud.label.text = "Loading"
            hud.detailsLabel.text = "Step 1"
            let shown = try XCTUnwrap(hud.engine.view)
            XCTAssertFalse(shown.label.isHidden)
            hud.label.text = nil
            hud.detailsLabel.text = nil
            let after = try XCTUnwrap(hud.engine.view)
            XCTAssertTrue(after.label.isHidden || after.label.superlayer == nil, "no label text: no label")
            XCTAssertTrue(after.details.isHidden || after.details.superlayer == nil, "no details text: no details")
            hud.mode = .customView
            hud.customView = nil
            XCTAssertNil(hud.engine.view?.indicator, "custom-view mode without a view: no indicator")
            XCTAssertEqual(hud.alpha, 1)
        }
    }

    /// NaN progress (`[NSNumber floatValue]` of NaN) set on the main thread reads back as NaN and
    /// is drawn as 0; the threading suite covers other threads.
    func testNaNProgressIsDrawnAsZero() {
        onMain {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD.showAdded(to: view, animated: false)
            hud.mode = .annularDeterminate
            hud.progress = 0.5
            hud.progress = .nan
            XCTAssertTrue(hud.progress.isNaN)
            XCTAssertEqual(hud.engine.view?.configuration.progress, 0)
        }
    }

    /// A delegate released while the HUD shows is not told (the reference is weak), and the
    /// completion block still runs: no crash, no message to a freed object.
    func testADelegateReleasedWhileShownIsNotTold() {
        onMain {
            final class Delegate: MBProgressHUDDelegate {
                let told: () -> Void
                init(told: @escaping () -> Void) { self.told = told }
                func hudWasHidden(_ hud: MBProgressHUD) { told() }
            }
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD.showAdded(to: view, animated: true)
            var told = 0
            var completed = 0
            weak var weakDelegate: Delegate?
            do {
                let delegate = Delegate { told += 1 }
                weakDelegate = delegate
                hud.delegate = delegate
                hud.completionBlock = { completed += 1 }
            }
            XCTAssertNil(weakDelegate, "the HUD holds its delegate weakly")
            XCTAssertNil(hud.delegate)
            hud.hide(animated: true)
            env.clock.advance(by: 1)
            XCTAssertEqual(completed, 1)
            XCTAssertEqual(told, 0)
            XCTAssertNil(hud.superview)
        }
    }
}
