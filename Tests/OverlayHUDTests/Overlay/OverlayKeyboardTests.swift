import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The overlay keeps the keyboard's raw screen frame and converts it at every layout.
final class OverlayKeyboardTests: XCTestCase {
    /// iPad Split View or Stage Manager: the window sits away from the screen's corner, and the
    /// keyboard (screen coordinates, across the whole screen) covers only its part of the window.
    func testAWindowAwayFromTheScreensCornerPlacesTheKeyboardByItsOrigin() {
        onMain {
            let o = Overlay(metrics: ScreenMetrics(size: HUDSize(507, 1366), scale: 2, originInScreen: HUDPoint(517, 0)))
            o.updateKeyboard(screenFrame: HUDRect(0, 966, 1024, 400))
            XCTAssertEqual(o.keyboardFrame, HUDRect(0, 966, 507, 400))
            // Stage Manager moves the window down by 100 and shrinks it: placed again, no new report.
            o.update(metrics: ScreenMetrics(size: HUDSize(600, 900), scale: 2, originInScreen: HUDPoint(200, 100)))
            XCTAssertEqual(o.keyboardFrame, HUDRect(0, 866, 600, 34))
            o.update(metrics: ScreenMetrics(size: HUDSize(600, 800), scale: 2, originInScreen: HUDPoint(200, 100)))
            XCTAssertNil(o.keyboardFrame, "the keyboard is below the window now")
            XCTAssertEqual(o.keyboardScreenFrame, HUDRect(0, 966, 1024, 400), "but still known")
            // Bad origins count as the corner; bad frames as no keyboard.
            o.update(metrics: ScreenMetrics(size: HUDSize(1024, 1366), originInScreen: HUDPoint(.nan, .infinity)))
            XCTAssertEqual(o.metrics.originInScreen, .zero)
            XCTAssertEqual(o.keyboardFrame, HUDRect(0, 966, 1024, 400))
            o.updateKeyboard(screenFrame: HUDRect(0, .infinity, 10, 10))
            XCTAssertNil(o.keyboardScreenFrame)
            XCTAssertNil(o.keyboardFrame)
        }
    }
}
