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
    /// - Complexity: O(log k) calls to `width` per line of k words, O(log c) per piece of a word of
    /// c characters broken between characters (widths are assumed to grow with the text).
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
                if line.isEmpty, words.count > 1, width(word) <= maxWidth {
                    // A new line takes as many words as fit at once (found by doubling, then halving:
                    // a line is never narrower than one with fewer words), so a long line costs a few
                    // measurements, not one per word.
                    let count = mostWordsFitting(words, maxWidth: maxWidth, width: width)
                    line = words.prefix(count).joined(separator: " ")
                    words.removeFirst(count)
                    continue
                }
                let candidate = line.isEmpty ? word : line + " " + word
                if width(candidate) <= maxWidth {
                    line = candidate
                    words.removeFirst()
                } else if !line.isEmpty {
                    lines.append(line)
                    line = ""
                } else {
                    // A word wider than a line on its own: as many characters as fit, at least one
                    // (found by halving, as a prefix is never narrower than a shorter one).
                    let end = fittingPrefixEnd(of: word, maxWidth: maxWidth, width: width)
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

    /// How many of `words` (at least the first, which fits) fit on one line, spaces between them.
    /// - Complexity: O(log k) calls to `width` for k words that fit.
    private static func mostWordsFitting(
        _ words: ArraySlice<String>, maxWidth: Double, width: (String) -> Double
    ) -> Int {
        func fits(_ k: Int) -> Bool { width(words.prefix(k).joined(separator: " ")) <= maxWidth }
        var lo = 1  // fits
        var hi = 2  // the first count not yet known to fit
        while hi <= words.count, fits(hi) {
            lo = hi
            hi *= 2
        }
        hi = min(hi, words.count + 1)  // counts from hi on do not fit (or do not exist)
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if fits(mid) { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// The end of the longest prefix of `word` (at least one character) no wider than `maxWidth`.
    /// - Complexity: O(log n) calls to `width` for n characters.
    private static func fittingPrefixEnd(of word: String, maxWidth: Double, width: (String) -> Double) -> String.Index {
        let ends = Array(word.indices.dropFirst()) + [word.endIndex]
        var lo = 0  // ends[lo] is known to fit, or is the one character every line takes
        var hi = ends.count  // ends[hi...] are known not to fit
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if width(String(word[..<ends[mid]])) <= maxWidth { lo = mid } else { hi = mid }
        }
        return ends[lo]
    }
}
