@_spi(Layers) import OverlayHUDCore

// The stage hands a showing popup the overlay's traits (``TraitFollowingPopup``).
extension PopupStage {
    /// Hands `record`'s popup the overlay's traits, and the backdrop the popup's colour for them:
    /// the popup's own, else the presentation's colour in the traits' look (a dynamic colour's dark
    /// or high-contrast value; a static colour as given).
    func adoptTraits(_ traits: OverlayTraits, for record: PopupRecord) {
        let popup = record.popup as? any TraitFollowingPopup
        popup?.adopt(traits)
        guard let color = record.presentation.backdrop else { return }
        backdrop.backgroundColor =
            popup?.backdropColor(for: traits)
            ?? color.resolved(for: traits.interfaceStyle, increasesContrast: traits.increasesContrast)
    }
}
