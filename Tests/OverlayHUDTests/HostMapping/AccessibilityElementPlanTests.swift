import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

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

    @MainActor
    private static func elements(_ overlay: Overlay) -> [HUDAccessibilityElement] {
        HUDAccessibilitySnapshot(overlay: overlay, localization: .english).elements
    }

    func testAProgressTickUpdatesInPlaceWithoutChangingTheSet() {
        onMain {
            let overlay = Overlay()
            let bezel = Self.labelled("Uploading, 10 %", frame: HUDRect(100, 200, 80, 80))
            overlay.rootLayer.addSublayer(bezel)
            let before = Self.elements(overlay)
            bezel.accessibilityLabel = "Uploading, 20 %"
            let after = Self.elements(overlay)
            let diff = AccessibilityElementPlan.diff(from: before, to: after)
            XCTAssertFalse(diff.setChanged, "no layout-changed: VoiceOver's focus stays on the HUD")
            XCTAssertEqual(diff.updated, [0])
            XCTAssertTrue(AccessibilityElementPlan.diff(from: after, to: after).isEmpty, "an unchanged commit does nothing")
            bezel.position = HUDPoint(120, 200)
            XCTAssertEqual(
                AccessibilityElementPlan.diff(from: after, to: Self.elements(overlay)),
                .init(setChanged: false, updated: [0]), "a move is an in-place update too")
        }
    }

    func testAnElementComingGoingOrReorderingChangesTheSet() {
        onMain {
            let overlay = Overlay()
            let hud = Self.labelled("Loading", frame: HUDRect(0, 0, 10, 10))
            overlay.rootLayer.addSublayer(hud)
            let one = Self.elements(overlay)
            let banner = Self.labelled("Call", frame: HUDRect(0, 0, 100, 40))
            overlay.rootLayer.addSublayer(banner)
            let two = Self.elements(overlay)
            XCTAssertTrue(AccessibilityElementPlan.diff(from: one, to: two).setChanged)
            XCTAssertEqual(AccessibilityElementPlan.diff(from: one, to: two).updated, [])
            XCTAssertTrue(AccessibilityElementPlan.diff(from: two, to: Array(two.reversed())).setChanged)
            banner.removeFromSuperlayer()
            XCTAssertTrue(AccessibilityElementPlan.diff(from: two, to: Self.elements(overlay)).setChanged)
            XCTAssertTrue(AccessibilityElementPlan.diff(from: [], to: []).isEmpty)
        }
    }
}
