/// The reader's preferred text size (UIKit: `UIContentSizeCategory`, which the UIKit host reads
/// from the window's traits), from extra small to the largest accessibility size. ``large`` is
/// the system default. The engine's own: apps never name one (the test center's
/// `OverlayTestCenter.TextSize` maps to it).
package enum HUDContentSizeCategory: Int, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes.
    package var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The point size of the body text style at this size (Apple's Human Interface Guidelines,
    /// "Typography", iOS Dynamic Type sizes: 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53).
    var bodyPointSize: Double {
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][rawValue]
    }

    /// How much text grows at this size against ``large``: the body style's ratio (1 at ``large``).
    var scaleFactor: Double { bodyPointSize / HUDContentSizeCategory.large.bodyPointSize }

    package static func < (a: HUDContentSizeCategory, b: HUDContentSizeCategory) -> Bool { a.rawValue < b.rawValue }
}
