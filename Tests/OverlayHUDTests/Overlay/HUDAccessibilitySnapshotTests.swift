import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The rules of ``HUDAccessibilitySnapshot``: which layers are elements, their order, frames and
/// traits, and modality (topmost modal layer wins).
final class HUDAccessibilitySnapshotTests: XCTestCase {
    @MainActor
    private static func layer(
        _ name: String, _ frame: HUDRect, label: String? = nil, button: Bool = false, z: Double = 0
    ) -> HUDLayer {
        let l = HUDLayer(name: name)
        l.frame = frame
        l.isInteractive = button
        l.zPosition = z
        if let label { l.accessibilityLabel = label }
        return l
    }

    @MainActor
    private static func snapshot(_ overlay: Overlay) -> HUDAccessibilitySnapshot {
        HUDAccessibilitySnapshot(overlay: overlay, localization: .english)
    }

    func testLabelledVisibleLayersWithRootFramesAndDefaultTraits() {
        onMain {
            let overlay = Overlay()
            let bezel = Self.layer("bezel", HUDRect(100, 200, 80, 80), label: "Loading")
            let button = Self.layer("button", HUDRect(10, 50, 60, 20), label: "Cancel", button: true)
            bezel.addSublayer(button)
            let hidden = Self.layer("hidden", HUDRect(0, 0, 10, 10), label: "Hidden")
            hidden.isHidden = true
            let clear = Self.layer("clear", HUDRect(0, 0, 10, 10), label: "Clear")
            clear.opacity = 0.001
            clear.addSublayer(Self.layer("underClear", HUDRect(0, 0, 5, 5), label: "UnderClear"))
            let leaving = Self.layer("leaving", HUDRect(0, 0, 10, 10), label: "Leaving")
            leaving.accessibilityElementsHidden = true
            leaving.addSublayer(Self.layer("underLeaving", HUDRect(0, 0, 5, 5), label: "UnderLeaving"))
            let blank = Self.layer("blank", HUDRect(0, 0, 10, 10), label: "   ")
            let scaled = Self.layer("scaled", HUDRect(0, 400, 100, 50), label: "Scaled")
            scaled.transform = .scale(0.5, 0.5)
            for l in [bezel, hidden, clear, leaving, blank, scaled] { overlay.rootLayer.addSublayer(l) }
            let s = Self.snapshot(overlay)
            XCTAssertEqual(
                s.labels, ["Loading", "Cancel", "Scaled"], "hidden, transparent, hidden-from-VoiceOver and blank ones left out")
            XCTAssertEqual(s.elements.map(\.traits), [.staticText, .button, .staticText], "no traits: button when it takes taps")
            XCTAssertEqual(
                s.elements.map(\.frame).dropFirst().first, HUDRect(110, 250, 60, 20), "the button's frame in overlay coordinates")
            XCTAssertEqual(s.elements.map(\.frame).dropFirst(2).first, HUDRect(25, 412.5, 50, 25), "transformed bounds")
            XCTAssertFalse(s.isModal)
            XCTAssertNil(s.escapeElement)
            XCTAssertEqual(s.element(labeled: "Cancel")?.name, "button")
            XCTAssertEqual(s.element(labeled: "Cancel")?.id, HUDAccessibilityElement.ID(button))
        }
    }

    func testReadingOrderIsFrontMostZFirstThenInsertionOrderParentsFirst() {
        onMain {
            let overlay = Overlay()
            let popups = Self.layer("popups", overlay.bounds, z: 0)
            let backdrop = Self.layer("backdrop", overlay.bounds, label: "Dismiss", button: true, z: -1)
            let content = Self.layer("content", HUDRect(50, 50, 100, 100), label: "Title")
            content.addSublayer(Self.layer("first", HUDRect(0, 0, 10, 10), label: "First"))
            content.addSublayer(Self.layer("second", HUDRect(0, 20, 10, 10), label: "Second"))
            popups.addSublayer(backdrop)
            popups.addSublayer(content)
            let hud = Self.layer("hud", HUDRect(100, 100, 50, 50), label: "Loading", z: 100)
            let banners = Self.layer("banners", overlay.bounds, z: 200)
            banners.addSublayer(Self.layer("banner", HUDRect(0, 0, 100, 40), label: "Anna", button: true))
            for l in [popups, hud, banners] { overlay.rootLayer.addSublayer(l) }
            XCTAssertEqual(
                Self.snapshot(overlay).labels, ["Anna", "Loading", "Title", "First", "Second", "Dismiss"],
                "banners, HUD, popup content, then the backdrop behind it")
        }
    }

    func testTheTopmostModalLayerWinsAndHidesWhatIsBelowIt() {
        onMain {
            let overlay = Overlay()
            let popups = Self.layer("popups", overlay.bounds, z: 0)
            popups.isAccessibilityModal = true
            let backdrop = Self.layer("backdrop", overlay.bounds, label: "Dismiss", button: true, z: -1)
            backdrop.accessibility?.performsEscape = true
            popups.addSublayer(backdrop)
            popups.addSublayer(Self.layer("option", HUDRect(50, 50, 100, 100), label: "Photo", button: true))
            let hud = Self.layer("hud", overlay.bounds, z: 100)
            hud.addSublayer(Self.layer("bezel", HUDRect(100, 100, 50, 50), label: "Loading"))
            let banners = Self.layer("banners", overlay.bounds, z: 200)
            banners.addSublayer(Self.layer("banner", HUDRect(0, 0, 100, 40), label: "Anna", button: true))
            for l in [popups, hud, banners] { overlay.rootLayer.addSublayer(l) }

            var s = Self.snapshot(overlay)
            XCTAssertTrue(s.isModal)
            XCTAssertEqual(s.labels, ["Anna", "Loading", "Photo", "Dismiss"], "a modal popup: the HUD and banners above it stay")
            XCTAssertEqual(s.escapeElement, HUDAccessibilityElement.ID(backdrop))
            XCTAssertEqual(s.modalFirstElement.flatMap { s.element($0) }?.label, "Photo")

            hud.isAccessibilityModal = true
            s = Self.snapshot(overlay)
            XCTAssertTrue(s.isModal)
            XCTAssertEqual(s.labels, ["Anna", "Loading"], "a masking HUD above the popup wins: the popup is out of reach")
            XCTAssertNil(s.escapeElement, "the HUD has no escape: escape does nothing")
            XCTAssertEqual(s.modalFirstElement.flatMap { s.element($0) }?.label, "Loading")

            hud.isHidden = true
            XCTAssertEqual(
                Self.snapshot(overlay).labels, ["Anna", "Photo", "Dismiss"], "a hidden modal layer counts for nothing")
            popups.isAccessibilityModal = false
            let plain = Self.snapshot(overlay)
            XCTAssertFalse(plain.isModal)
            XCTAssertNil(plain.escapeElement, "an escape element outside a modal layer does nothing")
        }
    }

    func testTheDumpListsEveryElementOnALine() {
        onMain {
            let overlay = Overlay()
            let popups = Self.layer("popups", overlay.bounds)
            popups.isAccessibilityModal = true
            let backdrop = Self.layer("backdrop", overlay.bounds, z: -1)
            backdrop.accessibility = HUDAccessibility(label: .builtIn(.dismiss), traits: .button, performsEscape: true)
            popups.addSublayer(backdrop)
            let bezel = Self.layer("bezel", HUDRect(145.5, 372, 99, 100.25))
            bezel.accessibility = HUDAccessibility(
                label: "Uploading…", value: .builtIn(.percent(0.4)), hint: "Wait", traits: [.staticText, .updatesFrequently])
            popups.addSublayer(bezel)
            overlay.rootLayer.addSublayer(popups)
            var s = Self.snapshot(overlay)
            s.focusedElement = HUDAccessibilityElement.ID(bezel)
            XCTAssertEqual(
                s.dump,
                """
                modal; escape: "Dismiss"
                > "Uploading…" = "40 percent" (Wait) [staticText, updatesFrequently] (145.5, 372, 99, 100.25) bezel
                  "Dismiss" [button] (0, 0, 390, 844) backdrop
                """)
            XCTAssertEqual(s.focused?.spokenText, "Uploading…, 40 percent, Wait")
            XCTAssertEqual(HUDAccessibilitySnapshot().dump, "not modal")
        }
    }

    func testNonFiniteGeometryGivesAZeroFrame() {
        onMain {
            let overlay = Overlay()
            let l = Self.layer("nan", HUDRect(0, 0, 10, 10), label: "NaN")
            l.position = HUDPoint(.nan, .infinity)
            overlay.rootLayer.addSublayer(l)
            XCTAssertEqual(Self.snapshot(overlay).elements.first?.frame, .zero)
        }
    }
}
