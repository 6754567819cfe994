import XCTest

@testable import OverlayHUD

/// The message's wrapping gives the same lines as `TextWrapping` (the waiting HUD's, UILabel's
/// rules) with far fewer measurements.
final class MessageTextWrappingTests: XCTestCase {
    /// Widths that grow with the text: per-character widths from a seeded table, plus a pair
    /// kerning so a line is not the sum of its words.
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

    static func randomText(_ random: inout SeededRandom) -> String {
        let words = [
            "a", "av", "word", "lengthy", "supercalifragilistic", "x", "of", "message", "", "\n", "wrapping", "痛苦的信仰", "e\u{301}",
            "\r\n",
        ]
        let count = Int(random.next() % 40)
        return (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
    }

    func testTheSameLinesAsTextWrappingOnRandomTexts() {
        var random = SeededRandom(seed: 25)
        for _ in 0..<3_000 {
            let text = Self.randomText(&random)
            let maxWidth = Double(random.next() % 300) + [0, 0.5, -400, .nan, .infinity][Int(random.next() % 5)]
            let lines = Int(random.next() % 5)
            let average = [Self.width(text) / Double(max(1, text.count)), 0, .nan, 50, 1][Int(random.next() % 5)]
            let expected = TextWrapping.lines(of: text, maxWidth: maxWidth, numberOfLines: lines, width: Self.width)
            let actual = MessageTextWrapping.lines(
                of: text, maxWidth: maxWidth, numberOfLines: lines, averageCharacterWidth: average, width: Self.width)
            XCTAssertEqual(
                actual.map(\.text), expected, "\(text.debugDescription) in \(maxWidth), \(lines) lines, average \(average)")
            for line in actual {
                if let w = line.width { XCTAssertEqual(w, Self.width(line.text), "the width comes back with the line") }
            }
        }
    }

    func testAboutTwoMeasurementsALine() {
        let text = String(repeating: "message wrapping of a lengthy word ", count: 20)
        var calls = 0
        let lines = MessageTextWrapping.lines(
            of: text, maxWidth: 300, numberOfLines: 0, averageCharacterWidth: Self.width(text) / Double(text.count)
        ) {
            calls += 1
            return Self.width($0)
        }
        var oldCalls = 0
        _ = TextWrapping.lines(of: text, maxWidth: 300, numberOfLines: 0) {
            oldCalls += 1
            return Self.width($0)
        }
        XCTAssertLessThanOrEqual(calls, 3 * lines.count, "\(lines.count) lines")
        XCTAssertLessThan(calls * 3, oldCalls, "a third of the word-by-word measurements or fewer")
    }
}
