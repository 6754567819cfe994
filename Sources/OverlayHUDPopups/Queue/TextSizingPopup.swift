@_spi(Layers) import OverlayHUDCore

/// A popup whose texts follow the reader's text size: before every ``Popup/layout(in:)`` the
/// stage hands it the overlay's display settings and the host's measurement, when it is shown and
/// whenever the overlay changes (rotation, keyboard, and a new content size category, so text
/// grows live while the popup shows).
///
/// The option and card popups adopt it; any element of this package shown through the queue can.
@MainActor
protocol TextSizingPopup: Popup {
    /// Takes the settings and measurement the next layout uses.
    func prepareTextLayout(_ environment: TextLayoutEnvironment)
}
