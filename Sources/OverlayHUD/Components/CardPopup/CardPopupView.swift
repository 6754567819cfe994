/// The card popup's layers: a full-screen container holding the card and the end logo, placed
/// by ``CardPopupMetrics``.
///
/// Layer names: `cardPopup` (container), `card`, `cardTitle`, `cardField.<i>`,
/// `cardField.<i>.text`, `cardField.<i>.line`, `cardField.<i>.progress`, `cardButton`,
/// `cardButton.title`, `cardEndLogo`, `cardEndLogo.disc`, `cardEndLogo.glyph`, `cardEndLogo.caption`.
@MainActor
final class CardPopupView {
    static let maxFields = 8

    let container = HUDLayer(name: "cardPopup")
    let card = HUDLayer(name: "card")
    let title = HUDLayer(name: "cardTitle")
    let button = HUDLayer(name: "cardButton")
    let logo = HUDLayer(name: "cardEndLogo")
    private(set) var fields: [HUDLayer] = []
    private(set) var texts: [HUDLayer] = []
    private(set) var progressLines: [HUDLayer] = []
    let configuration: CardPopupConfiguration
    let metrics: CardPopupMetrics

    /// The width a progress line reaches when its field is focused (its base width is 1).
    var progressFullScale: Double { metrics.progressFullWidth }
    /// The size of a field's text.
    var fieldFontSize: Double { metrics.textFontSize }

    init(configuration c: CardPopupConfiguration) {
        configuration = c
        let shown = Array(c.fields.prefix(Self.maxFields))
        let m = CardPopupMetrics(c.layout, width: c.width, fieldCount: shown.count)
        metrics = m
        title.frame = m.titleFrame
        title.content = .text(
            TextContent(
                c.title, fontSize: m.titleFont.size, weight: m.titleFont.weight, color: c.titleColor,
                alignment: m.titleFont.alignment))
        card.addSublayer(title)
        for (i, field) in shown.enumerated() {
            let f = HUDLayer.make("cardField.\(i)", frame: m.rowFrames[i])
            f.isInteractive = true
            let text = HUDLayer(name: "cardField.\(i).text")
            text.frame = m.textFrame
            f.addSublayer(text)
            f.addSublayer(HUDLayer.make("cardField.\(i).line", frame: m.lineFrame, color: c.lineColor))
            let progress = HUDLayer(name: "cardField.\(i).progress")
            progress.anchorPoint = HUDPoint(0, 0.5)
            progress.bounds = HUDRect(0, 0, 1, m.progressThickness)
            progress.position = HUDPoint(m.progressOrigin.x, m.progressOrigin.y + m.progressThickness / 2)
            progress.backgroundColor = c.progressColor
            f.addSublayer(progress)
            card.addSublayer(f)
            fields.append(f)
            texts.append(text)
            progressLines.append(progress)
            setText(field.text, isSecure: field.isSecure, placeholder: field.placeholder, at: i)
        }
        button.frame = m.buttonFrame
        button.cornerRadius = m.buttonCornerRadius
        button.isInteractive = true
        let colors = c.gradientColors.count >= 2 ? c.gradientColors : CardPopupConfiguration().gradientColors
        let locations = c.gradientLocations.count == colors.count ? c.gradientLocations : nil
        button.content = .gradient(
            GradientContent(
                kind: .axial, colors: colors, locations: locations,
                startPoint: HUDPoint(0, 0), endPoint: HUDPoint(1, 0)))
        button.masksToBounds = true
        let buttonTitle = HUDLayer(name: "cardButton.title")
        buttonTitle.frame = m.buttonTitleFrame
        buttonTitle.content = .text(
            TextContent(c.actionTitle, fontSize: m.buttonFont.size, weight: m.buttonFont.weight, color: .white))
        button.addSublayer(buttonTitle)
        card.addSublayer(button)
        card.bounds = HUDRect(0, 0, m.cardSize.width, m.cardSize.height)
        card.backgroundColor = c.cardColor
        card.cornerRadius = m.cornerRadius
        card.isInteractive = true
        card.shadowOpacity = m.shadowOpacity
        card.shadowRadius = m.shadowRadius
        card.shadowOffset = m.shadowOffset
        buildLogo(c, m)
        container.addSublayer(card)
        container.addSublayer(logo)
        applyAccessibility()
    }

    /// A disc with the glyph in its middle half and the caption under it.
    private func buildLogo(_ c: CardPopupConfiguration, _ m: CardPopupMetrics) {
        let side = m.logoSize.width
        logo.bounds = HUDRect(0, 0, m.logoSize.width, m.logoSize.height)
        let disc = HUDLayer(name: "cardEndLogo.disc")
        disc.frame = HUDRect(0, 0, side, side)
        disc.content = OptionPopupView.content(for: c.endLogo, side: side)
        logo.addSublayer(disc)
        if c.endGlyph != .none {
            let glyph = HUDLayer(name: "cardEndLogo.glyph")
            glyph.frame = HUDRect(side / 4, side / 4, side / 2, side / 2)
            glyph.content = OptionPopupView.content(for: c.endGlyph, side: side / 2)
            logo.addSublayer(glyph)
        }
        if !c.endCaption.isEmpty, m.captionFontSize > 0 {
            let caption = HUDLayer(name: "cardEndLogo.caption")
            caption.frame = m.captionFrame
            caption.content = .text(TextContent(c.endCaption, fontSize: m.captionFontSize, color: c.endCaptionColor))
            logo.addSublayer(caption)
        }
        logo.isHidden = true
    }

    /// Shows `text` (bullets when secure) or the placeholder when empty.
    func setText(_ text: String, isSecure: Bool, placeholder: String, at i: Int) {
        guard i >= 0, i < texts.count else { return }
        let c = configuration
        if text.isEmpty {
            texts[i].content = .text(
                TextContent(placeholder, fontSize: fieldFontSize, color: c.placeholderColor, alignment: .left))
        } else {
            let shown = isSecure ? String(repeating: "•", count: text.count) : text
            texts[i].content = .text(TextContent(shown, fontSize: fieldFontSize, color: c.textColor, alignment: .left))
        }
        describeField(i, text: text, isSecure: isSecure)
    }

    /// Places the container over `bounds` and the card and logo at its centre.
    func layout(in bounds: HUDRect) {
        container.frame = bounds
        card.position = HUDPoint(bounds.width / 2, bounds.height / 2)
        logo.position = card.position
    }

    /// The field index `layer` belongs to, if any.
    func fieldIndex(of layer: HUDLayer) -> Int? {
        for (i, f) in fields.enumerated() where layer === f || layer.isDescendant(of: f) { return i }
        return nil
    }
}
