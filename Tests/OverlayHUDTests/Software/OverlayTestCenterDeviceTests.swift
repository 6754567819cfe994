import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The test center's own words for the device: the keyboard by its height, the text size by
/// UIKit's names, pictures as RGBA images — and what the engine hears from them.
final class OverlayTestCenterDeviceTests: XCTestCase {
    func testTheKeyboardHeightDocksItAtTheBottomAndBadHeightsHideIt() {
        MainActor.assumeIsolated {
            let test = OverlayTestCenter()  // 390 × 844
            test.setKeyboard(height: 336)
            XCTAssertEqual(test.center.overlay.keyboardScreenFrame, HUDRect(x: 0, y: 508, width: 390, height: 336))
            for hidden in [nil, 0, -1, -Double.infinity, .nan] as [Double?] {
                test.setKeyboard(height: 336)
                test.setKeyboard(height: hidden)
                XCTAssertNil(test.center.overlay.keyboardScreenFrame, "\(String(describing: hidden)): no keyboard")
            }
            for tall in [844, 845, 1e300, .infinity] as [Double] {
                test.setKeyboard(height: tall)
                XCTAssertEqual(
                    test.center.overlay.keyboardScreenFrame, HUDRect(x: 0, y: 0, width: 390, height: 844),
                    "\(tall): the whole screen at most")
            }
            test.setScreen(size: HUDSize(width: 844, height: 390))
            test.setKeyboard(height: 200)
            XCTAssertEqual(
                test.center.overlay.keyboardScreenFrame, HUDRect(x: 0, y: 190, width: 844, height: 200), "the screen's width")
        }
    }

    func testEveryTextSizeIsTheCategoryOfItsName() {
        MainActor.assumeIsolated {
            XCTAssertEqual(OverlayTestCenter.TextSize.allCases.map(\.category), HUDContentSizeCategory.allCases)
            let test = OverlayTestCenter()
            XCTAssertEqual(test.center.overlay.traits.contentSizeCategory, .large)
            test.setTraits(textSize: .accessibilityExtraExtraExtraLarge)
            XCTAssertEqual(test.center.overlay.traits.contentSizeCategory, .accessibilityExtraExtraExtraLarge)
            test.setTraits(textSize: .extraSmall)
            XCTAssertEqual(test.center.overlay.traits.contentSizeCategory, .extraSmall)
        }
    }

    /// An image whose `pixels` an app shortened still registers: the missing bytes are transparent,
    /// as everywhere an `RGBAImage` is read.
    func testARegisteredImageWithMissingBytesIsTransparentThere() throws {
        try MainActor.assumeIsolated {
            let test = OverlayTestCenter()
            var image = try XCTUnwrap(RGBAImage(width: 2, height: 2, pixels: Array(repeating: 255, count: 16)))
            image.pixels.removeLast(6)  // the last pixel and a half
            test.registerImage(image, named: "short")
            guard case .bitmap(let bitmap)? = test.namedImages["short"]?.source else { return XCTFail("registered") }
            XCTAssertEqual(bitmap.pixels, Array(repeating: 255, count: 10) + Array(repeating: 0, count: 6))
            XCTAssertEqual(test.namedImages["short"]?.tinted, false)
            XCTAssertNil(RGBAImage(width: 2, height: 2, pixels: [0]), "a size the pixels do not fill is refused")
            XCTAssertNil(RGBAImage(width: -1, height: 2, pixels: []))
        }
    }
}
