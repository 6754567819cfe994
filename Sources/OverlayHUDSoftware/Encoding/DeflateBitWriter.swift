@_spi(Layers) import OverlayHUD

/// Packs variable-width fields into bytes, least significant bit first, as deflate requires
/// (RFC 1951 §3.1.1). Huffman codes must be passed already bit-reversed.
struct DeflateBitWriter: Sendable {
    /// The bytes completed so far.
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count: Int = 0

    /// Creates a writer that reserves room for about `capacity` bytes.
    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Appends the low `width` bits of `value` (width ≤ 32).
    @inline(__always)
    mutating func write(_ value: UInt32, width: Int) {
        buffer |= UInt64(value) << UInt64(count)
        count += width
        if count >= 32 {
            let word = UInt32(truncatingIfNeeded: buffer)
            bytes.append(UInt8(truncatingIfNeeded: word))
            bytes.append(UInt8(truncatingIfNeeded: word >> 8))
            bytes.append(UInt8(truncatingIfNeeded: word >> 16))
            bytes.append(UInt8(truncatingIfNeeded: word >> 24))
            buffer >>= 32
            count -= 32
        }
    }

    /// Pads with zero bits to the next byte boundary and flushes every pending bit.
    mutating func alignToByte() {
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count = max(0, count - 8)
        }
        buffer = 0
    }

    /// Appends whole bytes; the writer must be byte aligned (call `alignToByte()` first).
    mutating func appendAligned(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
    }

    /// Flushes pending bits and returns the bytes.
    mutating func finish() -> [UInt8] {
        alignToByte()
        return bytes
    }
}
