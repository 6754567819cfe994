@_spi(Layers) import OverlayHUDCore

// The option popup in the overlay's traits. Light: the configured colours (the original's white
// panel and light-grey titles). Dark: each default colour becomes the dark value of the system
// colour it stands for; colours the app set stay. Right to left: the grid's columns run from the
// right, as a flow layout's do under `semanticContentAttribute` (each cell's frame is its
// left-to-right frame mirrored in the panel); a cell's icon and centred title are symmetric.

/// The colours an option popup draws with in one look.
struct OptionPopupColors {
    var panel: HUDColor
    var title: HUDColor
    var selectedTitle: HUDColor
}

extension OptionPopupConfiguration {
    /// The colours in `look`. The default panel (white, `systemBackground`) becomes elevated
    /// `systemBackground`'s dark value (#1C1C1E). The default titles: the original's light grey
    /// (`UIColor.lightGrayColor`, white 2/3, secondary text) becomes `secondaryLabel`'s dark value;
    /// the `.modern` preset's dark grey (white 0.2, primary text) `label`'s (white); its orange
    /// selection (`systemOrange`) `systemOrange`'s dark value.
    ///
    /// With Increase Contrast (`increasesContrast`) the default titles reach 4.5 : 1 on the panel:
    /// the light grey (2.3 : 1 on white) becomes UIKit's `darkGrayColor` (white 1/3, 7.5 : 1) and,
    /// in the dark look, `secondaryLabel`'s dark value at 80 % (9.6 : 1 on #1C1C1E; 6.0 : 1 at its
    /// 60 %); the orange selection (2.2 : 1 on white) becomes the HIG's increased-contrast orange,
    /// #C93400 (5.3 : 1), and #FFB340 in the dark look (9.5 : 1). The `.modern` preset's dark grey already reaches it (12.6 : 1).
    func colors(in look: HUDInterfaceStyle, increasesContrast: Bool = false) -> OptionPopupColors {
        let titles: KeyValuePairs<HUDColor, HUDColor> = [
            HUDColor(white: 2.0 / 3.0): SystemColor.secondaryLabel.dark,
            HUDColor(white: 0.2): SystemColor.label.dark,
            SystemColor.systemOrange.light: SystemColor.systemOrange.dark,
        ]
        let increased: KeyValuePairs<HUDColor, IncreasedContrastColor> = [
            HUDColor(white: 2.0 / 3.0): IncreasedContrastColor(
                light: HUDColor(white: 1.0 / 3.0), dark: SystemColor.secondaryLabel.dark.withAlpha(0.8)),
            SystemColor.systemOrange.light: IncreasedContrastColor(light: HUDColor(hex: 0xC93400), dark: HUDColor(hex: 0xFFB340)),
        ]
        func title(_ c: HUDColor) -> HUDColor {
            c.resolved(for: look, increasesContrast: increasesContrast, counterparts: titles, increased: increased)
        }
        return OptionPopupColors(
            panel: panelColor.resolved(
                for: look, counterparts: [.white: SystemColor.systemBackground.dark], increasesContrast: increasesContrast),
            title: title(titleColor), selectedTitle: title(selectedTitleColor ?? titleColor))
    }
}

extension OptionPopupView {
    /// The look the popup draws in: its configuration's ``OptionPopupConfiguration/interfaceStyle``
    /// resolved against the overlay's.
    var look: HUDInterfaceStyle { configuration.interfaceStyle.resolved(against: traits.interfaceStyle) }
    /// The colours it draws with now.
    var colors: OptionPopupColors { configuration.colors(in: look, increasesContrast: traits.increasesContrast) }

    /// Takes on the overlay's `traits`: colours the panel and every option (`selected` is the
    /// marked one); the mirrored grid follows at the next ``layout(screenWidth:)``.
    func adopt(_ traits: OverlayTraits, selected: Int?) {
        self.traits = traits
        panel.backgroundColor = colors.panel
        for (i, option) in configuration.options.enumerated() { apply(option, selected: i == selected, at: i) }
    }
}
