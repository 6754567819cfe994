// Forwarding accessors so a layer reads like a `CALayer` (`layer.opacity = 0.5`).
extension HUDLayer {
    /// The layer's own coordinate space rectangle.
    @_spi(Layers) public var bounds: HUDRect {
        get { model.bounds }
        set { model.bounds = newValue }
    }
    /// Where the anchor point sits in the superlayer's coordinates.
    @_spi(Layers) public var position: HUDPoint {
        get { model.position }
        set { model.position = newValue }
    }
    /// The point of the bounds, in unit coordinates, that `position` names and transforms pivot about.
    @_spi(Layers) public var anchorPoint: HUDPoint {
        get { model.anchorPoint }
        set { model.anchorPoint = newValue }
    }
    /// Depth used for ordering siblings (higher draws later, in front).
    @_spi(Layers) public var zPosition: Double {
        get { model.zPosition }
        set { model.zPosition = newValue }
    }
    /// Transform applied about the anchor point.
    @_spi(Layers) public var transform: HUDTransform3D {
        get { model.transform }
        set { model.transform = newValue }
    }
    /// Transform applied to sublayers, about the centre of the bounds.
    @_spi(Layers) public var sublayerTransform: HUDTransform3D {
        get { model.sublayerTransform }
        set { model.sublayerTransform = newValue }
    }
    /// Opacity 0…1 (values outside are clamped when drawn).
    @_spi(Layers) public var opacity: Double {
        get { model.opacity }
        set { model.opacity = newValue }
    }
    /// Hidden layers and their sublayers are not drawn and never hit.
    @_spi(Layers) public var isHidden: Bool {
        get { model.isHidden }
        set { model.isHidden = newValue }
    }
    /// Clip sublayers to the bounds (rounded by the corner radius).
    @_spi(Layers) public var masksToBounds: Bool {
        get { model.masksToBounds }
        set { model.masksToBounds = newValue }
    }
    /// Background fill of the bounds; `nil` draws none.
    @_spi(Layers) public var backgroundColor: HUDColor? {
        get { model.backgroundColor }
        set { model.backgroundColor = newValue }
    }
    /// Corner radius of the background, border and clip.
    @_spi(Layers) public var cornerRadius: Double {
        get { model.cornerRadius }
        set { model.cornerRadius = newValue }
    }
    /// Which corners the radius applies to.
    @_spi(Layers) public var maskedCorners: CornerMask {
        get { model.maskedCorners }
        set { model.maskedCorners = newValue }
    }
    /// Border width, drawn inside the bounds.
    @_spi(Layers) public var borderWidth: Double {
        get { model.borderWidth }
        set { model.borderWidth = newValue }
    }
    /// Border colour.
    @_spi(Layers) public var borderColor: HUDColor {
        get { model.borderColor }
        set { model.borderColor = newValue }
    }
    /// Shadow colour.
    @_spi(Layers) public var shadowColor: HUDColor {
        get { model.shadowColor }
        set { model.shadowColor = newValue }
    }
    /// Shadow opacity 0…1 (0 draws no shadow, as on `CALayer`).
    @_spi(Layers) public var shadowOpacity: Double {
        get { model.shadowOpacity }
        set { model.shadowOpacity = newValue }
    }
    /// Shadow offset. `CALayer`'s default is (0, -3).
    @_spi(Layers) public var shadowOffset: HUDSize {
        get { model.shadowOffset }
        set { model.shadowOffset = newValue }
    }
    /// Shadow blur radius (`CALayer` default 3).
    @_spi(Layers) public var shadowRadius: Double {
        get { model.shadowRadius }
        set { model.shadowRadius = newValue }
    }
    /// What the layer draws.
    @_spi(Layers) public var content: LayerContent {
        get { model.content }
        @inline(never) set { model.content = newValue }  // one copy, not one per call site (iOS code size)
    }

    /// The frame in the superlayer's coordinates: the bounding box of the bounds after the anchor-point,
    /// position and transform mapping (as `CALayer.frame`).
    ///
    /// Setting it sets `bounds.size` and `position` as `CALayer` does with an identity
    /// transform (the transform is left alone; with a non-identity transform the result, as
    /// on `CALayer`, is the frame the layer would have without it). Non-finite frames are ignored.
    @_spi(Layers) public var frame: HUDRect {
        get { model.frame }
        set {
            guard newValue.isFinite else { return }
            let f = newValue.standardized
            model.bounds.size = f.size
            model.position = HUDPoint(f.minX + model.anchorPoint.x * f.width, f.minY + model.anchorPoint.y * f.height)
        }
    }

    /// The shape content, if this is a shape layer; setting it makes this a shape layer.
    package var shape: ShapeContent? {
        get { if case .shape(let s) = model.content { return s } else { return nil } }
        @inline(never) set { model.content = newValue.map { .shape($0) } ?? .none }  // one copy (iOS code size)
    }
}
