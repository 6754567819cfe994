/// Breaks a message's text into lines exactly as ``TextWrapping`` does (at spaces; a word too wide
/// for a line on its own broken between characters; explicit newlines always break; the last
/// allowed line takes the rest of the text), with fewer measurements.
///
/// ``TextWrapping`` measures once per word, each time a longer string. Here each line is found by
/// guessing how many words fit from the text's average character width, then stepping one word at
/// a time from the guess: about two measurements a line, and every line's width comes back with
/// it. For any width that grows as words are added, the lines are the same (a test compares the
/// two on random texts).
enum MessageTextWrapping {
    /// One line and its measured width (`nil` for a last line that takes the rest of the text,
    /// which is not measured: it is drawn truncated).
    struct Line: Equatable {
        var text: String
        var width: Double?
    }

    /// The lines of `text` in at most `numberOfLines` lines (0: no limit) no wider than `maxWidth`.
    /// - Parameters:
    ///   - averageCharacterWidth: the text's width divided by its length, for the first guess
    ///     (a bad value only costs measurements).
    ///   - width: the measured width of a string.
    /// - Complexity: O(lines + words) string building and about two calls to `width` per line.
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
        let paragraphs =
            text.utf8.contains(10) ? text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : [text]
        for (p, paragraph) in paragraphs.enumerated() {
            var words = Self.words(of: paragraph)[...]
            var line = Line(text: "", width: 0)
            while let word = words.first {
                if lines.count == limit - 1 {
                    let rest = Array(words) + paragraphs[(p + 1)...]
                    return lines + [Line(text: rest.filter { !$0.isEmpty }.joined(separator: " "), width: nil)]
                }
                let (count, fitted) = longestFittingPrefix(
                    of: words, maxWidth: maxWidth, charactersPerLine: charactersPerLine, width: width)
                if count > 0 {
                    words.removeFirst(count)
                    line = fitted
                    if words.isEmpty { break }
                    lines.append(line)
                    line = Line(text: "", width: 0)
                    continue
                }
                // A word wider than a line on its own: as many characters as fit, at least one.
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
                    words.removeFirst()
                    if words.isEmpty { break }
                    lines.append(line)
                    line = Line(text: "", width: 0)
                } else {
                    lines.append(Line(text: String(word[..<end]), width: fittedWidth))
                    words[words.startIndex] = String(word[end...])
                }
            }
            if lines.count == limit - 1, p < paragraphs.count - 1 {
                let rest = [line.text] + paragraphs[(p + 1)...]
                return lines + [Line(text: rest.filter { !$0.isEmpty }.joined(separator: " "), width: nil)]
            }
            lines.append(line)
        }
        return lines
    }

    /// The words of `paragraph` between spaces (runs of spaces count as one). ASCII text is split by
    /// its bytes, which gives the same words as splitting by Character, faster.
    static func words(of paragraph: String) -> [String] {
        let utf8 = paragraph.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return paragraph.split(separator: " ").map(String.init) }
        return utf8.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
    }

    /// How many of `words` fit on one line (0 when the first alone does not), and that line.
    private static func longestFittingPrefix(
        of words: ArraySlice<String>, maxWidth: Double, charactersPerLine: Double, width: (String) -> Double
    ) -> (Int, Line) {
        func line(_ count: Int) -> String { words.prefix(count).joined(separator: " ") }
        // The guess: as many words as the average character width says fill a line.
        var guess = 0
        var characters = -1
        for word in words {
            characters += word.count + 1
            guard Double(characters) <= charactersPerLine || guess == 0 else { break }
            guess += 1
        }
        var text = line(guess)
        var w = width(text)
        if w <= maxWidth {
            var best = Line(text: text, width: w)
            while guess < words.count {
                text = line(guess + 1)
                w = width(text)
                guard w <= maxWidth else { break }
                guess += 1
                best = Line(text: text, width: w)
            }
            return (guess, best)
        }
        while guess > 1 {
            guess -= 1
            text = line(guess)
            w = width(text)
            if w <= maxWidth { return (guess, Line(text: text, width: w)) }
        }
        return (0, Line(text: "", width: 0))
    }
}
