import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class KeyboardFrameMappingTests: XCTestCase {
    private let screen = HUDRect(0, 0, 390, 844)

    func testDockedKeyboard() {
        XCTAssertEqual(
            KeyboardFrameMapping.overlayFrame(keyboard: HUDRect(0, 508, 390, 336), overlayBounds: screen),
            HUDRect(0, 508, 390, 336))
    }

    func testClippedToTheScreen() {
        XCTAssertEqual(
            KeyboardFrameMapping.overlayFrame(keyboard: HUDRect(0, 800, 390, 336), overlayBounds: screen),
            HUDRect(0, 800, 390, 44))
    }

    func testNoKeyboard() {
        XCTAssertNil(KeyboardFrameMapping.overlayFrame(keyboard: nil, overlayBounds: screen))
        XCTAssertNil(KeyboardFrameMapping.overlayFrame(keyboard: HUDRect(0, 844, 390, 336), overlayBounds: screen), "off screen")
        XCTAssertNil(KeyboardFrameMapping.overlayFrame(keyboard: HUDRect(0, 500, 390, 0), overlayBounds: screen))
        XCTAssertNil(KeyboardFrameMapping.overlayFrame(keyboard: HUDRect(0, .nan, 390, 10), overlayBounds: screen))
    }

    func testBlurBezelSplitsItsColour() {
        let tint = HUDColor(white: 0.8, alpha: 0.6)
        let plain = BackgroundEffectMapping.split(effect: nil, backgroundColor: tint)
        XCTAssertEqual(plain, .init(layerBackground: tint, effectTint: nil, blurStyle: nil))
        let blurred = BackgroundEffectMapping.split(effect: .lightBlur, backgroundColor: tint)
        XCTAssertEqual(blurred, .init(layerBackground: nil, effectTint: tint, blurStyle: 1))
        XCTAssertEqual(BackgroundEffectMapping.split(effect: .darkBlur, backgroundColor: nil).blurStyle, 2)
        XCTAssertEqual(BackgroundEffectMapping.split(effect: .systemMaterial, backgroundColor: nil).blurStyle, 8)
    }
}
