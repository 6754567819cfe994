@_spi(Layers) import OverlayHUD

/// The legacy `kern` table: format 0 (sorted glyph pairs), in both the Microsoft and Apple layouts.
extension TrueTypeFont {
    /// One horizontal format-0 subtable.
    struct KerningSubtable: Hashable, Sendable {
        /// Absolute offset of the first pair.
        let pairsOffset: Int
        /// Number of pairs that really fit in the table.
        let pairCount: Int
    }

    /// Whether the face has any usable kerning pairs.
    package var hasKerning: Bool { kerningSubtables.contains { $0.pairCount > 0 } }

    /// The kerning adjustment between `left` and `right`, font units (negative pulls them together).
    package func kerning(between left: Int, and right: Int) -> Int {
        guard !kerningSubtables.isEmpty, (0...0xFFFF).contains(left), (0...0xFFFF).contains(right) else { return 0 }
        let key = UInt32(left) << 16 | UInt32(right)
        // Unsafe buffer: reads go through ByteReader, which checks every offset.
        return data.withUnsafeBytes { raw in
            var total = 0
            let file = ByteReader(raw, table: "kern")
            for sub in kerningSubtables {
                var lo = 0
                var hi = sub.pairCount
                while lo < hi {
                    let mid = (lo + hi) / 2
                    let at = sub.pairsOffset + mid * 6
                    guard let pair = try? file.u32(at) else { break }
                    if pair < key {
                        lo = mid + 1
                    } else if pair > key {
                        hi = mid
                    } else {
                        total += Int((try? file.i16(at + 4)) ?? 0)
                        break
                    }
                }
            }
            return total
        }
    }

    /// Format-0 horizontal subtables; malformed ones are skipped.
    static func kerningSubtables(_ kern: ByteReader) -> [KerningSubtable] {
        guard let version = try? kern.u16(0) else { return [] }
        var result: [KerningSubtable] = []
        if version == 0 {
            guard let count = try? kern.u16(2) else { return [] }
            var at = 4
            for _ in 0..<count {
                guard let length = try? kern.u16(at + 2), let coverage = try? kern.u16(at + 4) else { break }
                // Horizontal, not minimum, not cross-stream, format 0.
                if coverage & 0x7 == 0x1, coverage >> 8 == 0, let sub = pairs(kern, at: at + 6) { result.append(sub) }
                // Length is a 16-bit field that large tables overflow; a lone subtable needs no length.
                guard length >= 6 else { break }
                at += Int(length)
            }
        } else if version == 1, (try? kern.u16(2)) == 0 {
            guard let count = try? kern.u32(4) else { return [] }
            var at = 8
            for _ in 0..<min(Int(count), 64) {
                guard let length = try? kern.u32(at), let coverage = try? kern.u16(at + 4) else { break }
                if coverage & 0xE000 == 0, coverage & 0xFF == 0, let sub = pairs(kern, at: at + 8) { result.append(sub) }
                guard length >= 8 else { break }
                at += Int(length)
            }
        }
        return result
    }

    /// The pair list of a format-0 subtable whose header starts at `at`, clamped to the table.
    private static func pairs(_ kern: ByteReader, at: Int) -> KerningSubtable? {
        guard let n = try? kern.u16(at), kern.contains(at + 8, 0) else { return nil }
        let fit = (kern.count - (at + 8)) / 6
        return KerningSubtable(pairsOffset: kern.start + at + 8, pairCount: min(Int(n), fit))
    }
}
