#if canImport(UIKit)
    // @preconcurrency: UIFont carries no Sendable annotation in the 17.4 SDK.
    @preconcurrency import UIKit

    // A font in UIKit's words: a `UIFont.TextStyle` names the Dynamic Type curve, a `UIFont.Weight`
    // the weight. Both map to the engine's own (`HUDTextStyle`, `FontWeight`), which the host turns
    // back into the same UIKit values when it sets the text.
    extension HUDFont {
        /// The system font at `size` points at the default text size, growing and shrinking with
        /// Dynamic Type as `style` does (`UIFontMetrics(forTextStyle:).scaledFont(for:)`), or fixed.
        ///
        /// ```swift
        /// config.labelFont = .system(size: 18, weight: .semibold, relativeTo: .headline)
        /// config.detailsFont = .system(size: 12, relativeTo: nil)   // one size at every text size
        /// ```
        /// - Parameters:
        ///   - size: the point size at the default text size; NaN, zero, negatives and −∞ read as
        ///     17, above 200 (+∞ included) as 200.
        ///   - weight: the weight (default regular); a value between UIKit's constants takes the
        ///     nearest, one below `.ultraLight` or above `.black` that end.
        ///   - style: the text style whose curve the size follows; `nil` keeps the size fixed
        ///     (`UIFont.systemFont(ofSize:weight:)`). A style this package does not know (a newer
        ///     one) follows `.body`.
        public static func system(size: Double, weight: UIFont.Weight = .regular, relativeTo style: UIFont.TextStyle?)
            -> HUDFont
        {
            HUDFont(size: size, weight: FontWeight(weight), textStyle: style.map(HUDTextStyle.init))
        }

        /// The system font of a text style, at its size and weight at the default text size
        /// (`UIFont.preferredFont(forTextStyle:)`: body 17 regular, headline 17 semibold, caption 1
        /// 12 regular, …), growing and shrinking with Dynamic Type as the style does.
        /// - Parameters:
        ///   - style: the text style; one this package does not know (a newer one) reads as `.body`.
        ///   - weight: overrides the style's weight (`nil`, the default: the style's); mapped as in
        ///     ``system(size:weight:relativeTo:)``.
        public static func preferred(_ style: UIFont.TextStyle, weight: UIFont.Weight? = nil) -> HUDFont {
            let textStyle = HUDTextStyle(style)
            return HUDFont(
                size: textStyle.pointSize(at: .large), weight: weight.map(FontWeight.init) ?? textStyle.defaultWeight,
                textStyle: textStyle)
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
        /// replaces it; an empty name is kept as any other. The software host of tests looks names
        /// up as TrueType families and ignores this.
        @MainActor
        public static func register(_ font: UIFont, named name: String) {
            (HUDCenter.shared.host as? UIKitHUDHost)?.registerFont(font, named: name)
        }
    }

    extension HUDTextStyle {
        /// The engine's style for a UIKit text style; `.body` for one it does not know (a style
        /// added after iOS 17, or one made from an arbitrary raw value).
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
            default: self = .body
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
