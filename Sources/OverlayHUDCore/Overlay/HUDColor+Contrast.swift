/// One default colour's values with Increase Contrast on: in the light look and in the dark look.
package struct IncreasedContrastColor: Sendable {
    package var light: HUDColor
    package var dark: HUDColor

    package init(light: HUDColor, dark: HUDColor) {
        self.light = light
        self.dark = dark
    }

    /// The value for `style`.
    package func resolved(for style: HUDInterfaceStyle) -> HUDColor { style == .dark ? dark : light }
}

extension HUDColor {
    /// This colour as drawn in `style`: with Increase Contrast on, the value `increased` lists for
    /// it (keyed by an element's default light colour, each reaching WCAG's 4.5 : 1 against the
    /// element's default background in both looks); otherwise — contrast normal, or a colour the
    /// app chose — as ``resolved(for:counterparts:)`` draws it.
    package func resolved(
        for style: HUDInterfaceStyle, increasesContrast: Bool, counterparts: KeyValuePairs<HUDColor, HUDColor>,
        increased: KeyValuePairs<HUDColor, IncreasedContrastColor>
    ) -> HUDColor {
        if increasesContrast, let value = increased.first(where: { $0.key == self })?.value { return value.resolved(for: style) }
        return resolved(for: style, counterparts: counterparts, increasesContrast: increasesContrast)
    }
}
