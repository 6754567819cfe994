/// Cutting app text to a character limit before it is laid out or read by VoiceOver: the one rule
/// labels (`TextBlock`), banners, messages and accessibility text share.
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
}
