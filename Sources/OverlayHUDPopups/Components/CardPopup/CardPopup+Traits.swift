@_spi(Layers) import OverlayHUDCore

// The card popup follows the overlay's traits through the popup queue (``TraitFollowingPopup``).
extension CardPopup: TraitFollowingPopup {
    /// Colours the card for `traits` and mirrors it when right to left (the queue lays it out next).
    func adopt(_ traits: OverlayTraits) { view.adopt(traits, texts: values) }

    /// The default backdrop (DGPopUpViewController's light grey wash) in the dark look: `systemGray6`'s
    /// dark value at the same 80 %; a backdrop you chose stays.
    package func backdropColor(for traits: OverlayTraits) -> HUDColor? {
        guard let color = configuration.presentation.backdrop else { return nil }
        return configuration.backdropColor(color, in: configuration.interfaceStyle.resolved(against: traits.interfaceStyle))
    }
}
