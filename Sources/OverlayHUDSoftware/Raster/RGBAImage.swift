import OverlayHUD

/// An 8-bit RGBA image with straight (non-premultiplied) alpha, rows top to bottom.
///
/// This is what the software renderer produces and what the PNG and GIF encoders take.
public struct RGBAImage: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: r, g, b, a for each pixel, row-major.
    public var pixels: [UInt8]

    /// Creates an image filled with one colour (transparent by default).
    /// Negative sizes are treated as zero.
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
        self.width = max(0, width); self.height = max(0, height)
        var px = [UInt8](repeating: 0, count: self.width * self.height * 4)
        if fill != (0, 0, 0, 0) {
            for i in stride(from: 0, to: px.count, by: 4) { px[i] = fill.r; px[i + 1] = fill.g; px[i + 2] = fill.b; px[i + 3] = fill.a }
        }
        self.pixels = px
    }

    /// Wraps existing pixels; `nil` when the byte count does not match the size.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// The pixel at (x, y) as (r, g, b, a); transparent black outside the image.
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
