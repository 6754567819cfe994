import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Built-in words read from a table other than the language asked for carry that table's language
/// (UIKit: `accessibilityLanguage`), so a German voice reads "Close" with English phonetics.
final class BuiltInWordLanguageTests: XCTestCase {
    @MainActor
    private static func bannerElements(_ localization: HUDLocalization) -> [HUDAccessibilityElement] {
        let env = HUDTestEnvironment()
        env.center.localization = localization
        env.center.showBanner(BannerInfo(id: "1", title: "Anna", accessory: .like { _ in }))
        return env.host.accessibilitySnapshot.elements
    }

    func testGermanHasNoTableSoBuiltInWordsAreMarkedEnglish() {
        onMain {
            let elements = Self.bannerElements(HUDLocalization(language: "de-DE"))
            XCTAssertEqual(elements.map(\.label), ["Anna", "Like", "Close"])
            XCTAssertEqual(elements.map(\.language), [nil, "en", "en"], "the app's words keep the voice's language")
        }
    }

    func testEnglishAndSimplifiedChineseReadTheirOwnTables() {
        onMain {
            for localization in [HUDLocalization.english, HUDLocalization(language: "en-GB"), .simplifiedChinese] {
                let elements = Self.bannerElements(localization)
                XCTAssertEqual(elements.map(\.language), [nil, nil, nil], "\(localization)")
            }
        }
    }

    func testTraditionalChineseFallsBackToEnglish() {
        onMain {
            let elements = Self.bannerElements(HUDLocalization(language: "zh-Hant-TW"))
            XCTAssertEqual(elements.last?.label, "Close")
            XCTAssertEqual(elements.last?.language, "en")
        }
    }

    func testTheFallbackIsTheTableUsedNotAListOfLanguages() {
        let german = HUDLocalization(language: "de")
        XCTAssertEqual(german.lookUp(.close).fallbackLanguage, "en")
        XCTAssertNil(HUDLocalization.english.lookUp(.close).fallbackLanguage)
        XCTAssertNil(HUDLocalization.simplifiedChinese.lookUp(.percent(0.5)).fallbackLanguage)
        XCTAssertEqual(HUDLocalization.simplifiedChinese.lookUp(.percent(0.5)).text, "百分之50")
        // A key no table has is read as itself, in no language.
        XCTAssertEqual(HUDStringTables.entryAndTable("noSuchKey", language: "zh-Hans").table, nil)
        XCTAssertEqual(HUDStringTables.entryAndTable("close", language: "zh-Hans").table, "zh-Hans")
        XCTAssertEqual(HUDStringTables.entryAndTable("close", language: "de").table, "en", "no German table: English's")
    }

    func testAnElementMixingTheAppsWordsAndBuiltInOnesHasNoLanguage() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.localization = HUDLocalization(language: "fr")
            var c = WaitingHUDConfiguration(mode: .determinate, label: "Envoi…")
            c.progress = 0.4
            env.center.showWaiting(c)
            XCTAssertEqual(env.host.accessibilitySnapshot.elements.first?.value, "40 percent")
            XCTAssertNil(env.host.accessibilitySnapshot.elements.first?.language, "the app's label decides the voice")
            c.label = nil
            env.center.showWaiting(c)
            let bezel = env.host.accessibilitySnapshot.elements.first
            XCTAssertEqual(bezel?.label, "Loading")
            XCTAssertEqual(bezel?.language, "en", "built-in label and value, both English")
            XCTAssertTrue(env.host.accessibilityDump.contains("\"Loading\" = \"40 percent\" {en} ["), env.host.accessibilityDump)
            env.center.showMessage(.error("Échec"))
            XCTAssertEqual(
                env.host.accessibilitySnapshot.element(labeled: "Error, Échec")?.language, nil, "a prefix before the app's words")
        }
    }
}
