import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Built-in words read from a table other than the language asked for carry that table's language
/// (UIKit: `accessibilityLanguage`), so a Dutch voice (no Dutch table ships) reads "Close" with
/// English phonetics.
final class BuiltInWordLanguageTests: XCTestCase {
    @MainActor
    private static func bannerElements(_ localization: HUDLocalization) -> [HUDAccessibilityElement] {
        let env = HUDTestEnvironment()
        env.center.localization = localization
        env.center.showBanner(BannerInfo(id: "1", title: "Anna", accessory: .like { _ in }))
        return env.host.accessibilitySnapshot.elements
    }

    func testDutchHasNoTableSoBuiltInWordsAreMarkedEnglish() {
        onMain {
            let elements = Self.bannerElements(HUDLocalization(language: "nl-NL"))
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

    func testShippedTablesReadInTheirOwnLanguage() {
        onMain {
            let chinese = Self.bannerElements(HUDLocalization(language: "zh-Hant-TW"))
            XCTAssertEqual(chinese.last?.label, "關閉")
            XCTAssertEqual(chinese.map(\.language), [nil, nil, nil])
            let german = Self.bannerElements(HUDLocalization(language: "de-DE"))
            XCTAssertEqual(german.map(\.label), ["Anna", "Gefällt mir", "Schließen"])
            XCTAssertEqual(german.map(\.language), [nil, nil, nil])
        }
    }

    func testTheAppsOwnWordHasNoLanguage() {
        onMain {
            var dutch = HUDLocalization(language: "nl")
            dutch.words[.close] = "Sluiten"
            let elements = Self.bannerElements(dutch)
            XCTAssertEqual(elements.map(\.label), ["Anna", "Like", "Sluiten"])
            XCTAssertEqual(elements.map(\.language), [nil, "en", nil])
        }
    }

    func testTheFallbackIsTheTableUsedNotAListOfLanguages() {
        let dutch = HUDLocalization(language: "nl")
        XCTAssertEqual(dutch.lookUp(.close).fallbackLanguage, "en")
        XCTAssertNil(HUDLocalization(language: "de").lookUp(.close).fallbackLanguage)
        XCTAssertNil(HUDLocalization.english.lookUp(.close).fallbackLanguage)
        XCTAssertNil(HUDLocalization.simplifiedChinese.lookUp(.percent(0.5)).fallbackLanguage)
        XCTAssertEqual(HUDLocalization.simplifiedChinese.lookUp(.percent(0.5)).text, "百分之50")
        // A key no table has is read as itself, in no language.
        XCTAssertEqual(HUDStringTables.entryAndTable("noSuchKey", language: "zh-Hans").table, nil)
        XCTAssertEqual(HUDStringTables.entryAndTable("close", language: "zh-Hans").table, "zh-Hans")
        XCTAssertEqual(HUDStringTables.entryAndTable("close", language: "nl").table, "en", "no Dutch table: English's")
    }

    func testAnElementMixingTheAppsWordsAndBuiltInOnesHasNoLanguage() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.localization = HUDLocalization(language: "nl")
            var c = WaitingHUDConfiguration(mode: .determinate, label: "Verzenden…")
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
            env.center.showMessage(.error("Mislukt"))
            XCTAssertEqual(
                env.host.accessibilitySnapshot.element(labeled: "Error, Mislukt")?.language, nil,
                "a prefix before the app's words")
        }
    }
}
