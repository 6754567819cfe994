@_spi(Layers) import OverlayHUD

/// The five PNG row filters (PNG specification §9.2); the raw value is the filter-type byte.
package enum PNGRowFilter: UInt8, CaseIterable, Sendable {
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
        let ia = Int(a)
        let ib = Int(b)
        let ic = Int(c)
        let pa = abs(ib - ic)
        let pb = abs(ia - ic)
        let pc = abs(ia + ib - 2 * ic)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Calls `body(i, prediction)` for each byte of a row, in order. `row` may be the row being
    /// reconstructed in place: the prediction for byte i reads `row[i - bytesPerPixel]` only after
    /// `body` has handled it. The switch sits outside the loops so each filter runs a tight loop.
    @inline(__always)
    private func forEachPrediction(
        row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>,
        bytesPerPixel bpp: Int, _ body: (Int, UInt8) -> Void
    ) {
        let n = row.count
        let head = min(bpp, n)
        switch self {
        case .none:
            for i in 0..<n { body(i, 0) }
        case .sub:
            for i in 0..<head { body(i, 0) }
            for i in head..<n { body(i, row[i - bpp]) }
        case .up:
            for i in 0..<n { body(i, previous[i]) }
        case .average:
            for i in 0..<head { body(i, previous[i] >> 1) }
            for i in head..<n { body(i, UInt8((UInt16(row[i - bpp]) + UInt16(previous[i])) >> 1)) }
        case .paeth:
            // With no left neighbour (a = c = 0) the predictor is always b.
            for i in 0..<head { body(i, previous[i]) }
            for i in head..<n { body(i, PNGRowFilter.paethPredictor(row[i - bpp], previous[i], previous[i - bpp])) }
        }
    }

    /// Filters one row into `out` (same count).
    /// - Parameters:
    ///   - previous: the unfiltered row above (all zeros for the first row), same count.
    ///   - bytesPerPixel: distance to the "left" byte.
    func apply(
        row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int,
        into out: UnsafeMutableBufferPointer<UInt8>
    ) {
        forEachPrediction(row: row, previous: previous, bytesPerPixel: bytesPerPixel) { i, prediction in
            out[i] = row[i] &- prediction
        }
    }

    /// The sum of |filtered byte| (read as signed) over the row: the "minimum sum of absolute
    /// differences" heuristic.
    func cost(row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int) -> Int {
        var sum = 0
        forEachPrediction(row: row, previous: previous, bytesPerPixel: bytesPerPixel) { i, prediction in
            let value = Int(Int8(bitPattern: row[i] &- prediction))
            sum &+= value < 0 ? -value : value
        }
        return sum
    }

    /// Reverses this filter in place on `row`, given the already reconstructed row above (all
    /// zeros for the first row).
    func undo(row: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int) {
        forEachPrediction(row: UnsafeBufferPointer(row), previous: previous, bytesPerPixel: bytesPerPixel) { i, prediction in
            row[i] = row[i] &+ prediction
        }
    }
}
