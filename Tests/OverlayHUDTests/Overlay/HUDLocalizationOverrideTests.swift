import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// The app's own words: a table keyed by `HUDLocalization.Word`, a closure, and ours behind both.
final class HUDLocalizationOverrideTests: XCTestCase {
    func testTheAppsTableReplacesOurWordsInEveryLanguage() {
        var l = HUDLocalization(language: "de", words: [.close: "Zumachen", .option: "Wahl Nr. %d"])
        XCTAssertEqual(l.string(.close), "Zumachen")
        XCTAssertEqual(l.string(.option(2)), "Wahl Nr. 2", "%d is the word's number")
        XCTAssertEqual(l.string(.cancel), "Abbrechen", "the others are ours")
        l.words[.percent] = "%d von 100 (%%)"
        XCTAssertEqual(l.string(.percent(0.25)), "25 von 100 (%)")
        XCTAssertEqual(HUDLocalization(language: "ar", words: [.option: "خيار %d"]).string(.option(4)), "خيار ٤", "in its digits")
    }

    func testTheClosureIsAskedWithTheLanguageAskedForAndFallsBackToOurs() {
        let dutch = HUDLocalization(language: "nl-BE") { word, language in
            guard language.hasPrefix("nl") else { return nil }
            switch word {
            case .close: return "Sluiten"
            case .cancel: return "Annuleer"
            default: return nil
            }
        }
        XCTAssertEqual(dutch.resolvedLanguage, "en", "no Dutch table: ours are English")
        XCTAssertEqual(dutch.string(.close), "Sluiten")
        XCTAssertEqual(dutch.string(.cancel), "Annuleer")
        XCTAssertEqual(dutch.string(.dismiss), "Dismiss", "nil → ours")
        let both = HUDLocalization(language: "fr", words: [.close: "Ferme"]) { _, _ in "Closure" }
        XCTAssertEqual(both.string(.close), "Ferme", "the table before the closure")
        XCTAssertEqual(both.string(.like), "Closure")
    }

    /// Bad input: an empty or whitespace-only word reads ours (never a nameless button); a huge
    /// one is cut at `HUDAccessibility.maximumTextLength` characters, ending with "…".
    func testTheDismissHintIsOneOfOurWordsAndCanBeReplaced() {
        XCTAssertEqual(HUDLocalization.english.string(HUDBuiltInString.dismissHint), "Dismisses the notice.")
        XCTAssertEqual(HUDLocalization(language: "de").string(.dismissHint), "Schließt den Hinweis.")
        var own = HUDLocalization.english
        own.words[HUDLocalization.Word.dismissHint] = "Closes it."
        XCTAssertEqual(own.string(.dismissHint), "Closes it.")
    }

    func testEmptyAndHugeWords() {
        let blank = HUDLocalization(language: "es", words: [.close: "", .cancel: " \n\t"]) { word, _ in
            word == .dismiss ? "" : nil
        }
        XCTAssertEqual(blank.string(.close), "Cerrar")
        XCTAssertEqual(blank.string(.cancel), "Cancelar")
        XCTAssertEqual(blank.string(.dismiss), "Cerrar ventana")
        let blankFirst = HUDLocalization(language: "es", words: [.close: ""]) { _, _ in "Cierra" }
        XCTAssertEqual(blankFirst.string(.close), "Cierra", "a blank table word lets the closure answer")
        let huge = String(repeating: "é", count: 10_000)
        let capped = HUDLocalization(words: [.close: huge]) { _, _ in huge }
        for word in [capped.string(.close), capped.string(.like)] {
            XCTAssertEqual(word.count, HUDAccessibility.maximumTextLength)
            XCTAssertTrue(word.hasSuffix("…"))
        }
    }

    func testEquality() {
        let provider: @Sendable (HUDLocalization.Word, String) -> String? = { _, _ in nil }
        let a = HUDLocalization(language: "de", provider: provider)
        XCTAssertEqual(a, a, "the same closure")
        XCTAssertNotEqual(a, HUDLocalization(language: "de", provider: provider), "closures compare by identity")
        XCTAssertEqual(
            HUDLocalization(language: "de", words: [.close: "Zu"]), HUDLocalization(language: "de", words: [.close: "Zu"]))
        XCTAssertNotEqual(HUDLocalization(language: "de"), HUDLocalization(language: "de", words: [.close: "Zu"]))
        XCTAssertNotEqual(HUDLocalization(language: "de"), HUDLocalization(language: "de-AT"), "the tag asked for counts")
    }

    /// The center reads the app's words: VoiceOver's and the two shown ones.
    func testTheCenterShowsAndReadsTheAppsWords() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.localization = HUDLocalization(language: "ja", words: [.close: "バツ"])
            env.center.showBanner(BannerInfo(id: "a", title: "Anna"))
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["Anna", "バツ"])
            env.center.localization.words = [:]
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["Anna", "閉じる"], "changed live")
        }
    }

    /// The cat's default title is ours: shown in the overlay's language, switched live; a title of
    /// the app's own is never translated.
    func testTheCatsDefaultTitleFollowsTheLanguage() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            env.center.localization = HUDLocalization(language: "de")
            env.center.showWaiting()
            env.clock.advance(by: 1)
            @MainActor func title() -> String? {
                guard case .text(let text) = env.layer("titleText")?.content else { return nil }
                return text.string
            }
            XCTAssertEqual(title(), "Laden\u{A0}…")
            XCTAssertEqual(env.center.waitingConfiguration?.label, "Loading...", "the app's configuration is untouched")
            XCTAssertEqual(env.host.accessibilitySnapshot.labels.first, "Laden\u{A0}…")
            env.center.localization.words[.catTitle] = "Moment"
            XCTAssertEqual(title(), "Moment", "switched live")
            env.center.showWaiting("Laden")
            env.clock.advance(by: 1)
            XCTAssertEqual(title(), "Laden", "the app's own title")
        }
    }
}

/// withWaiting's Cancel button, in the overlay's language when the app names it not.
final class HUDLocalizedCancelTests: XCTestCase {
    func testTheCancelButtonIsOurWordInTheOverlaysLanguage() async throws {
        let h = AsyncHarness()
        let center = await h.center
        await MainActor.run { center.localization = HUDLocalization(language: "fr") }
        for title in [nil, "", "  "] as [String?] {
            try await center.withWaiting("Envoi", cancellable: true, cancelTitle: title) { _ in
                await MainActor.run {
                    XCTAssertEqual(center.waitingConfiguration?.buttonTitle, "Annuler", "\(String(describing: title))")
                }
            }
        }
        try await center.withWaiting("Envoi", cancellable: true, cancelTitle: "Arrêter") { _ in
            await MainActor.run { XCTAssertEqual(center.waitingConfiguration?.buttonTitle, "Arrêter", "the app's title") }
        }
        await MainActor.run {
            h.env.clock.advance(by: 5)
            h.env.assertIdle()
        }
    }
}
