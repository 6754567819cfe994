@_spi(Layers) import OverlayHUDCore

// The colours a banner is drawn in: light or dark, normal or increased contrast.
extension BannerView {
    struct Palette {
        let background, shadow, title, subtitle, closeDisc, accent, placeholder: HUDColor
    }

    /// Light: the seed's white pill and #333 text. Dark: iOS's elevated dark grey and light text.
    /// With Increase Contrast (`increasesContrast`) the subtitle, the close button's disc (its cross
    /// is cut out of it) and the heart reach 4.5 : 1 on the pill: the greys become the HIG's
    /// increased-contrast `systemGray` (#6C6C70 light, #AEAEB2 dark), the pink its increased-contrast
    /// `systemPink` (#D30F45 light, #FF6482 dark): 5.2–6.3 : 1 (before: 1.7 : 1 for the light disc,
    /// 3.3 : 1 for the light subtitle, 3.7 : 1 for the heart); the titles already reach it.
    static func colors(dark: Bool, increasesContrast: Bool = false) -> Palette {
        let base = seedColors(dark: dark)
        guard increasesContrast else { return base }
        let gray = HUDColor(hex: dark ? 0xAEAEB2 : 0x6C6C70)
        return Palette(
            background: base.background, shadow: base.shadow, title: base.title, subtitle: gray, closeDisc: gray,
            accent: HUDColor(hex: dark ? 0xFF6482 : 0xD30F45), placeholder: base.placeholder)
    }

    /// The seed's colours (normal contrast).
    private static func seedColors(dark: Bool) -> Palette {
        dark
            ? Palette(
                background: HUDColor(hex: 0x2C2C2E), shadow: HUDColor(white: 0, alpha: 0.4), title: HUDColor(hex: 0xF2F2F7),
                subtitle: HUDColor(hex: 0x98989F), closeDisc: HUDColor(hex: 0x636366), accent: HUDColor(hex: 0xFF375F),
                placeholder: HUDColor(hex: 0x3A3A3C))
            : Palette(
                background: .white, shadow: HUDColor(white: 0, alpha: 0.16), title: HUDColor(hex: 0x333333),
                subtitle: HUDColor(hex: 0x8E8E93), closeDisc: HUDColor(hex: 0xC7C7CC), accent: HUDColor(hex: 0xFF2D55),
                placeholder: HUDColor(hex: 0xE5E5EA))
    }
}
