import Foundation

/// A 2D affine transform with `CGAffineTransform`'s conventions:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
@_spi(Layers) public struct HUDAffineTransform: Hashable, Sendable {
    @_spi(Layers) public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates an affine transform from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity.
    public static let identity = HUDAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    /// A translation.
    public static func translation(_ tx: Double, _ ty: Double) -> HUDAffineTransform {
        HUDAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }
    /// A scale.
    public static func scale(_ sx: Double, _ sy: Double) -> HUDAffineTransform {
        HUDAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    /// A rotation by `angle` radians (clockwise on a y-down screen for positive angles).
    /// A non-finite angle gives the identity, as ``HUDTransform3D/rotation(_:x:y:z:)`` does.
    public static func rotation(_ angle: Double) -> HUDAffineTransform {
        guard angle.isFinite else { return identity }
        let c = cos(angle)
        let s = sin(angle)
        return HUDAffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// `self` then `o` (`CGAffineTransformConcat(self, o)`).
    @_spi(Layers) public func concatenating(_ o: HUDAffineTransform) -> HUDAffineTransform {
        HUDAffineTransform(
            a: a * o.a + b * o.c, b: a * o.b + b * o.d,
            c: c * o.a + d * o.c, d: c * o.b + d * o.d,
            tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    /// The inverse, or `nil` when singular.
    @_spi(Layers) public var inverted: HUDAffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return HUDAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Maps a point.
    @inline(__always)
    @_spi(Layers) public func apply(to p: HUDPoint) -> HUDPoint {
        HUDPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The scale factor a unit length grows by, on average (sqrt of |det|).
    @_spi(Layers) public var averageScale: Double { abs(a * d - b * c).squareRoot() }
}
