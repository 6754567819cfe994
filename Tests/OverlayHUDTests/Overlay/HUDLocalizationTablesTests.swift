import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// Every shipped table: complete, nothing extra, nothing empty, the same placeholders as English;
/// and each language's words as it reads them.
final class HUDLocalizationTablesTests: XCTestCase {
    /// The placeholders of `entry`, in order: `%d` and `%%` (a lone `%` is listed as "%" so it fails).
    private static func placeholders(_ entry: String) -> [String] {
        var out: [String] = []
        var chars = entry.makeIterator()
        while let c = chars.next() {
            guard c == "%" else { continue }
            let next = chars.next()
            out.append(next == "d" ? "%d" : next == "%" ? "%%" : "%")
        }
        return out
    }

    func testEveryTableHasEveryKeyAndTheSamePlaceholders() throws {
        let bundle = try XCTUnwrap(HUDStringTables.resourceDirectory)
        let english = HUDStringTables.english
        XCTAssertEqual(Set(english.keys), Set(HUDLocalization.Word.allCases.map(\.rawValue)), "a public key for every word")
        XCTAssertGreaterThanOrEqual(HUDLocalization.supportedLanguages.count, 13)
        for language in HUDLocalization.supportedLanguages {
            let table = try XCTUnwrap(HUDStringTables.load(language, from: bundle), "\(language).lproj loads")
            XCTAssertEqual(Set(table.keys), Set(english.keys), "\(language): no key missing, none extra")
            for (key, value) in table {
                XCTAssertFalse(value.allSatisfy(\.isWhitespace), "\(language).\(key) is not empty")
                let ours = Self.placeholders(value).filter { $0 != "%%" }
                XCTAssertEqual(
                    ours, Self.placeholders(english[key] ?? "").filter { $0 != "%%" }, "\(language).\(key): placeholders")
                XCTAssertFalse(Self.placeholders(value).contains("%"), "\(language).\(key): a lone % (write %%)")
            }
        }
    }

    /// Each language's words as an app's user meets them (Apple's own terms where it has them).
    func testEachLanguageReadsItsWords() {
        let expected: [(String, close: String, cancel: String, percent: String, option: String)] = [
            ("de", "Schließen", "Abbrechen", "50\u{A0}%", "Option 3"),
            ("es", "Cerrar", "Cancelar", "50\u{A0}%", "Opción 3"),
            ("fr", "Fermer", "Annuler", "50\u{202F}%", "Option 3"),
            ("it", "Chiudi", "Annulla", "50%", "Opzione 3"),
            ("ja", "閉じる", "キャンセル", "50%", "オプション 3"),
            ("ko", "닫기", "취소", "50%", "옵션 3"),
            ("pt-BR", "Fechar", "Cancelar", "50%", "Opção 3"),
            ("ru", "Закрыть", "Отменить", "50\u{A0}%", "Вариант 3"),
            ("zh-Hant", "關閉", "取消", "50%", "選項 3"),
            ("zh-Hans", "关闭", "取消", "百分之50", "选项 3"),
            ("ar", "إغلاق", "إلغاء", "٥٠٪\u{61C}", "الخيار ٣"),
            ("he", "סגירה", "ביטול", "50%", "אפשרות 3"),
            ("en", "Close", "Cancel", "50 percent", "Option 3"),
        ]
        for (language, close, cancel, percent, option) in expected {
            let l = HUDLocalization(language: language)
            XCTAssertEqual(l.resolvedLanguage, language)
            XCTAssertEqual(l.string(.close), close, language)
            XCTAssertEqual(l.string(.cancel), cancel, language)
            XCTAssertEqual(l.string(.percent(0.5)), percent, language)
            XCTAssertEqual(l.string(.option(3)), option, language)
        }
        XCTAssertEqual(HUDLocalization(language: "de").string(.catTitle), "Laden\u{A0}…")
        XCTAssertEqual(HUDLocalization.english.string(.catTitle), "Loading...", "the original's title, unchanged")
    }

    /// Arabic writes Arabic-Indic digits, but Western ones in the Maghreb and when the tag asks.
    func testArabicDigits() {
        XCTAssertEqual(HUDLocalization(language: "ar-SA").string(.percent(1)), "١٠٠٪\u{61C}")
        XCTAssertEqual(HUDLocalization(language: "ar-EG").string(.textField(12)), "حقل النص ١٢")
        XCTAssertEqual(HUDLocalization(language: "ar").string(.option(-7)), "الخيار -٧", "the minus sign stays")
        for tag in ["ar-MA", "ar_DZ", "ar-TN", "ar-LY", "ar-EH", "ar-SA-u-nu-latn", "ar-u-nu-latn"] {
            XCTAssertEqual(HUDLocalization(language: tag).string(.percent(0.4)), "40٪\u{61C}", tag)
        }
        XCTAssertEqual(HUDWordFormat.digits(Int.min, arabic: true).count, String(Int.min).count)
        XCTAssertEqual(HUDLocalization(language: "he").string(.percent(0.4)), "40%", "Hebrew: Western digits")
    }

    func testPlaceholdersAreFilledWithoutFoundation() {
        XCTAssertEqual(HUDWordFormat.format("%d %% %d", number: 5, arabicDigits: false), "5 % %d", "the first %d only")
        XCTAssertEqual(HUDWordFormat.format("100%", number: 5, arabicDigits: false), "100%", "a trailing lone % is kept")
        XCTAssertEqual(HUDWordFormat.format("%x%d", number: nil, arabicDigits: false), "%x%d", "no number: %d stays")
        XCTAssertEqual(HUDWordFormat.format("%%d", number: 1, arabicDigits: false), "%d", "%% first, then a plain d")
    }
}
