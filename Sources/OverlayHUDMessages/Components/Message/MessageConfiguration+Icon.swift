@_spi(Layers) import OverlayHUDCore

extension MessageConfiguration {
    /// The picture at the leading edge of a message.
    public enum Icon: Hashable, Sendable {
        /// No picture: the text starts at the card's edge.
        case none
        /// A check mark knocked out of a disc (the success theme's).
        case checkmark
        /// An "i" knocked out of a disc (the info theme's).
        case info
        /// An exclamation mark knocked out of a rounded triangle (the warning theme's).
        case exclamation
        /// A cross knocked out of a disc (the error theme's).
        case cross
        /// An activity indicator: a ring turning once a second, in the icon's colour, while the
        /// message shows ("Syncing…"); refresh the message with the same id and a success or error
        /// theme to turn it into that theme's icon.
        case activity
        /// An app's picture (a bitmap, a named asset or SF Symbol, on iOS a `UIImage`) fitted into
        /// the 24 × 24 pt icon square keeping its aspect ratio; a template (an SF Symbol) drawn in
        /// the text colour. A picture that cannot be found draws nothing in the kept square.
        case image(HUDImage)
        /// A vector glyph in a 24 × 24 pt box, filled with the text colour (even-odd, so inner
        /// subpaths cut holes). Non-finite points draw nothing.
        @_spi(Layers) case glyph(HUDPath)

        /// A bitmap fitted into the 24 × 24 pt icon square keeping its aspect ratio (`.image(.bitmap(bitmap))`).
        @_spi(Layers) public static func image(_ bitmap: Bitmap) -> Icon { .image(.bitmap(bitmap)) }
    }
}
