import XCTest

@testable import OverlayHUD
@testable import OverlayHUDSoftware

/// Popups lay out in the part of the screen the keyboard leaves free, so a card whose fields
/// take text stays visible while the user types (UIKit apps move such popups up by hand).
final class PopupKeyboardTests: XCTestCase {
    func testAPopupMovesAboveTheKeyboardAndBackWhenItHides() {
        onMain {
            let env = HUDTestEnvironment()
            let popup = TestPopup("card")
            env.center.showPopup(popup)
            env.clock.advance(by: 1)
            let screen = env.center.overlay.size
            XCTAssertEqual(popup.content.position, HUDPoint(screen.width / 2, screen.height / 2))

            let keyboardTop = screen.height - 336
            env.center.keyboardDidChange(to: HUDRect(0, keyboardTop, screen.width, 336))
            env.clock.advance(by: 1)
            XCTAssertEqual(popup.content.position, HUDPoint(screen.width / 2, keyboardTop / 2), "centred above the keyboard")
            XCTAssertEqual(
                env.layer("popupBackdrop")?.frame, HUDRect(origin: .zero, size: screen), "the backdrop still covers the screen")

            env.center.keyboardDidChange(to: nil)
            env.clock.advance(by: 1)
            XCTAssertEqual(popup.content.position, HUDPoint(screen.width / 2, screen.height / 2))
        }
    }

    func testAPopupShownWhileTheKeyboardIsUpStartsAboveIt() {
        onMain {
            let env = HUDTestEnvironment()
            let screen = env.center.overlay.size
            env.center.keyboardDidChange(to: HUDRect(0, screen.height - 300, screen.width, 300))
            let popup = TestPopup("card")
            env.center.showPopup(popup)
            env.clock.advance(by: 1)
            XCTAssertEqual(popup.content.position, HUDPoint(screen.width / 2, (screen.height - 300) / 2))
        }
    }
}
