/// The card popup's layers: a full-screen container holding the card and the end logo.
///
/// Layer names: `cardPopup` (container), `card`, `cardTitle`, `cardField.<i>`,
/// `cardField.<i>.text`, `cardField.<i>.line`, `cardField.<i>.progress`, `cardButton`,
/// `cardButton.title`, `cardEndLogo`.
@MainActor
final class CardPopupView {
    static let maxFields = 8
    static let fieldHeight = 44.0
    static let logoSide = 120.0
    /// The size of a field's text.
    static let fieldFontSize = 16.0

    let container = Layer(name: "cardPopup")
    let card = Layer(name: "card")
    let title = Layer(name: "cardTitle")
    let button = Layer(name: "cardButton")
    let logo = Layer(name: "cardEndLogo")
    private(set) var fields: [Layer] = []
    private(set) var texts: [Layer] = []
    private(set) var progressLines: [Layer] = []
    let configuration: CardPopupConfiguration

    /// The width a progress line reaches when its field is focused (its base width is 1).
    var progressFullScale: Double { max(1, configuration.width - 48) }

    init(configuration c: CardPopupConfiguration) {
        configuration = c
        let w = c.width, inset = 24.0, fieldWidth = max(0, w - 2 * inset)
        var y = 28.0
        title.frame = Rect(inset, y, fieldWidth, 30)
        title.content = .text(TextContent(c.title, fontSize: 22, weight: .bold, color: c.textColor, alignment: .left))
        card.addSublayer(title)
        y += 30 + 16
        for (i, field) in c.fields.prefix(Self.maxFields).enumerated() {
            let f = Layer.make("cardField.\(i)", frame: Rect(inset, y, fieldWidth, Self.fieldHeight))
            f.isInteractive = true
            let text = Layer(name: "cardField.\(i).text")
            text.frame = Rect(0, 10, fieldWidth, 22)
            f.addSublayer(text)
            let line = Layer.make("cardField.\(i).line", frame: Rect(0, Self.fieldHeight - 2, fieldWidth, 1), color: c.lineColor)
            f.addSublayer(line)
            let progress = Layer(name: "cardField.\(i).progress")
            progress.anchorPoint = Point(0, 0.5)
            progress.bounds = Rect(0, 0, 1, 2)
            progress.position = Point(0, Self.fieldHeight - 1.5)
            progress.backgroundColor = c.progressColor
            f.addSublayer(progress)
            card.addSublayer(f)
            fields.append(f)
            texts.append(text)
            progressLines.append(progress)
            setText(field.text, isSecure: field.isSecure, placeholder: field.placeholder, at: i)
            y += Self.fieldHeight + 12
        }
        y += 16
        button.frame = Rect(inset, y, fieldWidth, 44)
        button.cornerRadius = 22
        button.isInteractive = true
        let colors = c.gradientColors.count >= 2 ? c.gradientColors : CardPopupConfiguration().gradientColors
        let locations = c.gradientLocations.count == colors.count ? c.gradientLocations : nil
        button.content = .gradient(GradientContent(kind: .axial, colors: colors, locations: locations,
                                                   startPoint: Point(0, 0), endPoint: Point(1, 0)))
        button.masksToBounds = true
        let buttonTitle = Layer(name: "cardButton.title")
        buttonTitle.frame = Rect(0, 11, fieldWidth, 22)
        buttonTitle.content = .text(TextContent(c.actionTitle, fontSize: 16, weight: .semibold, color: .white))
        button.addSublayer(buttonTitle)
        card.addSublayer(button)
        y += 44 + 28
        card.bounds = Rect(0, 0, w, y)
        card.backgroundColor = c.cardColor
        card.cornerRadius = 16
        card.isInteractive = true
        card.shadowOpacity = 0.12
        card.shadowRadius = 16
        card.shadowOffset = Size(0, 6)
        logo.bounds = Rect(0, 0, Self.logoSide, Self.logoSide)
        logo.content = OptionPopupView.content(for: c.endLogo, side: Self.logoSide)
        logo.isHidden = true
        container.addSublayer(card)
        container.addSublayer(logo)
    }

    /// Shows `text` (bullets when secure) or the placeholder when empty.
    func setText(_ text: String, isSecure: Bool, placeholder: String, at i: Int) {
        guard i >= 0, i < texts.count else { return }
        let c = configuration
        if text.isEmpty {
            texts[i].content = .text(TextContent(placeholder, fontSize: Self.fieldFontSize, color: c.placeholderColor, alignment: .left))
        } else {
            let shown = isSecure ? String(repeating: "•", count: text.count) : text
            texts[i].content = .text(TextContent(shown, fontSize: Self.fieldFontSize, color: c.textColor, alignment: .left))
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
