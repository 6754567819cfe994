/// A value an animation moves a layer property through.
///
/// Each key path takes one kind (see ``AnimationKeyPath/valueKind``); the animation
/// constructors throw ``MotionError/valueKindMismatch(keyPath:expected:got:)`` otherwise.
/// Number literals are scalars: `from: 0, to: 1`.
@_spi(Layers) public enum AnimationValue: Hashable, Sendable {
    /// A number (opacity, a coordinate, an angle in radians, a scale factor, …).
    case scalar(Double)
    /// A point (position, anchor point).
    case point(HUDPoint)
    /// A size (bounds size, shadow offset, transform translation).
    case size(HUDSize)
    /// A rectangle (bounds).
    case rect(HUDRect)
    /// A colour, interpolated component-wise in straight RGBA (a dynamic colour's light value).
    // Boxed like the transform, so every other value stays 33 bytes to copy.
    indirect case color(HUDColor)
    /// A full 4×4 transform, interpolated by decomposition (translation, scale, rotation angles).
    indirect case transform(HUDTransform3D)

    /// The kinds of ``AnimationValue``.
    @_spi(Layers) public enum Kind: String, Hashable, Sendable { case scalar, point, size, rect, color, transform }

    /// This value's kind.
    @_spi(Layers) public var kind: Kind {
        switch self {
        case .scalar: return .scalar
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .color: return .color
        case .transform: return .transform
        }
    }

    /// True when every component is finite.
    var isFinite: Bool {
        switch self {
        case .scalar(let v): return v.isFinite
        case .point(let p): return p.isFinite
        case .size(let s): return s.isFinite
        case .rect(let r): return r.isFinite
        case .color: return true
        case .transform(let m):
            return m.m11.isFinite && m.m12.isFinite && m.m13.isFinite && m.m14.isFinite
                && m.m21.isFinite && m.m22.isFinite && m.m23.isFinite && m.m24.isFinite
                && m.m31.isFinite && m.m32.isFinite && m.m33.isFinite && m.m34.isFinite
                && m.m41.isFinite && m.m42.isFinite && m.m43.isFinite && m.m44.isFinite
        }
    }

    /// `a + (b − a)·t`. Values of different kinds give `b` (constructors prevent that case).
    static func interpolate(_ a: AnimationValue, _ b: AnimationValue, _ t: Double) -> AnimationValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + (y - x) * t)
        case (.point(let p), .point(let q)): return .point(HUDPoint(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t))
        case (.size(let p), .size(let q)):
            return .size(HUDSize(p.width + (q.width - p.width) * t, p.height + (q.height - p.height) * t))
        case (.rect(let p), .rect(let q)):
            return .rect(
                HUDRect(
                    p.origin.x + (q.origin.x - p.origin.x) * t, p.origin.y + (q.origin.y - p.origin.y) * t,
                    p.width + (q.width - p.width) * t, p.height + (q.height - p.height) * t))
        case (.color(let p), .color(let q)): return .color(HUDColor.lerp(p, q, t))
        case (.transform(let p), .transform(let q)):
            if t == 0 { return a }
            if t == 1 { return b }
            return .transform(TransformComponents(p).interpolated(to: TransformComponents(q), t).matrix)
        default: return b
        }
    }

    /// Component-wise sum, used for `byValue`, additive and cumulative animations.
    /// Transforms combine by components (translations add, scales multiply, angles add).
    static func + (a: AnimationValue, b: AnimationValue) -> AnimationValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + y)
        case (.point(let p), .point(let q)): return .point(p + q)
        case (.size(let p), .size(let q)): return .size(HUDSize(p.width + q.width, p.height + q.height))
        case (.rect(let p), .rect(let q)):
            return .rect(HUDRect(p.origin.x + q.origin.x, p.origin.y + q.origin.y, p.width + q.width, p.height + q.height))
        case (.color(let p), .color(let q)):
            return .color(HUDColor(red: p.red + q.red, green: p.green + q.green, blue: p.blue + q.blue, alpha: p.alpha + q.alpha))
        case (.transform(let p), .transform(let q)):
            return .transform(TransformComponents(p).adding(TransformComponents(q)).matrix)
        default: return a
        }
    }

    /// `self` scaled by `n` (n whole cycles of a cumulative animation).
    func scaled(by n: Double) -> AnimationValue {
        switch self {
        case .scalar(let x): return .scalar(x * n)
        case .point(let p): return .point(p * n)
        case .size(let s): return .size(HUDSize(s.width * n, s.height * n))
        case .rect(let r): return .rect(HUDRect(r.origin.x * n, r.origin.y * n, r.width * n, r.height * n))
        case .color(let c):
            return .color(HUDColor(red: c.red * n, green: c.green * n, blue: c.blue * n, alpha: c.alpha * n))
        case .transform(let m): return .transform(TransformComponents(m).scaled(by: n).matrix)
        }
    }

    /// `a − b`, the inverse of `+` (for `byValue` with only `toValue`).
    static func - (a: AnimationValue, b: AnimationValue) -> AnimationValue { a + b.scaled(by: -1) }

    /// Euclidean distance between two values of the same kind (for paced keyframes).
    static func distance(_ a: AnimationValue, _ b: AnimationValue) -> Double {
        func hyp(_ d: Double...) -> Double { d.reduce(0) { $0 + $1 * $1 }.squareRoot() }
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return abs(y - x)
        case (.point(let p), .point(let q)): return p.distance(to: q)
        case (.size(let p), .size(let q)): return hyp(q.width - p.width, q.height - p.height)
        case (.rect(let p), .rect(let q)):
            return hyp(q.origin.x - p.origin.x, q.origin.y - p.origin.y, q.width - p.width, q.height - p.height)
        case (.color(let p), .color(let q)):
            return hyp(q.red - p.red, q.green - p.green, q.blue - p.blue, q.alpha - p.alpha)
        case (.transform(let p), .transform(let q)):
            let c = TransformComponents(p)
            let d = TransformComponents(q)
            return hyp(
                d.translation.0 - c.translation.0, d.translation.1 - c.translation.1, d.translation.2 - c.translation.2,
                d.scale.0 - c.scale.0, d.scale.1 - c.scale.1, d.scale.2 - c.scale.2,
                d.rotation.0 - c.rotation.0, d.rotation.1 - c.rotation.1, d.rotation.2 - c.rotation.2)
        default: return 0
        }
    }
}

extension AnimationValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A scalar from a floating-point literal.
    public init(floatLiteral value: Double) { self = .scalar(value) }
    /// A scalar from an integer literal.
    public init(integerLiteral value: Int) { self = .scalar(Double(value)) }
}
