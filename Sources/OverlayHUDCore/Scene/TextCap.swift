/// Cutting app text to a character limit before it is laid out or read by VoiceOver: the one rule
/// labels (`TextBlock`), banners, messages and accessibility text share; and the one rule for how
/// many lines a capped label may take at the reader's text size.
package enum TextCap {
    /// `text` cut to `limit` characters, the last of them "…" when it is cut.
    /// - Complexity: O(min(n, limit)) for n characters: counting a whole text's characters would
    ///   make every layout of a huge text cost in proportion to it, though at most `limit` is set.
    package static func capped(_ text: String, to limit: Int) -> String {
        // A character takes at least one byte, and a native string knows its byte count.
        guard text.utf8.count > limit else { return text }
        let kept = text.prefix(max(1, limit))
        return kept.endIndex == text.endIndex ? text : String(kept.dropLast()) + "…"
    }

    /// The most lines a label capped at `lines` at the default text size takes at `category`
    /// (0: no cap): the cap itself up to ``HUDContentSizeCategory/large`` (the seeds' look); above
    /// it, up to the largest standard size, the cap grown as the text grows (`lines` × the body
    /// style's ratio, rounded up: 23/17 as many at XXXL); at the accessibility sizes no cap, as
    /// Apple asks of labels there (`numberOfLines = 0`): the element keeps its texts within the
    /// room it has (the screen's height, a cell's) instead. A negative cap counts as 0 (none); a
    /// cap too large to grow stays `Int.max`.
    package static func lines(_ lines: Int, at category: HUDContentSizeCategory) -> Int {
        guard lines > 0, category > .large else { return max(0, lines) }
        guard !category.isAccessibilityCategory else { return 0 }
        let grown = (Double(lines) * category.scaleFactor).rounded(.up)
        return grown < Double(Int.max) ? Int(grown) : Int.max
    }
}
