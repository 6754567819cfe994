/// Fills a word's placeholders without Foundation or ICU (words are read on every commit, and the
/// text must be the same on every platform): `%d` becomes the number, `%%` a percent sign.
enum HUDWordFormat {
    /// `entry` with its first `%d` replaced by `number` (when it has one; in Arabic-Indic digits
    /// when `arabicDigits`) and every `%%` by `%`. Any other `%` is kept as it is.
    static func format(_ entry: String, number: Int?, arabicDigits: Bool) -> String {
        guard entry.containsUTF8(UInt8(ascii: "%")) else { return entry }
        var out = ""
        var numberUsed = number == nil
        var i = entry.startIndex
        while i < entry.endIndex {
            let c = entry[i]
            let next = entry.index(after: i)
            if c == "%", next < entry.endIndex {
                if entry[next] == "%" {
                    out.append("%")
                    i = entry.index(after: next)
                    continue
                }
                if entry[next] == "d", !numberUsed, let number {
                    out += digits(number, arabic: arabicDigits)
                    numberUsed = true
                    i = entry.index(after: next)
                    continue
                }
            }
            out.append(c)
            i = next
        }
        return out
    }

    /// `n` in Western digits, or Arabic-Indic ones (٠…٩, U+0660…U+0669); the minus sign stays.
    static func digits(_ n: Int, arabic: Bool) -> String {
        let western = String(n)
        guard arabic else { return western }
        return String(
            String.UnicodeScalarView(
                western.unicodeScalars.map { s in
                    guard s.value >= 0x30, s.value <= 0x39, let a = Unicode.Scalar(s.value - 0x30 + 0x660) else { return s }
                    return a
                }))
    }
}
