@_spi(Layers) import OverlayHUD

/// The variable-code-size LZW compressor of GIF (GIF89a appendix F).
///
/// Codes start at `minimumCodeSize + 1` bits and grow to 12; when the table reaches 4095 codes a
/// clear code is sent and the table restarts. The stream begins with a clear code and ends with
/// the end-of-information code.
///
/// - Complexity: O(n), one hash probe per index.
enum LZWEncoder {
    private static let hashBits = 13
    private static let maxCode = 4096

    /// The packed code stream (LSB first) for `indices`, each below `1 << minimumCodeSize`.
    static func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int) -> [UInt8] {
        let clearCode = 1 << minimumCodeSize
        let endCode = clearCode + 1
        var writer = DeflateBitWriter(capacity: indices.count / 4 + 16)
        var codeSize = minimumCodeSize + 1
        var nextCode = clearCode + 2
        // Open addressing: key = prefix code << 8 | index byte, -1 for empty.
        var keys = [Int32](repeating: -1, count: 1 << hashBits)
        var codes = [UInt16](repeating: 0, count: 1 << hashBits)
        writer.write(UInt32(clearCode), width: codeSize)
        guard let first = indices.first else {
            writer.write(UInt32(endCode), width: codeSize)
            return writer.finish()
        }
        // Unsafe buffer: per-index dictionary probes; keys are masked to the fixed table size.
        keys.withUnsafeMutableBufferPointer { keys in
            codes.withUnsafeMutableBufferPointer { codes in
                var prefix = Int(first)
                for position in 1..<indices.count {
                    let index = Int(indices[position])
                    let key = Int32(prefix << 8 | index)
                    var slot = Int((UInt32(bitPattern: key) &* 0x9E37_79B1) >> UInt32(32 - hashBits))
                    var found = -1
                    while keys[slot] != -1 {
                        if keys[slot] == key {
                            found = Int(codes[slot])
                            break
                        }
                        slot = (slot + 1) & ((1 << hashBits) - 1)
                    }
                    if found >= 0 {
                        prefix = found
                        continue
                    }
                    writer.write(UInt32(prefix), width: codeSize)
                    // Like giflib, restart one code early (at 4095), the path every decoder has met.
                    if nextCode < maxCode - 1 {
                        keys[slot] = key
                        codes[slot] = UInt16(nextCode)
                        nextCode += 1
                        // The decoder adds its entry one code later, so it widens when its table
                        // reaches 1 << codeSize; that is when ours has passed it.
                        if nextCode > 1 << codeSize && codeSize < 12 { codeSize += 1 }
                    } else {
                        writer.write(UInt32(clearCode), width: codeSize)
                        for i in 0..<keys.count { keys[i] = -1 }
                        codeSize = minimumCodeSize + 1
                        nextCode = clearCode + 2
                    }
                    prefix = index
                }
                writer.write(UInt32(prefix), width: codeSize)
            }
        }
        // The decoder adds an entry for the last code too, and may widen before reading this one.
        if nextCode >= 1 << codeSize && codeSize < 12 { codeSize += 1 }
        writer.write(UInt32(endCode), width: codeSize)
        return writer.finish()
    }
}
