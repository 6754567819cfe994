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
                let traits = UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: contrast),
                ])
                let resolved = color.resolvedColor(with: traits)
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
    }
#endif
