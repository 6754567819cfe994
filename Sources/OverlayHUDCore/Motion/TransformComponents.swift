import Foundation

/// A transform split the way Core Animation's transform value functions see it:
/// scale, then rotation (about x, then y, then z), then translation.
///
/// Skew is dropped; the perspective column (m14, m24, m34, m44) is carried over unchanged.
/// With an identity transform every component is exact, so replacing one component and
/// recomposing gives exactly the matching `HUDTransform3D` constructor (e.g. `rotation(θ)`).
struct TransformComponents {
    var translation: (Double, Double, Double) = (0, 0, 0)
    var scale: (Double, Double, Double) = (1, 1, 1)
    /// Euler angles in radians about x, y and z, applied in that order.
    var rotation: (Double, Double, Double) = (0, 0, 0)
    var perspective: (Double, Double, Double, Double) = (0, 0, 0, 1)

    init() {}

    init(_ m: HUDTransform3D) {
        if m.isIdentity { return }  // the common case, and exact by construction
        translation = (m.m41, m.m42, m.m43)
        perspective = (m.m14, m.m24, m.m34, m.m44)
        var sx = (m.m11 * m.m11 + m.m12 * m.m12 + m.m13 * m.m13).squareRoot()
        let sy = (m.m21 * m.m21 + m.m22 * m.m22 + m.m23 * m.m23).squareRoot()
        let sz = (m.m31 * m.m31 + m.m32 * m.m32 + m.m33 * m.m33).squareRoot()
        let det =
            m.m11 * (m.m22 * m.m33 - m.m23 * m.m32) - m.m12 * (m.m21 * m.m33 - m.m23 * m.m31)
            + m.m13 * (m.m21 * m.m32 - m.m22 * m.m31)
        if det < 0 { sx = -sx }
        scale = (sx, sy, sz)
        // Rotation rows, scale removed. For R = Rx(a)·Ry(b)·Rz(c) with row vectors:
        // r13 = −sin b, r23 = sin a·cos b, r33 = cos a·cos b, r12 = cos b·sin c, r11 = cos b·cos c.
        let r11 = sx != 0 ? m.m11 / sx : 1
        let r12 = sx != 0 ? m.m12 / sx : 0
        let r13 = sx != 0 ? m.m13 / sx : 0
        let r21 = sy != 0 ? m.m21 / sy : 0
        let r22 = sy != 0 ? m.m22 / sy : 1
        let r23 = sy != 0 ? m.m23 / sy : 0
        let r33 = sz != 0 ? m.m33 / sz : 1
        let b = asin(min(1, max(-1, -r13)))
        if abs(cos(b)) > 1e-9 {
            rotation = (r13 == 0 && r23 == 0 ? 0 : atan2(r23, r33), b, r12 == 0 && r11 > 0 ? 0 : atan2(r12, r11))
        } else {
            // Gimbal lock: fold everything into the x angle.
            rotation = (atan2(r21 * -r13, r22), b, 0)
        }
        if !(rotation.0.isFinite && rotation.1.isFinite && rotation.2.isFinite) { rotation = (0, 0, 0) }
    }

    /// Recomposes: scale · Rx · Ry · Rz · translation, with the perspective column restored.
    var matrix: HUDTransform3D {
        var r = HUDTransform3D.scale(scale.0, scale.1, scale.2)
        if rotation.0 != 0 { r = r.concatenating(.rotation(rotation.0, x: 1, y: 0, z: 0)) }
        if rotation.1 != 0 { r = r.concatenating(.rotation(rotation.1, x: 0, y: 1, z: 0)) }
        if rotation.2 != 0 { r = r.concatenating(.rotation(rotation.2, x: 0, y: 0, z: 1)) }
        r.m41 = translation.0
        r.m42 = translation.1
        r.m43 = translation.2
        r.m14 = perspective.0
        r.m24 = perspective.1
        r.m34 = perspective.2
        r.m44 = perspective.3
        return r
    }

    func interpolated(to o: TransformComponents, _ t: Double) -> TransformComponents {
        func l(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        var c = TransformComponents()
        c.translation = (l(translation.0, o.translation.0), l(translation.1, o.translation.1), l(translation.2, o.translation.2))
        c.scale = (l(scale.0, o.scale.0), l(scale.1, o.scale.1), l(scale.2, o.scale.2))
        c.rotation = (l(rotation.0, o.rotation.0), l(rotation.1, o.rotation.1), l(rotation.2, o.rotation.2))
        c.perspective = (
            l(perspective.0, o.perspective.0), l(perspective.1, o.perspective.1),
            l(perspective.2, o.perspective.2), l(perspective.3, o.perspective.3)
        )
        return c
    }

    func adding(_ o: TransformComponents) -> TransformComponents {
        var c = self
        c.translation = (translation.0 + o.translation.0, translation.1 + o.translation.1, translation.2 + o.translation.2)
        c.scale = (scale.0 * o.scale.0, scale.1 * o.scale.1, scale.2 * o.scale.2)
        c.rotation = (rotation.0 + o.rotation.0, rotation.1 + o.rotation.1, rotation.2 + o.rotation.2)
        return c
    }

    /// n times this transform's change: translation × n, scale ^ n, angles × n.
    func scaled(by n: Double) -> TransformComponents {
        var c = self
        c.translation = (translation.0 * n, translation.1 * n, translation.2 * n)
        c.scale = (pow(scale.0, n), pow(scale.1, n), pow(scale.2, n))
        c.rotation = (rotation.0 * n, rotation.1 * n, rotation.2 * n)
        return c
    }
}
