import Foundation

/// A 4×4 homogeneous transform with `CATransform3D`'s conventions.
///
/// Points are row vectors multiplied on the left: `[x y z 1] × M`, so the
/// translation lives in `m41`, `m42`, `m43` and perspective in `m34`
/// (`m34 = -1 / eyeDistance`). `a.concatenating(b)` applies `a` first, then
/// `b`, exactly like `CATransform3DConcat(a, b)`. Angles are radians; in
/// OverlayHUD's y-down coordinates a positive z rotation turns clockwise on
/// screen, as on iOS.
@_spi(Layers) public struct HUDTransform3D: Hashable, Sendable {
    @_spi(Layers) public var m11: Double, m12: Double, m13: Double, m14: Double
    @_spi(Layers) public var m21: Double, m22: Double, m23: Double, m24: Double
    @_spi(Layers) public var m31: Double, m32: Double, m33: Double, m34: Double
    @_spi(Layers) public var m41: Double, m42: Double, m43: Double, m44: Double

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// The identity transform (`CATransform3DIdentity`).
    public static let identity = HUDTransform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// The sixteen entries row by row (`m11, m12, …, m44`).
    @_spi(Layers) public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Creates a transform from sixteen entries row by row; missing entries come from the identity.
    public init(entries e: [Double]) {
        var v = HUDTransform3D.identity.entries
        for i in 0..<min(16, e.count) { v[i] = e[i] }
        self.init(
            m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
            m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }

    /// True when this is the identity.
    @_spi(Layers) public var isIdentity: Bool { self == .identity }

    /// True when the transform maps the z = 0 plane affinely (no perspective, no z mixing into x/y).
    @_spi(Layers) public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// A translation (`CATransform3DMakeTranslation`).
    public static func translation(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> HUDTransform3D {
        var t = identity
        t.m41 = tx
        t.m42 = ty
        t.m43 = tz
        return t
    }

    /// A scale (`CATransform3DMakeScale`).
    public static func scale(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> HUDTransform3D {
        var t = identity
        t.m11 = sx
        t.m22 = sy
        t.m33 = sz
        return t
    }

    /// A rotation by `angle` radians about the axis (x, y, z) (`CATransform3DMakeRotation`).
    /// A zero or non-finite axis gives the identity, as Core Animation does.
    public static func rotation(_ angle: Double, x: Double = 0, y: Double = 0, z: Double = 1) -> HUDTransform3D {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0, len.isFinite, angle.isFinite else { return identity }
        let (ux, uy, uz) = (x / len, y / len, z / len)
        let c = cos(angle)
        let s = sin(angle)
        let t = 1 - c
        return HUDTransform3D(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A perspective transform with the eye `distance` points from the z = 0 plane (`m34 = -1/distance`).
    /// A distance that is not finite and positive, or so small that `1/distance` overflows, gives the identity.
    public static func perspective(distance: Double) -> HUDTransform3D {
        var t = identity
        if distance.isFinite, distance > 0, (1 / distance).isFinite { t.m34 = -1 / distance }
        return t
    }

    /// `self` then `other` (`CATransform3DConcat(self, other)`), i.e. the matrix product self × other.
    @_spi(Layers) public func concatenating(_ o: HUDTransform3D) -> HUDTransform3D {
        let a = self
        return HUDTransform3D(
            m11: a.m11 * o.m11 + a.m12 * o.m21 + a.m13 * o.m31 + a.m14 * o.m41,
            m12: a.m11 * o.m12 + a.m12 * o.m22 + a.m13 * o.m32 + a.m14 * o.m42,
            m13: a.m11 * o.m13 + a.m12 * o.m23 + a.m13 * o.m33 + a.m14 * o.m43,
            m14: a.m11 * o.m14 + a.m12 * o.m24 + a.m13 * o.m34 + a.m14 * o.m44,
            m21: a.m21 * o.m11 + a.m22 * o.m21 + a.m23 * o.m31 + a.m24 * o.m41,
            m22: a.m21 * o.m12 + a.m22 * o.m22 + a.m23 * o.m32 + a.m24 * o.m42,
            m23: a.m21 * o.m13 + a.m22 * o.m23 + a.m23 * o.m33 + a.m24 * o.m43,
            m24: a.m21 * o.m14 + a.m22 * o.m24 + a.m23 * o.m34 + a.m24 * o.m44,
            m31: a.m31 * o.m11 + a.m32 * o.m21 + a.m33 * o.m31 + a.m34 * o.m41,
            m32: a.m31 * o.m12 + a.m32 * o.m22 + a.m33 * o.m32 + a.m34 * o.m42,
            m33: a.m31 * o.m13 + a.m32 * o.m23 + a.m33 * o.m33 + a.m34 * o.m43,
            m34: a.m31 * o.m14 + a.m32 * o.m24 + a.m33 * o.m34 + a.m34 * o.m44,
            m41: a.m41 * o.m11 + a.m42 * o.m21 + a.m43 * o.m31 + a.m44 * o.m41,
            m42: a.m41 * o.m12 + a.m42 * o.m22 + a.m43 * o.m32 + a.m44 * o.m42,
            m43: a.m41 * o.m13 + a.m42 * o.m23 + a.m43 * o.m33 + a.m44 * o.m43,
            m44: a.m41 * o.m14 + a.m42 * o.m24 + a.m43 * o.m34 + a.m44 * o.m44)
    }

    /// Translation applied before this transform (`CATransform3DTranslate`).
    @_spi(Layers) public func translatedBy(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> HUDTransform3D {
        HUDTransform3D.translation(tx, ty, tz).concatenating(self)
    }

    /// Scale applied before this transform (`CATransform3DScale`).
    @_spi(Layers) public func scaledBy(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> HUDTransform3D {
        HUDTransform3D.scale(sx, sy, sz).concatenating(self)
    }

    /// Rotation applied before this transform (`CATransform3DRotate`).
    @_spi(Layers) public func rotatedBy(_ angle: Double, x: Double = 0, y: Double = 0, z: Double = 1) -> HUDTransform3D {
        HUDTransform3D.rotation(angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The inverse, or `nil` when the matrix is singular (`CATransform3DInvert` returns the input then).
    @_spi(Layers) public var inverted: HUDTransform3D? {
        let m = entries
        var inv = [Double](repeating: 0, count: 16)
        inv[0] =
            m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15]
            + m[9] * m[7] * m[14] + m[13] * m[6] * m[11] - m[13] * m[7] * m[10]
        inv[4] =
            -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15]
            - m[8] * m[7] * m[14] - m[12] * m[6] * m[11] + m[12] * m[7] * m[10]
        inv[8] =
            m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15]
            + m[8] * m[7] * m[13] + m[12] * m[5] * m[11] - m[12] * m[7] * m[9]
        inv[12] =
            -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14]
            - m[8] * m[6] * m[13] - m[12] * m[5] * m[10] + m[12] * m[6] * m[9]
        inv[1] =
            -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15]
            - m[9] * m[3] * m[14] - m[13] * m[2] * m[11] + m[13] * m[3] * m[10]
        inv[5] =
            m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15]
            + m[8] * m[3] * m[14] + m[12] * m[2] * m[11] - m[12] * m[3] * m[10]
        inv[9] =
            -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15]
            - m[8] * m[3] * m[13] - m[12] * m[1] * m[11] + m[12] * m[3] * m[9]
        inv[13] =
            m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14]
            + m[8] * m[2] * m[13] + m[12] * m[1] * m[10] - m[12] * m[2] * m[9]
        inv[2] =
            m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15]
            + m[5] * m[3] * m[14] + m[13] * m[2] * m[7] - m[13] * m[3] * m[6]
        inv[6] =
            -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15]
            - m[4] * m[3] * m[14] - m[12] * m[2] * m[7] + m[12] * m[3] * m[6]
        inv[10] =
            m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15]
            + m[4] * m[3] * m[13] + m[12] * m[1] * m[7] - m[12] * m[3] * m[5]
        inv[14] =
            -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14]
            - m[4] * m[2] * m[13] - m[12] * m[1] * m[6] + m[12] * m[2] * m[5]
        inv[3] =
            -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11]
            - m[5] * m[3] * m[10] - m[9] * m[2] * m[7] + m[9] * m[3] * m[6]
        inv[7] =
            m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11]
            + m[4] * m[3] * m[10] + m[8] * m[2] * m[7] - m[8] * m[3] * m[6]
        inv[11] =
            -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11]
            - m[4] * m[3] * m[9] - m[8] * m[1] * m[7] + m[8] * m[3] * m[5]
        inv[15] =
            m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10]
            + m[4] * m[2] * m[9] + m[8] * m[1] * m[6] - m[8] * m[2] * m[5]
        let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
        guard det != 0, det.isFinite else { return nil }
        return HUDTransform3D(entries: inv.map { $0 / det })
    }

    /// Maps a point of the z = 0 plane, dividing by w (perspective). Returns a non-finite point when w ≤ 0.
    @_spi(Layers) public func apply(to p: HUDPoint) -> HUDPoint {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        if w == 1 { return HUDPoint(x: x, y: y) }
        guard w > 0 else { return HUDPoint(x: .nan, y: .nan) }
        return HUDPoint(x: x / w, y: y / w)
    }

    /// The 2D affine part, valid when ``isAffine``.
    @_spi(Layers) public var affine: HUDAffineTransform {
        HUDAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Embeds a 2D affine transform (`CATransform3DMakeAffineTransform`).
    public init(_ t: HUDAffineTransform) {
        self = .identity
        m11 = t.a
        m12 = t.b
        m21 = t.c
        m22 = t.d
        m41 = t.tx
        m42 = t.ty
    }

    /// Finds the point `p` in the z = 0 plane whose image under this transform is `q`
    /// (the inverse of ``apply(to:)`` for projective transforms), or `nil` if none.
    package func unproject(_ q: HUDPoint) -> HUDPoint? {
        // Solve [x y 0 1]·M = w·[qx qy * 1] for x, y (the 3×3 homography of the z = 0 plane).
        let a11 = m11 - q.x * m14
        let a12 = m21 - q.x * m24
        let b1 = q.x * m44 - m41
        let a21 = m12 - q.y * m14
        let a22 = m22 - q.y * m24
        let b2 = q.y * m44 - m42
        let det = a11 * a22 - a12 * a21
        guard det != 0, det.isFinite else { return nil }
        let p = HUDPoint(x: (b1 * a22 - a12 * b2) / det, y: (a11 * b2 - b1 * a21) / det)
        return p.isFinite ? p : nil
    }
}
