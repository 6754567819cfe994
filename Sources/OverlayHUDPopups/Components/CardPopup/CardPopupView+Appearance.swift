@_spi(Layers) import OverlayHUDCore

// The card popup in the overlay's traits. Light: the configured colours (the original's white
// card, black title, blue text and grey lines). Dark: each default colour becomes the dark value of
// the system colour it stands for; colours the app set, the blue text and progress line, the
// button's gradient and the end logo stay.

/// The colours a card popup draws with in one look.
struct CardPopupColors {
    var card: HUDColor
    var title: HUDColor
    var text: HUDColor
    var placeholder: HUDColor
    var line: HUDColor
    var caption: HUDColor
    /// The action button's gradient (its title is white).
    var gradient: [HUDColor]
    /// The end logo's disc (its glyph is white).
    var endLogo: OptionPopupConfiguration.Icon
}

extension CardPopupConfiguration {
    /// The colours in `look`; in the dark look each default becomes a dark value:
    /// - the card's white (`systemBackground`): elevated `systemBackground`'s (#1C1C1E);
    /// - title, text and caption, black (UILabel's, `label`) and the `.compact` preset's white 0.15
    ///   (primary text): `label`'s (white);
    /// - placeholders, UITextField's pre-iOS 13 grey (blue 0.098 at 22 %) and the `.compact`
    ///   preset's white 0.65: `placeholderText`'s (#EBEBF5 at 30 %);
    /// - resting lines, the xib's white 2/3 (≈ `systemGray2`, #AEAEB2): `systemGray2`'s (#636366);
    ///   the `.compact` preset's white 0.85 (a separator): `opaqueSeparator`'s (#38383A).
    ///
    /// With Increase Contrast (`increasesContrast`) the default text and glyph colours reach 4.5 : 1
    /// (``increasedContrastCounterparts``); the titles and captions already do.
    func colors(in look: HUDInterfaceStyle, increasesContrast: Bool = false) -> CardPopupColors {
        let labels: KeyValuePairs<HUDColor, HUDColor> = [.black: .white, HUDColor(white: 0.15): .white]
        let increased = Self.increasedContrastCounterparts
        let defaultGradient = CardPopupConfiguration().gradientColors
        let shownGradient = gradientColors.count >= 2 ? gradientColors : defaultGradient
        let gradient = increasesContrast && shownGradient == defaultGradient ? Self.increasedContrastGradient : shownGradient
        let endLogo = increasesContrast && endLogo == CardPopupConfiguration().endLogo ? Self.increasedContrastEndLogo : endLogo
        return CardPopupColors(
            card: cardColor.resolved(
                for: look, counterparts: [.white: SystemColor.systemBackground.dark], increasesContrast: increasesContrast),
            title: titleColor.resolved(for: look, counterparts: labels, increasesContrast: increasesContrast),
            text: textColor.resolved(for: look, increasesContrast: increasesContrast, counterparts: labels, increased: increased),
            placeholder: placeholderColor.resolved(
                for: look, increasesContrast: increasesContrast,
                counterparts: [
                    HUDColor(red: 0, green: 0, blue: 0.0980392, alpha: 0.22): SystemColor.placeholderText.dark,
                    HUDColor(white: 0.65): SystemColor.placeholderText.dark,
                ], increased: increased),
            line: lineColor.resolved(
                for: look,
                counterparts: [
                    HUDColor(white: 2.0 / 3.0): SystemColor.systemGray2.dark,
                    HUDColor(white: 0.85): SystemColor.opaqueSeparator.dark,
                ], increasesContrast: increasesContrast),
            caption: endCaptionColor.resolved(for: look, counterparts: labels, increasesContrast: increasesContrast),
            gradient: gradient, endLogo: endLogo)
    }

    /// The default colours with Increase Contrast on, each 4.5 : 1 or more on the default card
    /// (white; #1C1C1E in the dark look):
    /// - the xib's blue text (29, 170, 209; 2.7 : 1 on white): a deeper teal blue, #0E7490 (5.4 : 1),
    ///   in the light look; the blue itself in the dark look (6.3 : 1 there);
    /// - placeholders, UITextField's old grey at 22 % and the `.compact` preset's white 0.65
    ///   (1.7 and 2.4 : 1 on white): the grey at 60 % and white 0.4 (5.6 and 5.7 : 1); in the dark
    ///   look `secondaryLabel`'s dark value (#EBEBF5 at 60 %, 6.0 : 1) instead of `placeholderText`'s
    ///   (at 30 %, 2.5 : 1).
    static var increasedContrastCounterparts: KeyValuePairs<HUDColor, IncreasedContrastColor> {
        let darkPlaceholder = SystemColor.secondaryLabel.dark
        return [
            HUDColor(red: 29 / 255, green: 170 / 255, blue: 209 / 255): IncreasedContrastColor(
                light: HUDColor(hex: 0x0E7490), dark: HUDColor(red: 29 / 255, green: 170 / 255, blue: 209 / 255)),
            HUDColor(red: 0, green: 0, blue: 0.0980392, alpha: 0.22): IncreasedContrastColor(
                light: HUDColor(red: 0, green: 0, blue: 0.0980392, alpha: 0.6), dark: darkPlaceholder),
            HUDColor(white: 0.65): IncreasedContrastColor(light: HUDColor(white: 0.4), dark: darkPlaceholder),
        ]
    }

    /// The default button gradient with Increase Contrast on: the seed's two blues deepened so its
    /// white title reaches 4.5 : 1 over the whole button (5.4 and 7.2 : 1; the seed's lighter
    /// blue: 2.1 : 1).
    static let increasedContrastGradient = [HUDColor(hex: 0x0E7490), HUDColor(hex: 0x0B5F77)]
    /// The default end logo with Increase Contrast on: the disc in the deeper blue, so its white
    /// check mark reaches 4.5 : 1 (5.4 : 1; the logo's blue: 2.9 : 1).
    static let increasedContrastEndLogo = OptionPopupConfiguration.Icon.circle(HUDColor(hex: 0x0E7490))

    /// The backdrop's colour in `look`: the default, DGPopUpViewController's light grey wash
    /// (245/255 at 80 %, ≈ `systemGray6`), becomes `systemGray6`'s dark value (#1C1C1E) at the
    /// same 80 % in the dark look; a static backdrop you chose stays; a dynamic one gives its value
    /// for `look`, with Increase Contrast when `increasesContrast`.
    func backdropColor(_ color: HUDColor, in look: HUDInterfaceStyle, increasesContrast: Bool) -> HUDColor {
        color.resolved(
            for: look,
            counterparts: [
                HUDColor(red: 245 / 255, green: 245 / 255, blue: 245 / 255, alpha: 0.8): SystemColor.systemGray6.dark.withAlpha(
                    0.8)
            ], increasesContrast: increasesContrast)
    }
}

extension CardPopupView {
    /// The look the card draws in: its configuration's ``CardPopupConfiguration/interfaceStyle``
    /// resolved against the overlay's.
    var look: HUDInterfaceStyle { configuration.interfaceStyle.resolved(against: traits.interfaceStyle) }
    /// The colours it draws with now.
    var colors: CardPopupColors { configuration.colors(in: look, increasesContrast: traits.increasesContrast) }

    /// Takes on the overlay's `traits`: colours and mirroring (``applyLook()``), and the fields'
    /// `texts` shown again in their colours and alignment.
    func adopt(_ traits: OverlayTraits, texts values: [String]) {
        self.traits = traits
        applyLook()
        for (i, field) in configuration.fields.prefix(texts.count).enumerated() where i < values.count {
            setText(values[i], isSecure: field.isSecure, placeholder: field.placeholder, at: i)
        }
    }

    /// Colours the card, title, lines and caption for the current look, and places the title and the
    /// fields' parts for the current layout direction.
    func applyLook() {
        let colors = self.colors
        card.backgroundColor = colors.card
        if case .text(var text) = title.content {
            text.color = colors.title
            text.alignment = traits.layoutDirection.natural(metrics.titleAlignment)
            title.content = .text(text)
        }
        for (i, field) in fields.enumerated() {
            field.firstLayer(named: "cardField.\(i).line")?.backgroundColor = colors.line
        }
        if let caption = logo.firstLayer(named: "cardEndLogo.caption"), case .text(var text) = caption.content {
            text.color = colors.caption
            caption.content = .text(text)
        }
        if case .gradient(var gradient) = button.content, gradient.colors != colors.gradient {
            gradient.colors = colors.gradient
            button.content = .gradient(gradient)
        }
        if let disc = logo.firstLayer(named: "cardEndLogo.disc") {
            let content = OptionPopupView.content(for: colors.endLogo, side: disc.bounds.width)
            if disc.content != content { disc.content = content }
        }
        mirror(for: traits.layoutDirection)
    }
}
