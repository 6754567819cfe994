import Foundation
@_spi(Layers) import OverlayHUD

// Filling polygons: rounded rectangles, borders, device mapping, and span blending.
extension SoftwareRenderer {
    /// Fills a rounded rectangle, with a pure span fill when it lands on whole pixels.
    func fillRoundedRect(
        _ b: HUDRect, radii: HUDCornerRadii, _ t: DeviceTransform, color: UInt32, tolerance: Double,
        into target: PixelBuffer
    ) {
        guard color != 0, b.width > 0, b.height > 0 else { return }
        let limit = min(b.width, b.height) / 2
        let square =
            min(radii.topLeft, limit) <= 0 && min(radii.topRight, limit) <= 0
            && min(radii.bottomLeft, limit) <= 0 && min(radii.bottomRight, limit) <= 0
        if square, t.isAxisAligned {
            let p0 = t.map(HUDPoint(b.minX, b.minY))
            let p1 = t.map(HUDPoint(b.maxX, b.maxY))
            if let r = SoftwareRenderer.wholePixelRect(
                x0: min(p0.x, p1.x), y0: min(p0.y, p1.y),
                x1: max(p0.x, p1.x), y1: max(p0.y, p1.y))
            {
                target.fill(r, color: color)
                return
            }
        }
        layerPolygons.removeAll()
        appendRoundedRect(b, radii: radii, tolerance: tolerance)
        fillLayerPolygons(t, evenOdd: false, paint: .solid(color), into: target)
    }

    /// The pixel rectangle when every edge is (within 1e-6) on a pixel boundary and finite.
    static func wholePixelRect(x0: Double, y0: Double, x1: Double, y1: Double) -> PixelRect? {
        func whole(_ v: Double) -> Bool { v.isFinite && abs(v - v.rounded()) < 1e-6 && abs(v) < 1e9 }
        guard whole(x0), whole(y0), whole(x1), whole(y1) else { return nil }
        return PixelRect(x0: Int(x0.rounded()), y0: Int(y0.rounded()), x1: Int(x1.rounded()), y1: Int(y1.rounded()))
    }

    /// A `CALayer` border: a ring inside the bounds, `width` thick, following the corner radii.
    func drawBorder(
        _ b: HUDRect, width: Double, radii: HUDCornerRadii, _ t: DeviceTransform, color: UInt32, tolerance: Double,
        into target: PixelBuffer
    ) {
        guard b.width > 0, b.height > 0 else { return }
        layerPolygons.removeAll()
        appendRoundedRect(b, radii: radii, tolerance: tolerance)
        if width * 2 < min(b.width, b.height) {
            let inner = HUDRect(x: b.minX + width, y: b.minY + width, width: b.width - 2 * width, height: b.height - 2 * width)
            func shrink(_ r: Double) -> Double { max(0, min(r, min(b.width, b.height) / 2) - width) }
            appendRoundedRect(
                inner,
                radii: HUDCornerRadii(
                    topLeft: shrink(radii.topLeft), topRight: shrink(radii.topRight),
                    bottomRight: shrink(radii.bottomRight), bottomLeft: shrink(radii.bottomLeft)),
                tolerance: tolerance)
        }
        fillLayerPolygons(t, evenOdd: true, paint: .solid(color), into: target)
    }

    /// Appends a rounded rectangle (circular corners, radii clamped to half the shorter side) to `layerPolygons`.
    func appendRoundedRect(_ r: HUDRect, radii: HUDCornerRadii, tolerance: Double) {
        let b = r.standardized
        let limit = min(b.width, b.height) / 2
        func c(_ v: Double) -> Double { v.isFinite ? min(max(0, v), limit) : 0 }
        for corner in 0..<4 {
            let (radius, x, y, start): (Double, Double, Double, Double)
            switch corner {
            case 0: (radius, x, y, start) = (c(radii.topLeft), b.minX, b.minY, Double.pi)
            case 1: (radius, x, y, start) = (c(radii.topRight), b.maxX, b.minY, 1.5 * Double.pi)
            case 2: (radius, x, y, start) = (c(radii.bottomRight), b.maxX, b.maxY, 0)
            default: (radius, x, y, start) = (c(radii.bottomLeft), b.minX, b.maxY, 0.5 * Double.pi)
            }
            if radius <= 0 {
                layerPolygons.add(HUDPoint(x, y))
                continue
            }
            let cx = x == b.minX ? x + radius : x - radius
            let cy = y == b.minY ? y + radius : y - radius
            let step = 2 * acos(max(-1, min(1, 1 - min(tolerance, radius * 0.5) / radius)))
            let n = min(256, max(1, step > 0 ? Int((Double.pi / 2 / step).rounded(.up)) : 1))
            for i in 0...n {
                let a = start + Double.pi / 2 * Double(i) / Double(n)
                layerPolygons.add(HUDPoint(cx + radius * cos(a), cy + radius * sin(a)))
            }
        }
        layerPolygons.endContour(closed: true)
    }

    /// Maps `layerPolygons` to device pixels and fills them. Skips everything on any non-finite point.
    ///
    /// With perspective, each contour is first clipped in layer space to the half-plane in front of
    /// the eye (w ≥ ``nearPlaneW``), as Core Animation clips at the near plane.
    func fillLayerPolygons(_ t: DeviceTransform, evenOdd: Bool, paint: Paint, into target: PixelBuffer) {
        devicePolygons.removeAll()
        if t.isAffine {
            for p in layerPolygons.points { devicePolygons.points.append(t.map(p)) }
            devicePolygons.ends.append(contentsOf: layerPolygons.ends)
            devicePolygons.closed.append(contentsOf: layerPolygons.closed)
        } else {
            let m = t.matrix
            @inline(__always) func w(_ p: HUDPoint) -> Double { p.x * m.m14 + p.y * m.m24 + m.m44 }
            let near = SoftwareRenderer.nearPlaneW
            for i in 0..<layerPolygons.contourCount {
                let r = layerPolygons.range(i)
                guard let lastIndex = r.last else { continue }
                var prev = layerPolygons.points[lastIndex]
                var prevW = w(prev)
                for j in r {
                    let p = layerPolygons.points[j]
                    let pw = w(p)
                    if (prevW >= near) != (pw >= near), pw.isFinite, prevW.isFinite {
                        let k = (near - prevW) / (pw - prevW)
                        devicePolygons.points.append(
                            t.map(HUDPoint(x: prev.x + (p.x - prev.x) * k, y: prev.y + (p.y - prev.y) * k)))
                    }
                    if pw >= near || !pw.isFinite { devicePolygons.points.append(t.map(p)) }
                    prev = p
                    prevW = pw
                }
                devicePolygons.endContour(closed: true)
            }
        }
        fillDevicePolygons(evenOdd: evenOdd, paint: paint, into: target)
    }

    /// Fills `devicePolygons` (every contour implicitly closed) with `paint`.
    func fillDevicePolygons(evenOdd: Bool, paint: Paint, into target: PixelBuffer) {
        let pts = devicePolygons.points
        guard !pts.isEmpty else { return }
        var x0 = Double.infinity
        var y0 = Double.infinity
        var x1 = -Double.infinity
        var y1 = -Double.infinity
        for p in pts {
            guard p.isFinite else { return }
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        let bound = 1e15  // far beyond any canvas, yet safe to convert to Int
        guard x0 > -bound, y0 > -bound, x1 < bound, y1 < bound else { return }
        let area = PixelRect(
            x0: Int(x0.rounded(.down)), y0: Int(y0.rounded(.down)),
            x1: Int(x1.rounded(.up)) + 1, y1: Int(y1.rounded(.up)) + 1
        )
        .intersection(PixelRect(x0: 0, y0: 0, x1: target.width, y1: target.height))
        if area.isEmpty { return }
        rasterizer.begin(area)
        for i in 0..<devicePolygons.contourCount {
            let r = devicePolygons.range(i)
            guard r.count >= 2 else { continue }
            var prev = pts[r.upperBound - 1]
            for j in r {
                let p = pts[j]
                rasterizer.addLine(prev.x, prev.y, p.x, p.y)
                prev = p
            }
        }
        target.materialize()
        target.dirty = target.dirty.union(area)
        blit(paint, evenOdd: evenOdd, into: target)
    }

    /// Sweeps the rasterizer and blends `paint` through the coverage into `target`.
    private func blit(_ paint: Paint, evenOdd: Bool, into target: PixelBuffer) {
        let w = target.width
        // Unsafe buffer: compositing per covered pixel; spans are clipped to both images first.
        target.bytes.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            switch paint {
            case .solid(let color):
                let opaque = color >> 24 == 255
                rasterizer.sweep(
                    evenOdd: evenOdd,
                    span: { y, x0, n, c in
                        let row = base + (y &* w &+ x0) &* 4
                        let src = c == 255 ? color : PixelMath.scale(color, c)
                        if opaque && c == 255 {
                            for i in 0..<n { row.storeBytes(of: src, toByteOffset: i &* 4, as: UInt32.self) }
                        } else {
                            let inv = 255 &- (src >> 24)
                            for i in 0..<n {
                                let d = row.load(fromByteOffset: i &* 4, as: UInt32.self)
                                row.storeBytes(of: src &+ PixelMath.scale(d, inv), toByteOffset: i &* 4, as: UInt32.self)
                            }
                        }
                    },
                    pixels: { y, x0, cov, n in
                        let row = base + (y &* w &+ x0) &* 4
                        for i in 0..<n {
                            let c = UInt32(cov[i])
                            if c == 0 { continue }
                            let src = c == 255 ? color : PixelMath.scale(color, c)
                            let d = row.load(fromByteOffset: i &* 4, as: UInt32.self)
                            row.storeBytes(of: PixelMath.over(src, d), toByteOffset: i &* 4, as: UInt32.self)
                        }
                    })
            case .layer(let source, let alpha):
                source.materialize()
                // Unsafe buffer: compositing per covered pixel; spans are clipped to both images first.
                source.bytes.withUnsafeBytes { sraw in
                    guard let sbase = sraw.baseAddress else { return }
                    blend(base: base, width: w, evenOdd: evenOdd) { x, y in
                        sbase.load(fromByteOffset: (y &* w &+ x) &* 4, as: UInt32.self)
                    } scaleBy: {
                        alpha
                    }
                }
            case .backdrop(let alpha):
                rasterizer.sweep(
                    evenOdd: evenOdd,
                    span: { y, x0, n, coverage in
                        let c = alpha == 255 ? coverage : PixelMath.scale(coverage, alpha) & 0xFF
                        if c == 0 { return }
                        backdropBlur.blend(row: y, x: x0, count: n, coverage: c, into: base + (y &* w &+ x0) &* 4)
                    },
                    pixels: { y, x0, cov, n in
                        backdropBlur.blend(
                            row: y, x: x0, count: n, coverages: cov, alpha: alpha, into: base + (y &* w &+ x0) &* 4)
                    })
            case .gradient(let shader):
                blend(base: base, width: w, evenOdd: evenOdd) { x, y in
                    shader.color(x: Double(x) + 0.5, y: Double(y) + 0.5)
                } scaleBy: {
                    255
                }
            case .image(let shader):
                blend(base: base, width: w, evenOdd: evenOdd) { x, y in
                    shader.color(x: Double(x) + 0.5, y: Double(y) + 0.5)
                } scaleBy: {
                    255
                }
            }
        }
    }

    /// Sweeps with a per-pixel source colour `shade(x, y)`, scaled by `scaleBy()` (0…255) and the coverage.
    private func blend(
        base: UnsafeMutableRawPointer, width w: Int, evenOdd: Bool,
        shade: (Int, Int) -> UInt32, scaleBy: () -> UInt32
    ) {
        let alpha = scaleBy()
        @inline(__always) func put(_ row: UnsafeMutableRawPointer, _ i: Int, _ x: Int, _ y: Int, _ c: UInt32) {
            let s = shade(x, y)
            if s == 0 { return }
            let k = c == 255 ? alpha : (alpha == 255 ? c : PixelMath.scale(c, alpha) & 0xFF)
            let d = row.load(fromByteOffset: i &* 4, as: UInt32.self)
            row.storeBytes(of: PixelMath.over(k == 255 ? s : PixelMath.scale(s, k), d), toByteOffset: i &* 4, as: UInt32.self)
        }
        rasterizer.sweep(
            evenOdd: evenOdd,
            span: { y, x0, n, c in
                let row = base + (y &* w &+ x0) &* 4
                for i in 0..<n { put(row, i, x0 &+ i, y, c) }
            },
            pixels: { y, x0, cov, n in
                let row = base + (y &* w &+ x0) &* 4
                for i in 0..<n where cov[i] != 0 { put(row, i, x0 &+ i, y, UInt32(cov[i])) }
            })
    }

    /// Blends a whole offscreen group (its dirty area) into `target` with `alpha` 0…255.
    func composite(_ source: PixelBuffer, alpha: UInt32, into target: PixelBuffer) {
        source.materialize()
        let r = source.dirty.intersection(PixelRect(x0: 0, y0: 0, x1: target.width, y1: target.height))
        guard !r.isEmpty, alpha > 0 else { return }
        target.materialize()
        target.dirty = target.dirty.union(r)
        let w = target.width
        // Unsafe buffer: compositing per covered pixel; spans are clipped to both images first.
        source.bytes.withUnsafeBytes { sraw in
            target.bytes.withUnsafeMutableBytes { draw in
                guard let sbase = sraw.baseAddress, let dbase = draw.baseAddress else { return }
                for y in r.y0..<r.y1 {
                    let offset = (y &* w) &* 4
                    for x in r.x0..<r.x1 {
                        var s = sbase.load(fromByteOffset: offset &+ x &* 4, as: UInt32.self)
                        if s == 0 { continue }
                        if alpha < 255 { s = PixelMath.scale(s, alpha) }
                        let d = dbase.load(fromByteOffset: offset &+ x &* 4, as: UInt32.self)
                        dbase.storeBytes(of: PixelMath.over(s, d), toByteOffset: offset &+ x &* 4, as: UInt32.self)
                    }
                }
            }
        }
    }
}
