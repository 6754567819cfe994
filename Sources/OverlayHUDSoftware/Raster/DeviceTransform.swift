@_spi(Layers) import OverlayHUD

/// Maps a layer's bounds coordinates to device pixels (the layer-to-root transform times the scale).
///
/// Affine transforms take a fast path; projective ones (`m34` perspective) divide by w and
/// give a non-finite point when w ≤ 0 (behind the eye), which makes the drawing skip the shape.
struct DeviceTransform {
    /// The full matrix (row vectors, as `HUDTransform3D`).
    let matrix: HUDTransform3D
    /// True when the z = 0 plane maps affinely (no division by w).
    let isAffine: Bool
    let a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    init(_ m: HUDTransform3D) {
        matrix = m
        isAffine = m.m14 == 0 && m.m24 == 0 && m.m44 == 1
        a = m.m11
        b = m.m12
        c = m.m21
        d = m.m22
        tx = m.m41
        ty = m.m42
    }

    /// True when every entry that affects the z = 0 plane is finite.
    var isFinite: Bool {
        let m = matrix
        return m.m11.isFinite && m.m12.isFinite && m.m14.isFinite && m.m21.isFinite && m.m22.isFinite
            && m.m24.isFinite && m.m41.isFinite && m.m42.isFinite && m.m44.isFinite
    }

    /// True when the map is a scale plus translation (rectangles stay axis-aligned rectangles).
    var isAxisAligned: Bool { isAffine && b == 0 && c == 0 }

    /// Maps a layer point to device pixels.
    @inline(__always)
    func map(_ p: HUDPoint) -> HUDPoint {
        if isAffine { return HUDPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }
        return matrix.apply(to: p)
    }

    /// Maps a device point back into layer coordinates, or `nil` when impossible.
    func unmap(_ q: HUDPoint) -> HUDPoint? { matrix.unproject(q) }

    /// How many device pixels one layer unit spans at most (near `p` for projective maps).
    func scaleEstimate(near p: HUDPoint) -> Double {
        if isAffine { return max((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot()) }
        let o = map(p)
        let ex = map(HUDPoint(x: p.x + 1, y: p.y))
        let ey = map(HUDPoint(x: p.x, y: p.y + 1))
        let s = max(o.distance(to: ex), o.distance(to: ey)) * 2
        return s.isFinite ? s : 1
    }
}

/// The inverse of an affine ``DeviceTransform`` (device → layer), or a projective fallback.
struct InverseDeviceTransform {
    private let affine: HUDAffineTransform?
    private let matrix: HUDTransform3D

    /// Returns `nil` when the transform cannot be inverted.
    init?(_ t: DeviceTransform) {
        matrix = t.matrix
        if t.isAffine {
            guard let inv = HUDAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty).inverted else { return nil }
            affine = inv
        } else {
            affine = nil
        }
    }

    /// The layer point shown at device point (x, y).
    @inline(__always)
    func map(_ x: Double, _ y: Double) -> HUDPoint? {
        if let a = affine { return HUDPoint(x: a.a * x + a.c * y + a.tx, y: a.b * x + a.d * y + a.ty) }
        return matrix.unproject(HUDPoint(x: x, y: y))
    }
}
