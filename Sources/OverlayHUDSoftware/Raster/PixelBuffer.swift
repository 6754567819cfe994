@_spi(Layers) import OverlayHUD

/// A premultiplied RGBA8 drawing surface (see ``PixelMath`` for the pixel layout).
///
/// The main canvas may hold a *pending uniform colour*: every pixel is that colour but
/// nothing has been written yet, so full-canvas fills just blend into the pending colour
/// and cost nothing until something non-uniform is drawn (``materialize()``).
/// Offscreen buffers keep the invariant "all zero outside `dirty`" so they are cleared
/// in proportion to what was drawn, not to their size.
final class PixelBuffer {
    private(set) var width = 0
    private(set) var height = 0
    /// `width * height * 4` bytes.
    var bytes: [UInt8] = []
    /// Pixel rectangle that may hold non-zero pixels (offscreen buffers only).
    var dirty = PixelRect.empty
    /// When set, every pixel logically has this value but has not been written yet.
    var pendingUniform: UInt32?
    /// True when every pixel is known to be opaque (source-over keeps it so).
    var isOpaque = false

    /// Resizes to `width × height`, reallocating only when the size changes. Contents become zero.
    func reset(width w: Int, height h: Int) {
        if w != width || h != height || bytes.count != w * h * 4 {
            width = w
            height = h
            bytes = [UInt8](repeating: 0, count: w * h * 4)
        }
        dirty = .empty
    }

    /// Writes the pending uniform colour into every pixel (once), so per-pixel drawing can start.
    func materialize() {
        guard let value = pendingUniform else { return }
        pendingUniform = nil
        isOpaque = value >> 24 == 255
        if value != 0 { dirty = PixelRect(x0: 0, y0: 0, x1: width, y1: height) }
        let count = width * height
        // Unsafe buffer: row loops; offsets come from coordinates clipped to width × height.
        bytes.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            if value == 0 {
                raw.initializeMemory(as: UInt8.self, repeating: 0)
                return
            }
            // A memset-like fill; the bytes are rebound to UInt8 afterwards (binding is free at run time).
            base.initializeMemory(as: UInt32.self, repeating: value, count: count)
            base.bindMemory(to: UInt8.self, capacity: count &* 4)
        }
    }

    /// Blends `color` over the pixel rectangle `r` (clipped to the buffer).
    func fill(_ r: PixelRect, color: UInt32) {
        let c = r.intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
        guard !c.isEmpty, color != 0 else { return }
        if c.x0 == 0, c.y0 == 0, c.x1 == width, c.y1 == height, let u = pendingUniform {
            pendingUniform = PixelMath.over(color, u)
            return
        }
        if c.x0 == 0, c.y0 == 0, c.x1 == width, c.y1 == height, color >> 24 == 255 {
            pendingUniform = color
            return
        }
        materialize()
        dirty = dirty.union(c)
        let w = width
        let opaque = color >> 24 == 255
        let inv = 255 &- (color >> 24)
        // Unsafe buffer: row loops; offsets come from coordinates clipped to width × height.
        bytes.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            for y in c.y0..<c.y1 {
                let row = base + (y &* w) &* 4
                if opaque {
                    for x in c.x0..<c.x1 { row.storeBytes(of: color, toByteOffset: x &* 4, as: UInt32.self) }
                } else {
                    for x in c.x0..<c.x1 {
                        let d = row.load(fromByteOffset: x &* 4, as: UInt32.self)
                        row.storeBytes(of: color &+ PixelMath.scale(d, inv), toByteOffset: x &* 4, as: UInt32.self)
                    }
                }
            }
        }
    }

    /// Zeroes the dirty rectangle and marks the buffer clean.
    func clearDirty() {
        let c = dirty.intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
        dirty = .empty
        guard !c.isEmpty else { return }
        let w = width
        // Unsafe buffer: row loops; offsets come from coordinates clipped to width × height.
        bytes.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            for y in c.y0..<c.y1 {
                (base + (y &* w &+ c.x0) &* 4).initializeMemory(as: UInt8.self, repeating: 0, count: (c.x1 - c.x0) &* 4)
            }
        }
    }

    /// Converts every partly transparent pixel to straight alpha, in place.
    func convertToStraightAlpha() {
        materialize()
        if isOpaque { return }
        let count = width * height
        // Unsafe buffer: row loops; offsets come from coordinates clipped to width × height.
        bytes.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            for i in 0..<count {
                let p = base.load(fromByteOffset: i &* 4, as: UInt32.self)
                let a = p >> 24
                if a != 0 && a != 255 {
                    base.storeBytes(of: PixelMath.unpremultiplied(p), toByteOffset: i &* 4, as: UInt32.self)
                }
            }
        }
    }
}

/// A half-open rectangle of whole pixels `[x0, x1) × [y0, y1)`.
struct PixelRect: Hashable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ o: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? .empty : r
    }

    func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    func insetBy(_ d: Int) -> PixelRect { PixelRect(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d) }

    func offsetBy(_ dx: Int, _ dy: Int) -> PixelRect { PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy) }
}
