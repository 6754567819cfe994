/// Which Core Animation layer class mirrors a layer: decided by its content alone, so a host
/// replaces a mirrored layer exactly when this changes.
package enum LayerKind: Sendable, CaseIterable {
    /// No content: a plain `CALayer`.
    case plain
    /// Shape content: a `CAShapeLayer`.
    case shape
    /// Gradient content: a `CAGradientLayer` (radial gradients use its `.radial` type).
    case gradient
    /// Text content: a plain `CALayer` whose view holds a `UILabel` (UIKit sets the text in the
    /// font it was measured in: ``TextDrawingPlan``).
    case text
    /// Bitmap content: a plain `CALayer` whose `contents` is the bitmap's `CGImage`.
    case image
    /// Picture content: a plain `CALayer` whose view holds a `UIImageView` (UIKit draws SF Symbols,
    /// asset images and templates, and follows the traits).
    case picture

    /// The kind for a content value.
    init(_ content: LayerContent) {
        switch content {
        case .none: self = .plain
        case .shape: self = .shape
        case .gradient: self = .gradient
        case .text: self = .text
        case .image: self = .image
        case .picture: self = .picture
        }
    }

    /// The Core Animation class name.
    var coreAnimationClassName: String {
        switch self {
        case .plain, .image, .text, .picture: return "CALayer"
        case .shape: return "CAShapeLayer"
        case .gradient: return "CAGradientLayer"
        }
    }
}
