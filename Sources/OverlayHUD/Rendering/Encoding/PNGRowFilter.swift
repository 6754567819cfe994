/// The five PNG row filters (PNG specification §9.2); the raw value is the filter-type byte.
public enum PNGRowFilter: UInt8, CaseIterable, Sendable {
    /// Bytes unchanged.
    case none = 0
    /// Difference from the byte one pixel to the left.
    case sub = 1
    /// Difference from the byte above.
    case up = 2
    /// Difference from the floor of the mean of left and above.
    case average = 3
    /// Difference from the Paeth predictor of left, above and upper-left.
    case paeth = 4

    /// The Paeth predictor: whichever of `a` (left), `b` (above), `c` (upper left) is closest to a + b − c.
    @inline(__always)
    static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let ia = Int(a), ib = Int(b), ic = Int(c)
        let pa = abs(ib - ic), pb = abs(ia - ic), pc = abs(ia + ib - 2 * ic)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// The prediction this filter makes for a byte from its neighbours.
    @inline(__always)
    func predict(left a: UInt8, above b: UInt8, upperLeft c: UInt8) -> UInt8 {
        switch self {
        case .none: return 0
        case .sub: return a
        case .up: return b
        case .average: return UInt8((UInt16(a) + UInt16(b)) >> 1)
        case .paeth: return PNGRowFilter.paethPredictor(a, b, c)
        }
    }

    /// Filters one row of `row.count` bytes into `out` (same count).
    /// - Parameters:
    ///   - previous: the unfiltered row above, or `nil` for the first row (treated as zeros).
    ///   - bytesPerPixel: distance to the "left" byte.
    func apply(row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>?, bytesPerPixel: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
        for i in 0..<row.count {
            let a = i >= bytesPerPixel ? row[i - bytesPerPixel] : 0
            let b = previous?[i] ?? 0
            let c = i >= bytesPerPixel ? (previous?[i - bytesPerPixel] ?? 0) : 0
            out[i] = row[i] &- predict(left: a, above: b, upperLeft: c)
        }
    }

    /// The sum of |filtered byte| (as signed) for this filter on `row`, stopping early past `limit`.
    func cost(row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>?, bytesPerPixel: Int, limit: Int) -> Int {
        var sum = 0
        for i in 0..<row.count {
            let a = i >= bytesPerPixel ? row[i - bytesPerPixel] : 0
            let b = previous?[i] ?? 0
            let c = i >= bytesPerPixel ? (previous?[i - bytesPerPixel] ?? 0) : 0
            let value = Int8(bitPattern: row[i] &- predict(left: a, above: b, upperLeft: c))
            sum += value < 0 ? -Int(value) : Int(value)
            if sum >= limit { return sum }
        }
        return sum
    }

    /// Reverses this filter in place on `row`, given the already reconstructed row above.
    func undo(row: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>?, bytesPerPixel: Int) {
        for i in 0..<row.count {
            let a = i >= bytesPerPixel ? row[i - bytesPerPixel] : 0
            let b = previous?[i] ?? 0
            let c = i >= bytesPerPixel ? (previous?[i - bytesPerPixel] ?? 0) : 0
            row[i] = row[i] &+ predict(left: a, above: b, upperLeft: c)
        }
    }
}
