import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// Fonts described by text style and weight: the Dynamic Type size table, scaling, opting out
/// and bad sizes.
final class HUDFontTests: XCTestCase {
    func testTextStylesHaveIOSDynamicTypeSizes() {
        // UIFont.preferredFont(forTextStyle:compatibleWith:) on iOS 13–17, xSmall … AX5 (HIG "Typography").
        XCTAssertEqual(
            HUDContentSizeCategory.allCases.map(HUDTextStyle.body.pointSize(at:)),
            [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        XCTAssertEqual(
            HUDContentSizeCategory.allCases.map(HUDTextStyle.caption1.pointSize(at:)),
            [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43])
        XCTAssertEqual(
            HUDContentSizeCategory.allCases.map(HUDTextStyle.largeTitle.pointSize(at:)),
            [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60])
        let defaults = HUDTextStyle.allCases.map { $0.pointSize(at: .large) }
        XCTAssertEqual(defaults, [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        for style in HUDTextStyle.allCases {
            XCTAssertEqual(style.scaleFactor(at: .large), 1, "\(style)")
            // Every style grows (or stays) from one size to the next: never shrinks.
            let sizes = HUDContentSizeCategory.allCases.map(style.pointSize(at:))
            XCTAssertEqual(sizes, sizes.sorted(), "\(style)")
        }
        // The body style is the overlay traits' own scale.
        for category in HUDContentSizeCategory.allCases {
            XCTAssertEqual(HUDTextStyle.body.scaleFactor(at: category), category.scaleFactor, accuracy: 1e-12)
        }
        XCTAssertEqual(HUDTextStyle.headline.defaultWeight, .semibold)
        XCTAssertEqual(HUDTextStyle.body.defaultWeight, .regular)
    }

    func testSizesFollowTheirStyleAsUIFontMetricsScales() {
        let caption = HUDFont.system(size: 12, weight: .bold, relativeTo: .caption1)
        XCTAssertEqual(caption.pointSize(at: .large), 12)
        XCTAssertEqual(caption.pointSize(at: .accessibilityExtraExtraExtraLarge), 43)
        XCTAssertEqual(caption.pointSize(at: .extraSmall), 11)
        // A size that is not the style's own scales by the style's ratio (UIFontMetrics.scaledValue).
        let banner = HUDFont.system(size: 14, weight: .medium, relativeTo: .subheadline)
        XCTAssertEqual(banner.pointSize(at: .accessibilityExtraExtraExtraLarge), 14 * 49 / 15, accuracy: 1e-12)
        XCTAssertEqual(HUDFont.preferred(.headline).weight, .semibold)
        XCTAssertEqual(HUDFont.preferred(.title1).pointSize(at: .accessibilityMedium), 38)
        XCTAssertEqual(HUDFont.preferred(.title1, weight: .bold).weight, .bold)
    }

    func testAFixedFontKeepsItsSizeAtEveryTextSize() {
        for font in [
            HUDFont.fixed(size: 15, weight: .semibold), HUDFont.system(size: 15, relativeTo: .body).fixedSize,
            HUDFont(size: 15, textStyle: nil),
        ] {
            XCTAssertFalse(font.isScaled)
            for category in HUDContentSizeCategory.allCases { XCTAssertEqual(font.pointSize(at: category), 15) }
        }
        var opted = HUDFont.system(size: 15, relativeTo: .body)
        opted.adjustsForContentSizeCategory = false
        XCTAssertEqual(opted.pointSize(at: .accessibilityExtraExtraExtraLarge), 15)
    }

    func testMaximumPointSizeCapsScaling() {
        var font = HUDFont.system(size: 17, relativeTo: .body)
        font.maximumPointSize = 30
        XCTAssertEqual(font.pointSize(at: .large), 17)
        XCTAssertEqual(font.pointSize(at: .accessibilityExtraExtraExtraLarge), 30)
        for bad: Double in [.nan, 0, -1, -.infinity] {
            font.maximumPointSize = bad
            XCTAssertNil(font.maximumPointSize, "\(bad) means no limit")
        }
        font.maximumPointSize = Double.infinity
        XCTAssertEqual(font.maximumPointSize, HUDFont.largestSize)
    }

    func testBadSizesAreClamped() {
        for bad: Double in [.nan, 0, -0.0, -1, -.infinity, -.greatestFiniteMagnitude] {
            XCTAssertEqual(HUDFont.fixed(size: bad).size, HUDFont.defaultSize, "\(bad)")
            var f = HUDFont.system(size: 12, relativeTo: .caption1)
            f.size = bad
            XCTAssertEqual(f.size, HUDFont.defaultSize, "\(bad)")
        }
        for huge: Double in [.infinity, 1e300, .greatestFiniteMagnitude, 201] {
            let f = HUDFont.system(size: huge, relativeTo: .caption1)
            XCTAssertEqual(f.size, HUDFont.largestSize, "\(huge)")
            for category in HUDContentSizeCategory.allCases {
                XCTAssertLessThanOrEqual(f.pointSize(at: category), HUDFont.largestSize, "scaled \(huge) at \(category)")
            }
        }
        for category in HUDContentSizeCategory.allCases {
            for v in SpecialValues.doubles {
                let p = HUDFont.system(size: v, relativeTo: .body).pointSize(at: category)
                XCTAssertTrue(p.isFinite && p > 0 && p <= HUDFont.largestSize, "\(v) at \(category): \(p)")
            }
        }
    }

    func testTextContentCarriesTheFontAtTheCategory() {
        let font = HUDFont.custom("Brand", size: 16, weight: .semibold, relativeTo: .callout)
        let t = font.textContent("Hi", at: .accessibilityLarge, color: .white, alignment: .left, truncation: .none, kerning: 2)
        XCTAssertEqual(t.fontFamily, "Brand")
        XCTAssertEqual(t.fontSize, 32)
        XCTAssertEqual(t.weight, .semibold)
        XCTAssertEqual(t.alignment, .left)
        XCTAssertEqual(t.truncation, .none)
        XCTAssertEqual(t.kerning, 2)
        XCTAssertNil(HUDFont.system(size: 10, relativeTo: .body).textContent("x", at: .large).fontFamily)
    }
}
