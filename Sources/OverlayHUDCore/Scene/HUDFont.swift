/// A font described by what it is for, not by a file: a size at the default text size, a weight,
/// and the Dynamic Type style whose curve the size follows as the reader's preferred text size
/// changes (UIKit: a system font scaled by `UIFontMetrics(forTextStyle:)`). A name picks your own
/// font instead of the system's.
///
/// Every element's configuration takes these. On iOS you make one in UIKit's words
/// (`HUDFont+UIKit.swift`): `.system(size:weight:relativeTo:)`, `.preferred(_:weight:)` and
/// `.custom(_:size:weight:relativeTo:)` take a `UIFont.TextStyle` and a `UIFont.Weight`. The
/// engine turns one into a `TextContent` at the overlay's `OverlayTraits.contentSizeCategory`
/// (`textContent(_:at:color:alignment:truncation:kerning:)`), and the host measures and draws that
/// content in one and the same platform font.
///
/// ```swift
/// var config = WaitingHUDConfiguration(mode: .indeterminate, label: "Loading")
/// config.labelFont = .system(size: 18, weight: .semibold, relativeTo: .headline)  // grows with Dynamic Type
/// config.detailsFont = .system(size: 12, relativeTo: nil)                          // never grows
/// config.labelFont = .custom("Brand", size: 16, relativeTo: .callout)             // your own font
/// ```
///
/// Bad input: a NaN, zero, negative or −∞ size reads back as `defaultSize` (17); +∞ and
/// sizes above `largestSize` (200) read back as `largestSize`. A `maximumPointSize` that is
/// NaN, zero or negative reads back as `nil` (no limit but `largestSize`). Scaled sizes never
/// exceed `largestSize` either.
public struct HUDFont: Hashable, Sendable {
    /// The size a bad ``size`` falls back to (UIKit's body size).
    static let defaultSize = 17.0
    /// The largest size a font is ever set in, before or after scaling (200 points).
    static let largestSize = 200.0

    /// Your own font's name, or `nil` for the system font. On iOS a name is first looked up among
    /// the fonts registered with the UIKit host (`HUDFont.register(_:named:)`, any `UIFont`),
    /// then as an installed font or family name; the software host looks it up as a TrueType
    /// family. A name found nowhere draws in the system font.
    package var name: String?
    /// The point size at the default text size (``HUDContentSizeCategory/large``).
    package var size: Double {
        get { storedSize }
        set { storedSize = Self.sanitized(newValue) }
    }
    private var storedSize: Double
    /// The weight (ignored by a registered font, which is used as it is).
    package var weight: FontWeight
    /// The Dynamic Type style whose curve ``size`` follows; `nil` keeps the size fixed.
    package var textStyle: HUDTextStyle?
    /// Whether the size follows the reader's preferred text size (UIKit's
    /// `adjustsFontForContentSizeCategory`); `false` keeps ``size`` at every text size. Without a
    /// ``textStyle`` the size is fixed anyway.
    package var adjustsForContentSizeCategory = true
    /// The largest point size scaling may reach (`UIFontMetrics.scaledFont(for:maximumPointSize:)`);
    /// `nil` allows up to ``largestSize``.
    var maximumPointSize: Double? {
        get { storedMaximum }
        set { storedMaximum = newValue.flatMap { $0.isNaN || $0 <= 0 ? nil : min($0, Self.largestSize) } }
    }
    private var storedMaximum: Double?

    /// Creates a font description.
    /// - Parameters:
    ///   - name: your own font's name (see ``name``); `nil` for the system font.
    ///   - size: the point size at the default text size.
    ///   - weight: the weight.
    ///   - textStyle: the Dynamic Type curve the size follows; `nil` for a fixed size.
    package init(name: String? = nil, size: Double, weight: FontWeight = .regular, textStyle: HUDTextStyle?) {
        self.name = name
        self.storedSize = Self.sanitized(size)
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The system font at `size` points by default, growing and shrinking as `style` does (the
    /// engine's spelling; on iOS apps pass UIKit's text style and weight, `HUDFont+UIKit.swift`).
    @_disfavoredOverload
    package static func system(size: Double, weight: FontWeight = .regular, relativeTo style: HUDTextStyle) -> HUDFont {
        HUDFont(size: size, weight: weight, textStyle: style)
    }

    /// The system font of a text style, at its size and weight (`UIFont.preferredFont(forTextStyle:)`);
    /// `weight` overrides the style's.
    @_disfavoredOverload
    package static func preferred(_ style: HUDTextStyle, weight: FontWeight? = nil) -> HUDFont {
        HUDFont(size: style.pointSize(at: .large), weight: weight ?? style.defaultWeight, textStyle: style)
    }

    /// The system font at `size` points whatever the reader's text size (opts out of Dynamic Type).
    package static func fixed(size: Double, weight: FontWeight = .regular) -> HUDFont {
        HUDFont(size: size, weight: weight, textStyle: nil)
    }

    /// Your own font (see ``name``) at `size` points by default, following `style` (`nil`: fixed).
    @_disfavoredOverload
    package static func custom(
        _ name: String, size: Double, weight: FontWeight = .regular, relativeTo style: HUDTextStyle? = .body
    ) -> HUDFont {
        HUDFont(name: name, size: size, weight: weight, textStyle: style)
    }

    /// Whether the size changes with the reader's text size.
    package var isScaled: Bool { adjustsForContentSizeCategory && textStyle != nil }

    /// The same font at its ``size`` whatever the reader's text size.
    var fixedSize: HUDFont {
        var f = self
        f.adjustsForContentSizeCategory = false
        return f
    }

    /// The point size at `category`: ``size`` × the style's size there ÷ its default size
    /// (`UIFontMetrics.scaledValue(for:)`), at most ``maximumPointSize`` and ``largestSize``; just
    /// ``size`` when the font does not scale.
    ///
    /// ```swift
    /// HUDFont.system(size: 12, relativeTo: .caption1).pointSize(at: .accessibilityExtraExtraExtraLarge) // 43
    /// ```
    package func pointSize(at category: HUDContentSizeCategory) -> Double {
        guard isScaled, let style = textStyle else { return size }
        let scaled = size * style.pointSize(at: category) / style.pointSize(at: .large)
        return min(scaled, maximumPointSize ?? Self.largestSize, Self.largestSize)
    }

    /// One line of `string` in this font at `category`, for a text layer.
    @inline(never)  // builds a large value; one copy, not one per call site (iOS code size)
    package func textContent(
        _ string: String, at category: HUDContentSizeCategory, color: HUDColor = .black,
        alignment: HUDTextAlignment = .center, truncation: TextTruncation = .end, kerning: Double = 0
    ) -> TextContent {
        TextContent(
            string, fontFamily: name, fontSize: pointSize(at: category), weight: weight, color: color,
            alignment: alignment, truncation: truncation, kerning: kerning)
    }

    private static func sanitized(_ size: Double) -> Double {
        if size.isNaN || size <= 0 { return defaultSize }
        return min(size, largestSize)
    }
}
