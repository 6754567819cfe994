@_spi(Layers) import OverlayHUD

/// Reads deflate's LSB-first bit fields from a byte buffer, failing with `.truncated` past the end.
struct InflateBitReader {
    private let data: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var buffer: UInt64 = 0
    private var count = 0

    init(data: UnsafeBufferPointer<UInt8>) { self.data = data }

    @inline(__always)
    private mutating func refill() {
        while count <= 56 && position < data.count {
            buffer |= UInt64(data[position]) << UInt64(count)
            position += 1
            count += 8
        }
    }

    /// The next `width` bits (0…32) as a number.
    @inline(__always)
    mutating func bits(_ width: Int) throws -> UInt32 {
        if width == 0 { return 0 }
        if count < width { refill() }
        guard count >= width else { throw InflateError.truncated }
        let value = UInt32(truncatingIfNeeded: buffer & ((1 << UInt64(width)) - 1))
        buffer >>= UInt64(width)
        count -= width
        return value
    }

    /// Decodes one Huffman symbol.
    @inline(__always)
    mutating func decode(_ decoder: HuffmanDecoder) throws -> Int {
        if count < decoder.tableBits { refill() }
        let index = Int(truncatingIfNeeded: buffer & ((1 << UInt64(decoder.tableBits)) - 1))
        let entry = decoder.table[index]
        let length = Int(entry & 0xF)
        guard length > 0 else { throw count < decoder.tableBits ? InflateError.truncated : InflateError.invalidSymbol }
        guard length <= count else { throw InflateError.truncated }
        buffer >>= UInt64(length)
        count -= length
        return Int(entry >> 4)
    }

    /// Discards bits up to the next byte boundary (before a stored block).
    mutating func dropToByteBoundary() {
        let drop = count % 8
        buffer >>= UInt64(drop)
        count -= drop
    }

    /// Byte offset just after the last consumed bit, rounded up to a whole byte.
    func alignedByteOffset() -> Int {
        position - count / 8
    }
}
