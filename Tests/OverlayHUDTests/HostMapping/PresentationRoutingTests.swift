import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// Where a presentation on the overlay's root controller shows (`PresentationRouting`).
final class PresentationRoutingTests: XCTestCase {
    /// Share, Look Up or Translate from a card field's edit menu: the field is first responder in
    /// the key overlay window, so the sheet shows over the card, not beneath the overlay window.
    func testTheEditMenuOfAFieldBeingEditedPresentsOverTheOverlay() {
        XCTAssertEqual(
            PresentationRouting.route(
                overlayIsKey: true, overlayFieldIsEditing: true, fromOverlayContent: false, appHasController: true), .overlay)
    }

    /// An alert app code presents from `onAction` (the card's fields stopped taking text and key
    /// status went back first), or from the top-most window while a HUD shows: the app's screen.
    func testAppPresentationsGoToTheAppsFrontMostController() {
        for (key, editing) in [(false, false), (true, false), (false, true)] {
            XCTAssertEqual(
                PresentationRouting.route(
                    overlayIsKey: key, overlayFieldIsEditing: editing, fromOverlayContent: false,
                    appHasController: true),
                .app, "key \(key), editing \(editing)")
        }
    }

    /// No app controller to take it (no app window, or its root is missing): the overlay presents.
    func testWithoutAnAppControllerTheOverlayPresents() {
        for key in [false, true] {
            for editing in [false, true] {
                XCTAssertEqual(
                    PresentationRouting.route(
                        overlayIsKey: key, overlayFieldIsEditing: editing, fromOverlayContent: false,
                        appHasController: false),
                    .overlay)
            }
        }
    }

    /// A SwiftUI popup's `.sheet` or `.alert`: its hosting controller is a child of the overlay's
    /// root, and a presentation UIKit hands up to the root from it shows over the overlay.
    func testPresentationsOfTheOverlaysOwnContentStayOverTheOverlay() {
        for key in [false, true] {
            for editing in [false, true] {
                XCTAssertEqual(
                    PresentationRouting.route(
                        overlayIsKey: key, overlayFieldIsEditing: editing, fromOverlayContent: true, appHasController: true),
                    .overlay, "key \(key), editing \(editing)")
            }
        }
    }
}
