extension TextWrapping {
    /// How many widths wide a line is kept when it is cut (``shownPart(of:maxWidth:averageCharacterWidth:measure:)``).
    ///
    /// Twice: hosts round measured widths up, so a prefix measured a hair wider than its line might
    /// be drawn whole; at twice the width it is always truncated. And a font that shrinks to fit
    /// (``TextBlock``) goes to its floor, a half, for any line over twice the width, so a cut line
    /// shrinks it exactly as the whole line would.
    static let shownWidths = 2.0

    /// The part of `text` a line no wider than `maxWidth` can show, with its measured size: the
    /// whole text when it is at most ``shownWidths`` times `maxWidth` wide (or the width is not
    /// finite), else a prefix of whole characters wider than that.
    ///
    /// A line drawn truncated at its end shows the same from the prefix as from the whole text (the
    /// truncation point lies inside the prefix), while measuring the prefix costs what the line can
    /// hold, not what the text holds: a label's last line that takes the rest of a 100,000-character
    /// text is measured for a few dozen characters.
    ///
    /// ```swift
    /// TextWrapping.shownPart(of: longText, maxWidth: 300, averageCharacterWidth: .nan, measure: size).text
    /// // a prefix a little over 600 points wide
    /// ```
    /// - Parameters:
    ///   - averageCharacterWidth: the text's likely width per character, for the first prefix (not
    ///     positive or not finite: 32 characters; a bad value only costs measurements).
    ///   - measure: the size of a string on one line (assumed to grow wider with the text).
    /// - Complexity: prefixes doubling in length: O(c) characters measured in O(log c) calls, for the
    ///   c characters ``shownWidths`` widths hold (one call for a text shorter than the first prefix).
    package static func shownPart(
        of text: String, maxWidth: Double, averageCharacterWidth: Double, measure: (String) -> HUDSize
    ) -> (text: String, size: HUDSize) {
        let bound = shownWidths * (maxWidth.isNaN ? 0 : max(0, maxWidth))
        guard bound.isFinite else { return (text, measure(text)) }
        let guess = averageCharacterWidth.isFinite && averageCharacterWidth > 0 ? bound / averageCharacterWidth * 1.25 : 32
        var count = Int(min(guess, 1e6)) + 1
        var end = text.startIndex
        var counted = 0  // characters before `end`
        while true {
            // A native string's UTF-8 count is known at once; no more bytes than `count` is no more characters.
            guard text.utf8.count > count,
                let next = text.index(end, offsetBy: count - counted, limitedBy: text.endIndex), next < text.endIndex
            else { return (text, measure(text)) }
            end = next
            counted = count
            let prefix = String(text[..<end])
            let size = measure(prefix)
            // A width that is not finite counts 0, as the components count it.
            if size.width.isFinite, size.width > bound { return (prefix, size) }
            count *= 2
        }
    }
}
