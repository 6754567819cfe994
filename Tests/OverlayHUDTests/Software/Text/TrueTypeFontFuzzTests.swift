import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Damaged fonts must throw `FontError` or parse into something harmless — never trap or hang.
final class TrueTypeFontFuzzTests: XCTestCase {
    /// Parses `data` and, when that works, exercises every reader on it.
    func exercise(_ data: Data, glyphs: Range<Int>) {
        do {
            let font = try TrueTypeFont(data: data)
            for scalar in "AVé …Tox痛\u{10300}".unicodeScalars { _ = font.glyphIndex(for: scalar) }
            for g in glyphs {
                _ = font.advanceWidth(ofGlyph: g)
                _ = font.kerning(between: g, and: g + 1)
                do { _ = try font.outline(ofGlyph: g) } catch { XCTAssertTrue(error is FontError, "\(error)") }
            }
        } catch {
            XCTAssertTrue(error is FontError, "\(error)")
        }
    }

    func testSyntheticFontTruncatedAtEveryByte() {
        var f = FontFixtures.synthetic()
        f.addComposite([.init(glyph: 1, dx: 5, dy: 5, scale: 0.5), .init(glyph: 2, dx: 0, dy: 0)], advance: 600, for: "é")
        let data = f.build()
        let tablesEnd = (try? TrueTypeFont(data: data))?.tables.values.map { $0.offset + $0.length }.max() ?? 0
        XCTAssertGreaterThan(tablesEnd, 0)
        for n in 0..<data.count {
            // Cutting only the final padding is harmless; any shorter prefix loses table bytes and must throw.
            if n < tablesEnd { XCTAssertNil(try? TrueTypeFont(data: data.prefix(n)), "prefix of \(n) bytes") }
            exercise(data.prefix(n), glyphs: 0..<5)
        }
    }

    func testDejaVuTruncatedAtEvery97thByte() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: TestFonts.regular))
        var thrown = 0
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            for n in stride(from: 0, to: data.count, by: 97) {
                // A view of the first n bytes, without copying.
                let prefix = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: n, deallocator: .none)
                do { _ = try TrueTypeFont(data: prefix) } catch {
                    thrown += 1
                    XCTAssertTrue(error is FontError)
                }
            }
        }
        XCTAssertEqual(thrown, (data.count + 96) / 97)
    }

    func testSyntheticFontWithFlippedBytes() {
        var f = FontFixtures.synthetic()
        f.addComposite(
            [.init(glyph: 1, dx: 5, dy: 5, matrix: (0, 1, -1, 0)), .init(glyph: 2, dx: 9, dy: 0)],
            advance: 600, for: "é")
        f.addGlyph([[.init(x: 0, y: 0, on: false), .init(x: 10, y: 0, on: false), .init(x: 5, y: 9)]], advance: 10)
        let original = [UInt8](f.build())
        var rng = SeededRandom(seed: 0x5EED)
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            exercise(Data(bytes), glyphs: 0..<6)
        }
    }

    func testDejaVuWithFlippedBytesInItsTables() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: TestFonts.regular))
        let font = try TrueTypeFont(data: data)
        let glyf = try XCTUnwrap(font.tables["glyf"])
        // Damage the directory, the header tables, cmap, kern, loca and the start of glyf.
        let regions: [Range<Int>] =
            ["head", "hhea", "maxp", "cmap", "kern", "loca"].compactMap { tag in
                font.tables[tag].map { $0.offset..<($0.offset + $0.length) }
            } + [0..<332, glyf.offset..<(glyf.offset + min(glyf.length, 20_000))]
        var bytes = [UInt8](data)
        var rng = SeededRandom(seed: 97)
        for trial in 0..<400 {
            let region = regions[trial % regions.count]
            var saved: [(Int, UInt8)] = []
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                let at = Int.random(in: region, using: &rng)
                saved.append((at, bytes[at]))
                bytes[at] = UInt8.random(in: 0...255, using: &rng)
            }
            exercise(Data(bytes), glyphs: 0..<80)
            for (at, value) in saved.reversed() { bytes[at] = value }
        }
    }
}
