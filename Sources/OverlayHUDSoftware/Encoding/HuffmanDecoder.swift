@_spi(Layers) import OverlayHUD

/// A single-level lookup table decoding canonical Huffman codes of up to 15 bits.
///
/// Each entry, indexed by the next `tableBits` input bits (LSB first), holds
/// `symbol << 4 | length`; 0 marks a bit pattern that is not a code (incomplete sets are allowed).
struct HuffmanDecoder {
    let table: [UInt16]
    let tableBits: Int

    /// Builds the table for `lengths`; throws `.invalidCodeLengths` when over-subscribed or when no symbol has a code.
    init(lengths: [UInt8]) throws {
        let maxLength = Int(lengths.max() ?? 0)
        guard maxLength > 0, maxLength <= 15 else { throw InflateError.invalidCodeLengths }
        var countPerLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
        var left = 1
        for bits in 1...15 {
            left = (left << 1) - countPerLength[bits]
            if left < 0 { throw InflateError.invalidCodeLengths }
        }
        let codes = HuffmanCode.reversedCodes(for: lengths)
        var table = [UInt16](repeating: 0, count: 1 << maxLength)
        // Unsafe buffer: table fill; every index is a code shorter than maxLength bits.
        table.withUnsafeMutableBufferPointer { table in
            for symbol in lengths.indices where lengths[symbol] > 0 {
                let length = Int(lengths[symbol])
                let entry = UInt16(symbol) << 4 | UInt16(length)
                var index = Int(codes[symbol])
                while index < table.count {
                    table[index] = entry
                    index += 1 << length
                }
            }
        }
        self.table = table
        self.tableBits = maxLength
    }
}
