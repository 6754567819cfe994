// STUB — replaced by the TrueType text engine.
/// Finds fonts on the system and turns text layers into glyph outlines.
public final class FontLibrary {
    /// Creates a library that searches the given folders.
    public init(searchPaths: [String] = []) {}

    /// Glyph outlines for `text`, laid out in `bounds` (layer coordinates, y down): one line,
    /// vertically centred, aligned and tail-truncated as the content asks. Fill with `text.color`, non-zero rule.
    public func textPath(for text: TextContent, in bounds: Rect) -> Path { Path() }

    /// The size one line of `text` needs (advance width × line height), before truncation.
    public func measure(_ text: TextContent) -> Size { .zero }
}
