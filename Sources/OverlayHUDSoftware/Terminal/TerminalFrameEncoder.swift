@_spi(Layers) import OverlayHUD

/// Turns images into 24-bit-colour ANSI text using upper half blocks ("▀"): each character cell
/// shows two pixels, the top one as foreground and the bottom one as background.
///
/// Transparent pixels are composited over `background`. Colour escapes are only emitted when
/// they change, and the output buffer is reused between frames.
package struct TerminalFrameEncoder: Sendable {
    /// Colour behind transparent pixels.
    package var background: (r: UInt8, g: UInt8, b: UInt8)
    private var buffer: [UInt8] = []

    /// Creates an encoder.
    package init(background: (r: UInt8, g: UInt8, b: UInt8) = (0, 0, 0)) { self.background = background }

    /// The bytes that draw `image` from the terminal's top-left corner: `image.height / 2` rows
    /// (rounded up) of `image.width` cells, each row ending with a colour reset. Pixels missing from
    /// an image whose ``RGBAImage/pixels`` is shorter than its size show as transparent.
    package mutating func encode(_ image: RGBAImage) -> [UInt8] {
        buffer.removeAll(keepingCapacity: true)
        append("\u{1B}[H")
        let w = image.width
        let h = image.height
        var row = 0
        while row < h {
            var lastFG: (UInt8, UInt8, UInt8)? = nil
            var lastBG: (UInt8, UInt8, UInt8)? = nil
            for x in 0..<w {
                let top = pixel(image, x, row)
                let bottom = row + 1 < h ? pixel(image, x, row + 1) : (background.r, background.g, background.b)
                if lastFG.map({ $0 != top }) ?? true {
                    appendColor(38, top)
                    lastFG = top
                }
                if lastBG.map({ $0 != bottom }) ?? true {
                    appendColor(48, bottom)
                    lastBG = bottom
                }
                buffer.append(contentsOf: [0xE2, 0x96, 0x80])  // U+2580 UPPER HALF BLOCK
            }
            append("\u{1B}[0m")
            row += 2
            if row < h { append("\r\n") }
        }
        return buffer
    }

    private func pixel(_ img: RGBAImage, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
        let p = img[x, y]
        if p.a == 255 { return (p.r, p.g, p.b) }
        let a = Int(p.a)
        func mix(_ c: UInt8, _ bg: UInt8) -> UInt8 { UInt8((Int(c) * a + Int(bg) * (255 - a) + 127) / 255) }
        return (mix(p.r, background.r), mix(p.g, background.g), mix(p.b, background.b))
    }

    private mutating func appendColor(_ code: Int, _ c: (UInt8, UInt8, UInt8)) {
        append("\u{1B}[\(code);2;\(c.0);\(c.1);\(c.2)m")
    }

    private mutating func append(_ s: String) { buffer.append(contentsOf: s.utf8) }
}
