import Foundation
@_spi(Layers) import OverlayHUD

/// One parsed TrueType face (glyf outlines): metrics, character map, kerning and glyph outlines.
///
/// Parsing reads only the table directory and the small header tables; character lookups, kerning and
/// outlines read the file's bytes on demand. Every read is bounds-checked, so corrupt or truncated input
/// throws a ``FontError`` and never traps. Outlines are in font units with y pointing up.
///
/// ```swift
/// let font = try TrueTypeFont(contentsOf: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
/// let glyph = font.glyphIndex(for: "A")            // 36
/// let outline = try font.outline(ofGlyph: glyph ?? 0)
/// ```
package struct TrueTypeFont: Sendable {
    /// Where a table lives in the file.
    struct TableRange: Hashable, Sendable {
        let offset: Int
        let length: Int
    }

    /// The file's bytes (shared, never copied per face).
    let data: Data
    /// Tables of this face by tag.
    let tables: [String: TableRange]
    /// Which face of a collection this is (0 for a plain .ttf).
    package let faceIndex: Int
    /// Font units per em (16…16384).
    package let unitsPerEm: Int
    /// Typographic ascender from `hhea`, font units, positive up.
    package let ascender: Int
    /// Typographic descender from `hhea`, font units (usually negative).
    package let descender: Int
    /// Extra line gap from `hhea`, font units.
    package let lineGap: Int
    /// Number of glyphs (`maxp`).
    package let numberOfGlyphs: Int
    /// Family name (`name` ID 1), when present.
    package let familyName: String?
    /// Subfamily (style) name (`name` ID 2), e.g. "Bold", when present.
    package let subfamilyName: String?
    /// Typographic family name (`name` ID 16), when present.
    package let typographicFamilyName: String?
    /// `OS/2` usWeightClass (100…900), when present.
    package let weightClass: Int?
    /// Whether the face is italic or oblique (`head.macStyle`, `OS/2.fsSelection` or the style name).
    package let isItalic: Bool
    let numberOfHMetrics: Int
    let longLocaOffsets: Bool
    let characterMap: CharacterMapSubtable
    /// Every cmap subtable of a format this reader understands (4 or 12).
    let characterMapSubtables: [CharacterMapSubtable]
    let kerningSubtables: [KerningSubtable]

    /// Reads the face at `faceIndex` of the file at `path` (a .ttf, or a .ttc collection).
    /// - Throws: `FontError.unreadable` when the file cannot be read, otherwise as ``init(data:faceIndex:)``.
    package init(contentsOf path: String, faceIndex: Int = 0) throws {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe) else {
            throw FontError.unreadable(path: path)
        }
        try self.init(data: data, faceIndex: faceIndex)
    }

    /// Parses the face at `faceIndex` of `data`, a TrueType font or a TrueType collection (`ttcf`).
    /// - Throws: `FontError.truncated` / `.invalid` for corrupt data, `.missingTable` when a required table
    ///   is absent, `.unsupported` for CFF (`OTTO`) outlines or no usable cmap, `.faceIndexOutOfRange`.
    package init(data: Data, faceIndex: Int = 0) throws {
        self.data = data
        self.faceIndex = faceIndex
        // Unsafe buffer: reads go through ByteReader, which checks every offset.
        let parsed = try data.withUnsafeBytes { raw in try Header.parse(raw, faceIndex: faceIndex) }
        tables = parsed.tables
        unitsPerEm = parsed.unitsPerEm
        ascender = parsed.ascender
        descender = parsed.descender
        lineGap = parsed.lineGap
        numberOfGlyphs = parsed.numberOfGlyphs
        numberOfHMetrics = parsed.numberOfHMetrics
        longLocaOffsets = parsed.longLocaOffsets
        familyName = parsed.names[1]
        subfamilyName = parsed.names[2]
        typographicFamilyName = parsed.names[16]
        weightClass = parsed.weightClass
        let style = (parsed.names[2] ?? "").lowercased()
        isItalic = parsed.italicFlag || style.contains("italic") || style.contains("oblique")
        characterMapSubtables = parsed.cmaps
        characterMap = parsed.bestCmap
        kerningSubtables = parsed.kerning
    }

    /// How many faces `data` holds: the collection's count for a `ttcf`, otherwise 1.
    /// - Throws: `FontError.truncated` when the header is cut short, `.invalid` for an empty collection.
    package static func faceCount(in data: Data) throws -> Int {
        // Unsafe buffer: reads go through ByteReader, which checks every offset.
        try data.withUnsafeBytes { raw in
            let r = ByteReader(raw)
            guard try r.tag(0) == "ttcf" else { return 1 }
            let n = Int(try r.u32(8))
            guard n > 0 else { throw FontError.invalid("empty font collection") }
            try r.check(12, n * 4)
            return n
        }
    }

    /// The horizontal advance of `glyph` in font units (0 for an out-of-range glyph).
    package func advanceWidth(ofGlyph glyph: Int) -> Int {
        guard glyph >= 0, glyph < numberOfGlyphs, let hmtx = tables["hmtx"] else { return 0 }
        let entry = min(glyph, numberOfHMetrics - 1)
        // Unsafe buffer: reads go through ByteReader, which checks every offset.
        return data.withUnsafeBytes { raw in
            guard let r = try? ByteReader(raw, start: hmtx.offset, count: hmtx.length, table: "hmtx"),
                let v = try? r.u16(entry * 4)
            else { return 0 }
            return Int(v)
        }
    }

    /// The glyph for `scalar`, or `nil` when the font has none (glyph 0, `.notdef`).
    package func glyphIndex(for scalar: Unicode.Scalar) -> Int? {
        let g = glyphIndex(for: scalar, in: characterMap)
        return g > 0 && g < numberOfGlyphs ? g : nil
    }

    /// Every family name this face answers to (ID 1 and ID 16).
    var familyNames: [String] { [familyName, typographicFamilyName].compactMap { $0 } }
}
