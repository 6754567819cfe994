/// The card popup's layers: a full-screen container holding the card and the end logo, placed
/// by ``CardPopupMetrics``.
///
/// Layer names: `cardPopup` (container), `card`, `cardTitle`, `cardField.<i>`,
/// `cardField.<i>.text`, `cardField.<i>.line`, `cardField.<i>.progress`, `cardButton`,
/// `cardButton.title`, `cardEndLogo`, `cardEndLogo.disc`, `cardEndLogo.glyph`, `cardEndLogo.caption`.
@MainActor
final class CardPopupView {
    static let maxFields = 8

    let container = Layer(name: "cardPopup")
    let card = Layer(name: "card")
    let title = Layer(name: "cardTitle")
    let button = Layer(name: "cardButton")
    let logo = Layer(name: "cardEndLogo")
    private(set) var fields: [Layer] = []
    private(set) var texts: [Layer] = []
    private(set) var progressLines: [Layer] = []
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
            let f = Layer.make("cardField.\(i)", frame: m.rowFrames[i])
            f.isInteractive = true
            let text = Layer(name: "cardField.\(i).text")
            text.frame = m.textFrame
            f.addSublayer(text)
            f.addSublayer(Layer.make("cardField.\(i).line", frame: m.lineFrame, color: c.lineColor))
            let progress = Layer(name: "cardField.\(i).progress")
            progress.anchorPoint = Point(0, 0.5)
            progress.bounds = Rect(0, 0, 1, m.progressThickness)
            progress.position = Point(m.progressOrigin.x, m.progressOrigin.y + m.progressThickness / 2)
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
                startPoint: Point(0, 0), endPoint: Point(1, 0)))
        button.masksToBounds = true
        let buttonTitle = Layer(name: "cardButton.title")
        buttonTitle.frame = m.buttonTitleFrame
        buttonTitle.content = .text(
            TextContent(c.actionTitle, fontSize: m.buttonFont.size, weight: m.buttonFont.weight, color: .white))
        button.addSublayer(buttonTitle)
        card.addSublayer(button)
        card.bounds = Rect(0, 0, m.cardSize.width, m.cardSize.height)
        card.backgroundColor = c.cardColor
        card.cornerRadius = m.cornerRadius
        card.isInteractive = true
        card.shadowOpacity = m.shadowOpacity
        card.shadowRadius = m.shadowRadius
        card.shadowOffset = m.shadowOffset
        buildLogo(c, m)
        container.addSublayer(card)
        container.addSublayer(logo)
    }

    /// A disc with the glyph in its middle half and the caption under it.
    private func buildLogo(_ c: CardPopupConfiguration, _ m: CardPopupMetrics) {
        let side = m.logoSize.width
        logo.bounds = Rect(0, 0, m.logoSize.width, m.logoSize.height)
        let disc = Layer(name: "cardEndLogo.disc")
        disc.frame = Rect(0, 0, side, side)
        disc.content = OptionPopupView.content(for: c.endLogo, side: side)
        logo.addSublayer(disc)
        if c.endGlyph != .none {
            let glyph = Layer(name: "cardEndLogo.glyph")
            glyph.frame = Rect(side / 4, side / 4, side / 2, side / 2)
            glyph.content = OptionPopupView.content(for: c.endGlyph, side: side / 2)
            logo.addSublayer(glyph)
        }
        if !c.endCaption.isEmpty, m.captionFontSize > 0 {
            let caption = Layer(name: "cardEndLogo.caption")
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
    }

    /// Places the container over `bounds` and the card and logo at its centre.
    func layout(in bounds: Rect) {
        container.frame = bounds
        card.position = Point(bounds.width / 2, bounds.height / 2)
        logo.position = card.position
    }

    /// The field index `layer` belongs to, if any.
    func fieldIndex(of layer: Layer) -> Int? {
        for (i, f) in fields.enumerated() where layer === f || layer.isDescendant(of: f) { return i }
        return nil
    }
}
