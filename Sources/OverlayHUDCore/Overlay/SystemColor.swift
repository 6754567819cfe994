/// iOS's dynamic system colours with their light and dark values, as `UIColor.label`,
/// `.systemBackground`, … resolve in a light and a dark trait collection.
///
/// The elements' default colours are the light values (the seeds' look, unchanged); in the dark
/// look each becomes the dark value of the system colour it stands for. The values are UIKit's:
/// the system colours and greys as Apple's Human Interface Guidelines list them (Color →
/// Specifications), the element colours (`label`, `secondaryLabel`, `placeholderText`,
/// `opaqueSeparator`, the backgrounds) as `UIColor.resolvedColor(with:)` gives them for
/// `.light` and `.dark` on iOS 13 and later. The dark backgrounds are the *elevated* ones: overlay
/// elements float above the app, as sheets and alerts do.
///
/// ```swift
/// SystemColor.label.resolved(for: .dark)  // white
/// ```
package enum SystemColor {
    /// `UIColor.label`: black / white.
    case label
    /// `UIColor.secondaryLabel`: #3C3C43 / #EBEBF5, both at 60 %.
    case secondaryLabel
    /// `UIColor.placeholderText`: #3C3C43 / #EBEBF5, both at 30 %.
    case placeholderText
    /// `UIColor.opaqueSeparator`: #C6C6C8 / #38383A.
    case opaqueSeparator
    /// `UIColor.systemBackground`, elevated: white / #1C1C1E.
    case systemBackground
    /// The base (not elevated) `UIColor.systemBackground`: white / black — what a full-screen veil stands for.
    case baseSystemBackground
    /// `UIColor.systemGray2`: #AEAEB2 / #636366.
    case systemGray2
    /// `UIColor.systemGray3`: #C7C7CC / #48484A.
    case systemGray3
    /// `UIColor.systemGray6`: #F2F2F7 / #1C1C1E.
    case systemGray6
    /// `UIColor.systemOrange`: #FF9500 / #FF9F0A.
    case systemOrange

    /// The value in the light look.
    package var light: HUDColor { HUDColor(hex: values.light.hex, alpha: values.light.alpha) }
    /// The value in the dark look.
    package var dark: HUDColor { HUDColor(hex: values.dark.hex, alpha: values.dark.alpha) }

    /// Both values as `0xRRGGBB` and alpha.
    private var values: (light: (hex: UInt32, alpha: Double), dark: (hex: UInt32, alpha: Double)) {
        switch self {
        case .label: return ((0x000000, 1), (0xFFFFFF, 1))
        case .secondaryLabel: return ((0x3C3C43, 0.6), (0xEBEBF5, 0.6))
        case .placeholderText: return ((0x3C3C43, 0.3), (0xEBEBF5, 0.3))
        case .opaqueSeparator: return ((0xC6C6C8, 1), (0x38383A, 1))
        case .systemBackground: return ((0xFFFFFF, 1), (0x1C1C1E, 1))
        case .baseSystemBackground: return ((0xFFFFFF, 1), (0x000000, 1))
        case .systemGray2: return ((0xAEAEB2, 1), (0x636366, 1))
        case .systemGray3: return ((0xC7C7CC, 1), (0x48484A, 1))
        case .systemGray6: return ((0xF2F2F7, 1), (0x1C1C1E, 1))
        case .systemOrange: return ((0xFF9500, 1), (0xFF9F0A, 1))
        }
    }

    /// The value for `style`.
    package func resolved(for style: HUDInterfaceStyle) -> HUDColor { style == .dark ? dark : light }
}

extension HUDColor {
    /// This colour's value in `style`, with Increase Contrast when `increasesContrast`, as a static
    /// colour (a static colour is itself in every look).
    package func resolved(for style: HUDInterfaceStyle, increasesContrast: Bool = false) -> HUDColor {
        switch (style, increasesContrast) {
        case (.light, false): return HUDColor(light)
        case (.dark, false): return HUDColor(dark)
        case (.light, true): return HUDColor(increasedContrastLight)
        case (.dark, true): return HUDColor(increasedContrastDark)
        }
    }

    /// Whether the colour has values for other looks or for Increase Contrast.
    package var isDynamic: Bool { dark != light || increasedContrastLight != light || increasedContrastDark != light }

    /// This colour as drawn in `style`: a dynamic colour's value for the style; in the dark look,
    /// the dark counterpart `counterparts` lists for it (an element's default light colours, each
    /// with the dark value of the system colour it stands for); otherwise — the light look, or a
    /// colour you chose — this colour.
    package func resolved(
        for style: HUDInterfaceStyle, counterparts: KeyValuePairs<HUDColor, HUDColor>, increasesContrast: Bool = false
    ) -> HUDColor {
        if isDynamic { return resolved(for: style, increasesContrast: increasesContrast) }
        guard style == .dark else { return self }
        return counterparts.first { $0.key == self }?.value ?? self
    }
}
