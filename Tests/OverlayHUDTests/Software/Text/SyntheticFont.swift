import Foundation

/// Builds tiny TrueType fonts in memory for tests: a few glyphs, a format-4 cmap, a kern table, names.
struct SyntheticFont {
    /// One outline point in font units.
    struct P {
        var x: Int
        var y: Int
        var on: Bool = true
    }

    /// One component of a composite glyph: glyph index, offset, and an optional 2×2 (or uniform) transform.
    struct Component {
        var glyph: Int
        var dx: Int
        var dy: Int
        var matrix: (Double, Double, Double, Double)? = nil
        var scale: Double? = nil
    }

    var unitsPerEm = 1000
    var ascender = 800
    var descender = -200
    var family = "Synthetic"
    var subfamily = "Regular"
    /// Glyph data (already encoded) and advance width per glyph; glyph 0 is `.notdef`.
    var glyphs: [(data: [UInt8], advance: Int)] = [([], 500)]
    /// Character → glyph.
    var cmap: [UInt32: Int] = [:]
    /// (left, right, value) kerning pairs.
    var kernPairs: [(Int, Int, Int)] = []

    /// Adds a simple glyph and returns its index.
    @discardableResult
    mutating func addGlyph(_ contours: [[P]], advance: Int, for char: Character? = nil) -> Int {
        glyphs.append((Self.simple(contours), advance))
        if let char, let s = char.unicodeScalars.first { cmap[s.value] = glyphs.count - 1 }
        return glyphs.count - 1
    }

    /// Adds a composite glyph and returns its index.
    @discardableResult
    mutating func addComposite(_ components: [Component], advance: Int, for char: Character? = nil) -> Int {
        glyphs.append((Self.composite(components), advance))
        if let char, let s = char.unicodeScalars.first { cmap[s.value] = glyphs.count - 1 }
        return glyphs.count - 1
    }

    static func simple(_ contours: [[P]]) -> [UInt8] {
        var b = Bytes()
        let all = contours.flatMap { $0 }
        b.i16(contours.count)
        b.i16(all.map(\.x).min() ?? 0)
        b.i16(all.map(\.y).min() ?? 0)
        b.i16(all.map(\.x).max() ?? 0)
        b.i16(all.map(\.y).max() ?? 0)
        var end = -1
        for c in contours {
            end += c.count
            b.u16(end)
        }
        b.u16(0)  // no instructions
        for p in all { b.u8(p.on ? 1 : 0) }  // every coordinate as a signed word
        var x = 0
        var y = 0
        for p in all {
            b.i16(p.x - x)
            x = p.x
        }
        for p in all {
            b.i16(p.y - y)
            y = p.y
        }
        return b.data
    }

    static func composite(_ components: [Component]) -> [UInt8] {
        var b = Bytes()
        b.i16(-1)
        b.i16(0)
        b.i16(0)
        b.i16(0)
        b.i16(0)
        for (i, c) in components.enumerated() {
            var flags = 0x0001 | 0x0002
            if i < components.count - 1 { flags |= 0x0020 }
            if c.scale != nil { flags |= 0x0008 } else if c.matrix != nil { flags |= 0x0080 }
            b.u16(flags)
            b.u16(c.glyph)
            b.i16(c.dx)
            b.i16(c.dy)
            if let s = c.scale { b.f2dot14(s) }
            if let m = c.matrix {
                b.f2dot14(m.0)
                b.f2dot14(m.1)
                b.f2dot14(m.2)
                b.f2dot14(m.3)
            }
        }
        return b.data
    }

    /// The font file.
    func build() -> Data {
        var tables: [(String, [UInt8])] = []
        var head = Bytes()
        head.u32(0x0001_0000)
        head.u32(0x0001_0000)
        head.u32(0)
        head.u32(0x5F0F_3CF5)
        head.u16(0)
        head.u16(unitsPerEm)
        head.zeros(16)
        head.i16(0)
        head.i16(descender)
        head.i16(1000)
        head.i16(ascender)
        head.u16(0)
        head.u16(8)
        head.i16(2)
        head.i16(1)
        head.i16(0)
        tables.append(("head", head.data))
        var hhea = Bytes()
        hhea.u32(0x0001_0000)
        hhea.i16(ascender)
        hhea.i16(descender)
        hhea.i16(0)
        hhea.zeros(24)
        hhea.u16(glyphs.count)
        tables.append(("hhea", hhea.data))
        var maxp = Bytes()
        maxp.u32(0x0000_5000)
        maxp.u16(glyphs.count)
        tables.append(("maxp", maxp.data))
        var hmtx = Bytes()
        var loca = Bytes()
        var glyf = Bytes()
        for g in glyphs {
            hmtx.u16(g.advance)
            hmtx.i16(0)
            loca.u32(glyf.data.count)
            glyf.data += g.data
            while glyf.data.count % 4 != 0 { glyf.u8(0) }
        }
        loca.u32(glyf.data.count)
        tables += [("hmtx", hmtx.data), ("loca", loca.data), ("glyf", glyf.data), ("cmap", cmapTable())]
        if !kernPairs.isEmpty { tables.append(("kern", kernTable())) }
        tables.append(("name", nameTable()))
        return Self.assemble(tables)
    }

    func cmapTable() -> [UInt8] {
        let codes = cmap.keys.filter { $0 < 0xFFFF }.sorted()
        let segments = codes.count + 1
        var sub = Bytes()
        sub.u16(4)
        sub.u16(16 + segments * 8)
        sub.u16(0)
        sub.u16(segments * 2)
        sub.u16(0)
        sub.u16(0)
        sub.u16(0)
        for c in codes { sub.u16(Int(c)) }
        sub.u16(0xFFFF)
        sub.u16(0)
        for c in codes { sub.u16(Int(c)) }
        sub.u16(0xFFFF)
        for c in codes { sub.u16((cmap[c]! - Int(c)) & 0xFFFF) }
        sub.u16(1)
        for _ in 0..<segments { sub.u16(0) }
        var t = Bytes()
        t.u16(0)
        t.u16(1)
        t.u16(3)
        t.u16(1)
        t.u32(12)
        return t.data + sub.data
    }

    func kernTable() -> [UInt8] {
        var t = Bytes()
        let pairs = kernPairs.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        t.u16(0)
        t.u16(1)
        t.u16(0)
        t.u16(14 + 6 * pairs.count)
        t.u16(0x0001)
        t.u16(pairs.count)
        t.u16(6)
        t.u16(0)
        t.u16(0)
        for p in pairs {
            t.u16(p.0)
            t.u16(p.1)
            t.i16(p.2)
        }
        return t.data
    }

    func nameTable() -> [UInt8] {
        let strings = [(1, family), (2, subfamily)].map { ($0.0, Array($0.1.utf16)) }
        var t = Bytes()
        var storage = Bytes()
        t.u16(0)
        t.u16(strings.count)
        t.u16(6 + 12 * strings.count)
        for (id, units) in strings {
            t.u16(3)
            t.u16(1)
            t.u16(0x409)
            t.u16(id)
            t.u16(units.count * 2)
            t.u16(storage.data.count)
            for u in units { storage.u16(Int(u)) }
        }
        return t.data + storage.data
    }

    /// Table directory plus 4-byte aligned tables, starting at byte `base` of the final file.
    static func assemble(_ tables: [(String, [UInt8])], base: Int = 0) -> Data {
        let sorted = tables.sorted { $0.0 < $1.0 }
        var dir = Bytes()
        dir.u32(0x0001_0000)
        dir.u16(sorted.count)
        dir.u16(0)
        dir.u16(0)
        dir.u16(0)
        var offset = 12 + 16 * sorted.count
        var body: [UInt8] = []
        for (tag, data) in sorted {
            dir.data += Array(tag.utf8)
            dir.u32(0)
            dir.u32(base + offset)
            dir.u32(data.count)
            body += data
            while body.count % 4 != 0 { body.append(0) }
            offset = 12 + 16 * sorted.count + body.count
        }
        return Data(dir.data + body)
    }
}

/// A big-endian byte writer.
struct Bytes {
    var data: [UInt8] = []
    mutating func u8(_ v: Int) { data.append(UInt8(truncatingIfNeeded: v)) }
    mutating func u16(_ v: Int) {
        u8(v >> 8)
        u8(v)
    }
    mutating func i16(_ v: Int) { u16(v & 0xFFFF) }
    mutating func u32(_ v: Int) {
        u16(v >> 16)
        u16(v)
    }
    mutating func f2dot14(_ v: Double) { i16(Int((v * 16384).rounded())) }
    mutating func zeros(_ n: Int) { data += [UInt8](repeating: 0, count: n) }
}

/// A TrueType collection holding `fonts`, each table directory rewritten for its new position.
func makeCollection(_ fonts: [Data]) -> Data {
    var header = Bytes()
    header.u32(0x7474_6366)
    header.u32(0x0001_0000)
    header.u32(fonts.count)
    var offset = 12 + 4 * fonts.count
    var body: [UInt8] = []
    for font in fonts {
        header.u32(offset)
        var bytes = [UInt8](font)
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for i in 0..<count {
            let at = 12 + 16 * i + 8
            let old = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            let new = old + offset
            for k in 0..<4 { bytes[at + k] = UInt8(truncatingIfNeeded: new >> (24 - 8 * k)) }
        }
        body += bytes
        while body.count % 4 != 0 { body.append(0) }
        offset = 12 + 4 * fonts.count + body.count
    }
    return Data(header.data + body)
}

enum FontFixtures {
    /// A square "A" (glyph 1), a triangle "V" (glyph 2), kerned by −200; family "Synthetic".
    static func synthetic() -> SyntheticFont {
        var f = SyntheticFont()
        f.addGlyph(
            [[.init(x: 100, y: 0), .init(x: 100, y: 700), .init(x: 500, y: 700), .init(x: 500, y: 0)]],
            advance: 600, for: "A")
        f.addGlyph([[.init(x: 0, y: 700), .init(x: 300, y: 0), .init(x: 600, y: 700)]], advance: 600, for: "V")
        f.kernPairs = [(1, 2, -200)]
        return f
    }
}
