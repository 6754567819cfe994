@_spi(Layers) import OverlayHUDCore

// The option popup follows the overlay's traits through the popup queue (``TraitFollowingPopup``).
extension OptionPopup: TraitFollowingPopup {
    /// Colours the panel and options for `traits` and mirrors the grid when right to left (the
    /// queue lays the popup out next).
    func adopt(_ traits: OverlayTraits) { view.adopt(traits, selected: selectedIndex) }

    /// The configuration's ``OptionPopupConfiguration/interfaceStyle``: a forced look draws the
    /// backdrop in it too.
    var interfaceStyle: HUDInterfaceStyleOverride { configuration.interfaceStyle }
}
