@_spi(Layers) import OverlayHUDCore

extension MessageConfiguration {
    /// The picture at the leading edge of a message: `nil` (a message's default) is its theme's
    /// (a check mark, an "i", an exclamation mark or a cross knocked out of a disc or a rounded
    /// triangle); these replace it.
    public enum Icon: Hashable, Sendable {
        /// No picture: the text starts at the card's edge.
        case none
        /// An activity indicator: a ring turning once a second, in the icon's colour, while the
        /// message shows ("Syncing…"); refresh the message with the same id as a `.success` or
        /// `.error` message to turn it into that theme's icon.
        case activity
        /// An app's picture (a bitmap, a named asset or SF Symbol, on iOS a `UIImage`) fitted into the
        /// 24 × 24 pt icon square keeping its aspect ratio; a template (an SF Symbol) drawn in
        /// the text colour. A picture that cannot be found draws nothing in the kept square.
        case image(HUDImage)
        /// A vector glyph in a 24 × 24 pt box, filled with the text colour (even-odd, so inner
        /// subpaths cut holes). Non-finite points draw nothing.
        @_spi(Layers) case glyph(HUDPath)

        /// The success theme's check mark knocked out of a disc.
        package static var checkmark: Icon { .glyph(MessageGlyphs.checkmark) }
        /// The info theme's "i" knocked out of a disc.
        package static var info: Icon { .glyph(MessageGlyphs.info) }
        /// The warning theme's exclamation mark knocked out of a rounded triangle.
        package static var exclamation: Icon { .glyph(MessageGlyphs.exclamation) }
        /// The error theme's cross knocked out of a disc.
        package static var cross: Icon { .glyph(MessageGlyphs.cross) }
    }
}
