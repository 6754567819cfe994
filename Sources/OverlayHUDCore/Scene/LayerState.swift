/// Which corners `cornerRadius` rounds (`CACornerMask`).
@_spi(Layers) public struct CornerMask: OptionSet, Hashable, Sendable {
    @_spi(Layers) public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Top-left (`layerMinXMinYCorner`).
    public static let topLeft = CornerMask(rawValue: 1)
    /// Top-right (`layerMaxXMinYCorner`).
    public static let topRight = CornerMask(rawValue: 2)
    /// Bottom-left (`layerMinXMaxYCorner`).
    public static let bottomLeft = CornerMask(rawValue: 4)
    /// Bottom-right (`layerMaxXMaxYCorner`).
    public static let bottomRight = CornerMask(rawValue: 8)
    /// All four corners.
    public static let all: CornerMask = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// Every model property of a layer that an animation can change, plus its content.
///
/// A ``HUDLayer`` keeps one of these as its model; its presentation at a time is a copy
/// with the running animations applied. Defaults match `CALayer`.
package struct LayerState: Equatable, Sendable {
    /// The layer's own coordinate space rectangle.
    package var bounds: HUDRect = .zero
    /// Where the anchor point sits in the superlayer's coordinates.
    package var position: HUDPoint = .zero
    /// The point of the bounds, in unit coordinates, that `position` names and transforms pivot about.
    package var anchorPoint: HUDPoint = HUDPoint(0.5, 0.5)
    /// Depth used for ordering siblings (higher draws later, in front).
    var zPosition: Double = 0
    /// Transform applied about the anchor point.
    package var transform: HUDTransform3D = .identity
    /// Transform applied to sublayers, about the centre of the bounds.
    package var sublayerTransform: HUDTransform3D = .identity
    /// Opacity 0…1 (values outside are clamped when drawn).
    package var opacity: Double = 1
    /// Hidden layers and their sublayers are not drawn and never hit.
    package var isHidden: Bool = false
    /// Clip sublayers to the bounds (rounded by the corner radius).
    package var masksToBounds: Bool = false
    /// Background fill of the bounds; `nil` draws none.
    package var backgroundColor: HUDColor? {
        get { background.map(HUDColor.init) }
        set { background = newValue?.light }
    }
    /// Corner radius of the background, border and clip.
    var cornerRadius: Double = 0
    /// Which corners the radius applies to.
    var maskedCorners: CornerMask = .all
    /// Border width, drawn inside the bounds.
    package var borderWidth: Double = 0
    /// Border colour.
    package var borderColor: HUDColor {
        get { HUDColor(border) }
        set { border = newValue.light }
    }
    /// Shadow colour.
    package var shadowColor: HUDColor {
        get { HUDColor(shadow) }
        set { shadow = newValue.light }
    }
    /// Shadow opacity 0…1 (0 draws no shadow, as on `CALayer`).
    package var shadowOpacity: Double = 0
    /// Shadow offset. `CALayer`'s default is (0, -3).
    package var shadowOffset: HUDSize = HUDSize(0, -3)
    /// Shadow blur radius (`CALayer` default 3).
    package var shadowRadius: Double = 3
    // A layer draws one value of each colour, so it keeps one: a dynamic colour's light value
    // (the elements resolve their colours for their look before they set them). 32 bytes a
    // colour instead of a dynamic colour's 128 keep a state — copied for every layer every
    // frame — small.
    private var background: HUDColor.Components? = nil
    private var border = HUDColor.black.light
    private var shadow = HUDColor.black.light
    // `content` (see LayerState+Content.swift) lives behind one immutable reference, so copying a
    // state (every layer, every frame) is a flat copy plus one retain. The animatable shape values
    // are kept inline, so a per-frame `strokeEnd` write never touches (or allocates) the box.
    /// The content with its animatable shape values factored out (canonical there); `nil` for
    /// `.none`, so copying a plain layer's state retains nothing.
    var contentBox: LayerContentBox? = nil
    /// Whether the content is a shape (read every frame by shape animations).
    var hasShape: Bool { contentBox?.isShape ?? false }
    /// The animatable shape values; canonical unless the content is a shape.
    var shapePaint: ShapePaint = .canonical

    /// Creates a state with `CALayer`'s defaults.
    init() {}

    /// The per-corner radii the background, border and clip use.
    package var cornerRadii: HUDCornerRadii {
        let r = cornerRadius.isFinite ? max(0, cornerRadius) : 0
        return HUDCornerRadii(
            topLeft: maskedCorners.contains(.topLeft) ? r : 0,
            topRight: maskedCorners.contains(.topRight) ? r : 0,
            bottomRight: maskedCorners.contains(.bottomRight) ? r : 0,
            bottomLeft: maskedCorners.contains(.bottomLeft) ? r : 0)
    }

    /// The frame in the superlayer's coordinates: the bounding box of the bounds after the
    /// anchor-point, position and transform mapping (as `CALayer.frame`).
    package var frame: HUDRect {
        let m = transformToSuperlayer
        let b = bounds.standardized
        let corners = [HUDPoint(b.minX, b.minY), HUDPoint(b.maxX, b.minY), HUDPoint(b.maxX, b.maxY), HUDPoint(b.minX, b.maxY)]
        return HUDPath.bounds(of: corners.map { m.apply(to: $0) })
    }

    /// Maps this layer's bounds coordinates into its superlayer's coordinates
    /// (not including the superlayer's `sublayerTransform`).
    package var transformToSuperlayer: HUDTransform3D {
        let ax = bounds.origin.x + anchorPoint.x * bounds.width
        let ay = bounds.origin.y + anchorPoint.y * bounds.height
        return HUDTransform3D.translation(-ax, -ay)
            .concatenating(transform)
            .concatenating(.translation(position.x, position.y))
    }
}
