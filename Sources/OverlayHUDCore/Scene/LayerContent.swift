/// What a layer draws inside its bounds besides its background, border and shadow
/// (Core Animation's layer subclasses: `CAShapeLayer`, `CAGradientLayer`, contents; text is set
/// by UIKit, in a `UILabel` in the layer's view).
@_spi(Layers) public enum LayerContent: Hashable, Sendable {
    /// Nothing but background, border and shadow (a plain `CALayer`).
    case none
    /// A filled and/or stroked path (`CAShapeLayer`).
    case shape(ShapeContent)
    /// A linear or radial gradient filling the bounds (`CAGradientLayer`).
    case gradient(GradientContent)
    /// A line of text (UIKit: a `UILabel` over the layer's bounds, in the font the host measured).
    case text(TextContent)
    /// A bitmap stretched over the bounds (`CALayer.contents`).
    case image(Bitmap)
    /// An app's picture fitted into the bounds, a template tinted (UIKit: a `UIImageView`).
    case picture(ImageContent)
}

/// The fill rule for a shape (`CAShapeLayerFillRule`).
@_spi(Layers) public enum FillRule: String, Hashable, Sendable { case nonZero, evenOdd }
/// How open stroke ends are drawn (`CAShapeLayerLineCap`).
@_spi(Layers) public enum LineCap: String, Hashable, Sendable { case butt, round, square }
/// How stroke corners are drawn (`CAShapeLayerLineJoin`).
@_spi(Layers) public enum LineJoin: String, Hashable, Sendable { case miter, round, bevel }

/// A shape layer's path and paint (`CAShapeLayer`). Path coordinates are in the layer's bounds space.
@_spi(Layers) public struct ShapeContent: Hashable, Sendable {
    /// The outline to fill and stroke.
    public var path: HUDPath
    /// Fill colour; `nil` (or clear) fills nothing. `CAShapeLayer` defaults to opaque black. A
    /// layer draws one value: a dynamic colour's light value is kept (resolve it for the look first).
    public var fillColor: HUDColor? {
        get { fill.map(HUDColor.init) }
        set { fill = newValue?.light }
    }
    /// How overlapping subpaths are filled.
    public var fillRule: FillRule
    /// Stroke colour; `nil` strokes nothing. One value is kept, as for ``fillColor``.
    public var strokeColor: HUDColor? {
        get { stroke.map(HUDColor.init) }
        set { stroke = newValue?.light }
    }
    /// The fill's and the stroke's one value each: 32 bytes a colour, not a dynamic colour's 128,
    /// so content copies stay small.
    private var fill: HUDColor.Components?
    private var stroke: HUDColor.Components?
    /// Stroke width in points (negative or NaN draws no stroke).
    public var lineWidth: Double
    /// End caps.
    public var lineCap: LineCap
    /// Corner joins.
    public var lineJoin: LineJoin
    /// Miter limit (as `CAShapeLayer.miterLimit`).
    public var miterLimit: Double
    /// Dash lengths, alternating on/off; empty means solid.
    public var lineDashPattern: [Double]
    /// Offset into the dash pattern.
    public var lineDashPhase: Double
    /// Fraction of the path length where the stroke starts, 0…1.
    public var strokeStart: Double
    /// Fraction of the path length where the stroke ends, 0…1.
    public var strokeEnd: Double

    /// Creates shape content with `CAShapeLayer`'s defaults.
    public init(
        path: HUDPath, fillColor: HUDColor? = .black, fillRule: FillRule = .nonZero,
        strokeColor: HUDColor? = nil, lineWidth: Double = 1, lineCap: LineCap = .butt,
        lineJoin: LineJoin = .miter, miterLimit: Double = 10, lineDashPattern: [Double] = [],
        lineDashPhase: Double = 0, strokeStart: Double = 0, strokeEnd: Double = 1
    ) {
        self.path = path
        self.fill = fillColor?.light
        self.fillRule = fillRule
        self.stroke = strokeColor?.light
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.lineDashPattern = lineDashPattern
        self.lineDashPhase = lineDashPhase
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
    }
}

/// A gradient filling a layer's bounds (`CAGradientLayer`).
@_spi(Layers) public struct GradientContent: Hashable, Sendable {
    /// Axial (linear) or radial.
    public enum Kind: String, Hashable, Sendable { case axial, radial }
    /// The gradient type.
    public var kind: Kind
    /// The colour stops.
    public var colors: [HUDColor]
    /// Stop locations 0…1, one per colour; `nil` spaces them evenly.
    public var locations: [Double]?
    /// Start point in the unit coordinate space of the bounds ((0,0) top-left, (1,1) bottom-right).
    public var startPoint: HUDPoint
    /// End point in unit coordinates. For radial gradients the distance from start to end is the radius
    /// along each axis, as in `CAGradientLayer`.
    public var endPoint: HUDPoint

    /// Creates a gradient; defaults match `CAGradientLayer` (top to bottom).
    public init(
        kind: Kind = .axial, colors: [HUDColor], locations: [Double]? = nil,
        startPoint: HUDPoint = HUDPoint(0.5, 0), endPoint: HUDPoint = HUDPoint(0.5, 1)
    ) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
}

/// Horizontal alignment of text in its layer (`NSTextAlignment`).
@_spi(Layers) public enum HUDTextAlignment: String, Hashable, Sendable { case left, center, right }
/// What happens to text wider than its layer (`NSLineBreakMode`: tail truncation, or clipping).
@_spi(Layers) public enum TextTruncation: String, Hashable, Sendable { case none, end }
/// Font weight, as the nine `UIFont.Weight` steps (CSS weights 100 to 900), in the layer API's
/// ``TextContent``. On iOS an app names a `UIFont.Weight` (`HUDFont.system(size:weight:relativeTo:)`),
/// which maps to the nearest of these.
@_spi(Layers) public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight on CSS's and TrueType's scale (`usWeightClass`): 100 (ultra light) to 900 (black),
    /// regular 400, bold 700.
    package var cssWeight: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}

/// A single line of text drawn in a layer, vertically centred in the bounds (UIKit: a `UILabel`).
///
/// Components make these from a ``HUDFont`` at the reader's text size
/// (``HUDFont/textContent(_:at:color:alignment:truncation:kerning:)``), and lay the text out from
/// what the host measures (``HUDHost/measure(_:)``); the host draws it in the same font.
@_spi(Layers) public struct TextContent: Hashable, Sendable {
    /// The text.
    public var string: String
    /// Preferred font family (e.g. "DejaVu Sans"), or the name of a font the app registered with
    /// the UIKit host (a `HUDFont`'s name); `nil` uses the system font.
    public var fontFamily: String?
    /// Point size, already chosen for the reader's text size (NaN, ±∞ or ≤ 0 draws nothing).
    public var fontSize: Double
    /// Weight.
    public var weight: FontWeight
    /// Text colour. A layer draws one value: a dynamic colour's light value is kept (resolve it
    /// for the look first).
    public var color: HUDColor {
        get { HUDColor(textColor) }
        set { textColor = newValue.light }
    }
    /// The colour's one value (32 bytes, not a dynamic colour's 128: text content is copied and
    /// hashed as a measuring key).
    private var textColor: HUDColor.Components
    /// Horizontal alignment.
    public var alignment: HUDTextAlignment
    /// Tail truncation with "…" when too wide.
    public var truncation: TextTruncation
    /// Extra space after each character in points (`NSAttributedString.Key.kern`; non-finite → 0).
    public var kerning: Double

    /// Creates text content.
    public init(
        _ string: String, fontFamily: String? = nil, fontSize: Double = 17, weight: FontWeight = .regular,
        color: HUDColor = .black, alignment: HUDTextAlignment = .center, truncation: TextTruncation = .end,
        kerning: Double = 0
    ) {
        self.string = string
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.weight = weight
        self.textColor = color.light
        self.alignment = alignment
        self.truncation = truncation
        self.kerning = kerning.isFinite ? kerning : 0
    }
}

/// An RGBA8 bitmap with straight alpha, row-major from the top-left: the pixels of a layer's
/// ``LayerContent/image(_:)`` content. Apps show pictures as ``HUDImage``s (on iOS a `UIImage`
/// or a name; in tests a name registered with the test center).
@_spi(Layers) public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: r, g, b, a per pixel.
    public let pixels: [UInt8]

    /// Creates a bitmap; returns `nil` when the sizes are negative or do not match `pixels`
    /// (`width × height × 4` is computed with overflow checks: sizes whose product overflows an
    /// `Int` cannot match any array and answer `nil`).
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0 else { return nil }
        let (count, overflowCount) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflowBytes) = count.multipliedReportingOverflow(by: 4)
        guard !overflowCount, !overflowBytes, pixels.count == bytes else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
