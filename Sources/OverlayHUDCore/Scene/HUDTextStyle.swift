/// A text style of iOS Dynamic Type (UIKit: `UIFont.TextStyle`): names the size curve a font
/// follows as the reader's preferred text size (``HUDContentSizeCategory``) changes. The engine's
/// own: on iOS apps name a `UIFont.TextStyle` (`HUDFont.system(size:weight:relativeTo:)`), which
/// the UIKit host maps to one of these.
///
/// ```swift
/// HUDTextStyle.body.pointSize(at: .large)                               // 17
/// HUDTextStyle.body.pointSize(at: .accessibilityExtraExtraExtraLarge)   // 53
/// ```
package enum HUDTextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// Every style's point size at every content size category, a row per style in declaration
    /// order, extra small first: iOS's own sizes, as
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` reports them (iOS 13 to 17; Apple's
    /// Human Interface Guidelines, "Typography", list the same figures).
    private static let sizeTable: [Double] = [
        31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60,  // largeTitle
        25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58,  // title1
        19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56,  // title2
        17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55,  // title3
        14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53,  // headline
        12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49,  // subheadline
        14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53,  // body
        13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51,  // callout
        12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44,  // footnote
        11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43,  // caption1
        11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41,  // caption2
    ]

    /// The style's row in ``sizeTable``.
    private var row: Int {
        switch self {
        case .largeTitle: return 0
        case .title1: return 1
        case .title2: return 2
        case .title3: return 3
        case .headline: return 4
        case .subheadline: return 5
        case .body: return 6
        case .callout: return 7
        case .footnote: return 8
        case .caption1: return 9
        case .caption2: return 10
        }
    }

    /// The style's point size at `category` (at ``HUDContentSizeCategory/large``, the default:
    /// 34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11).
    package func pointSize(at category: HUDContentSizeCategory) -> Double {
        Self.sizeTable[row * 12 + category.rawValue]
    }

    /// How much a size relative to this style grows at `category` against the default size
    /// (`UIFontMetrics(forTextStyle:).scaledValue(for:)`): the style's size there over its size at
    /// ``HUDContentSizeCategory/large`` (1 at large; body: 53 / 17 ≈ 3.1 at the largest size).
    func scaleFactor(at category: HUDContentSizeCategory) -> Double {
        pointSize(at: category) / pointSize(at: .large)
    }

    /// The style's weight (headline: semibold; every other style: regular).
    var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }
}
