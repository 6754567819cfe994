@_spi(Layers) import OverlayHUDCore

// The banners' look in the overlay's traits: light or dark (or the one the configuration forces),
// mirrored when the layout runs right to left, and the app's own view measured within the space a
// banner may fill.
extension NotificationStack where Look == BannerLook {
    /// The style banners draw in now: the configuration's ``BannerConfiguration/interfaceStyle``
    /// resolved against the overlay's.
    var interfaceStyle: HUDInterfaceStyle { configuration.interfaceStyle.resolved(against: overlay.traits.interfaceStyle) }

    /// Colours, lays out and mirrors `view` for the overlay's traits at the stack's pill width.
    func applyLook(to view: BannerView) {
        if let slot = view.contentSlot { view.contentSize = contentSize(of: slot, within: contentSpace) }
        view.textSettings = textSettings
        view.apply(dark: interfaceStyle == .dark, increasesContrast: overlay.traits.increasesContrast, width: pillWidth)
        view.mirror(for: overlay.traits.layoutDirection)
    }

    /// The space a banner's own view may fill: as wide as the widest pill (the safe area's width
    /// less 16 pt), as tall as the safe area less 16 pt; never below ``ContentSlotSizing/minimumSide``.
    var contentSpace: HUDSize {
        let safe = overlay.safeAreaInsets.inset(overlay.bounds)
        let minimum = ContentSlotSizing.minimumSide
        let height = safe.height.isFinite ? safe.height - 16 : minimum
        return HUDSize(max(minimum, widestPill), max(minimum, height))
    }
}
