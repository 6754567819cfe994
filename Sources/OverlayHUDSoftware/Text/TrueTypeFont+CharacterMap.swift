@_spi(Layers) import OverlayHUD

/// The `cmap` table: Unicode → glyph lookups through format 4 (BMP) and format 12 (full repertoire) subtables.
extension TrueTypeFont {
    /// One cmap subtable this reader can use.
    struct CharacterMapSubtable: Hashable, Sendable {
        /// Platform ID (0 Unicode, 3 Windows).
        let platform: Int
        /// Encoding ID (e.g. 3/1 Unicode BMP, 3/10 Unicode full).
        let encoding: Int
        /// Subtable format: 4 or 12.
        let format: Int
        /// Absolute offset of the subtable in the file.
        let offset: Int
        /// Bytes available from `offset` to the end of the cmap table.
        let length: Int

        /// Lower is better: a full-repertoire Unicode subtable first, then BMP ones.
        var rank: Int {
            switch (platform, encoding, format) {
            case (3, 10, 12): return 0
            case (0, _, 12): return 1
            case (_, _, 12): return 2
            case (3, 1, 4): return 3
            case (0, _, 4): return 4
            default: return 5
            }
        }
    }

    /// The supported subtables and the preferred one.
    static func characterMaps(_ cmap: ByteReader) throws -> ([CharacterMapSubtable], CharacterMapSubtable) {
        let count = Int(try cmap.u16(2))
        var found: [CharacterMapSubtable] = []
        for i in 0..<count {
            let rec = 4 + i * 8
            let platform = Int(try cmap.u16(rec))
            let encoding = Int(try cmap.u16(rec + 2))
            let offset = Int(try cmap.u32(rec + 4))
            // Symbol (3/0) and Mac Roman subtables do not map Unicode; skip them.
            guard platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)) else { continue }
            guard let format = try? cmap.u16(offset), format == 4 || format == 12 else { continue }
            let sub = try cmap.subReader(from: offset)
            if format == 4 {
                let segments = Int(try sub.u16(6)) / 2
                try sub.check(14, segments * 8 + 2)
            } else {
                let groups = Int(try sub.u32(12))
                try sub.check(16, groups * 12)
            }
            found.append(
                CharacterMapSubtable(
                    platform: platform, encoding: encoding, format: Int(format),
                    offset: cmap.start + offset, length: cmap.count - offset))
        }
        guard let best = found.min(by: { $0.rank < $1.rank }) else {
            throw FontError.unsupported("no Unicode cmap subtable of format 4 or 12")
        }
        return (found, best)
    }

    /// The raw glyph id for `scalar` in one subtable (0 when unmapped or unreadable).
    func glyphIndex(for scalar: Unicode.Scalar, in subtable: CharacterMapSubtable) -> Int {
        // Unsafe buffer: reads go through ByteReader, which checks every offset.
        data.withUnsafeBytes { raw in
            guard let r = try? ByteReader(raw, start: subtable.offset, count: subtable.length, table: "cmap") else { return 0 }
            let code = Int(scalar.value)
            return (subtable.format == 4 ? try? Self.lookupFormat4(r, code) : try? Self.lookupFormat12(r, code)) ?? 0
        }
    }

    /// The segment whose end code is the first ≥ `code`, then its delta or glyph array entry.
    static func lookupFormat4(_ r: ByteReader, _ code: Int) throws -> Int {
        guard code <= 0xFFFF else { return 0 }
        let segX2 = Int(try r.u16(6))
        let segments = segX2 / 2
        let ends = 14
        let starts = 16 + segX2
        let deltas = 16 + 2 * segX2
        let ranges = 16 + 3 * segX2
        var lo = 0
        var hi = segments
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(try r.u16(ends + mid * 2)) < code { lo = mid + 1 } else { hi = mid }
        }
        guard lo < segments else { return 0 }
        let start = Int(try r.u16(starts + lo * 2))
        guard start <= code else { return 0 }
        let delta = Int(try r.i16(deltas + lo * 2))
        let rangeOffsetAt = ranges + lo * 2
        let rangeOffset = Int(try r.u16(rangeOffsetAt))
        if rangeOffset == 0 { return (code + delta) & 0xFFFF }
        let glyph = Int(try r.u16(rangeOffsetAt + rangeOffset + (code - start) * 2))
        return glyph == 0 ? 0 : (glyph + delta) & 0xFFFF
    }

    /// Binary search over the sequential map groups.
    static func lookupFormat12(_ r: ByteReader, _ code: Int) throws -> Int {
        let groups = Int(try r.u32(12))
        var lo = 0
        var hi = groups
        while lo < hi {
            let mid = (lo + hi) / 2
            let g = 16 + mid * 12
            let first = Int(try r.u32(g))
            let last = Int(try r.u32(g + 4))
            if code < first {
                hi = mid
            } else if code > last {
                lo = mid + 1
            } else {
                return Int(try r.u32(g + 8)) + (code - first)
            }
        }
        return 0
    }
}
