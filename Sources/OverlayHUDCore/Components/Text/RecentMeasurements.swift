/// The last two lines a host measured, so a layout that asks for the same line again does not
/// measure it again: the host's measurement is the costly part of setting text (UIKit sets the
/// string, the font and the paragraph style each time), and a layout often asks twice in a row (a
/// one-line text for its height cap, its wrap and its size; a banner's name for its natural width,
/// then for its block).
///
/// ```swift
/// var recent = RecentMeasurements()
/// let size = recent.size(of: line, host.measure)   // measured
/// let again = recent.size(of: line, host.measure)  // remembered
/// ```
package struct RecentMeasurements {
    private var first: (content: TextContent, size: HUDSize)?
    private var second: (content: TextContent, size: HUDSize)?
    /// Which slot the next measurement replaces (the one written longer ago).
    private var replacesFirst = true

    package init() {}

    /// The size of `content` on one line: remembered when it is one of the last two measured,
    /// else `measure`d (and remembered).
    package mutating func size(of content: TextContent, _ measure: (TextContent) -> HUDSize) -> HUDSize {
        if let size = Self.size(of: content, in: first) ?? Self.size(of: content, in: second) { return size }
        let size = measure(content)
        if replacesFirst { first = (content, size) } else { second = (content, size) }
        replacesFirst.toggle()
        return size
    }

    private static func size(of content: TextContent, in entry: (content: TextContent, size: HUDSize)?) -> HUDSize? {
        // Wrapping measures prefixes of one text: a length that differs settles it at once (O(1)
        // for a native string).
        guard let entry, entry.content.string.utf8.count == content.string.utf8.count, entry.content == content
        else { return nil }
        return entry.size
    }
}
