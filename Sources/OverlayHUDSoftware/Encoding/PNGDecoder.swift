import Foundation
@_spi(Layers) import OverlayHUD

/// Decodes PNG files into `RGBAImage`s.
///
/// Reads 8-bit, non-interlaced images of every colour type (greyscale, RGB, palette with
/// optional `tRNS`, greyscale + alpha, RGBA) and all five row filters — in particular every
/// file `PNGEncoder` writes. Damaged or truncated input throws a `PNGError`; it never traps.
/// Ancillary chunks are skipped, including `tRNS` colour keys of greyscale and RGB images.
///
///     let image = try PNGDecoder().decode(bytes)
package struct PNGDecoder: Sendable {
    /// The largest ``maxPixelBytes``: the bytes of the largest `RGBAImage` (256 MiB).
    package static let maximumPixelBytes = RGBAImage.maximumPixelCount * 4

    /// The most pixel bytes (`width × height × 4`) a decode may allocate; larger images throw
    /// `.imageTooLarge` instead of exhausting memory on a hostile header. Default and maximum
    /// ``maximumPixelBytes`` (a larger image could not be returned); clamped to 0…``maximumPixelBytes``,
    /// so `Int.max` is the maximum and negatives (`Int.min`) refuse every image.
    package var maxPixelBytes: Int {
        get { storedMaxPixelBytes }
        set { storedMaxPixelBytes = min(Self.maximumPixelBytes, max(0, newValue)) }
    }
    private var storedMaxPixelBytes = maximumPixelBytes

    /// Creates a decoder.
    package init() {}

    /// Reads and decodes the PNG file at `path`.
    /// - Throws: `PNGError.readFailed` when the file cannot be read, otherwise as `decode(_:)`.
    package func decode(contentsOf path: String) throws -> RGBAImage {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw PNGError.readFailed(path: path, reason: error.localizedDescription)
        }
        return try decode([UInt8](data))
    }

    /// Decodes PNG file bytes.
    /// - Throws: a `PNGError` describing the first problem found.
    package func decode(_ bytes: [UInt8]) throws -> RGBAImage {
        let chunks = try PNGChunkReader.read(bytes)
        let header = try PNGHeader(chunks: chunks, maxPixelBytes: maxPixelBytes)
        let compressed = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        let rowLength = header.width * header.bytesPerPixel
        let expected = (rowLength + 1) * header.height
        var raw: [UInt8]
        do {
            raw = try Inflater.zlibDecompress(compressed, outputLimit: expected)
        } catch {
            throw PNGError.corruptImageData(reason: "deflate stream: \(error)")
        }
        guard raw.count == expected else {
            throw PNGError.corruptImageData(reason: "expected \(expected) bytes of filtered rows, found \(raw.count)")
        }
        try unfilter(&raw, rowLength: rowLength, height: header.height, bytesPerPixel: header.bytesPerPixel)
        return header.rgbaImage(fromUnfiltered: raw)
    }

    /// Undoes the row filters in place; each row keeps its leading filter byte.
    private func unfilter(_ raw: inout [UInt8], rowLength: Int, height: Int, bytesPerPixel: Int) throws {
        let zeros = [UInt8](repeating: 0, count: rowLength)
        // Unsafe buffer: unfiltering every byte; decode checked raw.count == (rowLength + 1) × height.
        let failure: PNGError? = raw.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height {
                let start = y * (rowLength + 1)
                guard let filter = PNGRowFilter(rawValue: buffer[start]) else {
                    return PNGError.corruptImageData(reason: "row \(y) has filter type \(buffer[start])")
                }
                let row = UnsafeMutableBufferPointer(rebasing: buffer[(start + 1)..<(start + 1 + rowLength)])
                if y > 0 {
                    let previous = UnsafeBufferPointer(rebasing: UnsafeBufferPointer(buffer)[(start - rowLength)..<start])
                    filter.undo(row: row, previous: previous, bytesPerPixel: bytesPerPixel)
                } else {
                    // Unsafe buffer: unfiltering every byte; decode checked raw.count == (rowLength + 1) × height.
                    zeros.withUnsafeBufferPointer { filter.undo(row: row, previous: $0, bytesPerPixel: bytesPerPixel) }
                }
            }
            return nil
        }
        if let failure { throw failure }
    }
}

/// One chunk of a PNG file.
struct PNGChunk {
    let type: String
    let data: ArraySlice<UInt8>
}

/// Splits a PNG file into chunks, checking the signature, lengths and CRCs.
enum PNGChunkReader {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks up to and including `IEND`.
    static func read(_ bytes: [UInt8]) throws -> [PNGChunk] {
        guard bytes.count >= 8 else {
            throw bytes.elementsEqual(signature.prefix(bytes.count)) ? PNGError.truncated : PNGError.notPNG
        }
        guard bytes[0..<8].elementsEqual(signature) else { throw PNGError.notPNG }
        var chunks: [PNGChunk] = []
        var offset = 8
        while true {
            guard bytes.count - offset >= 12 else { throw PNGError.truncated }
            let length = Int(bigEndianAt: offset, in: bytes)
            guard length <= Int(Int32.max) else { throw PNGError.corruptImageData(reason: "chunk length \(length)") }
            guard bytes.count - offset - 12 >= length else { throw PNGError.truncated }
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw PNGError.corruptImageData(reason: "invalid chunk type at offset \(offset)")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let data = bytes[(offset + 8)..<(offset + 8 + length)]
            var crc = CRC32()
            crc.update(bytes[(offset + 4)..<(offset + 8 + length)])
            guard crc.value == UInt32(Int(bigEndianAt: offset + 8 + length, in: bytes)) else {
                throw PNGError.chunkCRCMismatch(chunk: type)
            }
            chunks.append(PNGChunk(type: type, data: data))
            offset += 12 + length
            if type == "IEND" { return chunks }
        }
    }
}

extension Int {
    /// The unsigned 32-bit big-endian number at `offset` (the caller checked the bounds).
    init(bigEndianAt offset: Int, in bytes: [UInt8]) {
        self = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }
}
