@_spi(Layers) import OverlayHUDCore

// The stage hands a showing popup the overlay's traits (``TraitFollowingPopup``).
extension PopupStage {
    /// Hands `record`'s popup the overlay's traits, and the backdrop the popup's colour for them.
    func adoptTraits(_ traits: OverlayTraits, for record: PopupRecord) {
        guard let popup = record.popup as? any TraitFollowingPopup else { return }
        popup.adopt(traits)
        if let color = record.presentation.backdrop {
            backdrop.backgroundColor = popup.backdropColor(for: traits) ?? color
        }
    }
}
