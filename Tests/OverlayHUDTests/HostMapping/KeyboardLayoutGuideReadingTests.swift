import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// Reading a keyboard that was up before the host started, from `UIKeyboardLayoutGuide`.
final class KeyboardLayoutGuideReadingTests: XCTestCase {
    private let bounds = HUDRect(0, 0, 390, 844)

    func testAGuideAboveTheSafeAreasBottomIsTheKeyboard() {
        XCTAssertEqual(
            KeyboardLayoutGuideReading.keyboardFrame(guide: HUDRect(0, 508, 390, 336), viewBounds: bounds, safeAreaBottom: 34),
            HUDRect(0, 508, 390, 336))
    }

    /// No keyboard: the guide sits on the safe area's bottom edge (34 pt high on a Face ID iPhone,
    /// 0 on a Home button one), give or take rounding.
    func testAGuideOnTheSafeAreasBottomIsNoKeyboard() {
        XCTAssertNil(
            KeyboardLayoutGuideReading.keyboardFrame(guide: HUDRect(0, 810, 390, 34), viewBounds: bounds, safeAreaBottom: 34))
        XCTAssertNil(
            KeyboardLayoutGuideReading.keyboardFrame(guide: HUDRect(0, 809.7, 390, 34.3), viewBounds: bounds, safeAreaBottom: 34))
        XCTAssertNil(
            KeyboardLayoutGuideReading.keyboardFrame(guide: HUDRect(0, 844, 390, 0), viewBounds: bounds, safeAreaBottom: 0))
    }

    func testBadValuesAreNoKeyboard() {
        for bad in [Double.nan, .infinity, -.infinity] {
            XCTAssertNil(
                KeyboardLayoutGuideReading.keyboardFrame(guide: HUDRect(0, bad, 390, 336), viewBounds: bounds, safeAreaBottom: 34)
            )
            XCTAssertNil(
                KeyboardLayoutGuideReading.keyboardFrame(
                    guide: HUDRect(0, 508, 390, 336), viewBounds: bounds, safeAreaBottom: bad))
        }
        XCTAssertNil(
            KeyboardLayoutGuideReading.keyboardFrame(guide: HUDRect(0, 508, 0, 336), viewBounds: bounds, safeAreaBottom: 34))
        XCTAssertEqual(
            KeyboardLayoutGuideReading.keyboardFrame(guide: HUDRect(0, 508, 390, 336), viewBounds: bounds, safeAreaBottom: -5),
            HUDRect(0, 508, 390, 336), "a negative inset counts as none")
    }
}
