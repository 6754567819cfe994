@_spi(Layers) import OverlayHUD

/// Per-pixel colour of a `CAGradientLayer` gradient, through a 256-entry premultiplied table.
///
/// Axial: t is the projection of the point onto start→end (in the layer's points).
/// Radial: `startPoint` is the centre and the ellipse reaching t = 1 has radii
/// |end.x − start.x| × width and |end.y − start.y| × height, as Core Animation draws it
/// (a zero radius on one axis uses the other; both zero paint the last colour).
/// Outside 0…1 the end colours extend.
struct GradientShader {
    let inverse: InverseDeviceTransform
    let radial: Bool
    let start: HUDPoint
    let end: HUDPoint
    let table: [UInt32]
    private let invLength2: Double
    private let invRx: Double
    private let invRy: Double

    init(inverse: InverseDeviceTransform, content g: GradientContent, bounds b: HUDRect, table: [UInt32]) {
        self.inverse = inverse
        radial = g.kind == .radial
        start = HUDPoint(b.minX + g.startPoint.x * b.width, b.minY + g.startPoint.y * b.height)
        end = HUDPoint(b.minX + g.endPoint.x * b.width, b.minY + g.endPoint.y * b.height)
        self.table = table
        let dx = end.x - start.x
        let dy = end.y - start.y
        let l2 = dx * dx + dy * dy
        invLength2 = l2 > 0 && l2.isFinite ? 1 / l2 : 0
        var rx = abs(dx)
        var ry = abs(dy)
        if rx == 0 { rx = ry }
        if ry == 0 { ry = rx }
        invRx = rx > 0 ? 1 / rx : 0
        invRy = ry > 0 ? 1 / ry : 0
    }

    /// The premultiplied colour at device point (x, y).
    @inline(__always)
    func color(x: Double, y: Double) -> UInt32 {
        guard let p = inverse.map(x, y) else { return 0 }
        var t: Double
        if radial {
            if invRx == 0 {
                t = 1
            } else {
                let u = (p.x - start.x) * invRx
                let v = (p.y - start.y) * invRy
                t = (u * u + v * v).squareRoot()
            }
        } else {
            t = ((p.x - start.x) * (end.x - start.x) + (p.y - start.y) * (end.y - start.y)) * invLength2
        }
        if !(t >= 0) { t = 0 } else if t > 1 { t = 1 }
        return table[Int(t * 255 + 0.5)]
    }

    /// Fills `table` (256 entries) with the gradient's colours, premultiplied, times `alpha`.
    static func fillTable(_ table: inout [UInt32], _ g: GradientContent, alpha: Double) {
        let colors = g.colors
        guard !colors.isEmpty else {
            for i in 0..<256 { table[i] = 0 }
            return
        }
        let n = colors.count
        var locations = [Double](repeating: 0, count: n)
        for i in 0..<n {
            let even = n == 1 ? 0 : Double(i) / Double(n - 1)
            if let l = g.locations, i < l.count, l[i].isFinite { locations[i] = l[i] } else { locations[i] = even }
        }
        for i in 0..<256 {
            let t = Double(i) / 255
            var c = colors[0]
            if t >= locations[n - 1] {
                c = colors[n - 1]
            } else if t > locations[0] {
                var k = 0
                while k + 1 < n && locations[k + 1] <= t { k += 1 }
                if k + 1 < n {
                    let span = locations[k + 1] - locations[k]
                    c = span > 0 ? HUDColor.lerp(colors[k], colors[k + 1], (t - locations[k]) / span) : colors[k + 1]
                } else {
                    c = colors[n - 1]
                }
            }
            table[i] = PixelMath.premultiplied(c, alpha: alpha)
        }
    }
}
