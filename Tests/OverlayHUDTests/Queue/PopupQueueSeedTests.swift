import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// What XBPopUpView's queue does (seed 002_bda3ae2c246125fa.txt; the original's
/// XBPopUpQueue.m, XBPopUpProtocol.h, XBBaseTransition.m and XBBasePopViewController.m).
final class PopupQueueSeedTests: XCTestCase {
    /// XBPopUpQueue.m `removeView:`: the next popup is presented `dispatch_after` 0.25 s.
    func testTheNextPopupShowsAQuarterSecondAfterTheLastLeft() {
        onMain {
            let env = HUDTestEnvironment()
            XCTAssertEqual(PopupQueueConfiguration().pauseBetweenPopups, 0.25)
            let a = TestPopup("a")
            let b = TestPopup("b")
            env.center.enqueue(a)
            env.center.enqueue(b)
            env.clock.advance(to: 1)
            env.center.hidePopups()
            env.clock.advance(to: 1.25)  // a's 0.25 s exit has ended
            XCTAssertEqual(a.log.last, "didHide hiddenByCode")
            XCTAssertNil(env.center.currentPopup, "nothing shows during the pause")
            let backdrop = env.layer("popupBackdrop")
            XCTAssertTrue(backdrop == nil || backdrop!.isHidden, "nor any backdrop")
            XCTAssertNil(env.center.overlay.hitTest(HUDPoint(10, 10)), "touches reach the app meanwhile")
            XCTAssertTrue(env.host.isOverlayVisible, "the window is kept for the popup about to show")
            env.clock.advance(to: 1.49)
            XCTAssertNil(env.center.currentPopup)
            env.clock.advance(to: 1.5)
            XCTAssertEqual(currentName(env.center), "b")
            // Configurable; 0 shows the next at once.
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0
            env.center.enqueue(TestPopup("c"))
            env.center.hidePopups()
            env.clock.advance(by: 0.25)
            XCTAssertEqual(currentName(env.center), "c")
            // A pause that ends with nothing left to show leaves nothing scheduled.
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0.25
            env.center.enqueue(TestPopup("d"))
            env.center.hidePopups()
            env.clock.advance(by: 0.25)
            env.center.hidePopups(.all)
            env.clock.advance(by: 1)
            env.assertIdle()
        }
    }

    /// XBBasePopViewController.m: backdrop `colorWithWhite:0 alpha:0.7`; XBBaseTransition.m:
    /// 0.25 s, minScale 0.85, UIViewAnimationOptionCurveEaseInOut.
    func testDefaultBackdropAndTransitionAreTheOriginals() {
        onMain {
            XCTAssertEqual(PopupPresentation().backdrop, HUDColor(white: 0, alpha: 0.7))
            XCTAssertEqual(PopupTransition.presentDuration, 0.25)
            XCTAssertEqual(PopupTransition.dismissDuration, 0.25)
            XCTAssertEqual(PopupTransition.minimumScale, 0.85)
        }
    }

    /// XBPopUpProtocol.h: XBPopUpPriorityVeryLow (0) < Low < Normal < High < VeryHigh (4); Normal
    /// is XBBasePopViewController's default.
    func testTheOriginalsFivePriorityLevels() {
        let levels: [PopupPresentation.Priority] = [.veryLow, .low, .normal, .high, .veryHigh]
        XCTAssertEqual(levels, levels.sorted())
        XCTAssertEqual(Set(levels).count, 5)
        XCTAssertTrue(levels.allSatisfy { $0 > .minimum && $0 < .required })
        XCTAssertEqual(PopupPresentation().priority, .normal)
    }

    /// XBPopUpQueue.m `showAndRecordPopUpViewIfNeed:`: a popup with a `dependVCId` shows only
    /// when it matches the current view controller's id; popups without one show regardless.
    func testPopupsBoundToAContextShowOnlyWhileItIsActive() {
        onMain {
            let env = HUDTestEnvironment.withoutPauseBetweenPopups()
            let c = env.center
            let bound = TestPopup("bound", priority: .high, transitions: .instant)
            bound.presentation.context = "checkout"
            let free = TestPopup("free", priority: .low, transitions: .instant)
            c.showPopup(bound)
            XCTAssertNil(c.currentPopup, "its context is not active")
            c.showPopup(free)
            XCTAssertEqual(currentName(c), "free", "the unbound popup takes its turn")
            XCTAssertEqual(queuedNames(c), ["bound"])
            c.hidePopups()
            XCTAssertNil(c.currentPopup)
            c.setActivePopupContext("checkout")
            XCTAssertEqual(c.activePopupContext, "checkout")
            XCTAssertEqual(currentName(c), "bound", "shows once its context is active")
            c.setActivePopupContext("home")
            XCTAssertNil(c.currentPopup, "steps aside when its context goes")
            XCTAssertEqual(bound.log, ["present", "dismiss", "suspend"])
            c.setActivePopupContext("checkout")
            XCTAssertEqual(currentName(c), "bound")
            XCTAssertEqual(bound.log, ["present", "dismiss", "suspend", "resume", "present"])
            c.hidePopups(.all)
            env.assertIdle()
        }
    }
}
