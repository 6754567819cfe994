import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@_spi(Layers) @testable import OverlayHUDSoftware

/// Bad input for what VoiceOver reads: blank, huge, emoji and combining marks.
final class HUDAccessibilityTextTests: XCTestCase {
    func testBlankTextFallsBackToTheBuiltInStringOrToNothing() {
        for blank in [nil, "", " ", "\n\t ", "\u{3000}"] as [String?] {
            XCTAssertNil(HUDAccessibilityText(blank).cleanedText, "\(String(describing: blank))")
            XCTAssertEqual(HUDLocalization.english.resolve(HUDAccessibilityText(blank, fallback: .close)), "Close")
            XCTAssertNil(HUDLocalization.english.resolve(HUDAccessibilityText(blank)), "no fallback: nothing to read")
        }
        XCTAssertEqual(HUDLocalization.english.resolve("  Upload  \n"), "Upload", "surrounding whitespace is trimmed")
        XCTAssertEqual(HUDLocalization.english.resolve(HUDAccessibilityText("Mine", fallback: .close)), "Mine")
        XCTAssertEqual(HUDAccessibilityText(joining: [" ", nil, "Anna", "", "calls"]).text, "Anna, calls")
        XCTAssertEqual(HUDAccessibilityText(joining: [" ", nil], fallback: .notification).text, nil)
    }

    /// Joined parts read as the array join did: every part that is not blank, trimmed, in order,
    /// with the separator between them; nothing (the fallback) when every part is blank — for each
    /// mix of up to three blank, padded and plain parts.
    func testJoiningReadsThePartsAsAnArrayJoinDid() {
        let pool: [String?] = [nil, "", " \n", "Anna", "  is calling you ", "\u{3000}王\u{3000}"]
        var mixes: [[String?]] = [[]]
        var longest: [[String?]] = [[]]
        for _ in 0..<3 {
            longest = longest.flatMap { mix in pool.map { mix + [$0] } }
            mixes += longest
        }
        for parts in mixes {
            for separator in [", ", " — ", ""] {
                let kept = parts.compactMap { HUDAccessibilityText($0).cleanedText }
                let joined = HUDAccessibilityText(joining: parts, separator: separator, fallback: .notification)
                XCTAssertEqual(joined.text, kept.isEmpty ? nil : kept.joined(separator: separator), "\(parts)")
                XCTAssertEqual(joined.fallback, .notification)
                XCTAssertNil(joined.prefix)
            }
        }
        XCTAssertEqual(mixes.count, 1 + 6 + 36 + 216)
    }

    func testTenThousandCharactersAreCutAtTheLimitWithAnEllipsis() {
        let long = String(repeating: "a", count: 10_000)
        let read = HUDAccessibilityText(long).cleanedText
        XCTAssertEqual(read?.count, HUDAccessibility.maximumTextLength)
        XCTAssertEqual(read?.last, "…")
        let exact = String(repeating: "b", count: HUDAccessibility.maximumTextLength)
        XCTAssertEqual(HUDAccessibilityText(exact).cleanedText, exact, "exactly at the limit: kept whole")
    }

    func testEmojiAndCombiningMarksAreNeverSplit() {
        let family = "👩‍👩‍👧‍👦"
        let accented = "e\u{301}"  // é as e + combining acute accent
        let text = String(repeating: family + accented, count: 5_000)
        let read = HUDAccessibilityText(text).cleanedText ?? ""
        XCTAssertEqual(read.count, HUDAccessibility.maximumTextLength)
        let body = read.dropLast()
        XCTAssertTrue(body.allSatisfy { $0 == Character(family) || $0 == Character(accented) }, "whole characters only")
        XCTAssertEqual(body.last.map(String.init), family, "999 characters: the cut falls after a whole family emoji")
        XCTAssertEqual(HUDAccessibilityText("Zoë 👍🏽 حسن").cleanedText, "Zoë 👍🏽 حسن", "short texts pass untouched")
    }

    func testTraitNamesForDumps() {
        XCTAssertEqual(HUDAccessibilityTraits([.selected, .button]).names, ["button", "selected"])
        XCTAssertEqual(HUDAccessibilityTraits().names, [])
    }

    func testLayerLabelShorthandKeepsTheRestOfTheDescription() {
        onMain {
            let layer = HUDLayer()
            layer.accessibilityLabel = "One"
            XCTAssertEqual(layer.accessibility, HUDAccessibility(label: "One"))
            layer.accessibility?.traits = .header
            layer.accessibilityLabel = "Two"
            XCTAssertEqual(layer.accessibility, HUDAccessibility(label: "Two", traits: .header))
            layer.accessibilityLabel = nil
            XCTAssertNil(layer.accessibility)
        }
    }
}
