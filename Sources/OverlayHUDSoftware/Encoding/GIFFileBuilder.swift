@_spi(Layers) import OverlayHUD

/// Lays out the GIF file for `GIFEncoder`: header, screen, colour tables, loop extension and
/// frames, deciding per frame its rectangle, disposal and palette.
struct GIFFileBuilder {
    let encoder: GIFEncoder
    let frames: [GIFFrame]
    let width: Int
    let height: Int

    /// Disposal methods of the graphic control extension.
    enum Disposal: UInt8 {
        /// Leave the frame on the canvas.
        case keep = 1
        /// Clear the frame's rectangle to transparent before the next frame.
        case restoreToBackground = 2
    }

    /// A frame's rectangle on the canvas.
    struct Region {
        var x: Int, y: Int, width: Int, height: Int
    }

    init(encoder: GIFEncoder, frames: [GIFFrame]) {
        self.encoder = encoder
        self.frames = frames
        self.width = frames.first?.image.width ?? 0
        self.height = frames.first?.image.height ?? 0
    }

    func build() -> [UInt8] {
        let count = frames.count
        let delays = GIFEncoder.centiseconds(for: frames.map(\.delay), minimum: encoder.minimumDelayCentiseconds)
        let loops = encoder.loopCount != nil && count > 1
        // Frame i is cleared after display when the frame shown next needs transparency where i is opaque.
        let clears = (0..<count).map { i -> Bool in
            let next = i + 1 < count ? i + 1 : (loops ? 0 : -1)
            return next >= 0 && GIFFileBuilder.revealsTransparency(from: frames[i].image, to: frames[next].image)
        }
        var out: [UInt8] = Array("GIF89a".utf8)
        out.appendLittleEndian16(width)
        out.appendLittleEndian16(height)
        var global: GIFFrameEncoder.GlobalTable?
        if encoder.paletteMode == .global {
            let needsTransparency =
                (encoder.optimizesUnchangedPixels && count > 1)
                || frames.contains { GIFFileBuilder.hasTransparency($0.image) }
            let palette = globalPaletteFor(maxColors: needsTransparency ? 255 : 256)
            let tableBits = GIFFileBuilder.tableBits(for: palette.colors.count + (needsTransparency ? 1 : 0))
            out += [0x80 | 0x70 | UInt8(tableBits - 1), 0, 0]
            out.appendColorTable(palette.colors, bits: tableBits)
            global = .init(palette: palette, transparentIndex: palette.colors.count, bits: tableBits)
        } else {
            out += [0x70, 0, 0]  // no global table, 8-bit colour resolution, background 0, square pixels
        }
        if let loopCount = encoder.loopCount {
            out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01]
            out.appendLittleEndian16(min(max(loopCount, 0), 65535))
            out.append(0)
        }
        for i in 0..<count {
            let reference = i > 0 && !clears[i - 1] ? frames[i - 1].image : nil
            let region: Region
            if i == 0 || clears[i] || !encoder.optimizesUnchangedPixels {
                region = Region(x: 0, y: 0, width: width, height: height)
            } else {
                region = changedRegion(frames[i].image, reference: reference)
            }
            var frame = GIFFrameEncoder(
                image: frames[i].image, region: region,
                reference: encoder.optimizesUnchangedPixels ? reference : nil)
            frame.disposal = clears[i] ? .restoreToBackground : .keep
            frame.delay = delays[i]
            frame.write(into: &out, global: global)
        }
        out.append(0x3B)
        return out
    }

    /// Bits of a colour table large enough for `entries` (1…8; tables hold 2…256 entries).
    static func tableBits(for entries: Int) -> Int {
        var bits = 1
        while (1 << bits) < entries && bits < 8 { bits += 1 }
        return bits
    }

    static func hasTransparency(_ image: RGBAImage) -> Bool {
        // Unsafe buffer: per-pixel scans; encode(_:) checked every frame is width × height × 4 bytes.
        image.pixels.withUnsafeBufferPointer { px in
            stride(from: 3, to: px.count, by: 4).contains { px[$0] < 128 }
        }
    }

    /// Whether some pixel opaque in `a` is transparent in `b`.
    static func revealsTransparency(from a: RGBAImage, to b: RGBAImage) -> Bool {
        // Unsafe buffer: per-pixel scans; encode(_:) checked every frame is width × height × 4 bytes.
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                var i = 3
                while i < pa.count {
                    if pa[i] >= 128 && pb[i] < 128 { return true }
                    i += 4
                }
                return false
            }
        }
    }

    /// The bounding box of pixels that differ from `reference` (or, without one, that are
    /// opaque); a 1×1 region at the origin when nothing changed.
    func changedRegion(_ image: RGBAImage, reference: RGBAImage?) -> Region {
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        // Unsafe buffer: per-pixel scans; encode(_:) checked every frame is width × height × 4 bytes.
        image.pixels.withUnsafeBufferPointer { px in
            let ref = reference?.pixels ?? []
            // Unsafe buffer: per-pixel scans; encode(_:) checked every frame is width × height × 4 bytes.
            ref.withUnsafeBufferPointer { rp in
                for y in 0..<height {
                    var rowMin = -1
                    var rowMax = -1
                    var i = y * width * 4
                    for x in 0..<width {
                        let changed = reference == nil ? px[i + 3] >= 128 : !GIFFrameEncoder.sameVisible(px, rp, i)
                        if changed {
                            if rowMin < 0 { rowMin = x }
                            rowMax = x
                        }
                        i += 4
                    }
                    if rowMin >= 0 {
                        minX = min(minX, rowMin)
                        maxX = max(maxX, rowMax)
                        minY = min(minY, y)
                        maxY = y
                    }
                }
            }
        }
        guard maxX >= 0 else { return Region(x: 0, y: 0, width: 1, height: 1) }
        return Region(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    private func globalPaletteFor(maxColors: Int) -> GIFPalette {
        var quantizer = ColorQuantizer()
        for frame in frames {
            // Unsafe buffer: per-pixel scans; encode(_:) checked every frame is width × height × 4 bytes.
            frame.image.pixels.withUnsafeBufferPointer { px in
                var i = 0
                while i < px.count {
                    if px[i + 3] >= 128 { quantizer.add(px[i], px[i + 1], px[i + 2]) }
                    i += 4
                }
            }
        }
        return quantizer.makePalette(maxColors: maxColors) {
            var colors = Set<UInt32>()
            for frame in frames {
                // Unsafe buffer: per-pixel scans; encode(_:) checked every frame is width × height × 4 bytes.
                frame.image.pixels.withUnsafeBufferPointer { px in
                    var i = 0
                    while i < px.count && colors.count <= maxColors {
                        if px[i + 3] >= 128 { colors.insert(UInt32(px[i]) << 16 | UInt32(px[i + 1]) << 8 | UInt32(px[i + 2])) }
                        i += 4
                    }
                }
            }
            return Array(colors)
        }
    }
}

extension [UInt8] {
    /// Appends a 16-bit little-endian number (the caller keeps it within 0…65 535).
    mutating func appendLittleEndian16(_ value: Int) {
        append(UInt8(truncatingIfNeeded: value))
        append(UInt8(truncatingIfNeeded: value >> 8))
    }

    /// Appends a colour table of `1 << bits` RGB entries, padding with black.
    mutating func appendColorTable(_ colors: [UInt32], bits: Int) {
        for i in 0..<(1 << bits) {
            let color = i < colors.count ? colors[i] : 0
            append(UInt8(color >> 16))
            append(UInt8((color >> 8) & 0xFF))
            append(UInt8(color & 0xFF))
        }
    }
}
