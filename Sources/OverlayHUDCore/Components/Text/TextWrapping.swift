/// Breaks a label's text into lines as `UILabel` does: at spaces, a word too wide for a line on
/// its own is broken between characters, explicit newlines always break, and the last allowed
/// line takes the rest of the text (drawn truncated with "…").
///
/// Each line is found from a guess of how many words fit (from the text's average character
/// width, when the caller knows it), then by doubling and halving from the guess: a good guess
/// costs about two measurements a line, a bad one or a very long line a logarithmic number. Each
/// candidate line is cut from one buffer of the paragraph's words (``TextWords``), never joined
/// from its words again, and every line's width comes back with it.
package enum TextWrapping {
    /// One line and its measured width (`nil` for a last line that takes the rest of the text,
    /// which is not measured: it is drawn truncated).
    package struct Line {
        package var text: String
        package var width: Double?
    }

    /// The lines of `text` in at most `numberOfLines` lines (0: no limit) no wider than `maxWidth`.
    ///
    /// ```swift
    /// TextWrapping.lines(of: "aa bb", maxWidth: 2, numberOfLines: 0) { Double($0.count) } // ["aa", "bb"]
    /// ```
    /// One line, or a width that is not positive and finite, keeps the text as it is.
    static func lines(of text: String, maxWidth: Double, numberOfLines: Int, width: (String) -> Double) -> [String] {
        measuredLines(of: text, maxWidth: maxWidth, numberOfLines: numberOfLines, averageCharacterWidth: .nan, width: width)
            .map(\.text)
    }

    /// The lines of `text` set as `font` (its string aside), as
    /// ``measuredLines(of:maxWidth:numberOfLines:averageCharacterWidth:width:)`` gives them: each
    /// candidate line is measured as `font` with that string, a width that is not finite or is
    /// negative counting 0. The components' one way in: the wrapping is compiled once, where a
    /// closure of each caller's own would get a copy of it each.
    package static func measuredLines(
        of text: String, in font: TextContent, maxWidth: Double, numberOfLines: Int, averageCharacterWidth: Double,
        measure: (TextContent) -> HUDSize
    ) -> [Line] {
        measuredLines(of: text, maxWidth: maxWidth, numberOfLines: numberOfLines, averageCharacterWidth: averageCharacterWidth) {
            var line = font
            line.string = $0
            let width = measure(line).width
            return width.isFinite ? max(0, width) : 0
        }
    }

    /// The lines of `text`, as ``lines(of:maxWidth:numberOfLines:width:)`` gives them, with their widths.
    /// - Parameters:
    ///   - averageCharacterWidth: the text's width divided by its number of Unicode scalars, for the
    ///     first guess of each line (not positive or not finite: a guess of 20 characters; a bad
    ///     value only costs measurements).
    ///   - width: the measured width of a string (assumed to grow with the text).
    /// - Complexity: O(text length) buffer building, and per line of k words O(log k) calls to
    ///   `width` (about two with a good guess); O(log c) per piece of a word of c characters
    ///   broken between characters.
    static func measuredLines(
        of text: String, maxWidth: Double, numberOfLines: Int, averageCharacterWidth: Double, width: (String) -> Double
    ) -> [Line] {
        guard numberOfLines != 1, maxWidth.isFinite, maxWidth > 0, !text.isEmpty else { return [Line(text: text, width: nil)] }
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let charactersPerLine =
            averageCharacterWidth.isFinite && averageCharacterWidth > 0 ? maxWidth / averageCharacterWidth : 20
        var lines: [Line] = []
        // Byte 10 is a newline wherever it appears in UTF-8 (it is never part of another character's
        // bytes); without one the text is one paragraph, and no split by Character is needed.
        let paragraphs = text.containsUTF8(10) ? text.split(separator: "\n", omittingEmptySubsequences: false) : [text[...]]
        for (p, paragraph) in paragraphs.enumerated() {
            var words = TextWords(paragraph)
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
                let (end, fittedWidth) = fittingPrefix(of: word, maxWidth: maxWidth, width: width)
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
        of words: TextWords, from first: Int, maxWidth: Double, charactersPerLine: Double, width: (String) -> Double
    ) -> (Int, Line) {
        let available = words.count - first
        // The guess: as many words as the average character width says fill a line (at least one).
        var guess = 0
        var characters = -1
        while guess < available {
            characters += words.scalarCount(of: first + guess) + 1
            guard Double(characters) <= charactersPerLine || guess == 0 else { break }
            guess += 1
        }
        var best = Line(text: "", width: 0)
        /// Whether `k` words fit; the line of the largest that fit so far is kept.
        func fits(_ k: Int) -> Bool {
            let text = words.text(first..<first + k)
            let w = width(text)
            guard w <= maxWidth else { return false }
            if k >= 1 { best = Line(text: text, width: w) }
            return true
        }
        var lo: Int  // known to fit (0: none known)
        var hi: Int  // the first count known not to fit (or not to exist)
        if fits(guess) {
            // Doubling up from the guess: a line is never narrower than one with fewer words.
            lo = guess
            var step = 1
            while lo + step <= available, fits(lo + step) {
                lo += step
                step *= 2
            }
            hi = min(lo + step, available + 1)
        } else {
            lo = 0
            hi = guess
        }
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if fits(mid) { lo = mid } else { hi = mid }
        }
        guard lo > 0 else { return (0, Line(text: "", width: 0)) }
        // `best` is the line of the last count that fit, which is `lo` (counts are tried upwards
        // only after a smaller one fitted, downwards only after a larger one did not).
        return (lo, best)
    }

    /// The end of the longest prefix of `word` (at least one character) no wider than `maxWidth`,
    /// and its width when measured (`nil` for a single character that does not fit).
    /// - Complexity: O(log n) calls to `width` for n characters.
    private static func fittingPrefix(
        of word: String, maxWidth: Double, width: (String) -> Double
    ) -> (String.Index, Double?) {
        let ends = Array(word.indices.dropFirst()) + [word.endIndex]
        var lo = 0  // ends[lo] is known to fit, or is the one character every line takes
        var loWidth: Double?
        var hi = ends.count  // ends[hi...] are known not to fit
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            let w = width(String(word[..<ends[mid]]))
            if w <= maxWidth {
                lo = mid
                loWidth = w
            } else {
                hi = mid
            }
        }
        return (ends[lo], loWidth)
    }
}
