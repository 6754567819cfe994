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
        /// A bitmap, stretched to the 24 × 24 pt icon square.
        case image(Bitmap)
        /// A vector glyph in a 24 × 24 pt box, filled with the text colour (even-odd, so inner
        /// subpaths cut holes). Non-finite points draw nothing.
        @_spi(Layers) case glyph(HUDPath)
    }
}
