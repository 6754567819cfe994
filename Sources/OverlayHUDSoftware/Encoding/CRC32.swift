@_spi(Layers) import OverlayHUD

/// CRC-32 as used by PNG chunks and zlib's gzip (ISO-HDLC: reflected polynomial 0xEDB88320,
/// initial value and final XOR 0xFFFFFFFF).
///
///     var crc = CRC32()
///     crc.update(Array("123456789".utf8))
///     crc.value  // 0xCBF43926
///
/// - Complexity: O(n) in the number of bytes fed; table driven, one byte per step.
struct CRC32: Sendable {
    /// The 256-entry table for the reflected polynomial.
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private var state: UInt32 = 0xFFFF_FFFF

    /// A fresh checksum of zero bytes.
    init() {}

    /// The checksum of all bytes fed so far.
    var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// Feeds `bytes` into the checksum.
    mutating func update(_ bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update($0) }
        if done == nil { update(Array(bytes)) }
    }

    /// Feeds the bytes of a buffer into the checksum.
    mutating func update(_ buffer: UnsafeBufferPointer<UInt8>) {
        var c = state
        // Unsafe buffer: one lookup per byte; the index is masked to the 256-entry table.
        CRC32.table.withUnsafeBufferPointer { table in
            for byte in buffer { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        }
        state = c
    }

    /// The CRC-32 of `bytes`.
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}
