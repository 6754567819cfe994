@_spi(Layers) import OverlayHUD

/// The decoded `IHDR` (plus palette and transparency) of a PNG, and the conversion of its
/// unfiltered rows to RGBA.
struct PNGHeader {
    let width: Int
    let height: Int
    let colorType: Int
    let bytesPerPixel: Int
    /// RGBA entries for palette images (`PLTE` plus `tRNS` alpha).
    private var palette: [(UInt8, UInt8, UInt8, UInt8)] = []

    init(chunks: [PNGChunk], maxPixelBytes: Int) throws {
        guard let ihdr = chunks.first, ihdr.type == "IHDR" else { throw PNGError.missingChunk("IHDR") }
        guard ihdr.data.count == 13 else { throw PNGError.invalidHeader }
        let fields = Array(ihdr.data)
        width = Int(bigEndianAt: 0, in: fields)
        height = Int(bigEndianAt: 4, in: fields)
        let bitDepth = Int(fields[8])
        colorType = Int(fields[9])
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
            fields[10] == 0, fields[11] == 0, fields[12] <= 1
        else { throw PNGError.invalidHeader }
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 3: channels = 1
        case 4: channels = 2
        case 6: channels = 4
        default: throw PNGError.invalidHeader
        }
        guard bitDepth == 8, fields[12] == 0 else {
            throw PNGError.unsupportedFormat(bitDepth: bitDepth, colorType: colorType, interlaced: fields[12] == 1)
        }
        bytesPerPixel = channels
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixelCount <= maxPixelBytes / 4 else { throw PNGError.imageTooLarge(width: width, height: height) }
        guard chunks.contains(where: { $0.type == "IDAT" }) else { throw PNGError.missingChunk("IDAT") }
        if colorType == 3 {
            guard let plte = chunks.first(where: { $0.type == "PLTE" }), plte.data.count % 3 == 0,
                (3...768).contains(plte.data.count)
            else { throw PNGError.missingChunk("PLTE") }
            let rgb = Array(plte.data)
            let alpha = Array(chunks.first { $0.type == "tRNS" }?.data ?? [])
            palette = (0..<(rgb.count / 3)).map { i in
                (rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2], i < alpha.count ? alpha[i] : 255)
            }
        }
    }

    /// Converts unfiltered rows (each still led by its filter byte) to an RGBA image.
    func rgbaImage(fromUnfiltered raw: [UInt8]) -> RGBAImage {
        let rowLength = width * bytesPerPixel
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        // Unsafe buffer: per-pixel conversion; `raw` was checked to hold every row, `pixels` is allocated to fit.
        raw.withUnsafeBufferPointer { raw in
            pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let rowStart = y * (rowLength + 1) + 1
                    for x in 0..<width {
                        let s = rowStart + x * bytesPerPixel
                        let d = (y * width + x) * 4
                        switch colorType {
                        case 0:
                            out[d] = raw[s]
                            out[d + 1] = raw[s]
                            out[d + 2] = raw[s]
                            out[d + 3] = 255
                        case 2:
                            out[d] = raw[s]
                            out[d + 1] = raw[s + 1]
                            out[d + 2] = raw[s + 2]
                            out[d + 3] = 255
                        case 3:
                            let index = Int(raw[s])
                            // Out-of-range palette indices are an error in the spec; read them as transparent black.
                            let entry = index < palette.count ? palette[index] : (0, 0, 0, 0)
                            out[d] = entry.0
                            out[d + 1] = entry.1
                            out[d + 2] = entry.2
                            out[d + 3] = entry.3
                        case 4:
                            out[d] = raw[s]
                            out[d + 1] = raw[s]
                            out[d + 2] = raw[s]
                            out[d + 3] = raw[s + 1]
                        default:
                            out[d] = raw[s]
                            out[d + 1] = raw[s + 1]
                            out[d + 2] = raw[s + 2]
                            out[d + 3] = raw[s + 3]
                        }
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels) ?? RGBAImage(width: 0, height: 0)
    }
}
