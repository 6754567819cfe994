/// Words VoiceOver reads: the app's own, or — when the app gave none — one of the overlay's
/// built-in strings, read in the overlay's language.
///
/// ```swift
/// HUDAccessibilityText(option.title, fallback: .option(3))   // "Option 3" when the title is blank
/// HUDAccessibilityText.builtIn(.close)                        // "Close", "关闭", …
/// let label: HUDAccessibilityText = "Uploading…"
/// ```
/// Bad input: text that is empty or only whitespace counts as none (the fallback is read, or,
/// without one, nothing: the element is left out); surrounding whitespace is trimmed; text longer
/// than ``HUDAccessibility/maximumTextLength`` characters is cut there and ends with "…" — cut
/// between characters, so an emoji or a letter with combining marks is never split.
@_spi(Layers) public struct HUDAccessibilityText: Equatable, Sendable, ExpressibleByStringLiteral {
    /// The app's words; `nil`, empty or whitespace only: none.
    @_spi(Layers) public var text: String?
    /// The built-in words read when ``text`` is none.
    @_spi(Layers) public var fallback: HUDBuiltInString?
    /// Built-in words read before ``text``, joined by ", " (a message's theme: "Error, Upload
    /// failed"); `nil`: none. Not read when ``text`` is none.
    @_spi(Layers) public var prefix: HUDBuiltInString?

    /// The app's `text`, or `fallback` when it is none.
    public init(_ text: String?, fallback: HUDBuiltInString? = nil) {
        self.text = text
        self.fallback = fallback
    }

    /// The app's words, as a literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// The parts that are not none (see ``cleanedText``), joined with `separator` — a title and a
    /// subtitle read as one label ("Anna, is calling you") — or `fallback` when every part is none.
    public init(joining parts: [String?], separator: String = ", ", fallback: HUDBuiltInString? = nil) {
        // Joined as the parts are read (a banner's label is made on every layout): no array of the
        // kept parts, and a single part is kept as it is.
        var joined: String?
        for part in parts {
            guard let kept = HUDAccessibilityText(part).cleanedText else { continue }
            if let before = joined { joined = before + separator + kept } else { joined = kept }
        }
        self.init(joined, fallback: fallback)
    }

    /// The app's `text` read after the built-in `prefix` ("Error, Upload failed", "错误, …"), or
    /// `fallback` when the text is none.
    public init(_ text: String?, after prefix: HUDBuiltInString?, fallback: HUDBuiltInString? = nil) {
        self.init(text, fallback: fallback)
        self.prefix = prefix
    }

    /// One of the overlay's built-in strings.
    public static func builtIn(_ string: HUDBuiltInString) -> HUDAccessibilityText {
        HUDAccessibilityText(nil, fallback: string)
    }

    /// ``text`` trimmed and capped, or `nil` when it is none.
    @_spi(Layers) public var cleanedText: String? {
        guard let text, let first = text.utf8.first, let last = text.utf8.last else { return nil }
        // The common case (printable ASCII at both ends, short) allocates nothing and walks nothing.
        let printable: ClosedRange<UInt8> = 0x21...0x7E
        let trimmed = printable.contains(first) && printable.contains(last) ? text : text.trimmingWhitespace
        guard !trimmed.isEmpty else { return nil }
        // Counting stops at the limit: a 10,000-character label is not walked whole.
        return TextCap.capped(trimmed, to: HUDAccessibility.maximumTextLength)
    }
}

extension String {
    /// The string without leading and trailing whitespace and newlines (Unicode's definition).
    fileprivate var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        if first == startIndex && index(after: last) == endIndex { return self }
        return String(self[first...last])
    }
}
