#if canImport(UIKit)
    // @preconcurrency: UIFont carries no Sendable annotation in the 17.4 SDK.
    @preconcurrency import UIKit

    // A font in UIKit's words: a `UIFont.TextStyle` names the Dynamic Type curve, a `UIFont.Weight`
    // the weight. Both map to the engine's own (`HUDTextStyle`, `FontWeight`), which the host turns
    // back into the same UIKit values when it sets the text.
    extension HUDFont {
        /// The system font at `size` points at the default text size, growing and shrinking with
        /// Dynamic Type as `style` does (the size `UIFontMetrics(forTextStyle:).scaledValue(for:)`
        /// gives), or fixed.
        ///
        /// ```swift
        /// config.labelFont = .system(size: 18, weight: .semibold, relativeTo: .headline)
        /// config.detailsFont = .system(size: 12, relativeTo: nil)   // one size at every text size
        /// ```
        /// - Parameters:
        ///   - size: the point size at the default text size; NaN, zero, negatives and −∞ read as
        ///     17, above 200 (+∞ included) as 200.
        ///   - weight: the weight (default regular); a value between UIKit's constants takes the
        ///     nearest (on a tie the lighter), one below `.ultraLight` or above `.black` (±∞
        ///     included) that end, NaN `.regular`.
        ///   - style: the text style whose curve the size follows; `nil` keeps the size fixed
        ///     (`UIFont.systemFont(ofSize:weight:)`). iOS 17's `.extraLargeTitle` and
        ///     `.extraLargeTitle2` follow the curve of the style of their size (`.largeTitle`,
        ///     `.title1`); a style this package does not know (a newer one) follows `.body`.
        public static func system(size: Double, weight: UIFont.Weight = .regular, relativeTo style: UIFont.TextStyle?)
            -> HUDFont
        {
            HUDFont(size: size, weight: FontWeight(weight), textStyle: style.map(HUDTextStyle.init))
        }

        /// The system font of a text style, at its size and weight at the default text size
        /// (`UIFont.preferredFont(forTextStyle:)`: body 17 regular, headline 17 semibold, caption 1
        /// 12 regular, …; iOS 17's extra large titles 36 and 28 bold), growing and shrinking with
        /// Dynamic Type as the style does.
        /// - Parameters:
        ///   - style: the text style; the extra large titles grow as in
        ///     ``system(size:weight:relativeTo:)``; one this package does not know (a newer one)
        ///     reads as `.body`.
        ///   - weight: overrides the style's weight (`nil`, the default: the style's); mapped as in
        ///     ``system(size:weight:relativeTo:)``.
        public static func preferred(_ style: UIFont.TextStyle, weight: UIFont.Weight? = nil) -> HUDFont {
            let textStyle = HUDTextStyle(style)
            let extraLarge = style.extraLargeTitleMetrics
            return HUDFont(
                size: extraLarge?.size ?? textStyle.pointSize(at: .large),
                weight: weight.map(FontWeight.init) ?? extraLarge?.weight ?? textStyle.defaultWeight, textStyle: textStyle)
        }

        /// Your own font, by name, at `size` points at the default text size, following `style`.
        ///
        /// The name is first looked up among the fonts registered with ``register(_:named:)``,
        /// then as an installed font or family name (`UIFont(name:size:)`, fonts in the app's
        /// `UIAppFonts`); a name found nowhere draws in the system font.
        ///
        /// ```swift
        /// config.labelFont = .custom("Avenir-Heavy", size: 16, relativeTo: .callout)
        /// ```
        /// - Parameters:
        ///   - name: the font's PostScript or family name, or a name given to ``register(_:named:)``.
        ///   - size: as in ``system(size:weight:relativeTo:)``.
        ///   - weight: the weight of a family's face to use (ignored by a registered font, which is
        ///     used as it is).
        ///   - style: the text style whose curve the size follows (default `.body`); `nil` keeps it fixed.
        public static func custom(
            _ name: String, size: Double, weight: UIFont.Weight = .regular, relativeTo style: UIFont.TextStyle? = .body
        ) -> HUDFont {
            HUDFont(name: name, size: size, weight: FontWeight(weight), textStyle: style.map(HUDTextStyle.init))
        }

        /// Makes every text whose font is named `name` (``custom(_:size:weight:relativeTo:)``) set
        /// in `font`, at the size the engine chooses for the reader's text size — the font's own
        /// size is ignored, so it grows with Dynamic Type as the `HUDFont` says. For fonts no name
        /// finds, such as the rounded system font:
        ///
        /// ```swift
        /// let rounded = UIFont.systemFont(ofSize: 16, weight: .bold).fontDescriptor.withDesign(.rounded)!
        /// HUDFont.register(UIFont(descriptor: rounded, size: 16), named: "Rounded")
        /// config.labelFont = .custom("Rounded", size: 16, relativeTo: .callout)
        /// ```
        /// It is measured and drawn in that font, by every center (``HUDCenter/shared`` and the
        /// centers of window scenes share one set of fonts). A later call with the same name
        /// replaces it. An empty name registers nothing: a font named `""` is the system font.
        /// The software host of tests looks names up as TrueType families and ignores this.
        @MainActor
        public static func register(_ font: UIFont, named name: String) {
            guard !name.isEmpty else { return }
            (HUDCenter.shared.host as? UIKitHUDHost)?.registerFont(font, named: name)
        }
    }

    extension HUDTextStyle {
        /// The engine's style for a UIKit text style: its own, for iOS 17's extra large titles the
        /// style of their size, `.body` for one it does not know (a style added later, or one
        /// made from an arbitrary raw value).
        init(_ style: UIFont.TextStyle) {
            switch style {
            case .largeTitle: self = .largeTitle
            case .title1: self = .title1
            case .title2: self = .title2
            case .title3: self = .title3
            case .headline: self = .headline
            case .subheadline: self = .subheadline
            case .body: self = .body
            case .callout: self = .callout
            case .footnote: self = .footnote
            case .caption1: self = .caption1
            case .caption2: self = .caption2
            default: self = style.extraLargeTitleMetrics?.curve ?? .body
            }
        }
    }

    extension UIFont.TextStyle {
        /// iOS 17's extra large titles, which have no curve in the engine's table: their size and
        /// weight at the default text size on an iPhone (`UIFont.preferredFont(forTextStyle:)`:
        /// 36 and 28 points, bold), and the style of that size whose curve they follow (large
        /// title 34, title 1 28); `nil` for every other style and before iOS 17.
        fileprivate var extraLargeTitleMetrics: (size: Double, weight: FontWeight, curve: HUDTextStyle)? {
            guard #available(iOS 17.0, *) else { return nil }
            switch self {
            case .extraLargeTitle: return (36, .bold, .largeTitle)
            case .extraLargeTitle2: return (28, .bold, .title1)
            default: return nil
            }
        }
    }

    extension FontWeight {
        /// The engine's weight nearest a UIKit weight (`CoreAnimationNames.fontWeight(uiKitRawValue:)`).
        init(_ weight: UIFont.Weight) {
            self = CoreAnimationNames.fontWeight(uiKitRawValue: Double(weight.rawValue))
        }
    }
#endif
