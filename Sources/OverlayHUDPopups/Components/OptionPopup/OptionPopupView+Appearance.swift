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
    func colors(in look: HUDInterfaceStyle) -> OptionPopupColors {
        let titles: KeyValuePairs<HUDColor, HUDColor> = [
            HUDColor(white: 2.0 / 3.0): SystemColor.secondaryLabel.dark,
            HUDColor(white: 0.2): SystemColor.label.dark,
            SystemColor.systemOrange.light: SystemColor.systemOrange.dark,
        ]
        return OptionPopupColors(
            panel: panelColor.resolved(for: look, counterparts: [.white: SystemColor.systemBackground.dark]),
            title: titleColor.resolved(for: look, counterparts: titles),
            selectedTitle: (selectedTitleColor ?? titleColor).resolved(for: look, counterparts: titles))
    }
}

extension OptionPopupView {
    /// The look the popup draws in: its configuration's ``OptionPopupConfiguration/interfaceStyle``
    /// resolved against the overlay's.
    var look: HUDInterfaceStyle { configuration.interfaceStyle.resolved(against: traits.interfaceStyle) }
    /// The colours it draws with now.
    var colors: OptionPopupColors { configuration.colors(in: look) }

    /// Takes on the overlay's `traits`: colours the panel and every option (`selected` is the
    /// marked one); the mirrored grid follows at the next ``layout(screenWidth:)``.
    func adopt(_ traits: OverlayTraits, selected: Int?) {
        self.traits = traits
        panel.backgroundColor = colors.panel
        for (i, option) in configuration.options.enumerated() { apply(option, selected: i == selected, at: i) }
    }
}
