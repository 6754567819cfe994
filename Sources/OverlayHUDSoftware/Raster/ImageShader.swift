@_spi(Layers) import OverlayHUD

/// Bilinear sampling of a straight-alpha `Bitmap` stretched over a layer's bounds
/// (edge texels extend; texels are premultiplied before filtering).
struct ImageShader {
    let inverse: InverseDeviceTransform
    let bitmap: Bitmap
    let bounds: HUDRect
    let alpha: UInt32

    /// The premultiplied colour at device point (x, y).
    func color(x: Double, y: Double) -> UInt32 {
        let bw = bitmap.width
        let bh = bitmap.height
        guard bw > 0, bh > 0, bounds.width > 0, bounds.height > 0, let p = inverse.map(x, y) else { return 0 }
        let u = (p.x - bounds.minX) / bounds.width * Double(bw) - 0.5
        let v = (p.y - bounds.minY) / bounds.height * Double(bh) - 0.5
        guard u.isFinite, v.isFinite else { return 0 }
        let uc = min(max(u, 0), Double(bw - 1))
        let vc = min(max(v, 0), Double(bh - 1))
        let x0 = Int(uc)
        let y0 = Int(vc)
        let x1 = min(x0 + 1, bw - 1)
        let y1 = min(y0 + 1, bh - 1)
        let fx = UInt32(((uc - Double(x0)) * 256).rounded())
        let fy = UInt32(((vc - Double(y0)) * 256).rounded())
        let px = bitmap.pixels
        @inline(__always) func texel(_ tx: Int, _ ty: Int) -> (UInt32, UInt32, UInt32, UInt32) {
            let i = (ty * bw + tx) * 4
            let a = UInt32(px[i + 3])
            return ((UInt32(px[i]) * a + 127) / 255, (UInt32(px[i + 1]) * a + 127) / 255, (UInt32(px[i + 2]) * a + 127) / 255, a)
        }
        let t00 = texel(x0, y0)
        let t10 = texel(x1, y0)
        let t01 = texel(x0, y1)
        let t11 = texel(x1, y1)
        @inline(__always) func mix(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
            let top = a * (256 - fx) + b * fx
            let bottom = c * (256 - fx) + d * fx
            return (top * (256 - fy) + bottom * fy + 32768) >> 16
        }
        let r = mix(t00.0, t10.0, t01.0, t11.0)
        let g = mix(t00.1, t10.1, t01.1, t11.1)
        let b = mix(t00.2, t10.2, t01.2, t11.2)
        let a = mix(t00.3, t10.3, t01.3, t11.3)
        let packed = r | g << 8 | b << 16 | a << 24
        return alpha >= 255 ? packed : PixelMath.scale(packed, alpha)
    }
}
