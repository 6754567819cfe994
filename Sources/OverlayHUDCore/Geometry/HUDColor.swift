/// An RGBA colour with straight (non-premultiplied) components in 0…1, sRGB; optionally dynamic,
/// with another value in the dark look and with Increase Contrast
/// (``init(light:dark:increasedContrastLight:increasedContrastDark:)``, on iOS from a dynamic `UIColor`).
public struct HUDColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Alpha, 0…1.
    public var alpha: Double
    /// A dynamic colour's other values (the components above are the light one); `nil` for a
    /// static colour. One reference, so a colour stays cheap to copy.
    package var variants: Variants?

    /// Creates a colour; components are clamped to 0…1 and NaN becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = HUDColor.clamp(red)
        self.green = HUDColor.clamp(green)
        self.blue = HUDColor.clamp(blue)
        self.alpha = HUDColor.clamp(alpha)
        self.variants = nil
    }

    /// A dynamic colour: `light` in the light look, `dark` in the dark look (as a dynamic
    /// `UIColor` resolves for `UIUserInterfaceStyle`), and — when given — other values with
    /// Increase Contrast on (`UITraitCollection.accessibilityContrast == .high`). Elements resolve
    /// it against their look — the overlay's style or the one their configuration forces — and
    /// the contrast setting, and follow the overlay when either changes. Where an element draws a
    /// colour it does not resolve, the light value shows.
    ///
    /// ```swift
    /// let brand = HUDColor(light: HUDColor(hex: 0x5E2CA5), dark: HUDColor(hex: 0xBF9EF5),
    ///                      increasedContrastLight: HUDColor(hex: 0x3F1A7A), increasedContrastDark: HUDColor(hex: 0xD9C7FA))
    /// ```
    /// - Parameters:
    ///   - light: the light value (its own other values, if dynamic, are ignored).
    ///   - dark: the dark value (if dynamic, its dark value is the one used).
    ///   - increasedContrastLight: the light value with Increase Contrast; `nil` (the default): `light`.
    ///   - increasedContrastDark: the dark value with Increase Contrast; `nil` (the default): `dark`.
    public init(
        light: HUDColor, dark: HUDColor, increasedContrastLight: HUDColor? = nil, increasedContrastDark: HUDColor? = nil
    ) {
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
        let d = dark.resolved(for: .dark)
        let highLight = increasedContrastLight?.resolved(for: .light) ?? self
        let highDark = increasedContrastDark?.resolved(for: .dark) ?? d
        if d != self || highLight != self || highDark != d {
            variants = Variants(dark: d, increasedContrastLight: highLight, increasedContrastDark: highDark)
        }
    }

    /// A dynamic colour's static values in the dark look and with Increase Contrast, boxed (a
    /// colour cannot hold a colour inline).
    package final class Variants: Hashable, Sendable {
        /// The value in the dark look.
        package let dark: HUDColor
        /// The value in the light look with Increase Contrast.
        package let increasedContrastLight: HUDColor
        /// The value in the dark look with Increase Contrast.
        package let increasedContrastDark: HUDColor
        init(dark: HUDColor, increasedContrastLight: HUDColor, increasedContrastDark: HUDColor) {
            self.dark = dark
            self.increasedContrastLight = increasedContrastLight
            self.increasedContrastDark = increasedContrastDark
        }
        package static func == (a: Variants, b: Variants) -> Bool {
            a.dark == b.dark && a.increasedContrastLight == b.increasedContrastLight
                && a.increasedContrastDark == b.increasedContrastDark
        }
        package func hash(into h: inout Hasher) {
            h.combine(dark)
            h.combine(increasedContrastLight)
            h.combine(increasedContrastDark)
        }
    }

    /// A grey (`UIColor(white:alpha:)`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from a 24-bit `0xRRGGBB` value and an alpha.
    ///
    /// ```swift
    /// let orange = HUDColor(hex: 0xFF9500)
    /// ```
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// A colour from `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"` (the `#` is optional); `nil` when malformed.
    public init?(hex string: String) {
        var s = Substring(string)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard let v = UInt32(s, radix: 16) else { return nil }
        switch s.count {
        case 3:
            let r = (v >> 8) & 0xF
            let g = (v >> 4) & 0xF
            let b = v & 0xF
            self.init(red: Double(r * 17) / 255, green: Double(g * 17) / 255, blue: Double(b * 17) / 255)
        case 6: self.init(hex: v)
        case 8: self.init(hex: v >> 8, alpha: Double(v & 0xFF) / 255)
        default: return nil
        }
    }

    /// Fully transparent black.
    public static let clear = HUDColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Black.
    public static let black = HUDColor(white: 0)
    /// White.
    public static let white = HUDColor(white: 1)
    /// iOS system grey background #F2F2F7.
    public static let systemGroupedBackground = HUDColor(hex: 0xF2F2F7)

    /// The same colour with another alpha (a dynamic colour's dark value too).
    public func withAlpha(_ a: Double) -> HUDColor {
        var c = HUDColor(red: red, green: green, blue: blue, alpha: a)
        if let v = variants {
            c.variants = Variants(
                dark: v.dark.withAlpha(a), increasedContrastLight: v.increasedContrastLight.withAlpha(a),
                increasedContrastDark: v.increasedContrastDark.withAlpha(a))
        }
        return c
    }

    /// Linear interpolation between two colours in straight RGBA (as Core Animation interpolates colours).
    package static func lerp(_ a: HUDColor, _ b: HUDColor, _ t: Double) -> HUDColor {
        HUDColor(
            red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
            blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    @inline(__always)
    package static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }

    @_spi(Layers) public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
