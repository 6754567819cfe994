// Forwarding accessors so a layer reads like a `CALayer` (`layer.opacity = 0.5`).
extension HUDLayer {
    /// See ``LayerState/bounds``.
    public var bounds: HUDRect {
        get { model.bounds }
        set { model.bounds = newValue }
    }
    /// See ``LayerState/position``.
    public var position: HUDPoint {
        get { model.position }
        set { model.position = newValue }
    }
    /// See ``LayerState/anchorPoint``.
    public var anchorPoint: HUDPoint {
        get { model.anchorPoint }
        set { model.anchorPoint = newValue }
    }
    /// See ``LayerState/zPosition``.
    public var zPosition: Double {
        get { model.zPosition }
        set { model.zPosition = newValue }
    }
    /// See ``LayerState/transform``.
    public var transform: HUDTransform3D {
        get { model.transform }
        set { model.transform = newValue }
    }
    /// See ``LayerState/sublayerTransform``.
    public var sublayerTransform: HUDTransform3D {
        get { model.sublayerTransform }
        set { model.sublayerTransform = newValue }
    }
    /// See ``LayerState/opacity``.
    public var opacity: Double {
        get { model.opacity }
        set { model.opacity = newValue }
    }
    /// See ``LayerState/isHidden``.
    public var isHidden: Bool {
        get { model.isHidden }
        set { model.isHidden = newValue }
    }
    /// See ``LayerState/masksToBounds``.
    public var masksToBounds: Bool {
        get { model.masksToBounds }
        set { model.masksToBounds = newValue }
    }
    /// See ``LayerState/backgroundColor``.
    public var backgroundColor: HUDColor? {
        get { model.backgroundColor }
        set { model.backgroundColor = newValue }
    }
    /// See ``LayerState/cornerRadius``.
    public var cornerRadius: Double {
        get { model.cornerRadius }
        set { model.cornerRadius = newValue }
    }
    /// See ``LayerState/maskedCorners``.
    public var maskedCorners: CornerMask {
        get { model.maskedCorners }
        set { model.maskedCorners = newValue }
    }
    /// See ``LayerState/borderWidth``.
    public var borderWidth: Double {
        get { model.borderWidth }
        set { model.borderWidth = newValue }
    }
    /// See ``LayerState/borderColor``.
    public var borderColor: HUDColor {
        get { model.borderColor }
        set { model.borderColor = newValue }
    }
    /// See ``LayerState/shadowColor``.
    public var shadowColor: HUDColor {
        get { model.shadowColor }
        set { model.shadowColor = newValue }
    }
    /// See ``LayerState/shadowOpacity``.
    public var shadowOpacity: Double {
        get { model.shadowOpacity }
        set { model.shadowOpacity = newValue }
    }
    /// See ``LayerState/shadowOffset``.
    public var shadowOffset: HUDSize {
        get { model.shadowOffset }
        set { model.shadowOffset = newValue }
    }
    /// See ``LayerState/shadowRadius``.
    public var shadowRadius: Double {
        get { model.shadowRadius }
        set { model.shadowRadius = newValue }
    }
    /// See ``LayerState/content``.
    public var content: LayerContent {
        get { model.content }
        set { model.content = newValue }
    }

    /// The frame in the superlayer's coordinates (see ``LayerState/frame``).
    ///
    /// Setting it sets `bounds.size` and `position` as `CALayer` does with an identity
    /// transform (the transform is left alone; with a non-identity transform the result, as
    /// on `CALayer`, is the frame the layer would have without it). Non-finite frames are ignored.
    public var frame: HUDRect {
        get { model.frame }
        set {
            guard newValue.isFinite else { return }
            let f = newValue.standardized
            model.bounds.size = f.size
            model.position = HUDPoint(f.minX + model.anchorPoint.x * f.width, f.minY + model.anchorPoint.y * f.height)
        }
    }

    /// The shape content, if this is a shape layer; setting it makes this a shape layer.
    public var shape: ShapeContent? {
        get { if case .shape(let s) = model.content { return s } else { return nil } }
        set { model.content = newValue.map { .shape($0) } ?? .none }
    }
}
