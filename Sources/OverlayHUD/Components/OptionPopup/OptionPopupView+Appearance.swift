// The option popup in the overlay's traits. Light: the configured colours (the original's white
// panel and light-grey titles). Dark: each default colour becomes the dark value of the system
// colour it stands for; colours the app set stay. Right to left: the grid's columns run from the
// right, as a flow layout's do under `semanticContentAttribute` (each cell's frame is its
// left-to-right frame mirrored in the panel); a cell's icon and centred title are symmetric.

/// The colours an option popup draws with in one look.
struct OptionPopupColors: Hashable, Sendable {
    var panel: HUDColor
    var title: HUDColor
    var selectedTitle: HUDColor
}

extension OptionPopupConfiguration {
    /// The default panel colour (white: `systemBackground`) and its dark counterpart (elevated
    /// `systemBackground`, #1C1C1E).
    static let darkPanelCounterparts: [HUDColor: HUDColor] = [.white: SystemColor.systemBackground.dark]
    /// The default title colours and their dark counterparts: the original's light grey
    /// (`UIColor.lightGrayColor`, white 2/3, secondary text) → `secondaryLabel`'s dark value; the
    /// `.modern` preset's dark grey (white 0.2, primary text) → `label`'s dark value (white); its
    /// orange selection (`systemOrange`) → `systemOrange`'s dark value.
    static let darkTitleCounterparts: [HUDColor: HUDColor] = [
        HUDColor(white: 2.0 / 3.0): SystemColor.secondaryLabel.dark,
        HUDColor(white: 0.2): SystemColor.label.dark,
        SystemColor.systemOrange.light: SystemColor.systemOrange.dark,
    ]

    /// The colours in `look`.
    func colors(in look: HUDInterfaceStyle) -> OptionPopupColors {
        let titles = Self.darkTitleCounterparts
        return OptionPopupColors(
            panel: panelColor.resolved(for: look, counterparts: Self.darkPanelCounterparts),
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
