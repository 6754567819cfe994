import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Reference values were read from the same files with a separate throwaway script (Python fontTools):
/// the shipped DejaVu Sans subset, whose glyph ids and count change when `Scripts/make-test-fonts.sh`
/// remakes it with more characters (metrics, advances, outlines and kerning values do not).
final class TrueTypeFontTests: XCTestCase {
    func dejaVu() throws -> TrueTypeFont {
        try TrueTypeFont(contentsOf: TestFonts.regular)
    }

    func testDejaVuHeaderMetricsAndNames() throws {
        let font = try dejaVu()
        XCTAssertEqual(font.unitsPerEm, 2048)
        XCTAssertEqual(font.ascender, 1901)
        XCTAssertEqual(font.descender, -483)
        XCTAssertEqual(font.lineGap, 0)
        XCTAssertEqual(font.numberOfGlyphs, 228)
        XCTAssertEqual(font.familyName, "DejaVu Sans")
        XCTAssertEqual(font.subfamilyName, "Book")
        XCTAssertEqual(font.weightClass, 400)
        XCTAssertFalse(font.isItalic)
        let bold = try TrueTypeFont(contentsOf: TestFonts.bold)
        XCTAssertEqual(bold.subfamilyName, "Bold")
        XCTAssertEqual(bold.weightClass, 700)
    }

    func testDejaVuCharacterMapAndAdvances() throws {
        let font = try dejaVu()
        let expected: [(Unicode.Scalar, Int, Int)] = [
            ("A", 34, 1401), ("V", 55, 1401), ("é", 169, 1260),
            (" ", 1, 651), (".", 15, 651), ("\u{2026}", 204, 2048),
        ]
        for (scalar, glyph, advance) in expected {
            XCTAssertEqual(font.glyphIndex(for: scalar), glyph, "glyph of \(scalar)")
            XCTAssertEqual(font.advanceWidth(ofGlyph: glyph), advance, "advance of \(scalar)")
        }
        XCTAssertNil(font.glyphIndex(for: "痛"))
        XCTAssertEqual(font.advanceWidth(ofGlyph: -1), 0)
        XCTAssertEqual(font.advanceWidth(ofGlyph: 1_000_000), 0)
    }

    func testPrefersFormat12AndAgreesWithFormat4() throws {
        let font = try dejaVu()
        XCTAssertEqual(font.characterMap.format, 12)
        XCTAssertEqual(font.characterMap.platform, 3)
        XCTAssertEqual(font.characterMap.encoding, 10)
        let format4 = try XCTUnwrap(font.characterMapSubtables.first { $0.format == 4 && $0.platform == 3 })
        for value in UInt32(0x20)..<0x3000 {
            guard let s = Unicode.Scalar(value) else { continue }
            XCTAssertEqual(
                font.glyphIndex(for: s, in: format4), font.glyphIndex(for: s, in: font.characterMap),
                "U+\(String(value, radix: 16))")
        }
        // Old Italic U+10300 lies outside the BMP: only the format-12 subtable reaches it.
        XCTAssertEqual(font.glyphIndex(for: "\u{10300}"), 222)
        XCTAssertEqual(font.glyphIndex(for: "\u{10300}", in: format4), 0)
    }

    func testSimpleGlyphOutlineMatchesItsBoundingBox() throws {
        let font = try dejaVu()
        let a = try font.outline(ofGlyph: 34)
        XCTAssertEqual(a.controlPointBounds, HUDRect(x: 16, y: 0, width: 1368, height: 1493))
        XCTAssertEqual(a.elements.filter { if case .move = $0 { return true } else { return false } }.count, 2)
        XCTAssertTrue(try font.outline(ofGlyph: 1).isEmpty, "space has no outline")
    }

    func testCompositeGlyphCombinesBaseAndAccent() throws {
        let font = try dejaVu()
        // 'é' (169) = 'e' (70) at (0, 0) + acute (116) at (139, 0).
        let e = try font.outline(ofGlyph: 70)
        let acute = try font.outline(ofGlyph: 116)
        let composite = try font.outline(ofGlyph: 169)
        var expected = e
        expected.addPath(acute.applying(.translation(139, 0)))
        XCTAssertEqual(composite, expected)
        XCTAssertEqual(composite.controlPointBounds, HUDRect(x: 113, y: -29, width: 1038, height: 1667))
    }

    func testDejaVuKerning() throws {
        let font = try dejaVu()
        XCTAssertTrue(font.hasKerning)
        XCTAssertEqual(font.kerning(between: 34, and: 55), -131)  // A V
        XCTAssertEqual(font.kerning(between: font.glyphIndex(for: "T")!, and: font.glyphIndex(for: "o")!), -348)
        XCTAssertEqual(font.kerning(between: 34, and: 34), 57)  // A A
        XCTAssertEqual(font.kerning(between: 1, and: 1), 0)  // no pair for two spaces
        XCTAssertEqual(font.kerning(between: -5, and: 70_000), 0)
    }

    func testSyntheticFontKerningNamesAndOutline() throws {
        let font = try TrueTypeFont(data: FontFixtures.synthetic().build())
        XCTAssertEqual(font.familyName, "Synthetic")
        XCTAssertEqual(font.subfamilyName, "Regular")
        XCTAssertNil(font.weightClass)
        XCTAssertEqual(font.unitsPerEm, 1000)
        XCTAssertEqual(font.glyphIndex(for: "A"), 1)
        XCTAssertEqual(font.glyphIndex(for: "V"), 2)
        XCTAssertNil(font.glyphIndex(for: "B"))
        XCTAssertEqual(font.kerning(between: 1, and: 2), -200)
        XCTAssertEqual(font.kerning(between: 2, and: 1), 0)
        var square = HUDPath()
        square.move(to: HUDPoint(100, 0))
        square.addLine(to: HUDPoint(100, 700))
        square.addLine(to: HUDPoint(500, 700))
        square.addLine(to: HUDPoint(500, 0))
        square.closeSubpath()
        XCTAssertEqual(try font.outline(ofGlyph: 1), square)
    }

    func testQuadraticContoursWithImpliedOnCurvePoints() throws {
        var f = SyntheticFont()
        // on, off, off, on: the two off-curve points imply an on-curve point halfway between them.
        let g = f.addGlyph(
            [
                [
                    .init(x: 0, y: 0), .init(x: 0, y: 100, on: false), .init(x: 100, y: 100, on: false),
                    .init(x: 100, y: 0),
                ]
            ], advance: 100)
        // Only off-curve points: the contour starts halfway between the first two.
        let h = f.addGlyph(
            [
                [
                    .init(x: 0, y: 0, on: false), .init(x: 100, y: 0, on: false),
                    .init(x: 100, y: 100, on: false), .init(x: 0, y: 100, on: false),
                ]
            ], advance: 100)
        let font = try TrueTypeFont(data: f.build())
        var expected = HUDPath()
        expected.move(to: HUDPoint(0, 0))
        expected.addQuadCurve(to: HUDPoint(50, 100), control: HUDPoint(0, 100))
        expected.addQuadCurve(to: HUDPoint(100, 0), control: HUDPoint(100, 100))
        expected.closeSubpath()
        XCTAssertEqual(try font.outline(ofGlyph: g), expected)
        var round = HUDPath()
        round.move(to: HUDPoint(50, 0))
        round.addQuadCurve(to: HUDPoint(100, 50), control: HUDPoint(100, 0))
        round.addQuadCurve(to: HUDPoint(50, 100), control: HUDPoint(100, 100))
        round.addQuadCurve(to: HUDPoint(0, 50), control: HUDPoint(0, 100))
        round.addQuadCurve(to: HUDPoint(50, 0), control: HUDPoint(0, 0))
        round.closeSubpath()
        XCTAssertEqual(try font.outline(ofGlyph: h), round)
    }

    func testCompositeScaleAndTwoByTwoTransforms() throws {
        var f = FontFixtures.synthetic()
        let scaled = f.addComposite([.init(glyph: 1, dx: 10, dy: 20, scale: 0.5)], advance: 300)
        let rotated = f.addComposite([.init(glyph: 1, dx: 0, dy: 0, matrix: (0, 1, -1, 0))], advance: 300)
        let font = try TrueTypeFont(data: f.build())
        let square = try font.outline(ofGlyph: 1)
        XCTAssertEqual(
            try font.outline(ofGlyph: scaled),
            square.applying(HUDAffineTransform.scale(0.5, 0.5).concatenating(.translation(10, 20))))
        // x' = a·x + c·y, y' = b·x + d·y with (a, b, c, d) = (0, 1, −1, 0): a quarter turn.
        XCTAssertEqual(try font.outline(ofGlyph: rotated).controlPointBounds, HUDRect(x: -700, y: 100, width: 700, height: 400))
    }

    func testSelfReferencingCompositeHitsTheRecursionLimit() throws {
        var f = FontFixtures.synthetic()
        let loop = f.glyphs.count
        f.addComposite([.init(glyph: loop, dx: 1, dy: 1)], advance: 100)
        let font = try TrueTypeFont(data: f.build())
        XCTAssertThrowsError(try font.outline(ofGlyph: loop)) { error in
            XCTAssertEqual(error as? FontError, .invalid("composite glyphs nested too deep"))
        }
        XCTAssertThrowsError(try font.outline(ofGlyph: 99)) {
            XCTAssertEqual($0 as? FontError, .invalid("glyph 99 out of range"))
        }
    }

    func testCollectionFaces() throws {
        let regular = try Data(contentsOf: URL(fileURLWithPath: TestFonts.regular))
        let bold = try Data(contentsOf: URL(fileURLWithPath: TestFonts.bold))
        let collection = makeCollection([regular, bold])
        XCTAssertEqual(try TrueTypeFont.faceCount(in: collection), 2)
        XCTAssertEqual(try TrueTypeFont.faceCount(in: regular), 1)
        let face0 = try TrueTypeFont(data: collection, faceIndex: 0)
        let face1 = try TrueTypeFont(data: collection, faceIndex: 1)
        XCTAssertEqual(face0.subfamilyName, "Book")
        XCTAssertEqual(face1.subfamilyName, "Bold")
        XCTAssertEqual(face0.advanceWidth(ofGlyph: 34), 1401)
        XCTAssertEqual(try face0.outline(ofGlyph: 169), try TrueTypeFont(data: regular).outline(ofGlyph: 169))
        XCTAssertThrowsError(try TrueTypeFont(data: collection, faceIndex: 2)) {
            XCTAssertEqual($0 as? FontError, .faceIndexOutOfRange(index: 2, count: 2))
        }
        XCTAssertThrowsError(try TrueTypeFont(data: regular, faceIndex: 1)) {
            XCTAssertEqual($0 as? FontError, .faceIndexOutOfRange(index: 1, count: 1))
        }
    }

    func testTypedErrorsForBadFiles() throws {
        let good = FontFixtures.synthetic().build()
        XCTAssertThrowsError(try TrueTypeFont(data: Data())) { XCTAssertEqual($0 as? FontError, .truncated(table: "file")) }
        var otto = good
        otto.replaceSubrange(0..<4, with: Array("OTTO".utf8))
        XCTAssertThrowsError(try TrueTypeFont(data: otto)) { XCTAssertEqual($0 as? FontError, .unsupported("CFF outlines")) }
        XCTAssertThrowsError(try TrueTypeFont(data: good.prefix(good.count - 40))) {
            XCTAssertEqual($0 as? FontError, .truncated(table: "name"))
        }
        var f = FontFixtures.synthetic()
        f.unitsPerEm = 0
        XCTAssertThrowsError(try TrueTypeFont(data: f.build())) { XCTAssertEqual($0 as? FontError, .invalid("unitsPerEm 0")) }
        let noKern = SyntheticFont.assemble([("head", [UInt8](repeating: 0, count: 54))])
        XCTAssertThrowsError(try TrueTypeFont(data: noKern)) { XCTAssertEqual($0 as? FontError, .missingTable("hhea")) }
        XCTAssertThrowsError(try TrueTypeFont(contentsOf: "/nonexistent/font.ttf")) {
            XCTAssertEqual($0 as? FontError, .unreadable(path: "/nonexistent/font.ttf"))
        }
    }
}
