import XCTest

@testable import OverlayHUD

/// `TextWrapping`: a long line costs a few measurements, not one per word or per character, and
/// the lines stay the greedy ones (`MessageTextWrappingTests` compares them on random texts).
final class TextWrappingTests: XCTestCase {
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
