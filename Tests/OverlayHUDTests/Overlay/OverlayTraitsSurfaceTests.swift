import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The display settings an app or a test host feeds, where the other suites leave parts unread:
/// every text size's body point size, the layout direction, and the appearance-only entry point.
final class OverlayTraitsSurfaceTests: XCTestCase {
    func testEveryTextSizeHasTheBodyStylesPointSize() {
        // Apple's Human Interface Guidelines, Typography, iOS Dynamic Type: Body.
        let body: [HUDContentSizeCategory: Double] = [
            .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
            .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33, .accessibilityExtraLarge: 40,
            .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
        ]
        XCTAssertEqual(body.count, HUDContentSizeCategory.allCases.count)
        for (category, size) in body {
            XCTAssertEqual(category.bodyPointSize, size, "\(category)")
            XCTAssertEqual(category.scaleFactor, size / 17, accuracy: 1e-12, "\(category)")
        }
        XCTAssertFalse(HUDContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertTrue(HUDContentSizeCategory.accessibilityExtraExtraLarge.isAccessibilityCategory)
    }

    func testRightToLeftIsTheLayoutDirection() {
        XCTAssertFalse(OverlayTraits().isRightToLeft, "the system's default is left to right")
        XCTAssertTrue(OverlayTraits(layoutDirection: .rightToLeft).isRightToLeft)
        XCTAssertFalse(OverlayTraits(interfaceStyle: .dark).isRightToLeft)
    }

    func testAppearanceDidChangeSetsOnlyLightOrDark() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.traitsDidChange(to: OverlayTraits(contentSizeCategory: .accessibilityLarge, layoutDirection: .rightToLeft))
            env.center.appearanceDidChange(dark: true)
            XCTAssertTrue(env.center.overlay.isDarkAppearance)
            XCTAssertEqual(env.center.overlay.traits.contentSizeCategory, .accessibilityLarge, "the other traits stay")
            XCTAssertTrue(env.center.overlay.traits.isRightToLeft)
            env.center.appearanceDidChange(dark: false)
            XCTAssertFalse(env.center.overlay.isDarkAppearance)
        }
    }
}
