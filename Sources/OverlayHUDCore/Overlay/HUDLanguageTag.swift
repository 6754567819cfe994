/// A BCP 47 language tag read as far as choosing a table needs: its language, script and region,
/// and a `-u-nu-latn` digits request. Case, `_` and `-` aside; POSIX suffixes (`.UTF-8`,
/// `@euro`) are dropped. A tag whose language is not 2 or 3 ASCII letters is malformed (`nil`).
struct HUDLanguageTag: Sendable {
    /// The language subtag, lower-cased (`"pt"`).
    package let language: String
    /// The script subtag, lower-cased (`"hant"`), if any.
    let script: String?
    /// The region subtag, lower-cased (`"br"`, `"419"`), if any.
    let region: String?
    /// Whether the tag asks for Latin digits (`-u-nu-latn`).
    let asksLatinDigits: Bool

    init?(_ tag: String) {
        let head = tag.prefix { $0 != "." && $0 != "@" }
        let parts = head.lowercased().split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
            .map(String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(Self.isLetter) else { return nil }
        language = first
        var script: String?
        var region: String?
        var rest = parts.dropFirst()
        if let s = rest.first, s.count == 4, s.allSatisfy(Self.isLetter) {
            script = s
            rest = rest.dropFirst()
        }
        if let r = rest.first,
            (r.count == 2 && r.allSatisfy(Self.isLetter)) || (r.count == 3 && r.allSatisfy(Self.isDigit))
        {
            region = r
        }
        self.script = script
        self.region = region
        let subtags = Array(parts)
        asksLatinDigits =
            zip(subtags, subtags.dropFirst()).contains { $0 == "nu" && $1 == "latn" }
            && subtags.contains("u")
    }

    /// The shipped table this tag reads, or `nil` when none fits.
    var table: String? {
        switch language {
        case "en", "ar", "de", "es", "fr", "it", "ja", "ko", "ru": return language
        case "he", "iw": return "he"
        case "pt": return "pt-BR"
        case "zh", "yue":
            if script == "hans" { return "zh-Hans" }
            if script == "hant" || language == "yue" { return "zh-Hant" }
            if let region, ["tw", "hk", "mo"].contains(region) { return "zh-Hant" }
            return "zh-Hans"
        default: return nil
        }
    }

    /// Whether numbers are written in Arabic-Indic digits: Arabic, but not in the Maghreb (whose
    /// convention is Western digits) nor when the tag asks for Latin digits.
    var writesArabicIndicDigits: Bool {
        guard language == "ar", !asksLatinDigits else { return false }
        return !["ma", "dz", "tn", "ly", "eh"].contains(region ?? "")
    }

    private static func isLetter(_ c: Character) -> Bool { c.isASCII && c.isLetter }
    private static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
}
