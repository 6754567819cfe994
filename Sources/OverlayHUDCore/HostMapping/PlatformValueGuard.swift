/// The one guard between the engine and a platform's layers: whatever a component or an app's
/// own layer computed, no NaN or infinity reaches a platform layer (Core Animation raises
/// `CALayerInvalidGeometry` on a NaN position or bounds, and the app crashes), and no number
/// past ±``limit``.
///
/// ``LayerTreeMirror`` passes every model and presentation it copies, and ``CoreAnimationPlan``
/// every animation value and path, through here, so every host gets numbers it can take as they are:
/// - NaN becomes 0 (an anchor point's NaN coordinate, its default 0.5);
/// - ±∞ and anything beyond ±``limit`` becomes ±``limit``;
/// - a transform with a NaN or infinite entry becomes the identity (its other entries clamped).
///
/// Finite values within the limit pass unchanged, so what the engine draws and what the platform
/// shows agree whenever the engine's numbers make sense.
enum PlatformValueGuard {
    /// The largest magnitude a coordinate or length takes on the platform: 2²⁴ points, the range
    /// in which the single-precision floats Core Animation renders with still hold every point.
    static let limit = 16_777_216.0

    /// `v` made safe: NaN → 0, clamped to ±``limit``.
    @inline(__always)
    static func number(_ v: Double) -> Double {
        v.isNaN ? 0 : min(max(v, -limit), limit)
    }

    /// Whether `v` passes unchanged.
    @inline(__always)
    static func isSafe(_ v: Double) -> Bool { v >= -limit && v <= limit }

    static func point(_ p: HUDPoint) -> HUDPoint { HUDPoint(number(p.x), number(p.y)) }
    static func size(_ s: HUDSize) -> HUDSize { HUDSize(number(s.width), number(s.height)) }
    static func rect(_ r: HUDRect) -> HUDRect { HUDRect(origin: point(r.origin), size: size(r.size)) }

    /// A transform made safe: the identity when an entry is NaN or infinite, otherwise each entry clamped.
    static func transform(_ t: HUDTransform3D) -> HUDTransform3D {
        if isSafe(t) { return t }
        let entries = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ]
        guard entries.allSatisfy(\.isFinite) else { return .identity }
        let e = entries.map(number)
        return HUDTransform3D(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// A path made safe, point by point (a keyframe animation's path, a shape layer's path); a
    /// path that is already safe is returned as is.
    static func path(_ p: HUDPath) -> HUDPath {
        if p.elements.allSatisfy(isSafe) { return p }
        var safe = HUDPath()
        for e in p.elements {
            switch e {
            case .move(let to): safe.move(to: point(to))
            case .line(let to): safe.addLine(to: point(to))
            case .quad(let c, let to): safe.addQuadCurve(to: point(to), control: point(c))
            case .cubic(let c1, let c2, let to): safe.addCurve(to: point(to), control1: point(c1), control2: point(c2))
            case .close: safe.closeSubpath()
            }
        }
        return safe
    }

    private static func isSafe(_ e: HUDPath.Element) -> Bool {
        switch e {
        case .move(let p), .line(let p): isSafe(p)
        case .quad(let c, let p): isSafe(c) && isSafe(p)
        case .cubic(let c1, let c2, let p): isSafe(c1) && isSafe(c2) && isSafe(p)
        case .close: true
        }
    }

    /// An animation value made safe (colours are clamped where they are made).
    static func value(_ v: AnimationValue) -> AnimationValue {
        switch v {
        case .scalar(let x): .scalar(number(x))
        case .point(let p): .point(point(p))
        case .size(let s): .size(size(s))
        case .rect(let r): .rect(rect(r))
        case .color: v
        case .transform(let t): .transform(transform(t))
        }
    }

    /// A layer's model or presentation made safe: its geometry, opacity, corner, border and shadow numbers.
    /// - Complexity: O(1), and no allocation; a state that is already safe is returned as is.
    static func state(_ s: LayerState) -> LayerState {
        if isSafe(s) { return s }
        var safe = s
        safe.bounds = rect(s.bounds)
        safe.position = point(s.position)
        safe.anchorPoint = HUDPoint(anchor(s.anchorPoint.x), anchor(s.anchorPoint.y))
        safe.zPosition = number(s.zPosition)
        safe.transform = transform(s.transform)
        safe.sublayerTransform = transform(s.sublayerTransform)
        safe.opacity = number(s.opacity)
        safe.cornerRadius = number(s.cornerRadius)
        safe.borderWidth = number(s.borderWidth)
        safe.shadowOpacity = number(s.shadowOpacity)
        safe.shadowOffset = size(s.shadowOffset)
        safe.shadowRadius = number(s.shadowRadius)
        return safe
    }

    private static func anchor(_ v: Double) -> Double { v.isNaN ? 0.5 : number(v) }

    private static func isSafe(_ s: LayerState) -> Bool {
        isSafe(s.bounds.origin) && isSafe(s.bounds.size.width) && isSafe(s.bounds.size.height) && isSafe(s.position)
            && isSafe(s.anchorPoint) && isSafe(s.zPosition) && isSafe(s.opacity) && isSafe(s.cornerRadius)
            && isSafe(s.borderWidth) && isSafe(s.shadowOpacity) && isSafe(s.shadowOffset.width)
            && isSafe(s.shadowOffset.height) && isSafe(s.shadowRadius) && isSafe(s.transform) && isSafe(s.sublayerTransform)
    }

    private static func isSafe(_ p: HUDPoint) -> Bool { isSafe(p.x) && isSafe(p.y) }

    private static func isSafe(_ t: HUDTransform3D) -> Bool {
        isSafe(t.m11) && isSafe(t.m12) && isSafe(t.m13) && isSafe(t.m14) && isSafe(t.m21) && isSafe(t.m22)
            && isSafe(t.m23) && isSafe(t.m24) && isSafe(t.m31) && isSafe(t.m32) && isSafe(t.m33) && isSafe(t.m34)
            && isSafe(t.m41) && isSafe(t.m42) && isSafe(t.m43) && isSafe(t.m44)
    }
}
