import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

final class TraitMappingTests: XCTestCase {
    func testContentSizeNamesMapInUIKitsOrder() {
        // UIKit's UIContentSizeCategory raw values (UIApplication.h / UIContentSizeCategory.h).
        XCTAssertEqual(TraitMapping.contentSizeCategory(uiKitName: "UICTContentSizeCategoryXS"), .extraSmall)
        XCTAssertEqual(TraitMapping.contentSizeCategory(uiKitName: "UICTContentSizeCategoryL"), .large)
        XCTAssertEqual(TraitMapping.contentSizeCategory(uiKitName: "UICTContentSizeCategoryXXXL"), .extraExtraExtraLarge)
        XCTAssertEqual(
            TraitMapping.contentSizeCategory(uiKitName: "UICTContentSizeCategoryAccessibilityXXXL"),
            .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(TraitMapping.contentSizeNames.count, HUDContentSizeCategory.allCases.count)
        for c in HUDContentSizeCategory.allCases {
            XCTAssertEqual(TraitMapping.contentSizeCategory(uiKitName: TraitMapping.contentSizeNames[c.rawValue]), c)
        }
    }

    func testUnknownOrUnspecifiedSizeReadsAsLarge() {
        XCTAssertEqual(TraitMapping.contentSizeCategory(uiKitName: "_UICTContentSizeCategoryUnspecified"), .large)
        XCTAssertEqual(TraitMapping.contentSizeCategory(uiKitName: ""), .large)
    }

    func testLayoutDirection() {
        XCTAssertEqual(TraitMapping.layoutDirection(uiKitRawValue: 1), .rightToLeft)
        XCTAssertEqual(TraitMapping.layoutDirection(uiKitRawValue: 0), .leftToRight)
        XCTAssertEqual(TraitMapping.layoutDirection(uiKitRawValue: -1), .leftToRight)
        XCTAssertEqual(TraitMapping.layoutDirection(uiKitRawValue: .max), .leftToRight)
    }

    /// `UIAccessibilityContrast`: unspecified -1, normal 0, high 1 (Increase Contrast).
    func testContrast() {
        XCTAssertTrue(TraitMapping.increasesContrast(uiKitRawValue: 1))
        XCTAssertFalse(TraitMapping.increasesContrast(uiKitRawValue: 0))
        XCTAssertFalse(TraitMapping.increasesContrast(uiKitRawValue: -1))
        XCTAssertFalse(TraitMapping.increasesContrast(uiKitRawValue: .max))
        let t = TraitMapping.traits(style: .light, contentSizeName: "", layoutDirection: 0, contrast: 1)
        XCTAssertEqual(t, OverlayTraits(increasesContrast: true))
    }

    func testTraitsFromWhatTheHostRead() {
        let t = TraitMapping.traits(style: .dark, contentSizeName: "UICTContentSizeCategoryAccessibilityL", layoutDirection: 1)
        XCTAssertEqual(
            t, OverlayTraits(interfaceStyle: .dark, contentSizeCategory: .accessibilityLarge, layoutDirection: .rightToLeft))
    }

    func testBodySizesFollowTheHIGTable() {
        // Apple HIG, Typography, iOS Dynamic Type sizes: body at xSmall…AX5.
        XCTAssertEqual(HUDContentSizeCategory.allCases.map(\.bodyPointSize), [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        XCTAssertEqual(HUDContentSizeCategory.large.scaleFactor, 1)
        XCTAssertTrue(HUDContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(HUDContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}
