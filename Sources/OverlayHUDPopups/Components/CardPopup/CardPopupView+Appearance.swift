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
    func colors(in look: HUDInterfaceStyle) -> CardPopupColors {
        let labels: KeyValuePairs<HUDColor, HUDColor> = [.black: .white, HUDColor(white: 0.15): .white]
        return CardPopupColors(
            card: cardColor.resolved(for: look, counterparts: [.white: SystemColor.systemBackground.dark]),
            title: titleColor.resolved(for: look, counterparts: labels),
            text: textColor.resolved(for: look, counterparts: labels),
            placeholder: placeholderColor.resolved(
                for: look,
                counterparts: [
                    HUDColor(red: 0, green: 0, blue: 0.0980392, alpha: 0.22): SystemColor.placeholderText.dark,
                    HUDColor(white: 0.65): SystemColor.placeholderText.dark,
                ]),
            line: lineColor.resolved(
                for: look,
                counterparts: [
                    HUDColor(white: 2.0 / 3.0): SystemColor.systemGray2.dark,
                    HUDColor(white: 0.85): SystemColor.opaqueSeparator.dark,
                ]),
            caption: endCaptionColor.resolved(for: look, counterparts: labels))
    }

    /// The backdrop's colour in `look`: the default, DGPopUpViewController's light grey wash
    /// (245/255 at 80 %, ≈ `systemGray6`), becomes `systemGray6`'s dark value (#1C1C1E) at the
    /// same 80 % in the dark look; a backdrop you chose stays.
    func backdropColor(_ color: HUDColor, in look: HUDInterfaceStyle) -> HUDColor {
        color.resolved(
            for: look,
            counterparts: [
                HUDColor(red: 245 / 255, green: 245 / 255, blue: 245 / 255, alpha: 0.8): SystemColor.systemGray6.dark.withAlpha(
                    0.8)
            ])
    }
}

extension CardPopupView {
    /// The look the card draws in: its configuration's ``CardPopupConfiguration/interfaceStyle``
    /// resolved against the overlay's.
    var look: HUDInterfaceStyle { configuration.interfaceStyle.resolved(against: traits.interfaceStyle) }
    /// The colours it draws with now.
    var colors: CardPopupColors { configuration.colors(in: look) }

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
        mirror(for: traits.layoutDirection)
    }
}
