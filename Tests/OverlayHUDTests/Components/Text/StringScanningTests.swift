import XCTest

@_spi(Layers) @testable import OverlayHUDCore

/// The byte scans layout runs on every text give what the string views give.
final class StringScanningTests: XCTestCase {
    private let samples = [
        "", "a", "Upload failed", "line one\nline two", "\n", "100 %", "%%d", "上传失败，请重试", "Größe ändern",
        "e\u{301} café", "👩‍👩‍👧 family", "🇩🇪\n🇨🇳", "تم الحفظ", String(repeating: "ab\u{0}c ", count: 500),
    ]

    func testContainsMatchesTheUTF8View() {
        for s in samples {
            for byte: UInt8 in [10, 0x25, 0x20, 0, 0x80, 0xE4, 0xFF] {
                XCTAssertEqual(s.containsUTF8(byte), s.utf8.contains(byte), "\(s.debugDescription) \(byte)")
            }
        }
    }

    func testScalarCountMatchesTheScalarView() {
        for s in samples {
            XCTAssertEqual(s.unicodeScalarCount, s.unicodeScalars.count, s.debugDescription)
        }
        XCTAssertEqual("e\u{301}".unicodeScalarCount, 2, "a combining mark is a scalar of its own")
        XCTAssertEqual("👩‍👩‍👧".unicodeScalarCount, 5)
    }
}
