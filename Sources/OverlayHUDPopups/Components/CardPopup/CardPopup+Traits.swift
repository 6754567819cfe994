@_spi(Layers) import OverlayHUDCore

// The card popup follows the overlay's traits through the popup queue (``TraitFollowingPopup``).
extension CardPopup: TraitFollowingPopup {
    /// Colours the card for `traits` and mirrors it when right to left (the queue lays it out next).
    func adopt(_ traits: OverlayTraits) { view.adopt(traits, texts: values) }

    /// The configuration's ``CardPopupConfiguration/interfaceStyle``: a forced look draws the
    /// backdrop in it too.
    var interfaceStyle: HUDInterfaceStyleOverride { configuration.interfaceStyle }

    /// The default backdrop (DGPopUpViewController's light grey wash) in the dark look: `systemGray6`'s
    /// dark value at the same 80 %; a backdrop you chose as the other popups draw it.
    func backdropColor(_ color: HUDColor, in look: HUDInterfaceStyle, increasesContrast: Bool) -> HUDColor {
        configuration.backdropColor(color, in: look, increasesContrast: increasesContrast)
    }
}
