/// An animatable layer property, parsed once from a Core Animation key path string.
///
/// ```swift
/// let kp = try AnimationKeyPath(parsing: "transform.rotation")   // .transformRotationZ
/// kp.coreAnimationKeyPath                                        // "transform.rotation.z"
/// ```
///
/// The `transform.*` helpers change one component of the layer's current transform, as Core
/// Animation's value functions do: the transform is split into translation, scale and rotation
/// (``AnimationValue/transform(_:)`` documents the split), that component is replaced, and the
/// result is recomposed. The five shape key paths (`strokeStart`, `strokeEnd`, `lineWidth`,
/// `fillColor`, `strokeColor`) write into `.shape` content and do nothing on other layers.
@_spi(Layers) public enum AnimationKeyPath: String, Hashable, Sendable, CaseIterable {
    /// `position` (point) and its coordinates (scalars).
    case position, positionX, positionY
    /// `bounds` (rect), `bounds.origin` (point), `bounds.size` (size), `bounds.size.width/height` (scalars).
    case bounds, boundsOrigin, boundsSize, boundsWidth, boundsHeight
    /// `anchorPoint` (point) and scalar/colour layer properties of the same names.
    case anchorPoint, zPosition, opacity, backgroundColor, cornerRadius, borderWidth, borderColor
    /// Shadow properties (scalars, `shadowOffset` a size, `shadowColor` a colour).
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor
    /// Shape-content properties (scalars and colours); no-ops on layers without shape content.
    case strokeStart, strokeEnd, lineWidth, fillColor, strokeColor
    /// Whole matrices.
    case transform, sublayerTransform
    /// Scale factors: uniform (x, y and z together) or one axis.
    case transformScale, transformScaleX, transformScaleY, transformScaleZ
    /// Rotation angles in radians about one axis (`transform.rotation` is z).
    case transformRotationX, transformRotationY, transformRotationZ
    /// Translation: x and y as a size, or one axis as a scalar.
    case transformTranslation, transformTranslationX, transformTranslationY, transformTranslationZ

    /// Parses a Core Animation key path (`"position.x"`, `"transform.rotation"`, …).
    /// - Throws: ``MotionError/unknownKeyPath(_:)`` for anything else.
    public init(parsing string: String) throws {
        guard let k = AnimationKeyPath.byCoreAnimationName[string] else { throw MotionError.unknownKeyPath(string) }
        self = k
    }

    /// The Core Animation key path string (for the UIKit mapping). `transform.rotation` parses
    /// to ``transformRotationZ``, whose string is `"transform.rotation.z"`.
    var coreAnimationKeyPath: String {
        switch self {
        case .position: return "position"
        case .positionX: return "position.x"
        case .positionY: return "position.y"
        case .bounds: return "bounds"
        case .boundsOrigin: return "bounds.origin"
        case .boundsSize: return "bounds.size"
        case .boundsWidth: return "bounds.size.width"
        case .boundsHeight: return "bounds.size.height"
        case .anchorPoint: return "anchorPoint"
        case .zPosition: return "zPosition"
        case .opacity: return "opacity"
        case .backgroundColor: return "backgroundColor"
        case .cornerRadius: return "cornerRadius"
        case .borderWidth: return "borderWidth"
        case .borderColor: return "borderColor"
        case .shadowOpacity: return "shadowOpacity"
        case .shadowRadius: return "shadowRadius"
        case .shadowOffset: return "shadowOffset"
        case .shadowColor: return "shadowColor"
        case .strokeStart: return "strokeStart"
        case .strokeEnd: return "strokeEnd"
        case .lineWidth: return "lineWidth"
        case .fillColor: return "fillColor"
        case .strokeColor: return "strokeColor"
        case .transform: return "transform"
        case .sublayerTransform: return "sublayerTransform"
        case .transformScale: return "transform.scale"
        case .transformScaleX: return "transform.scale.x"
        case .transformScaleY: return "transform.scale.y"
        case .transformScaleZ: return "transform.scale.z"
        case .transformRotationX: return "transform.rotation.x"
        case .transformRotationY: return "transform.rotation.y"
        case .transformRotationZ: return "transform.rotation.z"
        case .transformTranslation: return "transform.translation"
        case .transformTranslationX: return "transform.translation.x"
        case .transformTranslationY: return "transform.translation.y"
        case .transformTranslationZ: return "transform.translation.z"
        }
    }

    /// Every accepted string, aliases included.
    static let byCoreAnimationName: [String: AnimationKeyPath] = {
        var d: [String: AnimationKeyPath] = [:]
        for k in AnimationKeyPath.allCases { d[k.coreAnimationKeyPath] = k }
        d["transform.rotation"] = .transformRotationZ
        return d
    }()

    /// The kind of value this property takes.
    @_spi(Layers) public var valueKind: AnimationValue.Kind {
        switch self {
        case .position, .boundsOrigin, .anchorPoint: return .point
        case .boundsSize, .shadowOffset, .transformTranslation: return .size
        case .bounds: return .rect
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor: return .color
        case .transform, .sublayerTransform: return .transform
        default: return .scalar
        }
    }

    /// Checks that `value` fits this key path.
    func validate(_ value: AnimationValue) throws {
        guard value.kind == valueKind else {
            throw MotionError.valueKindMismatch(keyPath: coreAnimationKeyPath, expected: valueKind, got: value.kind)
        }
        guard value.isFinite else { throw MotionError.nonFiniteValue(keyPath: coreAnimationKeyPath) }
    }
}
