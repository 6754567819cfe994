/// An app's picture (``HUDImage``) drawn in a layer's bounds (UIKit: a `UIImageView` over the
/// bounds, whose `contentMode` is the gravity and whose `tintColor` is the tint).
@_spi(Layers) public struct ImageContent: Hashable, Sendable {
    /// How the picture fills the bounds (`CALayerContentsGravity` / `UIView.ContentMode`).
    public enum Gravity: String, Hashable, Sendable {
        /// The whole picture, as large as fits, centred (`.resizeAspect`, `.scaleAspectFit`).
        case resizeAspect
        /// The bounds covered, centred, the overflow cut (`.resizeAspectFill`, `.scaleAspectFill`).
        case resizeAspectFill
    }

    /// The picture.
    public var image: HUDImage
    /// The colour a template picture is drawn in (the element's content colour); `nil` draws every
    /// picture in its own colours. One value is kept: a dynamic colour's light value.
    public var tint: HUDColor? {
        get { tintValue.map(HUDColor.init) }
        set { tintValue = newValue?.light }
    }
    /// The tint's one value (32 bytes, not a dynamic colour's 128).
    private var tintValue: HUDColor.Components?
    /// How the picture fills the bounds.
    public var gravity: Gravity

    /// Creates image content.
    public init(_ image: HUDImage, tint: HUDColor? = nil, gravity: Gravity = .resizeAspect) {
        self.image = image
        self.tintValue = tint?.light
        self.gravity = gravity
    }

    /// Where a picture of `size` shows inside `bounds` (both in points): centred, scaled as
    /// `gravity` says. An empty or non-finite size shows nowhere (`nil`).
    public static func placement(of size: HUDSize, in bounds: HUDRect, gravity: Gravity) -> HUDRect? {
        let w = size.width
        let h = size.height
        guard w.isFinite, h.isFinite, w > 0, h > 0, bounds.width > 0, bounds.height > 0,
            bounds.width.isFinite, bounds.height.isFinite
        else { return nil }
        let sx = bounds.width / w
        let sy = bounds.height / h
        let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
        let fitted = HUDSize(w * s, h * s)
        return HUDRect(
            bounds.minX + (bounds.width - fitted.width) / 2, bounds.minY + (bounds.height - fitted.height) / 2,
            fitted.width, fitted.height)
    }
}
