@_spi(Layers) import OverlayHUDCore

extension OptionPopup: TextSizingPopup {
    /// Takes the reader's text size and the host's measurement for the titles (``OptionPopupConfiguration/titleFont``).
    func prepareTextLayout(_ environment: TextLayoutEnvironment) { view.textEnvironment = environment }
}
