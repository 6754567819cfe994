import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// Text set in lines as `UILabel` sets it (``TextBlock``), over a made-up measurement: every
/// character is a tenth of the font size wide, a line is as tall as the font size.
private func madeUpSize(_ t: TextContent) -> HUDSize {
    HUDSize(Double(t.string.count) * t.fontSize / 10, t.fontSize)
}

private func block(
    _ s: String, width: Double, lines: Int, shrink: Double = 1, maxHeight: Double = .infinity, size: Double = 10
) -> TextBlock {
    TextBlock(
        TextContent(s, fontSize: size), maxWidth: width, numberOfLines: lines, minimumScaleFactor: shrink,
        maxHeight: maxHeight, measure: madeUpSize)
}

final class TextBlockTests: XCTestCase {
    func testWrapsAtSpacesIntoItsLines() {
        let b = block("aaa bbb ccc ddd", width: 7, lines: 2)
        XCTAssertEqual(b.lines.map(\.string), ["aaa bbb", "ccc ddd"])
        XCTAssertEqual(b.size, HUDSize(7, 20))
        let two = block("aaa bbb ccc ddd eee", width: 7, lines: 2)
        XCTAssertEqual(
            two.lines.map(\.string), ["aaa bbb", "ccc ddd eee"], "the last line takes the rest (truncated when drawn)")
        XCTAssertEqual(two.width, 7, "never wider than the width")
        XCTAssertEqual(block("aaa bbb", width: 100, lines: 0).lines.map(\.string), ["aaa bbb"])
    }

    func testShrinksForAWordTooWideThenForTheLines() {
        // "abcdefghij" is 10 wide at 10 pt: it shrinks to fit 6 (with a point to spare).
        let word = block("abcdefghij xy", width: 6, lines: 2, shrink: 0.5)
        XCTAssertLessThan(word.lines[0].fontSize, 10)
        XCTAssertEqual(word.lines[0].fontSize, 5, "not below half its size")
        XCTAssertEqual(
            word.lines.map(\.string), ["abcdefghij", "xy"], "the word fits at half its size, the line breaks after it")
        let fits = block("abcde fgh", width: 6, lines: 2, shrink: 0.5)
        XCTAssertEqual(fits.lines.map(\.string), ["abcde", "fgh"], "no word too wide: no shrinking")
        XCTAssertEqual(fits.lines[0].fontSize, 10)
        let rest = block("aaaa bbbb cccc", width: 6, lines: 2, shrink: 0.5)
        XCTAssertLessThan(rest.lines[0].fontSize, 10, "the lines' rest did not fit: the font shrinks")
        XCTAssertLessThanOrEqual(rest.width, 6)
        let single = block("abcdefghij", width: 8, lines: 1, shrink: 0.5)
        XCTAssertEqual(single.lines.count, 1)
        XCTAssertLessThanOrEqual(single.width, 8)
        XCTAssertEqual(block("abcdefghij", width: 8, lines: 1).lines[0].fontSize, 10, "no shrinking unless asked")
    }

    /// The host's measurement is the costly part: a line is measured once, however many steps
    /// (the height cap, wrapping, the height check, the size) ask for it in a row.
    func testALineIsMeasuredOnceInARow() {
        var measured: [String] = []
        let b = TextBlock(
            TextContent("Sone", fontSize: 10), maxWidth: 100, numberOfLines: 3, maxHeight: 40,
            measure: {
                measured.append($0.string)
                return madeUpSize($0)
            })
        XCTAssertEqual(b.lines.map(\.string), ["Sone"])
        XCTAssertEqual(measured, ["Sone"])
    }

    func testAMaximumHeightDropsLinesThenShrinks() {
        let b = block("aa bb cc dd", width: 2, lines: 0, maxHeight: 25)
        XCTAssertEqual(b.lines.count, 2, "two 10 pt lines fit in 25")
        XCTAssertLessThanOrEqual(b.size.height, 25)
        let tiny = block("aa bb", width: 2, lines: 0, maxHeight: 6)
        XCTAssertEqual(tiny.lines.count, 1)
        XCTAssertLessThanOrEqual(tiny.size.height, 6)
        XCTAssertEqual(block("aa", width: 2, lines: 0, maxHeight: -5).size.height, 0, "a negative cap is zero")
    }

    func testATextFarTallerThanItsHeightSetsOnlyTheLinesThatFit() {
        var calls = 0
        let text = Array(repeating: "word", count: 2_500).joined(separator: " ")  // ~10,000 characters
        let b = TextBlock(TextContent(text, fontSize: 10), maxWidth: 9.9, numberOfLines: 0, maxHeight: 30) {
            calls += 1
            return HUDSize(Double($0.string.count) * $0.fontSize / 10, $0.fontSize)
        }
        XCTAssertEqual(b.lines.count, 3)
        XCTAssertEqual(b.lines.prefix(2).map { $0.string }, ["word word", "word word"])
        let rest = String(text.dropFirst(20))
        XCTAssertTrue(rest.hasPrefix(b.lines[2].string), "the last line takes the rest (truncated when drawn)...")
        XCTAssertLessThan(b.lines[2].string.count, 100, "... as much of it as it can show")
        XCTAssertLessThan(calls, 40, "three lines set, not the 1,250 the whole text would take")
    }

    /// Characters measured to set `text` (the made-up measurement, 10 pt, one point a character).
    private static func charactersMeasured(
        _ text: String, width: Double, lines: Int, shrink: Double = 1, maxHeight: Double = .infinity
    ) -> (block: TextBlock, characters: Int) {
        var characters = 0
        let b = TextBlock(
            TextContent(text, fontSize: 10), maxWidth: width, numberOfLines: lines, minimumScaleFactor: shrink,
            maxHeight: maxHeight
        ) {
            characters += $0.string.unicodeScalars.count
            return madeUpSize($0)
        }
        return (b, characters)
    }

    /// Words, `count` characters of them.
    private static func words(_ count: Int) -> String {
        let words = ["upload", "failed", "because", "the", "server", "said", "no", "again"]
        var s = ""
        var i = 0
        while s.utf8.count < count {
            s += words[i % words.count] + " "
            i += 1
        }
        return String(s.prefix(count))
    }

    func testAHugeTextCostsAboutWhatATextThatFillsTheLabelCosts() {
        // Labels 100 points wide (100 characters a line): a line cap, a height cap, one line, a
        // shrinking font; each with a text that just fills it and one of 100,000 characters.
        let cases: [(lines: Int, maxHeight: Double, shrink: Double, fills: Int)] = [
            (2, .infinity, 1, 200), (0, 30, 1, 300), (1, .infinity, 1, 100), (2, .infinity, 0.5, 400), (3, 25, 1, 200),
        ]
        for c in cases {
            let filling = Self.charactersMeasured(
                Self.words(c.fills), width: 100, lines: c.lines, shrink: c.shrink, maxHeight: c.maxHeight)
            let huge = Self.charactersMeasured(
                Self.words(100_000), width: 100, lines: c.lines, shrink: c.shrink, maxHeight: c.maxHeight)
            XCTAssertEqual(huge.block.lines.count, filling.block.lines.count, "\(c)")
            XCTAssertEqual(huge.block.size, filling.block.size, "\(c)")
            XCTAssertLessThanOrEqual(
                huge.characters, 4 * filling.characters,
                "\(c): measuring what the label shows (\(filling.characters) characters), not the whole text")
        }
    }

    func testALastLineCutToWhatItShowsDrawsAsTheWholeRest() {
        let text = Self.words(100_000)
        let b = block(text, width: 100, lines: 2)
        let rest = String(text.dropFirst(b.lines[0].string.count + 1))
        let last = b.lines[1].string
        XCTAssertTrue(rest.hasPrefix(last), "whole characters of the rest, from its start")
        XCTAssertGreaterThan(madeUpSize(b.lines[1]).width, 2 * 100, "more than twice the width: drawn truncated, as the rest is")
        XCTAssertLessThan(last.count, 1_000, "a few lines' worth, not 99,900 characters")
        // A rest no more than twice the width stays whole, a short one measured once.
        XCTAssertEqual(block("aaa bbb ccc ddd eeeeeee", width: 7, lines: 2).lines.map(\.string), ["aaa bbb", "ccc ddd eeeeeee"])
    }

    func testApplyPutsLinesInTheLayerAndReusesThem() {
        onMain {
            let layer = HUDLayer(name: "t")
            block("aaa bbb ccc", width: 3, lines: 0).apply(to: layer)
            XCTAssertEqual(layer.content, .none)
            XCTAssertEqual(layer.sublayers.map(\.name), ["line0", "line1", "line2"])
            XCTAssertEqual(layer.sublayers[2].frame, HUDRect(0, 20, 3, 10))
            let first = layer.sublayers[0]
            block("aaa bbb", width: 3, lines: 0).apply(to: layer)
            XCTAssertEqual(layer.sublayers.count, 2)
            XCTAssertTrue(layer.sublayers[0] === first, "lines are reused")
            block("aaa", width: 3, lines: 0).apply(to: layer)
            XCTAssertTrue(layer.sublayers.isEmpty)
            XCTAssertEqual(layer.content, .text(TextContent("aaa", fontSize: 10)))
        }
    }

    func testBadInput() {
        XCTAssertTrue(TextBlock.isBlank(nil))
        XCTAssertTrue(TextBlock.isBlank(""))
        XCTAssertTrue(TextBlock.isBlank(" \n\t\u{3000}"))
        XCTAssertFalse(TextBlock.isBlank(" a "))
        for w in [Double.nan, -1, 0] {
            XCTAssertEqual(block("aa bb", width: w, lines: 2, shrink: 0.5).width, 0, "width \(w)")
        }
        XCTAssertEqual(block("aa bb", width: .infinity, lines: 2).lines.map(\.string), ["aa bb"], "no limit: one line")
        XCTAssertEqual(block("", width: 5, lines: 2).lines.map(\.string), [""])
        XCTAssertEqual(block("   ", width: 5, lines: 2).lines.map(\.string), [""])
        // 10,000 characters of emoji and combining marks: whole characters on every line.
        let s = String(repeating: "👩‍👩‍👧‍👦e\u{301}o\u{308}\u{323} ", count: 2_500)
        let b = block(s, width: 30, lines: 0)
        XCTAssertGreaterThan(b.lines.count, 100)
        XCTAssertLessThanOrEqual(b.width, 30)
        XCTAssertEqual(b.lines.map(\.string).joined(separator: " "), String(s.dropLast()), "nothing lost, nothing split")
        let three = block(s, width: 30, lines: 3, shrink: 0.5)
        XCTAssertEqual(three.lines.count, 3)
        for bad in SpecialValues.doubles {
            let b = block("aa bb cc", width: 5, lines: 2, shrink: bad, maxHeight: bad, size: bad)
            XCTAssertTrue(b.width.isFinite && b.lineHeight.isFinite, "\(bad)")
        }
    }
}
