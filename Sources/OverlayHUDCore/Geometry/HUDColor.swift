/// An RGBA colour with straight (non-premultiplied) components in 0…1, sRGB; optionally dynamic,
/// with another value in the dark look and with Increase Contrast
/// (``init(light:dark:increasedContrastLight:increasedContrastDark:)``, on iOS from a dynamic `UIColor`).
///
/// A plain value: its four looks are stored inline, so a colour — and every configuration, style
/// and layer that holds one — copies as bytes, without reference counting.
public struct HUDColor: Hashable, Sendable, CustomStringConvertible {
    /// One look's straight sRGB components, each in 0…1.
    package struct Components: Hashable, Sendable {
        package var red: Double
        package var green: Double
        package var blue: Double
        package var alpha: Double

        /// The components clamped to 0…1, NaN as 0.
        @inline(__always)
        package init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.red = HUDColor.clamp(red)
            self.green = HUDColor.clamp(green)
            self.blue = HUDColor.clamp(blue)
            self.alpha = HUDColor.clamp(alpha)
        }

        /// The same components with another alpha.
        func withAlpha(_ a: Double) -> Components { Components(red: red, green: green, blue: blue, alpha: a) }
    }

    /// The value in the light look — also what an element draws where it does not resolve the colour.
    package let light: Components
    /// The value in the dark look (`light` for a static colour).
    package let dark: Components
    /// The value in the light look with Increase Contrast (`light` unless given).
    package let increasedContrastLight: Components
    /// The value in the dark look with Increase Contrast (`dark` unless given).
    package let increasedContrastDark: Components

    /// Red of the light value, 0…1.
    package var red: Double { light.red }
    /// Green of the light value, 0…1.
    package var green: Double { light.green }
    /// Blue of the light value, 0…1.
    package var blue: Double { light.blue }
    /// Alpha of the light value, 0…1.
    package var alpha: Double { light.alpha }

    /// A static colour: `value` in every look.
    @inline(__always)
    package init(_ value: Components) {
        self.init(light: value, dark: value, increasedContrastLight: value, increasedContrastDark: value)
    }

    @inline(__always)
    private init(light: Components, dark: Components, increasedContrastLight: Components, increasedContrastDark: Components) {
        self.light = light
        self.dark = dark
        self.increasedContrastLight = increasedContrastLight
        self.increasedContrastDark = increasedContrastDark
    }

    /// Creates a colour from straight sRGB components.
    ///
    /// - Parameters:
    ///   - red: red, 0…1.
    ///   - green: green, 0…1.
    ///   - blue: blue, 0…1.
    ///   - alpha: opacity, 0…1; 1 (the default) is opaque.
    ///
    /// Bad input: each component is clamped to 0…1 (±∞ to the nearer end) and NaN becomes 0.
    @inline(__always)
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(Components(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A dynamic colour: `light` in the light look, `dark` in the dark look (as a dynamic
    /// `UIColor` resolves for `UIUserInterfaceStyle`), and — when given — other values with
    /// Increase Contrast on (`UITraitCollection.accessibilityContrast == .high`). Elements resolve
    /// it against their look — the overlay's style or the one their configuration forces — and
    /// the contrast setting, and follow the overlay when either changes. Where an element draws a
    /// colour it does not resolve, the light value shows. Given the same value in every look, it
    /// is that static colour (equal to it).
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
        self.init(
            light: light.light, dark: dark.dark, increasedContrastLight: increasedContrastLight?.light ?? light.light,
            increasedContrastDark: increasedContrastDark?.dark ?? dark.dark)
    }

    /// A grey, as `UIColor(white:alpha:)`.
    ///
    /// - Parameters:
    ///   - white: the grey level, 0 (black) … 1 (white).
    ///   - alpha: opacity, 0…1; 1 (the default) is opaque.
    ///
    /// Bad input: both are clamped to 0…1 and NaN becomes 0.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from a 24-bit `0xRRGGBB` value and an alpha.
    ///
    /// ```swift
    /// let orange = HUDColor(hex: 0xFF9500)
    /// ```
    /// - Parameters:
    ///   - hex: red, green and blue, eight bits each; bits above the lowest 24 are ignored.
    ///   - alpha: opacity, 0…1; 1 (the default) is opaque. Clamped to 0…1, NaN becomes 0.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// Fully transparent black.
    public static let clear = HUDColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Black.
    public static let black = HUDColor(white: 0)
    /// White.
    public static let white = HUDColor(white: 1)
    /// iOS's light grouped background #F2F2F7 (the light value of `UIColor.systemGroupedBackground`),
    /// behind the demo's and the golden images' scenes.
    package static let systemGroupedBackground = HUDColor(hex: 0xF2F2F7)

    /// The same colour with another alpha, in every look.
    ///
    /// - Parameter a: opacity, 0…1. Clamped to 0…1, NaN becomes 0.
    /// - Returns: the colour with `a` as the alpha of each of its values.
    public func withAlpha(_ a: Double) -> HUDColor {
        HUDColor(
            light: light.withAlpha(a), dark: dark.withAlpha(a), increasedContrastLight: increasedContrastLight.withAlpha(a),
            increasedContrastDark: increasedContrastDark.withAlpha(a))
    }

    /// Linear interpolation between two colours in straight RGBA (as Core Animation interpolates colours).
    package static func lerp(_ a: HUDColor, _ b: HUDColor, _ t: Double) -> HUDColor {
        HUDColor(
            red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
            blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    @inline(__always)
    package static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }

    /// `rgba(r, g, b, a)`; a dynamic colour lists its four values (light, dark, and both with
    /// Increase Contrast).
    @_spi(Layers) public var description: String {
        func text(_ c: Components) -> String { "rgba(\(c.red), \(c.green), \(c.blue), \(c.alpha))" }
        let looks = [light, dark, increasedContrastLight, increasedContrastDark]
        if looks.dropFirst().allSatisfy({ $0 == light }) { return text(light) }
        return "dynamic(" + looks.map(text).joined(separator: ", ") + ")"
    }
}
