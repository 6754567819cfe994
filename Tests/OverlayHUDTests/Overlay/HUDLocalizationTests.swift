import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// The built-in strings: shipped as `.strings` resources (English and Simplified Chinese here;
/// every other language in `HUDLocalizationTablesTests`).
final class HUDLocalizationTests: XCTestCase {
    func testTheResourceBundleShipsEveryLanguage() throws {
        let bundle = try XCTUnwrap(HUDStringTables.resourceDirectory, "the package's resource bundle is found")
        XCTAssertEqual(
            HUDStringTables.load("en", from: bundle), HUDStringTables.english, "en.lproj matches the compiled-in English")
        XCTAssertEqual(Set(HUDStringTables.tables.keys), Set(HUDLocalization.supportedLanguages), "every table loads")
    }

    func testSimplifiedChinese() {
        let zh = HUDLocalization.simplifiedChinese
        XCTAssertEqual(zh.string(.close), "关闭")
        XCTAssertEqual(zh.string(.like), "喜欢")
        XCTAssertEqual(zh.string(.dismiss), "关闭弹窗")
        XCTAssertEqual(zh.string(.percent(0.4)), "百分之40")
        XCTAssertEqual(zh.string(.option(3)), "选项 3")
        XCTAssertEqual(HUDLocalization(language: "zh_CN").string(.loading), "正在加载")
    }

    func testEnglish() {
        let en = HUDLocalization.english
        XCTAssertEqual(en.string(.close), "Close")
        XCTAssertEqual(en.string(.like), "Like")
        XCTAssertEqual(en.string(.dismiss), "Dismiss")
        XCTAssertEqual(en.string(.percent(0.4)), "40 percent")
        XCTAssertEqual(en.string(.textField(2)), "Text field 2")
        XCTAssertEqual(en.string(.continueAction), "Continue")
    }

    func testLanguageTagsMatchTheShippedLanguages() {
        for tag in ["zh", "zh-Hans", "zh-Hans-CN", "zh_CN", "ZH-hans", "zh-SG", "zh-Hans-HK"] {
            XCTAssertEqual(HUDLocalization(language: tag).resolvedLanguage, "zh-Hans", tag)
        }
        for tag in ["en", "en-GB", "en_US", "nl", "", "-", "@@@"] {
            XCTAssertEqual(HUDLocalization(language: tag).resolvedLanguage, "en", "\(tag): English when nothing matches")
        }
        XCTAssertEqual(HUDLocalization.bestMatch(for: ["nl", "zh-Hans"]), "zh-Hans", "the first preference that matches")
        XCTAssertEqual(HUDLocalization.bestMatch(for: []), "en")
    }

    func testPercentIsWholeRoundedDownAndClamped() {
        let en = HUDLocalization.english
        let cases: [(Double, String)] = [
            (0, "0"), (0.29, "29"), (0.4, "40"), (0.999, "99"), (1, "100"), (1.5, "100"), (-0.5, "0"),
            (.nan, "0"), (.infinity, "100"), (-.infinity, "0"), (.leastNonzeroMagnitude, "0"),
        ]
        for (fraction, percent) in cases {
            XCTAssertEqual(en.string(.percent(fraction)), "\(percent) percent", "\(fraction)")
        }
    }

    func testNumbersAtTheIntegerLimits() {
        XCTAssertEqual(HUDLocalization.english.string(.option(Int.max)), "Option \(Int.max)")
        XCTAssertEqual(HUDLocalization.english.string(.textField(Int.min)), "Text field \(Int.min)")
    }

    func testTheCenterReadsInItsLanguageAndSwitchesLive() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showBanner(BannerInfo(id: "a", title: "Anna"))
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["Anna", "Close"])
            env.center.localization = .simplifiedChinese
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["Anna", "关闭"], "re-read at once, the app's words untouched")
            XCTAssertEqual(env.center.overlay.localization, .simplifiedChinese)
        }
    }
}
