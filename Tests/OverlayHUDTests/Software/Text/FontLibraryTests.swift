import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class FontLibraryTests: XCTestCase {
    /// A library over the shipped DejaVu Sans faces only, so no other font fills in missing characters.
    func dejaVuLibrary() -> FontLibrary {
        TestFonts.library(searchPaths: [TestFonts.dejaVuFolder])
    }

    /// A folder holding the synthetic font (family "Synthetic": only "A" and "V") and DejaVu Sans.
    func syntheticFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "FontLibraryTests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        try FontFixtures.synthetic().build().write(to: URL(fileURLWithPath: folder + "/Synthetic.ttf"))
        try FileManager.default.copyItem(atPath: TestFonts.regular, toPath: folder + "/DejaVuSans.ttf")
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/Broken.ttf"))
        try Data().write(to: URL(fileURLWithPath: folder + "/Skipped.otf"))
        return folder
    }

    func moveCount(_ path: HUDPath) -> Int {
        path.elements.filter { if case .move = $0 { return true } else { return false } }.count
    }

    func testFaceSelectionByFamilyAndWeight() throws {
        let fonts = TestFonts.library()
        XCTAssertEqual(fonts.face(family: nil)?.familyName, "DejaVu Sans")
        XCTAssertEqual(fonts.face(family: nil)?.subfamilyName, "Book")
        XCTAssertEqual(fonts.face(family: nil, weight: .bold)?.subfamilyName, "Bold")
        XCTAssertEqual(fonts.face(family: nil, weight: .semibold)?.subfamilyName, "Bold")
        XCTAssertEqual(fonts.face(family: nil, weight: .medium)?.subfamilyName, "Book")
        XCTAssertEqual(fonts.face(family: "wenquanyi zen hei")?.familyName, "WenQuanYi Zen Hei")
        XCTAssertEqual(
            fonts.face(family: "WenQuanYi-ZenHei", weight: .bold)?.familyName, "WenQuanYi Zen Hei",
            "a family without a bold face gives its regular one")
        XCTAssertEqual(fonts.face(family: "No Such Family")?.familyName, "DejaVu Sans", "unknown families use the default")
        XCTAssertEqual(
            fonts.fontFiles.map { URL(fileURLWithPath: $0).lastPathComponent },
            ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf", "wqy-zenhei.ttf"])
    }

    func testMeasureUsesAdvancesKerningAndLineBox() throws {
        let fonts = dejaVuLibrary()
        // At 2048 pt one font unit is one point.
        XCTAssertEqual(fonts.measure(TextContent("A", fontSize: 2048)), HUDSize(1401, 2384))
        XCTAssertEqual(fonts.measure(TextContent("AV", fontSize: 2048)), HUDSize(1401 + 1401 - 131, 2384))
        XCTAssertEqual(fonts.measure(TextContent("A V", fontSize: 1024)).width, (1401 + 651 + 1401) / 2)
        XCTAssertEqual(fonts.measure(TextContent("", fontSize: 2048)), HUDSize(0, 2384))
        XCTAssertEqual(fonts.measure(TextContent("A", fontSize: .nan)), .zero)
        XCTAssertEqual(fonts.measure(TextContent("A", fontSize: -3)), .zero)
    }

    func testKerningNarrowsTheLaidOutPair() throws {
        let fonts = dejaVuLibrary()
        let bounds = HUDRect(0, 0, 10_000, 3000)
        let pair = fonts.textPath(for: TextContent("AV", fontSize: 2048, alignment: .left), in: bounds)
        let v = fonts.textPath(for: TextContent("V", fontSize: 2048, alignment: .left), in: bounds)
        // V starts one A advance minus the kerning to the right.
        XCTAssertEqual(pair.controlPointBounds.maxX, v.controlPointBounds.maxX + 1401 - 131, accuracy: 1e-9)
    }

    func testSingleGlyphPlacementForEachAlignment() throws {
        let fonts = dejaVuLibrary()
        let bounds = HUDRect(10, 20, 5000, 3000)
        // Line box 2384 centred in 3000: top at 20 + 308, baseline 1901 below it.
        let baseline = 20 + (3000 - 2384) / 2 + 1901.0
        let expectations: [(HUDTextAlignment, Double)] = [
            (.left, 10), (.center, 10 + 2500 - 1401 / 2), (.right, 10 + 5000 - 1401),
        ]
        for (alignment, penX) in expectations {
            let path = fonts.textPath(for: TextContent("A", fontSize: 2048, alignment: alignment), in: bounds)
            XCTAssertEqual(
                path.controlPointBounds, HUDRect(x: penX + 16, y: baseline - 1493, width: 1368, height: 1493),
                "\(alignment)")
        }
    }

    func testLineIsVerticallyCentredInFlippedBounds() throws {
        let fonts = dejaVuLibrary()
        let text = TextContent("x", fontSize: 20, alignment: .left)
        let a = fonts.textPath(for: text, in: HUDRect(0, 0, 100, 40))
        let b = fonts.textPath(for: text, in: HUDRect(0, 40, 100, -40))
        XCTAssertEqual(a, b, "negative sizes are standardized")
        let box = a.controlPointBounds
        let unit: Double = 20.0 / 2048
        let baseline: Double = 20 - unit * 2384 / 2 + unit * 1901
        XCTAssertEqual(box.maxY, baseline, accuracy: 1e-9, "x sits on the baseline")
        XCTAssertEqual(box.minY, baseline - unit * 1120, accuracy: 1e-9, "x is 1120 units tall")
    }

    func testTruncationReplacesTheTailWithAnEllipsis() throws {
        let fonts = dejaVuLibrary()
        let string = "Hello wonderful world"
        let bounds = HUDRect(0, 0, 120, 30)
        let truncated = fonts.textPath(for: TextContent(string, fontSize: 17, alignment: .left), in: bounds)
        XCTAssertLessThanOrEqual(truncated.controlPointBounds.maxX, bounds.maxX)
        // The longest prefix that fits with "…", trailing spaces dropped, drawn untruncated, is the same path.
        var prefix = ""
        for end in string.indices.reversed() {
            let candidate = String(string[..<end]).trimmingCharacters(in: .whitespaces)
            if fonts.measure(TextContent(candidate + "…", fontSize: 17)).width <= bounds.width {
                prefix = candidate
                break
            }
        }
        XCTAssertFalse(prefix.isEmpty)
        let expected = fonts.textPath(
            for: TextContent(prefix + "…", fontSize: 17, alignment: .left, truncation: .none),
            in: bounds)
        XCTAssertEqual(truncated, expected)

        let untouched = fonts.textPath(for: TextContent(string, fontSize: 17, alignment: .left, truncation: .none), in: bounds)
        XCTAssertGreaterThan(untouched.controlPointBounds.maxX, bounds.maxX)
        let right = fonts.textPath(for: TextContent(string, fontSize: 17, alignment: .right), in: bounds)
        XCTAssertLessThanOrEqual(right.controlPointBounds.maxX, bounds.maxX + 1e-9)
        XCTAssertGreaterThanOrEqual(right.controlPointBounds.minX, bounds.minX)
    }

    func testTruncationDropsTheSpaceBeforeTheEllipsis() throws {
        let fonts = dejaVuLibrary()
        // Room for "Hello …" but "Hello" + "…" is what must be drawn.
        let width = fonts.measure(TextContent("Hello …", fontSize: 17)).width
        let text = TextContent("Hello world", fontSize: 17, alignment: .left)
        let path = fonts.textPath(for: text, in: HUDRect(0, 0, width, 30))
        let expected = fonts.textPath(
            for: TextContent("Hello…", fontSize: 17, alignment: .left, truncation: .none),
            in: HUDRect(0, 0, width, 30))
        XCTAssertEqual(path, expected)
    }

    func testTruncatingLongRunsOfSpacesStaysLinear() throws {
        let fonts = dejaVuLibrary()
        let text = TextContent("A" + String(repeating: " ", count: 50_000) + "B", fontSize: 17, alignment: .left)
        let path = fonts.textPath(for: text, in: HUDRect(0, 0, 40, 30))
        let expected = fonts.textPath(
            for: TextContent("A…", fontSize: 17, alignment: .left, truncation: .none),
            in: HUDRect(0, 0, 40, 30))
        XCTAssertEqual(path, expected)
    }

    func testNothingFitsGivesAnEmptyPath() throws {
        let fonts = dejaVuLibrary()
        XCTAssertTrue(fonts.textPath(for: TextContent("Hello", fontSize: 17), in: HUDRect(0, 0, 3, 30)).isEmpty)
        XCTAssertTrue(fonts.textPath(for: TextContent("Hello", fontSize: 17), in: HUDRect(0, 0, 0, 30)).isEmpty)
    }

    func testDegenerateInputsGiveEmptyPaths() throws {
        let fonts = dejaVuLibrary()
        let bounds = HUDRect(0, 0, 100, 30)
        XCTAssertTrue(fonts.textPath(for: TextContent(""), in: bounds).isEmpty)
        XCTAssertTrue(fonts.textPath(for: TextContent("A", fontSize: .nan), in: bounds).isEmpty)
        XCTAssertTrue(fonts.textPath(for: TextContent("A", fontSize: 0), in: bounds).isEmpty)
        XCTAssertTrue(fonts.textPath(for: TextContent("A", fontSize: -4), in: bounds).isEmpty)
        XCTAssertTrue(fonts.textPath(for: TextContent("A"), in: HUDRect(.nan, 0, 100, 30)).isEmpty)
        XCTAssertTrue(fonts.textPath(for: TextContent("A"), in: HUDRect(0, 0, .infinity, 30)).isEmpty)
        XCTAssertTrue(fonts.textPath(for: TextContent("\u{200B}\u{FE0F}"), in: bounds).isEmpty, "only invisible characters")
        XCTAssertTrue(fonts.textPath(for: TextContent("   "), in: bounds).isEmpty)
        XCTAssertFalse(fonts.textPath(for: TextContent("A"), in: bounds).isEmpty)
    }

    func testNewlinesAndTabsAreSpaces() throws {
        let fonts = dejaVuLibrary()
        let bounds = HUDRect(0, 0, 300, 30)
        let spaced = fonts.textPath(for: TextContent("A B C D", fontSize: 17), in: bounds)
        XCTAssertEqual(fonts.textPath(for: TextContent("A\nB\tC\r\nD", fontSize: 17), in: bounds), spaced)
    }

    func testMissingCharacterDrawsTheNotdefBox() throws {
        let fonts = dejaVuLibrary()
        let bounds = HUDRect(0, 0, 300, 30)
        // DejaVu has no CJK; its .notdef glyph (a box, two contours) stands in.
        let notdef = try TrueTypeFont(contentsOf: TestFonts.regular).outline(ofGlyph: 0)
        let path = fonts.textPath(for: TextContent("痛", fontSize: 17), in: bounds)
        XCTAssertEqual(moveCount(path), moveCount(notdef))
        XCTAssertGreaterThan(moveCount(path), 0)
    }

    func testFallbackTakesMissingCharactersFromAnotherFont() throws {
        let folder = try syntheticFolder()
        let fonts = FontLibrary(searchPaths: [folder], warningHandler: { XCTFail("unexpected warning: \($0)") })
        XCTAssertEqual(fonts.face(family: "Synthetic")?.familyName, "Synthetic")
        XCTAssertEqual(
            fonts.fontFiles.map { URL(fileURLWithPath: $0).lastPathComponent },
            ["Broken.ttf", "DejaVuSans.ttf", "Synthetic.ttf"])
        // Synthetic "A" is 600 units of a 1000-unit em; "B" comes from DejaVu Sans (1405 of 2048).
        let text = TextContent("AB", fontFamily: "Synthetic", fontSize: 100, alignment: .left)
        XCTAssertEqual(fonts.measure(text).width, 60 + 100 * 1405 / 2048.0, accuracy: 1e-9)
        let path = fonts.textPath(for: text, in: HUDRect(0, 0, 1000, 100))
        let b = fonts.textPath(for: TextContent("B", fontSize: 100, alignment: .left), in: HUDRect(0, 0, 1000, 100))
        XCTAssertEqual(path.controlPointBounds.maxX, 60 + b.controlPointBounds.maxX, accuracy: 1e-9)
        // Kerning from the synthetic font's kern table: V pulled 200 units towards A.
        XCTAssertEqual(fonts.measure(TextContent("AV", fontFamily: "Synthetic", fontSize: 100)).width, 100)
    }

    func testFallbackSearchesOtherFilesWhenTheDefaultSansLacksTheCharacter() throws {
        let folder = NSTemporaryDirectory() + "FontLibraryTests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        try FontFixtures.synthetic().build().write(to: URL(fileURLWithPath: folder + "/Synthetic.ttf"))
        var zeta = SyntheticFont()
        zeta.family = "Zeta"
        zeta.addGlyph([[.init(x: 0, y: 0), .init(x: 0, y: 500), .init(x: 250, y: 500)]], advance: 250, for: "B")
        try zeta.build().write(to: URL(fileURLWithPath: folder + "/Zeta.ttf"))
        let fonts = FontLibrary(searchPaths: [folder], warningHandler: { XCTFail("unexpected warning: \($0)") })
        // No default family here, so the default is the first file (Synthetic), which has no "B": Zeta draws it.
        XCTAssertEqual(fonts.face(family: nil)?.familyName, "Synthetic")
        let text = TextContent("AB", fontFamily: "Synthetic", fontSize: 100, alignment: .left)
        XCTAssertEqual(fonts.measure(text).width, 60 + 25)
        XCTAssertEqual(fonts.textPath(for: text, in: HUDRect(0, 0, 200, 100)).controlPointBounds.maxX, 60 + 25)
    }

    func testCJKFallbackDrawsTheCJKFontsGlyphs() throws {
        // DejaVu Sans (the default sans) has no 痛苦的信仰; WenQuanYi Zen Hei draws them, contour for contour.
        let fonts = TestFonts.library()
        let cjk = try TrueTypeFont(contentsOf: TestFonts.cjk)
        let glyphs = try "痛苦的信仰".unicodeScalars.map { try XCTUnwrap(cjk.glyphIndex(for: $0), "\($0)") }
        let text = TextContent("痛苦的信仰", fontSize: 20, alignment: .left)
        let path = fonts.textPath(for: text, in: HUDRect(0, 0, 200, 40))
        XCTAssertEqual(moveCount(path), try glyphs.reduce(0) { $0 + moveCount(try cjk.outline(ofGlyph: $1)) })
        XCTAssertGreaterThan(moveCount(path), 5 * 3)
        let advances = glyphs.reduce(0) { $0 + cjk.advanceWidth(ofGlyph: $1) }
        XCTAssertEqual(fonts.measure(text).width, 20 * Double(advances) / Double(cjk.unitsPerEm), accuracy: 1e-9)
    }

    func testMissingCharactersAreTheOnesNoFontHas() {
        XCTAssertEqual(dejaVuLibrary().missingCharacters(in: TextContent("Sone 痛苦 café\n痛")), ["痛", "苦", "痛"])
        XCTAssertEqual(TestFonts.library().missingCharacters(in: TextContent("Sone 痛苦的信仰 café")), [])
        XCTAssertEqual(
            TestFonts.library().missingCharacters(in: TextContent("A\u{E000}\u{200B}")), ["\u{E000}"],
            "private use is missing; an invisible character is not")
        let none = FontLibrary(searchPaths: [], warningHandler: { _ in })
        XCTAssertEqual(none.missingCharacters(in: TextContent("A B\t", fontFamily: "Anything")), ["A", "B"])
        XCTAssertEqual(none.missingCharacters(in: TextContent("")), [])
    }

    func testSearchPathsComeFromOVERLAYHUD_FONT_PATHSWhenItIsSet() {
        let usual = [
            "/usr/share/fonts", "/usr/local/share/fonts", "/home/u/.fonts", "/home/u/.local/share/fonts",
            "/System/Library/Fonts", "/Library/Fonts",
        ]
        func paths(_ environment: [String: String]) -> [String] {
            FontLibrary.searchPaths(environment: environment, home: "/home/u")
        }
        XCTAssertEqual(paths([:]), usual)
        XCTAssertEqual(paths(["OVERLAYHUD_FONT_PATH": "/typo"]), usual)
        XCTAssertEqual(paths(["OVERLAYHUD_FONT_PATHS": "/opt/fonts"]), ["/opt/fonts"])
        XCTAssertEqual(paths(["OVERLAYHUD_FONT_PATHS": "/a:/b c:relative"]), ["/a", "/b c", "relative"])
        XCTAssertEqual(paths(["OVERLAYHUD_FONT_PATHS": "::/a::/b:"]), ["/a", "/b"], "empty entries are ignored")
        XCTAssertEqual(paths(["OVERLAYHUD_FONT_PATHS": ""]), [], "set but empty: no folders at all")
        XCTAssertEqual(paths(["OVERLAYHUD_FONT_PATHS": ":"]), [])
    }

    func testNoFontsDrawsPlaceholderBoxesAndWarnsOnce() {
        var warnings: [String] = []
        let fonts = FontLibrary(searchPaths: [], warningHandler: { warnings.append($0) })
        let text = TextContent("AB", fontSize: 10, alignment: .left)
        let path = fonts.textPath(for: text, in: HUDRect(0, 0, 100, 20))
        _ = fonts.textPath(for: TextContent("CDE", fontSize: 12, weight: .bold), in: HUDRect(0, 0, 100, 20))
        _ = fonts.measure(TextContent("F", fontFamily: "Other"))
        XCTAssertEqual(fonts.measure(text), HUDSize(12, 10))
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains("no TrueType") ?? false)
        XCTAssertEqual(moveCount(path), 4, "an outer and an inner rectangle per character")
        // Line box 10 centred in 20: baseline at 5 + 8; each box is 7 tall.
        XCTAssertEqual(path.controlPointBounds, HUDRect(x: 0.5, y: 6, width: 11, height: 7))
        XCTAssertNil(fonts.face(family: nil))
    }

    func testRepeatedLayoutIsIdentical() throws {
        let fonts = dejaVuLibrary()
        let text = TextContent("Résumé — naïve café", fontSize: 15, weight: .bold)
        let first = fonts.textPath(for: text, in: HUDRect(0, 0, 400, 30))
        XCTAssertEqual(fonts.textPath(for: text, in: HUDRect(0, 0, 400, 30)), first)
        let fresh = dejaVuLibrary()
        XCTAssertEqual(fresh.textPath(for: text, in: HUDRect(0, 0, 400, 30)), first)
    }
}
