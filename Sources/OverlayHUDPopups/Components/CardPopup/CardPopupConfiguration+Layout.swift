@_spi(Layers) import OverlayHUDCore

extension CardPopupConfiguration {
    /// How a card popup places its title, fields, button and end logo.
    package enum Layout: Hashable, Sendable {
        /// DGPopUpView's fixed frames (the default): a 320 × 480 card (wider with
        /// ``CardPopupConfiguration/width``, taller past three fields), a centred 17 pt title, 60 pt
        /// field rows every 80 pt from y 80 with 20 pt text, and a flush, full-width 60 pt NEXT bar
        /// along the bottom.
        case original
        /// The compact card OverlayHUD had before it followed the original: the card hugs its
        /// content, a left-aligned bold title, 44 pt fields, a rounded button inset from the edges.
        case compact
    }
}
