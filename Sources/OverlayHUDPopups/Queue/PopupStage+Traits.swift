@_spi(Layers) import OverlayHUDCore

// The stage hands a showing popup the overlay's traits (``TraitFollowingPopup``).
extension PopupStage {
    /// Hands `record`'s popup the overlay's traits, and draws the presentation's backdrop colour in
    /// the popup's look: the one it forces (``TraitFollowingPopup/interfaceStyle``), else the
    /// overlay's; a dynamic colour's value for that look and the traits' contrast, a static colour
    /// as given (or as the popup draws it, ``TraitFollowingPopup/backdropColor(_:in:increasesContrast:)``).
    func adoptTraits(_ traits: OverlayTraits, for record: PopupRecord) {
        let popup = record.popup as? any TraitFollowingPopup
        popup?.adopt(traits)
        guard let color = record.presentation.backdrop else { return }
        let look = (popup?.interfaceStyle ?? .automatic).resolved(against: traits.interfaceStyle)
        backdrop.backgroundColor =
            popup?.backdropColor(color, in: look, increasesContrast: traits.increasesContrast)
            ?? color.resolved(for: look, increasesContrast: traits.increasesContrast)
    }
}
