import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class TerminalFrameEncoderTests: XCTestCase {
    func testTwoPixelsPerCellWithTrueColourAndResets() throws {
        var image = RGBAImage(width: 2, height: 3)
        func set(_ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8, UInt8)) {
            let i = (y * 2 + x) * 4
            image.pixels[i] = c.0
            image.pixels[i + 1] = c.1
            image.pixels[i + 2] = c.2
            image.pixels[i + 3] = c.3
        }
        set(0, 0, (255, 0, 0, 255))
        set(1, 0, (255, 0, 0, 255))
        set(0, 1, (0, 0, 255, 255))
        set(1, 1, (0, 0, 255, 255))
        set(0, 2, (0, 255, 0, 128))  // half-transparent over the (10, 20, 30) background
        var encoder = TerminalFrameEncoder(background: (10, 20, 30))
        let text = String(decoding: encoder.encode(image), as: UTF8.self)
        let rows = text.components(separatedBy: "\r\n")
        XCTAssertEqual(rows.count, 2, "3 pixel rows make 2 text rows")
        XCTAssertTrue(rows[0].hasPrefix("\u{1B}[H"), "starts at the top-left")
        // Colours are emitted only when they change: one foreground and one background for the first row.
        XCTAssertEqual(rows[0].components(separatedBy: "\u{1B}[38;2;255;0;0m").count - 1, 1)
        XCTAssertEqual(rows[0].components(separatedBy: "\u{1B}[48;2;0;0;255m").count - 1, 1)
        XCTAssertEqual(rows[0].components(separatedBy: "▀").count - 1, 2)
        XCTAssertTrue(rows[0].hasSuffix("\u{1B}[0m"), "each row resets colours")
        // (0,255,0) at alpha 128 over (10,20,30): (5, 138, 15); the missing bottom pixel is the background.
        XCTAssertTrue(rows[1].contains("\u{1B}[38;2;5;138;15m"), rows[1])
        XCTAssertTrue(rows[1].contains("\u{1B}[48;2;10;20;30m"))
    }

    func testEmptyImageAndReuse() {
        var encoder = TerminalFrameEncoder()
        XCTAssertEqual(String(decoding: encoder.encode(RGBAImage(width: 0, height: 0)), as: UTF8.self), "\u{1B}[H")
        let a = encoder.encode(RGBAImage(width: 3, height: 2, fill: (1, 2, 3, 255)))
        let b = encoder.encode(RGBAImage(width: 3, height: 2, fill: (1, 2, 3, 255)))
        XCTAssertEqual(a, b, "same frame, same bytes")
    }

    func testPlaybackRefusesWhenStdoutIsNotATerminal() throws {
        guard !Terminal.isStandardOutputATerminal else { throw XCTSkip("stdout is a terminal in this run") }
        var ran = false
        XCTAssertThrowsError(try Terminal.withPlaybackSession { _ in ran = true }) { error in
            XCTAssertEqual(error as? Terminal.Failure, .notATerminal)
            XCTAssertFalse("\(error)".contains("\n"), "a one-line message")
        }
        XCTAssertFalse(ran)
    }
}
