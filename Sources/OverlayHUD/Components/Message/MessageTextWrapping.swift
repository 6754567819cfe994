/// Breaks a message's text into lines exactly as ``TextWrapping`` does (at spaces; a word too wide
/// for a line on its own broken between characters; explicit newlines always break; the last
/// allowed line takes the rest of the text), with fewer measurements.
///
/// ``TextWrapping`` measures once per word, each time a longer string. Here each line is found by
/// guessing how many words fit from the text's average character width, then stepping one word at
/// a time from the guess: about two measurements a line, and every line's width comes back with
/// it. For any width that grows as words are added, the lines are the same (a test compares the
/// two on random texts). Each candidate line is cut from one buffer of the paragraph's words
/// (``MessageWords``), never joined from its words again.
enum MessageTextWrapping {
    /// One line and its measured width (`nil` for a last line that takes the rest of the text,
    /// which is not measured: it is drawn truncated).
    struct Line: Equatable {
        var text: String
        var width: Double?
    }

    /// The lines of `text` in at most `numberOfLines` lines (0: no limit) no wider than `maxWidth`.
    /// - Parameters:
    ///   - averageCharacterWidth: the text's width divided by its number of Unicode scalars, for
    ///     the first guess (a bad value only costs measurements).
    ///   - width: the measured width of a string.
    /// - Complexity: O(text length) buffer building, one string per candidate line, and about two
    ///   calls to `width` per line.
    static func lines(
        of text: String, maxWidth: Double, numberOfLines: Int, averageCharacterWidth: Double, width: (String) -> Double
    ) -> [Line] {
        guard numberOfLines != 1, maxWidth.isFinite, maxWidth > 0, !text.isEmpty else { return [Line(text: text, width: nil)] }
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let charactersPerLine =
            averageCharacterWidth.isFinite && averageCharacterWidth > 0 ? maxWidth / averageCharacterWidth : 20
        var lines: [Line] = []
        // Byte 10 is a newline wherever it appears in UTF-8 (it is never part of another character's
        // bytes); without one the text is one paragraph, and no split by Character is needed.
        let paragraphs = text.utf8.contains(10) ? text.split(separator: "\n", omittingEmptySubsequences: false) : [text[...]]
        for (p, paragraph) in paragraphs.enumerated() {
            var words = MessageWords(paragraph)
            var next = 0  // the first word not yet on a line
            var line = Line(text: "", width: 0)
            while next < words.count {
                if lines.count == limit - 1 {
                    return lines + [Line(text: rest(words.text(next..<words.count), paragraphs[(p + 1)...]), width: nil)]
                }
                let (count, fitted) = longestFittingLine(
                    of: words, from: next, maxWidth: maxWidth, charactersPerLine: charactersPerLine, width: width)
                if count > 0 {
                    next += count
                    line = fitted
                    if next == words.count { break }
                    lines.append(line)
                    line = Line(text: "", width: 0)
                    continue
                }
                // A word wider than a line on its own: as many characters as fit, at least one.
                let word = words.text(next..<next + 1)
                var end = word.index(after: word.startIndex)
                var fittedWidth: Double?
                while end < word.endIndex {
                    let w = width(String(word[...end]))
                    guard w <= maxWidth else { break }
                    fittedWidth = w
                    end = word.index(after: end)
                }
                if end == word.endIndex {
                    // Only for a width that shrinks as text grows: the whole word fits after all.
                    line = Line(text: word, width: fittedWidth)
                    next += 1
                    if next == words.count { break }
                    lines.append(line)
                    line = Line(text: "", width: 0)
                } else {
                    lines.append(Line(text: String(word[..<end]), width: fittedWidth))
                    words.dropFirstBytes(word[..<end].utf8.count, ofWord: next)
                }
            }
            if lines.count == limit - 1, p < paragraphs.count - 1 {
                return lines + [Line(text: rest(line.text, paragraphs[(p + 1)...]), width: nil)]
            }
            lines.append(line)
        }
        return lines
    }

    /// The text of a last line: `first` and the paragraphs after it, the empty ones left out, a
    /// space between each.
    private static func rest(_ first: String, _ paragraphs: ArraySlice<Substring>) -> String {
        ([first[...]] + paragraphs).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// How many words from `first` fit on one line (0 when the first alone does not), and that line.
    private static func longestFittingLine(
        of words: MessageWords, from first: Int, maxWidth: Double, charactersPerLine: Double, width: (String) -> Double
    ) -> (Int, Line) {
        // The guess: as many words as the average character width says fill a line.
        var count = 0
        var characters = -1
        while first + count < words.count {
            characters += words.scalarCount(of: first + count) + 1
            guard Double(characters) <= charactersPerLine || count == 0 else { break }
            count += 1
        }
        var text = words.text(first..<first + count)
        var w = width(text)
        if w <= maxWidth {
            var best = Line(text: text, width: w)
            while first + count < words.count {
                text = words.text(first..<first + count + 1)
                w = width(text)
                guard w <= maxWidth else { break }
                count += 1
                best = Line(text: text, width: w)
            }
            return (count, best)
        }
        while count > 1 {
            count -= 1
            text = words.text(first..<first + count)
            w = width(text)
            if w <= maxWidth { return (count, Line(text: text, width: w)) }
        }
        return (0, Line(text: "", width: 0))
    }
}
