/// Breaks a label's text into lines as `UILabel` does: at spaces, a word too wide for a line on
/// its own is broken between characters, explicit newlines always break, and the last allowed
/// line takes the rest of the text (drawn truncated with "…").
enum TextWrapping {
    /// The lines of `text` in at most `numberOfLines` lines (0: no limit) no wider than `maxWidth`.
    ///
    /// ```swift
    /// TextWrapping.lines(of: "aa bb", maxWidth: 2, numberOfLines: 0) { Double($0.count) } // ["aa", "bb"]
    /// ```
    /// One line, or a width that is not positive and finite, keeps the text as it is.
    /// - Complexity: O(n) calls to `width` for n characters (more for words wider than a line).
    static func lines(of text: String, maxWidth: Double, numberOfLines: Int, width: (String) -> Double) -> [String] {
        guard numberOfLines != 1, maxWidth.isFinite, maxWidth > 0, !text.isEmpty else { return [text] }
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        var lines: [String] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (p, paragraph) in paragraphs.enumerated() {
            var words = paragraph.split(separator: " ").map(String.init)[...]
            var line = ""
            while let word = words.first {
                if lines.count == limit - 1 {
                    // The last allowed line takes the rest of the text (truncated when drawn).
                    let rest = [line] + words + paragraphs[(p + 1)...]
                    return lines + [rest.filter { !$0.isEmpty }.joined(separator: " ")]
                }
                let candidate = line.isEmpty ? word : line + " " + word
                if width(candidate) <= maxWidth {
                    line = candidate
                    words.removeFirst()
                } else if !line.isEmpty {
                    lines.append(line)
                    line = ""
                } else {
                    // A word wider than a line on its own: as many characters as fit, at least one.
                    var end = word.index(after: word.startIndex)
                    while end < word.endIndex, width(String(word[...end])) <= maxWidth { end = word.index(after: end) }
                    if end == word.endIndex {
                        line = word
                        words.removeFirst()
                    } else {
                        lines.append(String(word[..<end]))
                        words[words.startIndex] = String(word[end...])
                    }
                }
            }
            if lines.count == limit - 1, p < paragraphs.count - 1 {
                return lines + [([line] + paragraphs[(p + 1)...]).filter { !$0.isEmpty }.joined(separator: " ")]
            }
            lines.append(line)
        }
        return lines
    }
}
