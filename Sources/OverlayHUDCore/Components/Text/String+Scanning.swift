/// Byte scans of a string's UTF-8 that layout does on every text it sets: they read the native
/// string's contiguous bytes in one loop (iterating `String.UTF8View` costs about 25 instructions a
/// byte; a buffer, a few), and fall back to the view for a string without contiguous storage (a
/// bridged one).
extension String {
    /// Whether the string contains `byte` as a UTF-8 code unit (an ASCII byte such as 10, the line
    /// feed, or "%" never occurs inside another character's bytes).
    package func containsUTF8(_ byte: UInt8) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(byte) }) { return found }
        return utf8.contains(byte)
    }

    /// The number of Unicode scalars (`unicodeScalars.count`): the UTF-8 bytes that start a scalar,
    /// that is every byte but the continuation bytes `0b10xx_xxxx`.
    package var unicodeScalarCount: Int {
        let counted = utf8.withContiguousStorageIfAvailable { bytes in
            var n = 0
            for b in bytes where b & 0xC0 != 0x80 { n += 1 }
            return n
        }
        return counted ?? unicodeScalars.count
    }
}
