@_spi(Layers) import OverlayHUD

/// Table directory and header tables (`head`, `hhea`, `maxp`, `name`, `OS/2`, plus cmap and kern setup).
extension TrueTypeFont {
    /// Everything ``TrueTypeFont`` needs from a first pass over the file.
    struct Header {
        var tables: [String: TableRange] = [:]
        var unitsPerEm = 0, ascender = 0, descender = 0, lineGap = 0
        var numberOfGlyphs = 0, numberOfHMetrics = 0
        var longLocaOffsets = false
        var names: [Int: String] = [:]
        var weightClass: Int?
        var italicFlag = false
        var cmaps: [CharacterMapSubtable] = []
        var bestCmap = CharacterMapSubtable(platform: 0, encoding: 0, format: 4, offset: 0, length: 0)
        var kerning: [KerningSubtable] = []

        static func parse(_ raw: UnsafeRawBufferPointer, faceIndex: Int) throws -> Header {
            let file = ByteReader(raw)
            var h = Header()
            h.tables = try tableDirectory(file, faceIndex: faceIndex)
            for tag in ["head", "hhea", "maxp", "hmtx", "cmap"] where h.tables[tag] == nil {
                throw FontError.missingTable(tag)
            }
            if h.tables["glyf"] == nil || h.tables["loca"] == nil {
                if h.tables["CFF "] != nil || h.tables["CFF2"] != nil { throw FontError.unsupported("CFF outlines") }
                throw FontError.missingTable(h.tables["glyf"] == nil ? "glyf" : "loca")
            }
            func table(_ tag: String) throws -> ByteReader {
                guard let t = h.tables[tag] else { throw FontError.missingTable(tag) }
                return try ByteReader(raw, start: t.offset, count: t.length, table: tag)
            }

            let head = try table("head")
            guard try head.u32(12) == 0x5F0F_3CF5 else { throw FontError.invalid("head magic number") }
            h.unitsPerEm = Int(try head.u16(18))
            guard (16...16384).contains(h.unitsPerEm) else { throw FontError.invalid("unitsPerEm \(h.unitsPerEm)") }
            h.italicFlag = (try head.u16(44)) & 0x2 != 0
            let locFormat = try head.i16(50)
            guard locFormat == 0 || locFormat == 1 else { throw FontError.invalid("indexToLocFormat \(locFormat)") }
            h.longLocaOffsets = locFormat == 1

            let hhea = try table("hhea")
            h.ascender = Int(try hhea.i16(4))
            h.descender = Int(try hhea.i16(6))
            h.lineGap = Int(try hhea.i16(8))
            h.numberOfHMetrics = Int(try hhea.u16(34))
            guard h.numberOfHMetrics > 0 else { throw FontError.invalid("numberOfHMetrics 0") }

            h.numberOfGlyphs = Int(try table("maxp").u16(4))
            guard h.numberOfGlyphs > 0 else { throw FontError.invalid("numGlyphs 0") }
            try table("hmtx").check(0, min(h.numberOfHMetrics, h.numberOfGlyphs) * 4)
            try table("loca").check(0, (h.numberOfGlyphs + 1) * (h.longLocaOffsets ? 4 : 2))

            (h.cmaps, h.bestCmap) = try characterMaps(try table("cmap"))
            // Optional tables: a damaged one is ignored rather than failing the whole face.
            if let name = try? table("name") { h.names = names(name) }
            if let os2 = try? table("OS/2") {
                if let w = try? os2.u16(4), (1...1000).contains(w) { h.weightClass = Int(w) }
                if let sel = try? os2.u16(62), sel & 0x1 != 0 { h.italicFlag = true }
            }
            if let kern = try? table("kern") { h.kerning = kerningSubtables(kern) }
            return h
        }

        /// The table records of face `faceIndex`, each checked to lie inside the file.
        static func tableDirectory(_ file: ByteReader, faceIndex: Int) throws -> [String: TableRange] {
            var base = 0
            if try file.tag(0) == "ttcf" {
                let n = Int(try file.u32(8))
                guard faceIndex >= 0, faceIndex < n else { throw FontError.faceIndexOutOfRange(index: faceIndex, count: n) }
                base = Int(try file.u32(12 + faceIndex * 4))
            } else if faceIndex != 0 {
                throw FontError.faceIndexOutOfRange(index: faceIndex, count: 1)
            }
            let version = try file.u32(base)
            if version == 0x4F54_544F { throw FontError.unsupported("CFF outlines") }  // "OTTO"
            guard version == 0x0001_0000 || version == 0x7472_7565 else {  // 1.0 or "true"
                throw FontError.invalid("sfnt version 0x\(String(version, radix: 16))")
            }
            let count = Int(try file.u16(base + 4))
            var tables: [String: TableRange] = [:]
            for i in 0..<count {
                let rec = base + 12 + i * 16
                let tag = try file.tag(rec)
                let offset = Int(try file.u32(rec + 8))
                let length = Int(try file.u32(rec + 12))
                guard file.contains(offset, length) else { throw FontError.truncated(table: tag) }
                tables[tag] = TableRange(offset: offset, length: length)
            }
            return tables
        }

        /// Name IDs 1, 2, 16 and 17, preferring Windows Unicode English, then any Unicode, then Mac Roman.
        static func names(_ r: ByteReader) -> [Int: String] {
            guard let count = try? r.u16(2), let storage = try? r.u16(4) else { return [:] }
            var best: [Int: (rank: Int, value: String)] = [:]
            for i in 0..<Int(count) {
                let rec = 6 + i * 12
                guard let platform = try? r.u16(rec), let encoding = try? r.u16(rec + 2),
                    let language = try? r.u16(rec + 4), let id = try? r.u16(rec + 6),
                    [1, 2, 16, 17].contains(id),
                    let length = try? r.u16(rec + 8), let offset = try? r.u16(rec + 10),
                    let text = try? r.subReader(at: Int(storage) + Int(offset), count: Int(length))
                else { continue }
                let rank: Int
                let value: String?
                switch platform {
                case 3 where encoding == 1 || encoding == 10, 0:
                    rank = platform == 3 && (language & 0x3FF) == 0x09 ? 0 : 1
                    value = utf16BigEndian(text)
                case 1 where encoding == 0:
                    rank = 2
                    value = latin(text)
                default: continue
                }
                guard let v = value, !v.isEmpty else { continue }
                if best[Int(id)].map({ rank < $0.rank }) ?? true { best[Int(id)] = (rank, v) }
            }
            return best.mapValues(\.value)
        }

        static func utf16BigEndian(_ r: ByteReader) -> String? {
            var units: [UInt16] = []
            units.reserveCapacity(r.count / 2)
            for i in 0..<(r.count / 2) {
                guard let u = try? r.u16(i * 2) else { return nil }
                units.append(u)
            }
            return String(decoding: units, as: UTF16.self)
        }

        static func latin(_ r: ByteReader) -> String? {
            var s = ""
            for i in 0..<r.count {
                guard let b = try? r.u8(i) else { return nil }
                s.unicodeScalars.append(Unicode.Scalar(b < 128 ? b : 63))
            }
            return s
        }
    }
}
