import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Dragging a popup away (`PopupPresentation.dismissesOnDrag`): past the shared thresholds it
/// leaves with the reason `.swipe`; short and slow, or with bad numbers, it springs back; a hide
/// from code during the drag wins.
final class PopupDragTests: XCTestCase {
    /// A 100 × 100 test popup that may be dragged away, shown (entry over) in a fresh center;
    /// the reasons it hid with.
    @MainActor private static func showDraggable(
        placement: PopupPresentation.Placement = .center, reduceMotion: Bool = false
    ) -> (HUDTestEnvironment, TestPopup, ReasonLog) {
        let env = HUDTestEnvironment()
        env.host.isReduceMotionEnabled = reduceMotion
        let popup = TestPopup("drag")
        popup.presentation.dismissesOnDrag = true
        popup.presentation.placement = placement
        let reasons = ReasonLog()
        env.center.showPopup(popup) { reasons.list.append($0) }
        env.clock.advance(by: 1)
        return (env, popup, reasons)
    }

    /// A drag from the middle of the screen by `dy` points, released at `vy` pt/s.
    @MainActor private static func drag(
        _ env: HUDTestEnvironment, from start: HUDPoint = HUDPoint(195, 422), dy: Double, vy: Double
    )
        -> Bool
    {
        guard env.center.handle(.panBegan(start)) else { return false }
        env.clock.advance(by: 0.1)
        env.center.handle(.panChanged(HUDPoint(start.x, start.y + dy), translation: HUDSize(0, dy)))
        env.center.handle(.panEnded(HUDPoint(start.x, start.y + dy), translation: HUDSize(0, dy), velocity: HUDSize(0, vy)))
        return true
    }

    func testADragPastTheDistanceDismissesWithTheReasonDragged() {
        onMain {
            let (env, _, reasons) = Self.showDraggable()
            XCTAssertTrue(Self.drag(env, dy: 60, vy: 40))
            env.clock.advance(by: 1)
            XCTAssertEqual(reasons.list, [.swipe])
            env.assertIdle()
        }
    }

    func testAFastFlickDownDismissesWhateverTheDistance() {
        onMain {
            let (env, _, reasons) = Self.showDraggable()
            XCTAssertTrue(Self.drag(env, dy: 5, vy: 900))
            env.clock.advance(by: 1)
            XCTAssertEqual(reasons.list, [.swipe])
        }
    }

    func testAShortSlowDragSpringsBack() {
        onMain {
            let (env, _, reasons) = Self.showDraggable()
            XCTAssertTrue(Self.drag(env, dy: 20, vy: 100))
            XCTAssertEqual(env.layer("popupSheet")?.transform, .identity, "back at rest (the model)")
            env.clock.advance(by: 1)
            XCTAssertEqual(reasons.list, [])
            XCTAssertTrue(env.center.isShowingAnything)
            env.assertIdle(allowingContent: true)
        }
    }

    func testAFarDragFlickedBackUpSpringsBack() {
        onMain {
            let (env, _, reasons) = Self.showDraggable()
            XCTAssertTrue(Self.drag(env, dy: 80, vy: -400))
            env.clock.advance(by: 1)
            XCTAssertEqual(reasons.list, [])
        }
    }

    /// A NaN or infinite velocity or translation at the release is ignored: the popup springs back.
    /// A non-finite step of the drag leaves the popup where it was.
    func testNonFiniteNumbersSpringBack() {
        onMain {
            let (env, _, reasons) = Self.showDraggable()
            for (dy, vy) in [(80.0, Double.nan), (80, .infinity), (.nan, 900), (.infinity, 0), (-.infinity, 0)] {
                XCTAssertTrue(Self.drag(env, dy: dy, vy: vy))
                env.clock.advance(by: 1)
                XCTAssertEqual(reasons.list, [], "dy \(dy), vy \(vy)")
                XCTAssertEqual(env.layer("popupSheet")?.transform, .identity)
            }
            XCTAssertTrue(env.center.handle(.panBegan(HUDPoint(195, 422))))
            env.center.handle(.panChanged(HUDPoint(195, 442), translation: HUDSize(0, 20)))
            env.center.handle(.panChanged(HUDPoint(195, 442), translation: HUDSize(0, .nan)))
            XCTAssertEqual(env.layer("popupSheet")?.transform, .translation(0, 20))
            env.center.handle(.panCancelled)
            XCTAssertEqual(env.layer("popupSheet")?.transform, .identity)
        }
    }

    /// A zero-length drag takes the pan and changes nothing.
    func testAZeroLengthDragChangesNothing() {
        onMain {
            let (env, _, reasons) = Self.showDraggable()
            XCTAssertTrue(Self.drag(env, dy: 0, vy: 0))
            env.clock.advance(by: 1)
            XCTAssertEqual(reasons.list, [])
            env.assertIdle(allowingContent: true)
        }
    }

    /// Upwards the popup rubber-bands: it moves, but less than the finger, never a full height.
    func testAnUpwardDragRubberBands() {
        onMain {
            let (env, _, _) = Self.showDraggable()
            XCTAssertTrue(env.center.handle(.panBegan(HUDPoint(195, 422))))
            env.center.handle(.panChanged(HUDPoint(195, 22), translation: HUDSize(0, -400)))
            let ty = env.layer("popupSheet")?.transform.m42 ?? 0
            XCTAssertLessThan(ty, 0)
            XCTAssertGreaterThan(ty, -100)
            env.center.handle(.panCancelled)
        }
    }

    /// Without `dismissesOnDrag` (the default) a pan on a popup — centred or a bottom sheet — is
    /// not the overlay's, nothing moves, and a sheet shows no grabber.
    func testAPopupThatMayNotBeDraggedLeavesThePanAlone() {
        onMain {
            let env = HUDTestEnvironment()
            let popup = TestPopup("still")
            env.center.showPopup(popup)
            env.clock.advance(by: 1)
            XCTAssertFalse(env.center.handle(.panBegan(HUDPoint(195, 422))))
            XCTAssertNil(env.layer("popupSheet"), "an unframed popup has no frame")
            XCTAssertFalse(Self.drag(env, dy: 200, vy: 900))
            env.center.hidePopups(.all)
            env.clock.advance(by: 1)

            let sheeted = TestPopup("sheet")
            sheeted.presentation.placement = .bottomSheet
            env.center.showPopup(sheeted)
            env.clock.advance(by: 1)
            let sheet = env.layer("popupSheet")
            XCTAssertEqual(sheet?.firstLayer(named: "popupSheet.grabber")?.isHidden, true)
            XCTAssertFalse(Self.drag(env, from: HUDPoint(195, sheet?.frame.midY ?? 0), dy: 200, vy: 900))
            XCTAssertEqual(sheet?.transform, .identity)
            XCTAssertTrue(env.center.isShowingAnything)
        }
    }

    /// A pan that begins beside the popup (on the backdrop) is not a drag of it.
    func testADragOnTheBackdropIsNoDrag() {
        onMain {
            let (env, _, _) = Self.showDraggable()
            XCTAssertFalse(env.center.handle(.panBegan(HUDPoint(20, 100))))
        }
    }

    /// A hide from code during a drag wins: the popup leaves with `.hiddenByCode`, the rest of the
    /// drag does nothing, and nothing stays scheduled.
    func testAHideFromCodeDuringADragWins() {
        onMain {
            let (env, _, reasons) = Self.showDraggable()
            XCTAssertTrue(env.center.handle(.panBegan(HUDPoint(195, 422))))
            env.center.handle(.panChanged(HUDPoint(195, 482), translation: HUDSize(0, 60)))
            env.center.hidePopups(.current)
            XCTAssertFalse(env.center.handle(.panChanged(HUDPoint(195, 522), translation: HUDSize(0, 100))))
            XCTAssertFalse(
                env.center.handle(.panEnded(HUDPoint(195, 522), translation: HUDSize(0, 100), velocity: HUDSize(0, 900))))
            env.clock.advance(by: 1)
            XCTAssertEqual(reasons.list, [.hiddenByCode])
            env.assertIdle()
        }
    }

    /// A drag can only begin once the entry is over.
    func testAPresentingPopupCannotBeDragged() {
        onMain {
            let env = HUDTestEnvironment()
            let popup = TestPopup("drag")
            popup.presentation.dismissesOnDrag = true
            env.center.showPopup(popup)
            XCTAssertFalse(env.center.handle(.panBegan(HUDPoint(195, 422))))
        }
    }

    /// A dragged bottom sheet leaves downwards from where the finger let it go; the same thresholds apply.
    func testABottomSheetDraggedDownLeaves() throws {
        try onMainThrowing {
            let (env, _, reasons) = Self.showDraggable(placement: .bottomSheet)
            let sheet = try XCTUnwrap(env.layer("popupSheet"))
            XCTAssertFalse(sheet.firstLayer(named: "popupSheet.grabber")?.isHidden ?? true, "a grabber while it may be dragged")
            XCTAssertTrue(Self.drag(env, from: HUDPoint(195, sheet.frame.midY), dy: 50, vy: 100))
            env.clock.advance(by: 0.1)
            XCTAssertGreaterThan(sheet.presentation(at: env.clock.now).transform.m42, 50, "sliding on down")
            env.clock.advance(by: 1)
            XCTAssertEqual(reasons.list, [.swipe])
            env.assertIdle()
        }
    }
}

/// The reasons a popup hid with, in order.
@MainActor
final class ReasonLog {
    var list: [HUDHideReason] = []
}
