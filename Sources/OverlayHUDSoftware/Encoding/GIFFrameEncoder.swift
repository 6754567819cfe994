@_spi(Layers) import OverlayHUD

/// Writes one frame of a GIF: graphic control extension, image descriptor, optional local
/// colour table and LZW-compressed indices.
struct GIFFrameEncoder {
    let image: RGBAImage
    let region: GIFFileBuilder.Region
    /// The previous frame, when unchanged pixels may be written transparent.
    let reference: RGBAImage?
    var disposal = GIFFileBuilder.Disposal.keep
    var delay = 0

    init(image: RGBAImage, region: GIFFileBuilder.Region, reference: RGBAImage?) {
        self.image = image
        self.region = region
        self.reference = reference
    }

    /// Whether pixel `i` (byte offset) looks the same in both images: both transparent, or both
    /// opaque with equal RGB.
    @inline(__always)
    static func sameVisible(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        let aOpaque = a[i + 3] >= 128
        let bOpaque = b[i + 3] >= 128
        if aOpaque != bOpaque { return false }
        return !aOpaque || (a[i] == b[i] && a[i + 1] == b[i + 1] && a[i + 2] == b[i + 2])
    }

    /// The file's global colour table: palette, reserved transparent index and table size in bits.
    struct GlobalTable {
        let palette: GIFPalette
        let transparentIndex: Int
        let bits: Int
    }

    /// Appends the frame, using `global` when given, otherwise a local palette whose transparent
    /// index follows its colours.
    func write(into out: inout [UInt8], global: GlobalTable?) {
        let globalPalette = global?.palette
        // Pass 1: which pixels need a colour (0 = transparent or unchanged), and their histogram.
        let count = region.width * region.height
        var needsColor = [Bool](repeating: false, count: count)
        var transparentCount = 0
        var quantizer = globalPalette == nil ? ColorQuantizer() : nil
        // Unsafe buffer: per-pixel passes; encode(_:) checked every frame is width × height × 4 bytes.
        image.pixels.withUnsafeBufferPointer { px in
            let ref = reference?.pixels ?? []
            // Unsafe buffer: per-pixel passes; encode(_:) checked every frame is width × height × 4 bytes.
            ref.withUnsafeBufferPointer { rp in
                var k = 0
                for y in region.y..<(region.y + region.height) {
                    var i = (y * image.width + region.x) * 4
                    for _ in 0..<region.width {
                        let keep = px[i + 3] < 128 || (reference != nil && GIFFrameEncoder.sameVisible(px, rp, i))
                        if keep {
                            transparentCount += 1
                        } else {
                            needsColor[k] = true
                            quantizer?.add(px[i], px[i + 1], px[i + 2])
                        }
                        k += 1
                        i += 4
                    }
                }
            }
        }
        let usesTransparency = transparentCount > 0
        let palette: GIFPalette
        let transparent: Int
        if let global {
            palette = global.palette
            transparent = global.transparentIndex
        } else {
            let maxColors = usesTransparency ? 255 : 256
            palette =
                quantizer?.makePalette(maxColors: maxColors) { exactColors(needsColor, limit: maxColors) }
                ?? GIFPalette(colors: [], lookup: .bins([]))
            transparent = palette.colors.count
        }

        // Pass 2: indices.
        var indices = [UInt8](repeating: UInt8(truncatingIfNeeded: transparent), count: count)
        // Unsafe buffer: per-pixel passes; encode(_:) checked every frame is width × height × 4 bytes.
        image.pixels.withUnsafeBufferPointer { px in
            var k = 0
            for y in region.y..<(region.y + region.height) {
                var i = (y * image.width + region.x) * 4
                switch palette.lookup {
                case .bins(let table):
                    // Unsafe buffer: per-pixel passes; encode(_:) checked every frame is width × height × 4 bytes.
                    table.withUnsafeBufferPointer { table in
                        for _ in 0..<region.width {
                            if needsColor[k] { indices[k] = table[ColorQuantizer.bin(px[i], px[i + 1], px[i + 2])] }
                            k += 1
                            i += 4
                        }
                    }
                case .exact:
                    for _ in 0..<region.width {
                        if needsColor[k] { indices[k] = palette.index(px[i], px[i + 1], px[i + 2]) }
                        k += 1
                        i += 4
                    }
                }
            }
        }

        // Graphic control extension.
        out += [0x21, 0xF9, 0x04, disposal.rawValue << 2 | (usesTransparency ? 1 : 0)]
        out.appendLittleEndian16(delay)
        out += [usesTransparency ? UInt8(truncatingIfNeeded: transparent) : 0, 0x00]
        // Image descriptor and local colour table.
        out.append(0x2C)
        out.appendLittleEndian16(region.x)
        out.appendLittleEndian16(region.y)
        out.appendLittleEndian16(region.width)
        out.appendLittleEndian16(region.height)
        let tableBits: Int
        if let global {
            tableBits = global.bits
            out.append(0)
        } else {
            tableBits = GIFFileBuilder.tableBits(for: palette.colors.count + (usesTransparency ? 1 : 0))
            out.append(0x80 | UInt8(tableBits - 1))
            out.appendColorTable(palette.colors, bits: tableBits)
        }
        // Image data: LZW code size, then sub-blocks of at most 255 bytes.
        let minimumCodeSize = max(2, tableBits)
        out.append(UInt8(minimumCodeSize))
        // Unsafe buffer: per-pixel passes; encode(_:) checked every frame is width × height × 4 bytes.
        let data = indices.withUnsafeBufferPointer { LZWEncoder.encode($0, minimumCodeSize: minimumCodeSize) }
        var start = 0
        while start < data.count {
            let end = min(data.count, start + 255)
            out.append(UInt8(end - start))
            out.append(contentsOf: data[start..<end])
            start = end
        }
        out.append(0)
    }

    /// The distinct colours of pixels needing one, stopping past `limit`.
    private func exactColors(_ needsColor: [Bool], limit: Int) -> [UInt32] {
        var colors = Set<UInt32>()
        var k = 0
        for y in region.y..<(region.y + region.height) {
            var i = (y * image.width + region.x) * 4
            for _ in 0..<region.width {
                if needsColor[k] {
                    colors.insert(UInt32(image.pixels[i]) << 16 | UInt32(image.pixels[i + 1]) << 8 | UInt32(image.pixels[i + 2]))
                    if colors.count > limit { return Array(colors) }
                }
                k += 1
                i += 4
            }
        }
        return Array(colors)
    }
}
