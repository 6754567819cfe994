import Foundation

/// The language of the overlay's own words — what VoiceOver reads where the app gave none
/// ("Close", "Dismiss", "40 percent", …) and the two it shows (the Cancel button of a cancellable
/// ``HUDCenter/withWaiting(_:mode:cancellable:cancelTitle:_:)``, the cat's "Loading..."). The
/// app's own words are never translated.
///
/// ```swift
/// HUDCenter.shared.localization = HUDLocalization(language: "de")    // "Schließen", "50 %"
/// HUDCenter.shared.localization.words[.cancel] = "Stop"              // one word of your own
/// ```
/// By default (`HUDLocalization()`) it follows the app: the language the app runs in (the first of
/// `Bundle.main.preferredLocalizations`, else of the user's preferred languages). Tests set a
/// language, so they never depend on the machine's.
///
/// Tables ship for English, Arabic, French, German, Hebrew, Italian, Japanese, Korean, Brazilian
/// Portuguese, Russian, Spanish, and Simplified and Traditional Chinese. A language is matched
/// as a BCP 47 tag, case, `_` and `-` aside: any
/// region reads its language's table (`en-GB` English, `pt-PT` Brazilian Portuguese); Chinese
/// reads Traditional for the `Hant` script or Taiwan, Hong Kong and Macao (and Cantonese), else
/// Simplified; `iw` is Hebrew. A language without a table, and a malformed tag (`""`, `"x"`,
/// `"zz-ZZ-foo"`, control characters), read English.
///
/// Numbers are written with Western digits, except in Arabic, which writes Arabic-Indic digits
/// ("٥٠٪؜") but Western ones for the Maghreb (`ar-MA`, `ar-DZ`, `ar-TN`, `ar-LY`, `ar-EH`) and
/// for `-u-nu-latn`. Percentages follow each language's convention ("50 %" in German and French,
/// "50%" in Japanese); English and Chinese spell them ("50 percent", "百分之50"). No ICU data is
/// used: the same text comes out on every platform.
///
/// The app can replace any word, in every language: ``words`` first, then the `provider` passed
/// to ``init(language:words:provider:)``, then the table. A replacement that is empty or only
/// whitespace counts as none (the table's word is read: a button or an element is never
/// nameless); one longer than 1,000 characters (`HUDAccessibility.maximumTextLength`) is cut there,
/// ending with "…". In a replacement, `%d` stands for the word's number (``Word/option``,
/// ``Word/textField``, ``Word/percent``) and `%%` for a percent sign.
///
/// The layout direction does not come from here: elements mirror when the app's window is right
/// to left (its trait collection), whatever the language of these words.
public struct HUDLocalization: Equatable, Sendable {
    /// The language tag asked for (`"de"`, `"pt_BR"`, `"zh-Hant-TW"`); `nil` follows the app.
    public var language: String? {
        didSet { resolved = Self.match(language) }
    }
    /// The app's own words, replacing the table's in every language (see ``HUDLocalization``
    /// for empty and overlong ones). Empty by default.
    public var words: [Word: String]
    /// The app's closure (see ``init(language:words:provider:)``), compared by identity.
    private var provider: Provider?
    /// The table and digits read, worked out once per language set (words are read on every commit).
    private var resolved: Resolution

    /// Reads the overlay's words in `language`, with the app's replacements.
    /// - Parameters:
    ///   - language: a BCP 47 tag (`nil`: the app's language); one without a table reads English.
    ///   - words: words of the app's own, by key (see ``words``).
    ///   - provider: asked for each word not in `words`, with the language asked for (``language``,
    ///     or the app's language when `language` is `nil`, as given: `"nl-BE"` too, so an app can add a
    ///     language); returning `nil`, an empty or a whitespace-only word reads the table's.
    public init(
        language: String? = nil, words: [Word: String] = [:],
        provider: (@Sendable (_ word: Word, _ language: String) -> String?)? = nil
    ) {
        self.language = language
        self.words = words
        self.provider = provider.map(Provider.init)
        resolved = Self.match(language)
    }

    /// Follows the app's language (the default; apps write `HUDLocalization()`).
    package static let automatic = HUDLocalization()
    /// English.
    package static let english = HUDLocalization(language: "en")
    /// Simplified Chinese.
    package static let simplifiedChinese = HUDLocalization(language: "zh-Hans")

    /// The table the overlay's words are read from: `"en"`, `"ar"`, `"de"`, `"es"`, `"fr"`, `"he"`,
    /// `"it"`, `"ja"`, `"ko"`, `"pt-BR"`, `"ru"`, `"zh-Hans"` or `"zh-Hant"` — the best match of
    /// ``language`` (or of the app's language), `"en"` when none matches. The language VoiceOver
    /// should speak them in (the app's replacements aside).
    package var resolvedLanguage: String { resolved.table }

    /// The languages whose tables ship with the package (folder names in `Resources`).
    static let supportedLanguages = [
        "en", "ar", "de", "es", "fr", "he", "it", "ja", "ko", "pt-BR", "ru", "zh-Hans", "zh-Hant",
    ]

    /// The word for `string` in this language, the app's replacement first; its `%d` is replaced
    /// by its number (in this language's digits) and `%%` by a percent sign.
    package func string(_ string: HUDBuiltInString) -> String { lookUp(string).text }

    /// ``string(_:)``, and the language of the table it was read from when that is not the
    /// language asked for (no shipped table matches it, or the matching one lacks the entry):
    /// `"en"` for "Close" asked in Dutch; `nil` when it is read in the language asked for, is the
    /// app's own replacement, or is only its key.
    func lookUp(_ string: HUDBuiltInString) -> (text: String, fallbackLanguage: String?) {
        if let own = appWord(string.key) {
            return (HUDWordFormat.format(own, number: string.number, arabicDigits: resolved.arabicDigits), nil)
        }
        let (entry, table) = HUDStringTables.entryAndTable(string.key, language: resolved.table)
        let text = HUDWordFormat.format(entry, number: string.number, arabicDigits: resolved.arabicDigits)
        return (text, table == resolved.matched ? nil : table)
    }

    /// The app's replacement for the word `key`, if it gave one that is not blank (capped).
    private func appWord(_ key: String) -> String? {
        guard !words.isEmpty || provider != nil, let word = Word(rawValue: key) else { return nil }
        let own = words[word].flatMap(Self.usable) ?? provider.flatMap { $0.body(word, language ?? Self.app.tag) }
        return own.flatMap(Self.usable)
    }

    /// `word` capped, or `nil` when it is empty or only whitespace.
    private static func usable(_ word: String) -> String? {
        guard word.contains(where: { !$0.isWhitespace }) else { return nil }
        return TextCap.capped(word, to: HUDAccessibility.maximumTextLength)
    }

    /// What VoiceOver reads for `text`: the app's words (trimmed and capped, see
    /// ``HUDAccessibilityText``) after its prefix in this language, else the fallback in this
    /// language, else `nil` (nothing).
    package func resolve(_ text: HUDAccessibilityText) -> String? {
        if let own = text.cleanedText { return text.prefix.map { string($0) + ", " + own } ?? own }
        return text.fallback.map { string($0) }
    }

    /// ``resolve(_:)``, and the language the words are in when it is not the one asked for: the
    /// fallback table's (see ``lookUp(_:)``) when only built-in words are read; `nil` when the
    /// app's words are read (with or without a built-in prefix: the app's words keep the voice's
    /// language) or the built-in ones are in the language asked for.
    func resolveWithLanguage(_ text: HUDAccessibilityText) -> (text: String, fallbackLanguage: String?)? {
        if let own = text.cleanedText { return (text.prefix.map { string($0) + ", " + own } ?? own, nil) }
        return text.fallback.map { lookUp($0) }
    }

    /// The language read when no shipped one matches.
    private static let fallbackLanguage = "en"

    /// The first shipped language matching one of `preferences`, in their order; English when none does.
    static func bestMatch(for preferences: [String]) -> String {
        firstMatch(for: preferences) ?? fallbackLanguage
    }

    /// The first shipped language matching one of `preferences`, in their order; `nil` when none does.
    static func firstMatch(for preferences: [String]) -> String? {
        for tag in preferences {
            if let match = HUDLanguageTag(tag)?.table { return match }
        }
        return nil
    }

    private static func match(_ language: String?) -> Resolution {
        guard let language else { return app.resolution }
        return Resolution(HUDLanguageTag(language))
    }

    /// The app's language, read once (an iOS app restarts when its language changes): the one it
    /// runs in — not a later preference, so a Dutch app reads English, not the user's second language.
    private static let app: (tag: String, resolution: Resolution) = {
        let running = Bundle.main.preferredLocalizations.first { $0 != "Base" }
        let tag = running ?? Locale.preferredLanguages.first ?? "en"
        return (tag, Resolution(HUDLanguageTag(tag)))
    }()

    /// The table to read and the digits to write numbers in.
    private struct Resolution: Equatable, Sendable {
        var table = "en"
        var arabicDigits = false
        /// The shipped table that matches the language asked for; `nil` when none does (English
        /// is read as the fallback, and VoiceOver is told so).
        var matched: String?

        init(_ tag: HUDLanguageTag?) {
            guard let tag, let table = tag.table else { return }
            self.table = table
            matched = table
            arabicDigits = tag.writesArabicIndicDigits
        }
    }

    /// The app's closure, in a box so two localizations can be told apart by it: equal when they
    /// hold the same box (a copy of one localization), never when two calls passed closures.
    private final class Provider: Equatable, Sendable {
        let body: @Sendable (Word, String) -> String?
        init(_ body: @escaping @Sendable (Word, String) -> String?) { self.body = body }
        static func == (a: Provider, b: Provider) -> Bool { a === b }
    }
}
