@_spi(Layers) import OverlayHUDCore

// The banners' look in the overlay's traits: light or dark (or the one the configuration forces),
// and mirrored when the layout runs right to left.
extension BannerStack {
    /// The look banners draw in now: the configuration's ``BannerConfiguration/interfaceStyle``
    /// resolved against the overlay's.
    var look: HUDInterfaceStyle { configuration.interfaceStyle.resolved(against: overlay.traits.interfaceStyle) }

    /// Colours, lays out and mirrors `view` for the overlay's traits at the stack's pill width.
    func applyLook(to view: BannerView) {
        if let slot = view.contentSlot { view.contentSize = contentSize(of: slot) }
        view.textSettings = textSettings
        view.apply(dark: look == .dark, width: pillWidth)
        view.mirror(for: overlay.traits.layoutDirection)
    }
}
