@_spi(Layers) import OverlayHUDCore

extension MessageConfiguration {
    /// Where a message shows.
    public enum Position: String, Hashable, Sendable, CaseIterable {
        /// A card at the top of the safe area (SwiftMessages' and SwiftEntryKit's default).
        case top
        /// A card at the bottom of the safe area, above the keyboard while it is up.
        case bottom
        /// A toast in the middle of the safe area (above the keyboard), as wide as its text needs.
        case center
    }
}
