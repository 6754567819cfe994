import Foundation
@_spi(Layers) import OverlayHUD

/// Encodes an `RGBAImage` as a PNG: 8-bit RGBA, non-interlaced, deflate-compressed.
///
/// The output depends only on the image and the options, so the same image always gives the
/// same bytes (golden files and caches can compare bytes).
///
///     let png = try PNGEncoder().encode(image)
///     try PNGEncoder().write(image, to: "/tmp/frame.png")
package struct PNGEncoder: Sendable {
    /// How rows are filtered before compression.
    package enum FilterStrategy: Equatable, Sendable {
        /// Per row, the filter with the smallest sum of absolute (signed) filtered bytes —
        /// the heuristic the PNG specification recommends for truecolour images.
        case adaptive
        /// The same filter on every row.
        case fixed(PNGRowFilter)
    }

    /// How rows are filtered; `.adaptive` by default.
    package var filterStrategy: FilterStrategy = .adaptive

    /// The largest `IDAT` chunk written (1 MiB); longer image data is split over several chunks.
    var maxIDATLength = 1 << 20

    /// Creates an encoder with the given row-filter strategy.
    package init(filterStrategy: FilterStrategy = .adaptive) {
        self.filterStrategy = filterStrategy
    }

    /// The PNG file bytes for `image`.
    /// - Throws: `PNGError.emptyImage` for a zero width or height, `.imageTooLarge` past 2³¹−1 pixels a side,
    ///   `.pixelCountMismatch` when `pixels` does not hold `width × height × 4` bytes.
    package func encode(_ image: RGBAImage) throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw PNGError.emptyImage }
        guard image.width <= Int(Int32.max), image.height <= Int(Int32.max) else {
            throw PNGError.imageTooLarge(width: image.width, height: image.height)
        }
        guard image.pixels.count == image.width * image.height * 4 else {
            throw PNGError.pixelCountMismatch(expected: image.width * image.height * 4, actual: image.pixels.count)
        }
        let compressed = DeflateCompressor.zlibCompress(filteredRows(image))
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file.reserveCapacity(compressed.count + 128)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(image.width))
        header.appendBigEndian(UInt32(image.height))
        header += [8, 6, 0, 0, 0]  // bit depth 8, colour type RGBA, deflate, adaptive filtering, no interlace
        file.appendPNGChunk("IHDR", header[...])
        var start = 0
        repeat {
            let end = min(compressed.count, start + max(1, maxIDATLength))
            file.appendPNGChunk("IDAT", compressed[start..<end])
            start = end
        } while start < compressed.count
        file.appendPNGChunk("IEND", [][...])
        return file
    }

    /// Encodes `image` and writes it to `path`, replacing any existing file.
    /// - Throws: the errors of `encode(_:)`, or `PNGError.writeFailed` when the file cannot be written.
    package func write(_ image: RGBAImage, to path: String) throws {
        let bytes = try encode(image)
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw PNGError.writeFailed(path: path, reason: error.localizedDescription)
        }
    }

    /// Each row prefixed with its filter-type byte and filtered.
    func filteredRows(_ image: RGBAImage) -> [UInt8] {
        let rowLength = image.width * 4
        var out = [UInt8](repeating: 0, count: (rowLength + 1) * image.height)
        let zeros = [UInt8](repeating: 0, count: rowLength)
        // Unsafe buffer: row filters over every byte; encode(_:) checked the pixel count, `out` fits the rows.
        image.pixels.withUnsafeBufferPointer { pixels in
            zeros.withUnsafeBufferPointer { zeros in
                out.withUnsafeMutableBufferPointer { out in
                    for y in 0..<image.height {
                        let row = UnsafeBufferPointer(rebasing: pixels[(y * rowLength)..<((y + 1) * rowLength)])
                        let previous =
                            y > 0 ? UnsafeBufferPointer(rebasing: pixels[((y - 1) * rowLength)..<(y * rowLength)]) : zeros
                        let filter = chooseFilter(row: row, previous: previous)
                        let start = y * (rowLength + 1)
                        out[start] = filter.rawValue
                        filter.apply(
                            row: row, previous: previous, bytesPerPixel: 4,
                            into: UnsafeMutableBufferPointer(rebasing: out[(start + 1)..<(start + 1 + rowLength)]))
                    }
                }
            }
        }
        return out
    }

    private func chooseFilter(row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>) -> PNGRowFilter {
        if case .fixed(let filter) = filterStrategy { return filter }
        var best = PNGRowFilter.none
        var bestCost = Int.max
        for filter in PNGRowFilter.allCases {
            let cost = filter.cost(row: row, previous: previous, bytesPerPixel: 4)
            if cost < bestCost {
                best = filter
                bestCost = cost
            }
            if cost == 0 { break }
        }
        return best
    }
}

extension [UInt8] {
    /// Appends `value` as four bytes, most significant first.
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(value >> 24))
        append(UInt8((value >> 16) & 0xFF))
        append(UInt8((value >> 8) & 0xFF))
        append(UInt8(value & 0xFF))
    }

    /// Appends a PNG chunk: length, type, data and the CRC-32 of type and data.
    mutating func appendPNGChunk(_ type: String, _ data: ArraySlice<UInt8>) {
        appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        append(contentsOf: typeBytes)
        append(contentsOf: data)
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(data)
        appendBigEndian(crc.value)
    }
}
