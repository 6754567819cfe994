/// How the UIKit host reads the app's display settings into ``OverlayTraits``: content size
/// categories by `UIContentSizeCategory`'s raw names, layout direction by
/// `UITraitEnvironmentLayoutDirection`'s raw value, interface style by ``InterfaceStyleResolution``,
/// contrast by `UIAccessibilityContrast`'s raw value.
enum TraitMapping {
    /// `UIContentSizeCategory` raw values, smallest first (`.unspecified` and unknown names read as large).
    static let contentSizeNames: [String] = [
        "UICTContentSizeCategoryXS", "UICTContentSizeCategoryS", "UICTContentSizeCategoryM",
        "UICTContentSizeCategoryL", "UICTContentSizeCategoryXL", "UICTContentSizeCategoryXXL",
        "UICTContentSizeCategoryXXXL", "UICTContentSizeCategoryAccessibilityM",
        "UICTContentSizeCategoryAccessibilityL", "UICTContentSizeCategoryAccessibilityXL",
        "UICTContentSizeCategoryAccessibilityXXL", "UICTContentSizeCategoryAccessibilityXXXL",
    ]

    /// The category for a `UIContentSizeCategory` raw value.
    static func contentSizeCategory(uiKitName: String) -> HUDContentSizeCategory {
        contentSizeNames.firstIndex(of: uiKitName).flatMap(HUDContentSizeCategory.init(rawValue:)) ?? .large
    }

    /// The direction for a `UITraitEnvironmentLayoutDirection` raw value (1 is right to left;
    /// 0 and unspecified, -1, read as left to right).
    static func layoutDirection(uiKitRawValue: Int) -> HUDLayoutDirection {
        uiKitRawValue == 1 ? .rightToLeft : .leftToRight
    }

    /// Whether a `UIAccessibilityContrast` raw value is Increase Contrast (1, `.high`; 0, normal,
    /// and -1, unspecified, are not).
    static func increasesContrast(uiKitRawValue: Int) -> Bool { uiKitRawValue == 1 }

    /// The traits for what the host read.
    static func traits(
        style: InterfaceStyleResolution.Style, contentSizeName: String, layoutDirection: Int, contrast: Int = 0
    ) -> OverlayTraits {
        OverlayTraits(
            interfaceStyle: style == .dark ? .dark : .light,
            contentSizeCategory: contentSizeCategory(uiKitName: contentSizeName),
            layoutDirection: self.layoutDirection(uiKitRawValue: layoutDirection),
            increasesContrast: increasesContrast(uiKitRawValue: contrast))
    }
}
