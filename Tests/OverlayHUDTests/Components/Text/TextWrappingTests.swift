import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// `TextWrapping` gives the lines of the plain rule (`UILabel`'s: one measurement a word, greedy)
/// with few measurements: about two a line with a good guess, a logarithmic number otherwise.
final class TextWrappingTests: XCTestCase {
    /// Widths that grow with the text: per-character widths from a table, plus a pair kerning so a
    /// line is not the sum of its words.
    static func width(_ s: String) -> Double {
        var w = 0.0
        var previous: Character?
        for c in s {
            w += 4 + Double(c.asciiValue.map { Int($0) % 7 } ?? 3)
            if previous == "a" && c == "v" { w -= 0.5 }
            previous = c
        }
        return w
    }

    /// The rule written the plain way, word by word and character by character: the oracle.
    static func plainLines(of text: String, maxWidth: Double, numberOfLines: Int, width: (String) -> Double) -> [String] {
        guard numberOfLines != 1, maxWidth.isFinite, maxWidth > 0, !text.isEmpty else { return [text] }
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        func rest(_ parts: [String]) -> String { parts.filter { !$0.isEmpty }.joined(separator: " ") }
        var lines: [String] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (p, paragraph) in paragraphs.enumerated() {
            var words = paragraph.split(separator: " ").map(String.init)[...]
            var line = ""
            while let word = words.first {
                if lines.count == limit - 1 { return lines + [rest([line] + words + paragraphs[(p + 1)...])] }
                let candidate = line.isEmpty ? word : line + " " + word
                if width(candidate) <= maxWidth {
                    line = candidate
                    words.removeFirst()
                } else if !line.isEmpty {
                    lines.append(line)
                    line = ""
                } else {
                    var end = word.index(after: word.startIndex)
                    while end < word.endIndex, width(String(word[...end])) <= maxWidth { end = word.index(after: end) }
                    if end == word.endIndex {
                        line = word
                        words.removeFirst()
                    } else {
                        lines.append(String(word[..<end]))
                        words[words.startIndex] = String(word[end...])
                    }
                }
            }
            if lines.count == limit - 1, p < paragraphs.count - 1 { return lines + [rest([line] + paragraphs[(p + 1)...])] }
            lines.append(line)
        }
        return lines
    }

    static func randomText(_ random: inout SeededRandom) -> String {
        let words = [
            "a", "av", "word", "lengthy", "supercalifragilistic", "x", "of", "message", "", "\n", "wrapping", "痛苦的信仰", "e\u{301}",
            "\r\n", "naïve", "café…", "\u{301}x",  // a combining mark joins the space before it
        ]
        let count = Int(random.next() % 40)
        return (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
    }

    func testThePlainRulesLinesOnRandomTexts() {
        var random = SeededRandom(seed: 25)
        for _ in 0..<3_000 {
            let text = Self.randomText(&random)
            let maxWidth = Double(random.next() % 300) + [0, 0.5, -400, .nan, .infinity][Int(random.next() % 5)]
            let lines = Int(random.next() % 5)
            let average = [Self.width(text) / Double(max(1, text.count)), 0, .nan, 50, 1][Int(random.next() % 5)]
            let expected = Self.plainLines(of: text, maxWidth: maxWidth, numberOfLines: lines, width: Self.width)
            let actual = TextWrapping.measuredLines(
                of: text, maxWidth: maxWidth, numberOfLines: lines, averageCharacterWidth: average, width: Self.width)
            XCTAssertEqual(
                actual.map(\.text), expected, "\(text.debugDescription) in \(maxWidth), \(lines) lines, average \(average)")
            XCTAssertEqual(TextWrapping.lines(of: text, maxWidth: maxWidth, numberOfLines: lines, width: Self.width), expected)
            for line in actual {
                if let w = line.width { XCTAssertEqual(w, Self.width(line.text), "the width comes back with the line") }
            }
        }
    }

    func testAGoodGuessCostsAboutTwoMeasurementsALine() {
        let text = String(repeating: "message wrapping of a lengthy word ", count: 20)
        var calls = 0
        let lines = TextWrapping.measuredLines(
            of: text, maxWidth: 300, numberOfLines: 0, averageCharacterWidth: Self.width(text) / Double(text.count)
        ) {
            calls += 1
            return Self.width($0)
        }
        var plainCalls = 0
        _ = Self.plainLines(of: text, maxWidth: 300, numberOfLines: 0) {
            plainCalls += 1
            return Self.width($0)
        }
        XCTAssertLessThanOrEqual(calls, 3 * lines.count, "\(lines.count) lines")
        XCTAssertLessThan(calls * 3, plainCalls, "a third of the word-by-word measurements or fewer")
    }

    /// The lines of `text` at one point a character, and how many measurements they took.
    static func wrap(_ text: String, maxWidth: Double) -> (lines: [String], calls: Int) {
        var calls = 0
        let lines = TextWrapping.lines(of: text, maxWidth: maxWidth, numberOfLines: 0) {
            calls += 1
            return Double($0.count)
        }
        return (lines, calls)
    }

    func testALongLineCostsLogarithmicallyManyMeasurements() {
        let words = Array(repeating: "word", count: 1_000).joined(separator: " ")  // 4,999 characters
        let wide = Self.wrap(words, maxWidth: 10_000)
        XCTAssertEqual(wide.lines, [words])
        XCTAssertLessThan(wide.calls, 30, "1,000 words on one line: doubling and halving, not 1,000 measurements")
        let narrow = Self.wrap(words, maxWidth: 99)
        XCTAssertEqual(narrow.lines.count, 50, "20 words (99 points) a line")
        XCTAssertTrue(narrow.lines.allSatisfy { $0.count == 99 })
        XCTAssertLessThan(narrow.calls, 50 * 12, "about log2(20) + 3 a line")
        let x = Self.wrap(String(repeating: "x", count: 10_000), maxWidth: 1_000)
        XCTAssertEqual(x.lines, Array(repeating: String(repeating: "x", count: 1_000), count: 10))
        XCTAssertLessThan(x.calls, 10 * 20, "a word broken between characters: halving, not one measurement a character")
    }
}
