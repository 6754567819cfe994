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
        didSet { resolved = Self.match(language) }
    }
    /// ``resolvedLanguage``, worked out once per language set (strings are read on every commit).
    private var resolved: String

    /// Reads the built-in strings in `language` (`nil`: the app's language).
    public init(language: String? = nil) {
        self.language = language
        resolved = Self.match(language)
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

    private static func match(_ language: String?) -> String {
        guard let language else { return appLanguage }
        return bestMatch(for: [language])
    }

    /// The built-in string in this language; its `%d` is replaced by its number.
    package func string(_ string: HUDBuiltInString) -> String {
        let entry = HUDStringTables.entry(string.key, language: resolved)
        guard let n = string.number else { return entry }
        return Self.replacingNumber(in: entry, with: n)
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

    /// The first shipped language matching one of `preferences`, in their order; English when none does.
    package static func bestMatch(for preferences: [String]) -> String {
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
        return "en"
    }

    /// The app's language, read once (an iOS app restarts when its language changes): the one it
    /// runs in — not a later preference, so a French app reads English, not the user's second language.
    private static let appLanguage = bestMatch(
        for: [Bundle.main.preferredLocalizations.first ?? Locale.preferredLanguages.first ?? "en"])
}
