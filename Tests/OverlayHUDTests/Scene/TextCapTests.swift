import XCTest

@_spi(Layers) @testable import OverlayHUDCore

/// The line caps of capped labels grow with the reader's text size (issue 32), and stay the
/// seeds' at and below the default size.
final class TextCapTests: XCTestCase {
    func testLineCapsStayAtAndBelowTheDefaultSize() {
        for category in HUDContentSizeCategory.allCases where category <= .large {
            XCTAssertEqual(TextCap.lines(2, at: category), 2, "\(category)")
            XCTAssertEqual(TextCap.lines(6, at: category), 6, "\(category)")
            XCTAssertEqual(TextCap.lines(20, at: category), 20, "\(category): smaller text keeps the cap too")
        }
    }

    /// Above it a cap grows as the body style does (17 pt at the default size: 19, 21, 23 pt),
    /// rounded up; at the accessibility sizes there is none (0), as UIKit's labels there.
    func testLineCapsGrowWithTheTextAndGoAtAccessibilitySizes() {
        XCTAssertEqual(
            HUDContentSizeCategory.allCases.filter { $0 > .large }.map { TextCap.lines(2, at: $0) }, [3, 3, 3, 0, 0, 0, 0, 0])
        XCTAssertEqual(TextCap.lines(6, at: .extraExtraExtraLarge), 9)
        XCTAssertEqual(TextCap.lines(1, at: .extraLarge), 2)
        var previous = 0
        for category in HUDContentSizeCategory.allCases {
            let lines = TextCap.lines(3, at: category)
            let most = lines == 0 ? Int.max : lines
            XCTAssertGreaterThanOrEqual(most, previous, "\(category): never fewer lines for larger text")
            previous = most
        }
    }

    /// No cap (0) stays no cap; a negative cap counts as none; a huge one does not overflow.
    func testNoCapNegativeAndHugeCaps() {
        for category in HUDContentSizeCategory.allCases {
            XCTAssertEqual(TextCap.lines(0, at: category), 0)
            XCTAssertEqual(TextCap.lines(-3, at: category), 0)
            XCTAssertEqual(TextCap.lines(Int.min, at: category), 0)
        }
        XCTAssertEqual(TextCap.lines(Int.max, at: .large), Int.max)
        XCTAssertEqual(TextCap.lines(Int.max, at: .extraExtraExtraLarge), Int.max)
        XCTAssertEqual(TextCap.lines(Int.max / 4 * 3, at: .extraExtraExtraLarge), Int.max)
        XCTAssertEqual(TextCap.lines(1 << 40, at: .extraExtraExtraLarge), Int((Double(1 << 40) * 23 / 17).rounded(.up)))
    }
}
