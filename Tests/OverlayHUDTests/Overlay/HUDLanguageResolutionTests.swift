import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// Which table a language tag reads: regions and scripts fall back to their language's table,
/// malformed and unknown tags read English.
final class HUDLanguageResolutionTests: XCTestCase {
    func testRegionsAndScriptsFallBackToTheirLanguage() {
        let cases: [(String, String)] = [
            ("en-GB", "en"), ("en_AU", "en"), ("de-AT", "de"), ("de_CH", "de"), ("de_DE.UTF-8", "de"),
            ("fr-CA", "fr"), ("es-419", "es"), ("es_MX", "es"), ("it-CH", "it"), ("ja-JP", "ja"), ("ko-KR", "ko"),
            ("pt", "pt-BR"), ("pt-BR", "pt-BR"), ("pt-PT", "pt-BR"), ("pt_AO", "pt-BR"), ("ru-UA", "ru"),
            ("ar", "ar"), ("ar-SA", "ar"), ("ar-MA", "ar"), ("he", "he"), ("he-IL", "he"), ("iw", "he"),
            ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"), ("zh-Hans-HK", "zh-Hans"),
            ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh_MO", "zh-Hant"), ("zh-Hant", "zh-Hant"),
            ("zh-Hant-CN", "zh-Hant"), ("ZH-HANT-tw", "zh-Hant"), ("yue", "zh-Hant"), ("yue-Hans", "zh-Hans"),
            ("fr@euro", "fr"), ("DE", "de"),
        ]
        for (tag, table) in cases {
            XCTAssertEqual(HUDLocalization(language: tag).resolvedLanguage, table, tag)
        }
    }

    /// Bad input: an empty, too short, unknown, malformed or control-character tag reads English.
    func testMalformedAndUnknownTagsReadEnglish() {
        let tags = [
            "", "x", "zz-ZZ-foo", "\u{0}", "\u{0}de", "-", "_", "--de", "@@@", "12", "de1", "nl", "sv-SE", "ü-DE",
            "deutsch", String(repeating: "a", count: 10_000), "de\u{0}",
        ]
        for tag in tags {
            XCTAssertEqual(HUDLocalization(language: tag).resolvedLanguage, "en", tag.debugDescription)
            XCTAssertEqual(HUDLocalization(language: tag).string(.close), "Close", tag.debugDescription)
        }
        XCTAssertNil(HUDLanguageTag("x"))
        XCTAssertNil(HUDLanguageTag("\u{0}"))
        XCTAssertEqual(HUDLanguageTag("zz-ZZ-foo")?.region, "zz", "well formed, but no table")
        XCTAssertNil(HUDLanguageTag("zz-ZZ-foo")?.table)
    }

    func testTheFirstMatchingPreferenceWins() {
        XCTAssertEqual(HUDLocalization.bestMatch(for: ["nl", "de-AT", "fr"]), "de")
        XCTAssertEqual(HUDLocalization.bestMatch(for: ["", "x", "zh-TW"]), "zh-Hant")
        XCTAssertEqual(HUDLocalization.bestMatch(for: ["nl", "sv"]), "en")
    }

    /// Setting the language re-resolves it; the shared presets keep their tables.
    func testSettingTheLanguageResolvesAgain() {
        var l = HUDLocalization.english
        l.language = "ja-JP"
        XCTAssertEqual(l.resolvedLanguage, "ja")
        XCTAssertEqual(l.string(.dismiss), "ポップアップを閉じる")
        l.language = "x"
        XCTAssertEqual(l.resolvedLanguage, "en")
        XCTAssertEqual(HUDLocalization.simplifiedChinese.resolvedLanguage, "zh-Hans")
    }
}
