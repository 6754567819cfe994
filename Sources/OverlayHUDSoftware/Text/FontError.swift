@_spi(Layers) import OverlayHUD

/// Why a font file could not be read.
///
/// Every read from a font is bounds-checked; a corrupt or truncated file surfaces as one of these
/// instead of a crash.
package enum FontError: Error, Hashable, Sendable {
    /// A read ran past the end of the named table (or `"file"` for the header and table directory).
    case truncated(table: String)
    /// A table the font needs is absent (`"head"`, `"glyf"`, …).
    case missingTable(String)
    /// The file is valid but uses something this reader does not handle (CFF outlines, an unknown cmap format).
    case unsupported(String)
    /// A value is out of its legal range (a bad magic number, unordered contour ends, a runaway composite glyph).
    case invalid(String)
    /// The collection has no face with this index.
    case faceIndexOutOfRange(index: Int, count: Int)
    /// The file could not be opened or read.
    case unreadable(path: String)
}
