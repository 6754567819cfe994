@_spi(Layers) import OverlayHUD

/// Arithmetic on packed premultiplied RGBA8 pixels.
///
/// A pixel is the four bytes r, g, b, a in memory, read as one little-endian `UInt32`
/// (`r | g << 8 | b << 16 | a << 24`); every platform Swift targets here is little-endian.
enum PixelMath {
    /// Packs a straight-alpha colour (scaled by `alpha`) into a premultiplied pixel.
    static func premultiplied(_ c: HUDColor, alpha: Double = 1) -> UInt32 {
        let a = HUDColor.clamp(c.alpha * alpha)
        let a8 = UInt32((a * 255).rounded())
        let r = UInt32((HUDColor.clamp(c.red) * a * 255).rounded())
        let g = UInt32((HUDColor.clamp(c.green) * a * 255).rounded())
        let b = UInt32((HUDColor.clamp(c.blue) * a * 255).rounded())
        return min(r, a8) | min(g, a8) << 8 | min(b, a8) << 16 | a8 << 24
    }

    /// Each channel of `x` times `a / 255`, rounded.
    @inline(__always)
    static func scale(_ x: UInt32, _ a: UInt32) -> UInt32 {
        var rb = (x & 0x00FF_00FF) &* a
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF) &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        var ag = ((x >> 8) & 0x00FF_00FF) &* a
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF) &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }

    /// Premultiplied source-over: `src + dst × (1 − src.alpha)`.
    @inline(__always)
    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ scale(dst, 255 &- (src >> 24))
    }

    /// Converts one premultiplied pixel to straight alpha (only meaningful for 0 < a < 255).
    @inline(__always)
    static func unpremultiplied(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 0 { return 0 }
        if a == 255 { return p }
        let half = a >> 1
        let r = min(255, ((p & 0xFF) &* 255 &+ half) / a)
        let g = min(255, (((p >> 8) & 0xFF) &* 255 &+ half) / a)
        let b = min(255, (((p >> 16) & 0xFF) &* 255 &+ half) / a)
        return r | g << 8 | b << 16 | a << 24
    }
}
