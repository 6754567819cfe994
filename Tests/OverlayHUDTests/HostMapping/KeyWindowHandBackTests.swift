import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// Which window gets key status back from the overlay: one that shows, in the overlay's scene,
/// while the overlay is still key (UIWindow.isKeyWindow: per scene from iOS 15; SwiftMessages'
/// `WindowViewController.uninstall` hands it back only while its window is key).
final class KeyWindowHandBackTests: XCTestCase {
    typealias Facts = KeyWindowHandBack.WindowFacts

    func testTheRememberedWindowFirstThenTheAppWindowInTheOverlaysScene() {
        let shown = Facts()
        XCTAssertEqual(KeyWindowHandBack.choose(overlayIsKey: true, remembered: shown, appWindow: shown), .remembered)
        XCTAssertEqual(KeyWindowHandBack.choose(overlayIsKey: true, remembered: nil, appWindow: shown), .appWindow, "it went")
        XCTAssertEqual(KeyWindowHandBack.choose(overlayIsKey: true, remembered: nil, appWindow: nil), .none)
    }

    func testNeverAHiddenWindowNorOneOfAnotherScene() {
        let hidden = Facts(isVisible: false)
        let elsewhere = Facts(place: .otherScene)
        let sceneless = Facts(place: .noScene)
        XCTAssertEqual(
            KeyWindowHandBack.choose(overlayIsKey: true, remembered: hidden, appWindow: Facts()), .appWindow,
            "hidden since: it would take the keyboard out of sight")
        XCTAssertEqual(KeyWindowHandBack.choose(overlayIsKey: true, remembered: elsewhere, appWindow: Facts()), .appWindow)
        XCTAssertEqual(KeyWindowHandBack.choose(overlayIsKey: true, remembered: sceneless, appWindow: Facts()), .appWindow)
        XCTAssertEqual(KeyWindowHandBack.choose(overlayIsKey: true, remembered: hidden, appWindow: hidden), .none)
        XCTAssertEqual(KeyWindowHandBack.choose(overlayIsKey: true, remembered: elsewhere, appWindow: elsewhere), .none)
    }

    func testAWindowTheUserMovedOnToKeepsKeyStatus() {
        XCTAssertEqual(KeyWindowHandBack.choose(overlayIsKey: false, remembered: Facts(), appWindow: Facts()), .none)
    }

    func testTheSceneLeftGetsItsWindowBackWhenItStillShowsThere() {
        XCTAssertTrue(KeyWindowHandBack.restoresSceneLeft(remembered: Facts(place: .otherScene)))
        XCTAssertFalse(KeyWindowHandBack.restoresSceneLeft(remembered: nil))
        XCTAssertFalse(KeyWindowHandBack.restoresSceneLeft(remembered: Facts(isVisible: false, place: .otherScene)))
        XCTAssertFalse(KeyWindowHandBack.restoresSceneLeft(remembered: Facts(place: .noScene)), "that scene went")
        XCTAssertFalse(
            KeyWindowHandBack.restoresSceneLeft(remembered: Facts(place: .overlayScene)), "no scene left: it stays remembered")
    }
}
