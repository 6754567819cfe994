import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// Line breaking for waiting-HUD labels (UILabel's word wrapping), with one unit per character.
final class HUDLabelFormatTests: XCTestCase {
    private func lines(_ text: String, _ maxWidth: Double, _ numberOfLines: Int) -> [String] {
        TextWrapping.lines(of: text, maxWidth: maxWidth, numberOfLines: numberOfLines) { Double($0.count) }
    }

    func testOneLineKeepsTheTextWhole() {
        XCTAssertEqual(lines("one two three", 5, 1), ["one two three"], "UILabel numberOfLines 1: truncated, not wrapped")
    }

    func testWrapsAtSpacesAsManyLinesAsNeeded() {
        XCTAssertEqual(lines("one two three four", 9, 0), ["one two", "three", "four"])
        XCTAssertEqual(lines("fits", 9, 0), ["fits"])
    }

    func testTheLastAllowedLineTakesTheRest() {
        XCTAssertEqual(lines("one two three four", 7, 2), ["one two", "three four"], "drawn truncated with …")
        XCTAssertEqual(lines("a\nb\nc", 7, 2), ["a", "b c"])
    }

    func testExplicitNewlinesBreak() {
        XCTAssertEqual(lines("a\nb", 20, 0), ["a", "b"])
        XCTAssertEqual(lines("a\n\nb", 20, 0), ["a", "", "b"])
    }

    func testAWordWiderThanALineBreaksBetweenCharacters() {
        XCTAssertEqual(lines("abcdefgh ij", 3, 0), ["abc", "def", "gh", "ij"])
        XCTAssertEqual(lines("abc", 0.5, 0), ["a", "b", "c"], "at least one character per line")
        XCTAssertEqual(lines("abcd", 1, 0), ["a", "b", "c", "d"])
    }

    func testBadWidthsKeepTheText() {
        XCTAssertEqual(lines("a b", .nan, 0), ["a b"])
        XCTAssertEqual(lines("a b", .infinity, 0), ["a b"])
        XCTAssertEqual(lines("", 5, 0), [""])
    }

    func testMBProgressHUDsDefaults() {
        // MBProgressHUD.m setupViews: label bold 16, one line; detailsLabel bold 12, numberOfLines 0.
        // At the default text size; they grow as the callout and caption 1 styles do.
        XCTAssertEqual(
            WaitingHUDLabelFormat.label,
            WaitingHUDLabelFormat(
                font: .system(size: 16, weight: .bold, relativeTo: .callout), numberOfLines: 1, alignment: .center))
        XCTAssertEqual(
            WaitingHUDLabelFormat.mbDetails,
            WaitingHUDLabelFormat(
                font: .system(size: 12, weight: .bold, relativeTo: .caption1), numberOfLines: 0, alignment: .center))
    }
}
