@_spi(Layers) import OverlayHUD

// Drop shadows: the group's alpha, offset, blurred (three box blurs ≈ Gaussian), tinted.
extension SoftwareRenderer {
    /// Draws the shadow of the offscreen group `source` into `target`.
    ///
    /// σ = shadowRadius / 2 points (in device pixels: × scale); the offset is in canvas points,
    /// rounded to whole pixels; colour = shadowColor × shadowOpacity × the layer's opacity.
    func drawShadow(of source: PixelBuffer, state s: LayerState, into target: PixelBuffer, alpha: Double) {
        source.materialize()
        let color = PixelMath.premultiplied(s.shadowColor, alpha: HUDColor.clamp(s.shadowOpacity) * alpha)
        guard color != 0, !source.dirty.isEmpty else { return }
        let dxd = (s.shadowOffset.width * scale).rounded()
        let dyd = (s.shadowOffset.height * scale).rounded()
        let dx = dxd.isFinite ? Int(max(-1e6, min(1e6, dxd))) : 0
        let dy = dyd.isFinite ? Int(max(-1e6, min(1e6, dyd))) : 0
        let sigma = s.shadowRadius.isFinite ? min(max(0, s.shadowRadius) * scale / 2, 512) : 0
        let boxes = SoftwareRenderer.boxRadii(sigma: sigma)
        let reach = boxes.0 + boxes.1 + boxes.2
        let canvasRect = PixelRect(x0: 0, y0: 0, x1: target.width, y1: target.height)
        let region = source.dirty.offsetBy(dx, dy).insetBy(-reach).intersection(canvasRect)
        guard !region.isEmpty else { return }
        let rw = region.x1 - region.x0
        let rh = region.y1 - region.y0
        if shadowPlane.count < rw * rh { shadowPlane = [UInt8](repeating: 0, count: rw * rh) }
        if shadowLine.count < max(rw, rh) { shadowLine = [UInt8](repeating: 0, count: max(rw, rh)) }
        let w = source.width
        let src = source.dirty
        // Unsafe buffer: blur passes over every pixel of the plane, sized from the same clipped bounds.
        source.bytes.withUnsafeBytes { sraw in
            shadowPlane.withUnsafeMutableBufferPointer { plane in
                guard let sbase = sraw.baseAddress else { return }
                for y in 0..<rh {
                    let sy = region.y0 + y - dy
                    for x in 0..<rw {
                        let sx = region.x0 + x - dx
                        var a: UInt8 = 0
                        if sx >= src.x0, sx < src.x1, sy >= src.y0, sy < src.y1 {
                            a = sbase.load(fromByteOffset: (sy * w + sx) * 4 + 3, as: UInt8.self)
                        }
                        plane[y * rw + x] = a
                    }
                }
            }
        }
        if reach > 0 {
            // Unsafe buffer: blur passes over every pixel of the plane, sized from the same clipped bounds.
            shadowPlane.withUnsafeMutableBufferPointer { plane in
                shadowLine.withUnsafeMutableBufferPointer { line in
                    guard let p = plane.baseAddress, let l = line.baseAddress else { return }
                    for pass in 0..<3 {
                        let r = pass == 0 ? boxes.0 : pass == 1 ? boxes.1 : boxes.2
                        if r <= 0 { continue }
                        for y in 0..<rh { SoftwareRenderer.boxBlur(p + y * rw, step: 1, count: rw, radius: r, scratch: l) }
                        for x in 0..<rw { SoftwareRenderer.boxBlur(p + x, step: rw, count: rh, radius: r, scratch: l) }
                    }
                }
            }
        }
        target.materialize()
        target.dirty = target.dirty.union(region)
        let tw = target.width
        // Unsafe buffer: blur passes over every pixel of the plane, sized from the same clipped bounds.
        target.bytes.withUnsafeMutableBytes { draw in
            shadowPlane.withUnsafeBufferPointer { plane in
                guard let dbase = draw.baseAddress else { return }
                for y in 0..<rh {
                    for x in 0..<rw {
                        let a = UInt32(plane[y * rw + x])
                        if a == 0 { continue }
                        let o = ((region.y0 + y) * tw + region.x0 + x) * 4
                        let d = dbase.load(fromByteOffset: o, as: UInt32.self)
                        dbase.storeBytes(of: PixelMath.over(PixelMath.scale(color, a), d), toByteOffset: o, as: UInt32.self)
                    }
                }
            }
        }
    }

    /// Radii of three box blurs whose sequence approximates a Gaussian of deviation `sigma`
    /// (Kovesi's "fast almost-Gaussian filtering" box widths).
    static func boxRadii(sigma: Double) -> (Int, Int, Int) {
        guard sigma >= 0.5 else { return (0, 0, 0) }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let wlD = Double(wl)
        let m = Int(((12 * sigma * sigma - n * wlD * wlD - 4 * n * wlD - 3 * n) / (-4 * wlD - 4)).rounded())
        func r(_ i: Int) -> Int { ((i < m ? wl : wu) - 1) / 2 }
        return (r(0), r(1), r(2))
    }

    /// One box blur of `radius` along a line of `count` values `step` apart; outside counts as 0.
    static func boxBlur(
        _ p: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int, scratch: UnsafeMutablePointer<UInt8>
    ) {
        for i in 0..<count { scratch[i] = p[i * step] }
        let width = UInt32(2 * radius + 1)
        var sum: UInt32 = 0
        for i in 0..<min(radius, count) { sum += UInt32(scratch[i]) }
        for i in 0..<count {
            let add = i + radius
            let drop = i - radius - 1
            if add < count { sum += UInt32(scratch[add]) }
            if drop >= 0 { sum -= UInt32(scratch[drop]) }
            p[i * step] = UInt8((sum + width / 2) / width)
        }
    }
}
