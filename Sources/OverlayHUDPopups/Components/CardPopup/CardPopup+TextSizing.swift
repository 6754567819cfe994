@_spi(Layers) import OverlayHUDCore

extension CardPopup: TextSizingPopup {
    /// Takes the reader's text size and the host's measurement: the card's texts follow the
    /// content size category, its rows and button growing to hold them (``CardPopupConfiguration/titleFont``).
    func prepareTextLayout(_ environment: TextLayoutEnvironment) { view.setTextEnvironment(environment) }
}
