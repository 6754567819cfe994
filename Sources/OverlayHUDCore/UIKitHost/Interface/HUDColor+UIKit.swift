#if canImport(UIKit)
    import UIKit

    extension HUDColor {
        /// A `UIColor`, dynamic ones included: `UIColor.systemIndigo`, `UIColor.label`, an asset
        /// catalog colour, or `UIColor { traits in … }` is resolved for the light and the dark
        /// interface style, each with normal and increased contrast (`resolvedColor(with:)`), and
        /// the overlay's elements draw the value for their look and the Increase Contrast setting
        /// (``init(light:dark:increasedContrastLight:increasedContrastDark:)``). Components
        /// outside sRGB's 0…1 (extended-range colours) are clamped; a colour that cannot be read as
        /// RGB (a pattern colour) is black.
        ///
        /// ```swift
        /// let theme = MessageConfiguration.Theme.custom(background: HUDColor(.systemIndigo), foreground: HUDColor(.white), icon: .info)
        /// ```
        /// - Parameter color: the colour.
        public init(_ color: UIColor) {
            func components(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast = .normal) -> HUDColor {
                let resolved = color.resolvedColor(with: Self.traits(style, contrast))
                var r: CGFloat = 0
                var g: CGFloat = 0
                var b: CGFloat = 0
                var a: CGFloat = 0
                guard resolved.getRed(&r, green: &g, blue: &b, alpha: &a) else { return .black }
                return HUDColor(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
            }
            self.init(
                light: components(.light), dark: components(.dark),
                increasedContrastLight: components(.light, .high), increasedContrastDark: components(.dark, .high))
        }

        /// Traits with `style` and `contrast` (the rest unspecified), off the main thread too:
        /// `init(traitsFrom:)` is deprecated from iOS 17 and `init(mutations:)` is main-actor only.
        private static func traits(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast) -> UITraitCollection {
            let styled = UITraitCollection(userInterfaceStyle: style)
            // The `else` keeps the compiler from flagging the deprecated call at iOS 17 and later.
            if #available(iOS 17.0, *) {
                return styled.replacing(UITraitAccessibilityContrast.self, value: contrast)
            } else {
                return UITraitCollection(traitsFrom: [styled, UITraitCollection(accessibilityContrast: contrast)])
            }
        }
    }
#endif
