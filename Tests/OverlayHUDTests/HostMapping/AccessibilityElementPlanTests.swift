import XCTest

@testable import OverlayHUD

final class AccessibilityElementPlanTests: XCTestCase {
    @MainActor
    private static func labelled(_ label: String, frame: HUDRect, button: Bool = false) -> HUDLayer {
        let l = HUDLayer(name: label)
        l.anchorPoint = .zero
        l.position = frame.origin
        l.bounds = HUDRect(origin: .zero, size: frame.size)
        l.accessibilityLabel = label
        l.isInteractive = button
        return l
    }

    func testLabelledVisibleLayersInDrawingOrderWithRootFrames() {
        onMain {
            let root = HUDLayer(name: "root")
            let bezel = Self.labelled("Loading", frame: HUDRect(100, 200, 80, 80))
            let button = Self.labelled("Cancel", frame: HUDRect(10, 50, 60, 20), button: true)
            bezel.addSublayer(button)
            let hidden = Self.labelled("Hidden", frame: HUDRect(0, 0, 10, 10))
            hidden.isHidden = true
            let clear = Self.labelled("Clear", frame: HUDRect(0, 0, 10, 10))
            clear.opacity = 0.001
            clear.addSublayer(Self.labelled("UnderClear", frame: HUDRect(0, 0, 5, 5)))
            root.addSublayer(bezel)
            root.addSublayer(hidden)
            root.addSublayer(clear)
            let e = AccessibilityElementPlan.elements(in: root)
            XCTAssertEqual(e.map(\.label), ["Loading", "Cancel"])
            XCTAssertEqual(e.map(\.isButton), [false, true])
            XCTAssertEqual(e[1].frame, HUDRect(110, 250, 60, 20), "the button's frame in overlay coordinates")
        }
    }

    func testAProgressTickUpdatesInPlaceWithoutChangingTheSet() {
        onMain {
            let root = HUDLayer(name: "root")
            let bezel = Self.labelled("Uploading, 10 %", frame: HUDRect(100, 200, 80, 80))
            root.addSublayer(bezel)
            let before = AccessibilityElementPlan.elements(in: root)
            bezel.accessibilityLabel = "Uploading, 20 %"
            let after = AccessibilityElementPlan.elements(in: root)
            let diff = AccessibilityElementPlan.diff(from: before, to: after)
            XCTAssertFalse(diff.setChanged, "no layout-changed: VoiceOver's focus stays on the HUD")
            XCTAssertEqual(diff.updated, [0])
            XCTAssertTrue(AccessibilityElementPlan.diff(from: after, to: after).isEmpty, "an unchanged commit does nothing")
            bezel.position = HUDPoint(120, 200)
            XCTAssertEqual(
                AccessibilityElementPlan.diff(from: after, to: AccessibilityElementPlan.elements(in: root)),
                .init(setChanged: false, updated: [0]), "a move is an in-place update too")
        }
    }

    func testAnElementComingGoingOrReorderingChangesTheSet() {
        onMain {
            let root = HUDLayer(name: "root")
            let hud = Self.labelled("Loading", frame: HUDRect(0, 0, 10, 10))
            root.addSublayer(hud)
            let one = AccessibilityElementPlan.elements(in: root)
            let banner = Self.labelled("Call", frame: HUDRect(0, 0, 100, 40))
            root.addSublayer(banner)
            let two = AccessibilityElementPlan.elements(in: root)
            XCTAssertTrue(AccessibilityElementPlan.diff(from: one, to: two).setChanged)
            XCTAssertEqual(AccessibilityElementPlan.diff(from: one, to: two).updated, [])
            XCTAssertTrue(AccessibilityElementPlan.diff(from: two, to: Array(two.reversed())).setChanged)
            banner.removeFromSuperlayer()
            XCTAssertTrue(AccessibilityElementPlan.diff(from: two, to: AccessibilityElementPlan.elements(in: root)).setChanged)
            XCTAssertTrue(AccessibilityElementPlan.diff(from: [], to: []).isEmpty)
        }
    }
}
