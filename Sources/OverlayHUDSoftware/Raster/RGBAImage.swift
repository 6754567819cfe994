@_spi(Layers) import OverlayHUD

/// An 8-bit RGBA image with straight (non-premultiplied) alpha, rows top to bottom.
///
/// This is what the software renderer produces and what the PNG and GIF encoders take.
public struct RGBAImage: Hashable, Sendable {
    /// The largest width or height an image can have, in pixels (2²⁰; the pixel count is the
    /// tighter bound except for long thin images).
    package static let maximumSide = 1 << 20
    /// The most pixels an image can have (`width × height`): 64 Mi, 256 MiB of bytes.
    package static let maximumPixelCount = 64 * 1024 * 1024

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: r, g, b, a for each pixel, row-major. Readers treat missing
    /// bytes (after a caller shortened the array) as transparent; the encoders refuse such an image.
    public var pixels: [UInt8]

    /// Creates an image filled with one colour (transparent by default).
    /// Negative sizes are treated as zero; a size past ``maximumSide`` or ``maximumPixelCount``
    /// gives a 0×0 image (``init(width:height:pixels:)`` answers `nil` instead).
    package init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
        let w = max(0, width)
        let h = max(0, height)
        if RGBAImage.byteCount(width: w, height: h) == nil {
            self.width = 0
            self.height = 0
        } else {
            self.width = w
            self.height = h
        }
        var px = [UInt8](repeating: 0, count: self.width * self.height * 4)
        if fill != (0, 0, 0, 0) {
            for i in stride(from: 0, to: px.count, by: 4) {
                px[i] = fill.r
                px[i + 1] = fill.g
                px[i + 2] = fill.b
                px[i + 3] = fill.a
            }
        }
        self.pixels = px
    }

    /// Wraps existing pixels (r, g, b, a per pixel, straight alpha, rows top to bottom): a picture
    /// for ``OverlayTestCenter/registerImage(_:named:template:)``. `nil` when a side is negative,
    /// the size is past 2²⁰ pixels a side or 64 Mi pixels, or `pixels.count` is not
    /// `width × height × 4`.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard let bytes = RGBAImage.byteCount(width: width, height: height), pixels.count == bytes else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// `width × height × 4`, or `nil` for a negative side or a size past the maximums
    /// (computed with overflow checks, so any pair of Ints is safe).
    static func byteCount(width: Int, height: Int) -> Int? {
        guard width >= 0, height >= 0, width <= maximumSide, height <= maximumSide else { return nil }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= maximumPixelCount else { return nil }
        return count * 4
    }

    /// The pixel at (x, y) as (r, g, b, a); transparent black outside the image or past the end of ``pixels``.
    package subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        guard i + 3 < pixels.count else { return (0, 0, 0, 0) }
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
