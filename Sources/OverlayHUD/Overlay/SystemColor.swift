/// A colour with a light and a dark value, as iOS's dynamic system colours (`UIColor.label`,
/// `.systemBackground`, …) resolve in a light and a dark trait collection.
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
package struct SystemColor: Hashable, Sendable {
    /// The value in the light look.
    package var light: HUDColor
    /// The value in the dark look.
    package var dark: HUDColor

    package init(light: HUDColor, dark: HUDColor) {
        self.light = light
        self.dark = dark
    }

    /// The value for `style`.
    package func resolved(for style: HUDInterfaceStyle) -> HUDColor { style == .dark ? dark : light }

    /// `UIColor.label`: black / white.
    package static let label = SystemColor(light: .black, dark: .white)
    /// `UIColor.secondaryLabel`: #3C3C43 / #EBEBF5, both at 60 %.
    package static let secondaryLabel = SystemColor(
        light: HUDColor(hex: 0x3C3C43, alpha: 0.6), dark: HUDColor(hex: 0xEBEBF5, alpha: 0.6))
    /// `UIColor.placeholderText`: #3C3C43 / #EBEBF5, both at 30 %.
    package static let placeholderText = SystemColor(
        light: HUDColor(hex: 0x3C3C43, alpha: 0.3), dark: HUDColor(hex: 0xEBEBF5, alpha: 0.3))
    /// `UIColor.opaqueSeparator`: #C6C6C8 / #38383A.
    package static let opaqueSeparator = SystemColor(light: HUDColor(hex: 0xC6C6C8), dark: HUDColor(hex: 0x38383A))
    /// `UIColor.systemBackground`, elevated: white / #1C1C1E.
    package static let systemBackground = SystemColor(light: .white, dark: HUDColor(hex: 0x1C1C1E))
    /// The base (not elevated) `UIColor.systemBackground`: white / black — what a full-screen veil stands for.
    package static let baseSystemBackground = SystemColor(light: .white, dark: .black)
    /// `UIColor.systemGray2`: #AEAEB2 / #636366.
    package static let systemGray2 = SystemColor(light: HUDColor(hex: 0xAEAEB2), dark: HUDColor(hex: 0x636366))
    /// `UIColor.systemGray3`: #C7C7CC / #48484A.
    package static let systemGray3 = SystemColor(light: HUDColor(hex: 0xC7C7CC), dark: HUDColor(hex: 0x48484A))
    /// `UIColor.systemGray6`: #F2F2F7 / #1C1C1E.
    package static let systemGray6 = SystemColor(light: HUDColor(hex: 0xF2F2F7), dark: HUDColor(hex: 0x1C1C1E))
    /// `UIColor.systemOrange`: #FF9500 / #FF9F0A.
    package static let systemOrange = SystemColor(light: HUDColor(hex: 0xFF9500), dark: HUDColor(hex: 0xFF9F0A))
}

extension HUDColor {
    /// This colour as drawn in `style`: in the dark look, the dark counterpart `counterparts` lists
    /// for it (an element's default light colours, each mapped to the dark value of the system
    /// colour it stands for); otherwise — the light look, or a colour you chose — this colour.
    package func resolved(for style: HUDInterfaceStyle, counterparts: [HUDColor: HUDColor]) -> HUDColor {
        style == .dark ? counterparts[self] ?? self : self
    }
}
