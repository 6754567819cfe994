import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// The pieces every element uses for dark mode and right to left: the forced-style resolution, the
/// system colours' light and dark values, and mirroring.
final class InterfaceStyleAndDirectionTests: XCTestCase {
    func testOverrideResolvesAgainstTheOverlaysStyle() {
        for overlay in HUDInterfaceStyle.allCases {
            XCTAssertEqual(HUDInterfaceStyleOverride.automatic.resolved(against: overlay), overlay)
            XCTAssertEqual(HUDInterfaceStyleOverride.light.resolved(against: overlay), .light)
            XCTAssertEqual(HUDInterfaceStyleOverride.dark.resolved(against: overlay), .dark)
        }
    }

    /// UIKit's dynamic colours as `resolvedColor(with:)` gives them on iOS 13+ for `.light` and
    /// `.dark` (label, secondaryLabel, placeholderText, opaqueSeparator, systemBackground), and the
    /// system colours and greys in Apple's Human Interface Guidelines (Color → Specifications).
    func testSystemColorsAreUIKitsValues() {
        let table: [(SystemColor, HUDColor, HUDColor)] = [
            (.label, .black, .white),
            (
                .secondaryLabel, HUDColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
                HUDColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6)
            ),
            (
                .placeholderText, HUDColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
                HUDColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3)
            ),
            (
                .opaqueSeparator, HUDColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255),
                HUDColor(red: 56 / 255, green: 56 / 255, blue: 58 / 255)
            ),
            (.systemBackground, .white, HUDColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255)),  // elevated
            (.baseSystemBackground, .white, .black),
            (
                .systemGray2, HUDColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255),
                HUDColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255)
            ),
            (
                .systemGray3, HUDColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255),
                HUDColor(red: 72 / 255, green: 72 / 255, blue: 74 / 255)
            ),
            (
                .systemGray6, HUDColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255),
                HUDColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
            ),
            (.systemOrange, HUDColor(red: 1, green: 149 / 255, blue: 0), HUDColor(red: 1, green: 159 / 255, blue: 10 / 255)),
        ]
        for (color, light, dark) in table {
            XCTAssertEqual(color.resolved(for: .light), light)
            XCTAssertEqual(color.resolved(for: .dark), dark)
        }
    }

    /// A colour with a counterpart changes only in the dark look; one without never changes.
    func testCounterpartsApplyOnlyInTheDarkLook() {
        let table: KeyValuePairs<HUDColor, HUDColor> = [.white: HUDColor(hex: 0x1C1C1E)]
        XCTAssertEqual(HUDColor.white.resolved(for: .light, counterparts: table), .white)
        XCTAssertEqual(HUDColor.white.resolved(for: .dark, counterparts: table), HUDColor(hex: 0x1C1C1E))
        XCTAssertEqual(HUDColor(hex: 0x123456).resolved(for: .dark, counterparts: table), HUDColor(hex: 0x123456))
    }

    func testMirroringFlipsFramesAboutTheContainersCentre() {
        let r = HUDRect(5, 6, 38, 40)
        XCTAssertEqual(HUDLayoutDirection.leftToRight.mirror(r, inWidth: 170), r)
        XCTAssertEqual(HUDLayoutDirection.rightToLeft.mirror(r, inWidth: 170), HUDRect(127, 6, 38, 40))
        XCTAssertEqual(
            HUDLayoutDirection.rightToLeft.mirror(HUDLayoutDirection.rightToLeft.mirror(r, inWidth: 170), inWidth: 170), r,
            "mirroring twice gives the frame back")
        // Bad input: non-finite widths give non-finite frames, no trap.
        XCTAssertFalse(HUDLayoutDirection.rightToLeft.mirror(r, inWidth: .nan).isFinite)
        XCTAssertFalse(HUDLayoutDirection.rightToLeft.mirror(r, inWidth: .infinity).isFinite)
        XCTAssertEqual(HUDLayoutDirection.rightToLeft.mirror(r, inWidth: 0), HUDRect(-43, 6, 38, 40))
    }

    func testNaturalAlignmentSwapsLeftAndRight() {
        XCTAssertEqual(HUDLayoutDirection.rightToLeft.natural(.left), .right)
        XCTAssertEqual(HUDLayoutDirection.rightToLeft.natural(.right), .left)
        XCTAssertEqual(HUDLayoutDirection.rightToLeft.natural(.center), .center)
        for a in [HUDTextAlignment.left, .center, .right] { XCTAssertEqual(HUDLayoutDirection.leftToRight.natural(a), a) }
    }
}
