import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The keyboard is followed for the center's whole life: its frame is current when something
/// appears, and following it costs nothing while the overlay is empty.
final class KeyboardTrackingTests: XCTestCase {
    func testTheKeyboardFrameIsKeptWhileEmptyAndUsedWhenSomethingShows() {
        onMain {
            let env = HUDTestEnvironment()
            let keyboard = HUDRect(0, 844 - 336, 390, 336)
            env.center.keyboardDidChange(to: keyboard)
            XCTAssertEqual(env.center.overlay.keyboardFrame, keyboard, "kept while nothing shows")
            XCTAssertEqual(env.host.commitCount, 0, "no commit for an empty overlay")

            env.center.showWaiting("Busy", mode: .text)
            env.clock.advance(by: 1)
            XCTAssertEqual(
                env.center.overlay.contentRect.maxY, keyboard.minY, "what shows lays out above the keyboard it already knows")
            let commits = env.host.commitCount
            env.center.keyboardDidChange(to: nil)
            XCTAssertNil(env.center.overlay.keyboardFrame)
            XCTAssertGreaterThan(env.host.commitCount, commits, "a showing overlay lays out again")

            env.center.hideWaiting(animated: false)
            env.clock.advance(by: 2)
            env.center.keyboardDidChange(to: keyboard)
            env.center.keyboardDidChange(to: HUDRect(0, 2000, 390, 336))
            XCTAssertNil(env.center.overlay.keyboardFrame, "a keyboard off screen covers nothing (hidden after teardown too)")

            // `HUDCenter.shared` starts with a default 390 × 844 overlay: a keyboard reported before
            // the host tells the real size (an iPad, 1024 × 1366) is kept whole, not clipped to the
            // default and dropped, and covers the overlay once its size is known.
            let iPadKeyboard = HUDRect(0, 1366 - 400, 1024, 400)
            env.center.keyboardDidChange(to: iPadKeyboard)
            XCTAssertEqual(env.center.overlay.keyboardScreenFrame, iPadKeyboard, "kept whole while nothing shows")
            XCTAssertNil(env.center.overlay.keyboardFrame, "below the default overlay: covers nothing yet")
            env.center.screenDidChange(to: ScreenMetrics(size: HUDSize(1024, 1366), scale: 2))
            XCTAssertEqual(env.center.overlay.keyboardFrame, iPadKeyboard, "placed at layout")
            env.center.showWaiting("Busy", mode: .text)
            XCTAssertEqual(env.center.overlay.contentRect.maxY, iPadKeyboard.minY, "what shows lays out above it")
        }
    }
}
