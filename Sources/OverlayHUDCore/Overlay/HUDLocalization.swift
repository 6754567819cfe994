import Foundation

/// The language the overlay's built-in strings are read in (`HUDBuiltInString`: "Close",
/// "Dismiss", "40 percent", …). The app's own words are never translated.
///
/// ```swift
/// HUDCenter.shared.localization = .simplifiedChinese   // "关闭", "百分之40"
/// center.localization = HUDLocalization(language: "zh-Hans-CN")
/// ```
/// By default (``automatic``) it follows the app: the language the app runs in (the first of
/// `Bundle.main.preferredLocalizations`, else of the user's preferred languages). Tests set a
/// language, so they never depend on the machine's.
///
/// Languages are matched as BCP 47 tags, case and `_`/`-` aside: `en…` reads English;
/// `zh`, `zh-Hans…`, `zh-CN`, `zh-SG` read Simplified Chinese; anything else (Traditional Chinese
/// included, which does not ship) reads English.
public struct HUDLocalization: Equatable, Sendable {
    /// The language tag asked for; `nil` follows the app.
    public var language: String? {
        didSet { (resolved, matched) = Self.match(language) }
    }
    /// ``resolvedLanguage``, worked out once per language set (strings are read on every commit).
    private var resolved: String
    /// The shipped language that matches the one asked for; `nil` when none does (English is
    /// read as the fallback).
    private var matched: String?

    /// Reads the built-in strings in `language` (`nil`: the app's language).
    public init(language: String? = nil) {
        self.language = language
        (resolved, matched) = Self.match(language)
    }

    /// Follows the app's language.
    public static let automatic = HUDLocalization()
    /// English.
    public static let english = HUDLocalization(language: "en")
    /// Simplified Chinese.
    public static let simplifiedChinese = HUDLocalization(language: "zh-Hans")

    /// The languages whose strings ship with the package.
    package static let supportedLanguages = ["en", "zh-Hans"]

    /// The shipped language read: the best match of ``language`` (or the app's languages).
    package var resolvedLanguage: String { resolved }

    /// The language read and the shipped one that matches the request (`nil`: none does).
    private static func match(_ language: String?) -> (resolved: String, matched: String?) {
        let matched = language.map { firstMatch(for: [$0]) } ?? appLanguage
        return (matched ?? fallbackLanguage, matched)
    }

    /// The built-in string in this language; its `%d` is replaced by its number.
    package func string(_ string: HUDBuiltInString) -> String { lookUp(string).text }

    /// The built-in string in this language, and the language of the table it was read from
    /// when that is not the language asked for (no shipped table matches it, or the matching one
    /// lacks the entry): `"en"` for "Close" asked in German; `nil` when it is read in the
    /// language asked for (or is only its key).
    package func lookUp(_ string: HUDBuiltInString) -> (text: String, fallbackLanguage: String?) {
        let (entry, table) = HUDStringTables.entryAndTable(string.key, language: resolved)
        let text = string.number.map { Self.replacingNumber(in: entry, with: $0) } ?? entry
        return (text, table == matched ? nil : table)
    }

    /// `entry` with its first `%d` replaced by `n` (no Foundation: strings are read on every commit).
    private static func replacingNumber(in entry: String, with n: Int) -> String {
        let utf8 = entry.utf8
        var i = utf8.startIndex
        while let percent = utf8[i...].firstIndex(of: UInt8(ascii: "%")) {
            let d = utf8.index(after: percent)
            guard d < utf8.endIndex else { break }
            if utf8[d] == UInt8(ascii: "d") {
                return String(entry[..<percent]) + String(n) + String(entry[utf8.index(after: d)...])
            }
            i = d
        }
        return entry
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
    package func resolveWithLanguage(_ text: HUDAccessibilityText) -> (text: String, fallbackLanguage: String?)? {
        if let own = text.cleanedText { return (text.prefix.map { string($0) + ", " + own } ?? own, nil) }
        return text.fallback.map { lookUp($0) }
    }

    /// The language read when no shipped one matches.
    private static let fallbackLanguage = "en"

    /// The first shipped language matching one of `preferences`, in their order; English when none does.
    package static func bestMatch(for preferences: [String]) -> String {
        firstMatch(for: preferences) ?? fallbackLanguage
    }

    /// The first shipped language matching one of `preferences`, in their order; `nil` when none does.
    package static func firstMatch(for preferences: [String]) -> String? {
        for tag in preferences {
            let parts = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
            guard let base = parts.first else { continue }
            if base == "en" { return "en" }
            guard base == "zh" else { continue }
            let rest = parts.dropFirst()
            if rest.contains("hans") { return "zh-Hans" }
            // Traditional Chinese (its script, or a region that writes it) does not ship.
            if rest.contains(where: { $0 == "hant" || $0 == "tw" || $0 == "hk" || $0 == "mo" }) { continue }
            return "zh-Hans"
        }
        return nil
    }

    /// The app's language, read once (an iOS app restarts when its language changes): the one it
    /// runs in — not a later preference, so a French app reads English, not the user's second language.
    private static let appLanguage = firstMatch(
        for: [Bundle.main.preferredLocalizations.first ?? Locale.preferredLanguages.first ?? "en"])
}
