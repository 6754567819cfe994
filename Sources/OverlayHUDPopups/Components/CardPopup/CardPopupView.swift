@_spi(Layers) import OverlayHUDCore

/// The card popup's layers: a full-screen container holding the card and the end logo, placed
/// by ``CardPopupMetrics``. The card's title, fields and button lie in its content layer, which
/// scrolls them (its bounds' origin) when the card is taller than the screen
/// (CardPopupView+Scrolling.swift).
///
/// Layer names: `cardPopup` (container), `card`, `cardContent`, `cardTitle`, `cardField.<i>`,
/// `cardField.<i>.text`, `cardField.<i>.line`, `cardField.<i>.progress`, `cardButton`,
/// `cardButton.title`, `cardEndLogo`, `cardEndLogo.disc`, `cardEndLogo.glyph`, `cardEndLogo.caption`.
@MainActor
final class CardPopupView {
    static let maxFields = 8

    let container = HUDLayer(name: "cardPopup")
    let card = HUDLayer(name: "card")
    /// The card's scrolling content: as large as the card, its bounds' origin the scroll offset.
    let content = HUDLayer(name: "cardContent")
    let title = HUDLayer(name: "cardTitle")
    let button = HUDLayer(name: "cardButton")
    let logo = HUDLayer(name: "cardEndLogo")
    private(set) var fields: [HUDLayer] = []
    private(set) var texts: [HUDLayer] = []
    private(set) var progressLines: [HUDLayer] = []
    let buttonTitle = HUDLayer(name: "cardButton.title")
    private(set) var lines: [HUDLayer] = []
    let configuration: CardPopupConfiguration
    private(set) var metrics: CardPopupMetrics
    /// The reader's text size the texts are set in (the stage's, ``TextSizingPopup``).
    private(set) var contentSizeCategory = HUDContentSizeCategory.large
    /// The title, field and button fonts: the configuration's, or the layout's.
    let fonts: (title: HUDFont, field: HUDFont, button: HUDFont)
    private var measure: ((TextContent) -> HUDSize)?
    /// What each field shows: its text (bullets when secure) or its placeholder.
    private var fieldTexts: [(text: String, isSecure: Bool, placeholder: String)] = []
    /// The overlay's traits the card shows in (set by `adopt(_:texts:)`).
    var traits = OverlayTraits()
    /// The reader's text size the next layout sets the texts in (`setTextEnvironment(_:)`).
    private(set) var pendingCategory = HUDContentSizeCategory.large
    /// The screen's safe-area insets at the last `setTextEnvironment(_:)`.
    private(set) var safeAreaInsets = HUDEdgeInsets.zero
    /// Whether the card sits in a bottom sheet, which keeps it clear of the safe area and the
    /// screen's edges: its room is then all of its bounds.
    var isInSheet = false
    /// How far the content is scrolled up (0: its top shows), within `0…maximumScrollOffset`.
    var scrollOffset = 0.0
    /// The height of the card on screen: the content's, or less when it scrolls.
    var viewportHeight = 0.0
    /// The tallest the title gets (the screen's room: a card that scrolls shows it whole).
    private var titleMaxHeight = Double.infinity

    /// The width a progress line reaches when its field is focused (its base width is 1).
    var progressFullScale: Double { metrics.progressFullWidth }
    /// The size of a field's text at the reader's text size.
    var fieldFontSize: Double { fonts.field.pointSize(at: contentSizeCategory) }

    init(configuration c: CardPopupConfiguration) {
        configuration = c
        let shown = Array(c.fields.prefix(Self.maxFields))
        let m = CardPopupMetrics(c.layout, width: c.width, fieldCount: shown.count)
        metrics = m
        let defaults = CardPopupMetrics.defaultFonts(c.layout)
        fonts = (c.titleFont ?? defaults.title, c.fieldFont ?? defaults.field, c.buttonFont ?? defaults.button)
        card.addSublayer(content)
        content.addSublayer(title)
        for (i, field) in shown.enumerated() {
            let f = HUDLayer(name: "cardField.\(i)")
            f.isInteractive = true
            let text = HUDLayer(name: "cardField.\(i).text")
            f.addSublayer(text)
            let line = HUDLayer(name: "cardField.\(i).line")
            line.backgroundColor = c.lineColor
            f.addSublayer(line)
            let progress = HUDLayer(name: "cardField.\(i).progress")
            progress.anchorPoint = HUDPoint(0, 0.5)
            progress.backgroundColor = c.progressColor
            f.addSublayer(progress)
            content.addSublayer(f)
            fields.append(f)
            texts.append(text)
            lines.append(line)
            progressLines.append(progress)
            fieldTexts.append((field.text, field.isSecure, field.placeholder))
        }
        button.isInteractive = true
        let colors = c.gradientColors.count >= 2 ? c.gradientColors : CardPopupConfiguration().gradientColors
        let locations = c.gradientLocations.count == colors.count ? c.gradientLocations : nil
        button.content = .gradient(
            GradientContent(
                kind: .axial, colors: colors, locations: locations,
                startPoint: HUDPoint(0, 0), endPoint: HUDPoint(1, 0)))
        button.masksToBounds = true
        button.addSublayer(buttonTitle)
        content.addSublayer(button)
        card.backgroundColor = c.cardColor
        card.isInteractive = true
        apply(m)
        buildLogo(c, m)
        container.addSublayer(card)
        container.addSublayer(logo)
        applyLook()
        applyAccessibility()
    }

    /// Sets the texts at the reader's text size and places everything as `m` says.
    private func apply(_ m: CardPopupMetrics) {
        metrics = m
        let c = configuration
        let colors = self.colors
        let category = contentSizeCategory
        title.frame = m.titleFrame
        let titleLine = fonts.title.textContent(
            c.title, at: category, color: colors.title, alignment: traits.layoutDirection.natural(m.titleAlignment))
        if category > .large, let measure {
            // Larger text: the title wraps to two lines (more as it grows) in its (grown) box,
            // centred vertically.
            let block = TextBlock(
                titleLine, maxWidth: m.titleFrame.width, numberOfLines: TextCap.lines(2, at: category),
                maxHeight: titleMaxHeight, measure: measure)
            block.apply(to: title)
            for (i, line) in title.sublayers.enumerated() {
                line.bounds.size.width = m.titleFrame.width
                line.position = HUDPoint(
                    m.titleFrame.width / 2, (m.titleFrame.height - block.size.height) / 2 + block.lineHeight * (Double(i) + 0.5))
            }
        } else {
            for sublayer in title.sublayers { sublayer.removeFromSuperlayer() }
            title.content = .text(titleLine)
        }
        for i in fields.indices {
            fields[i].frame = m.rowFrames[i]
            texts[i].frame = m.textFrame
            lines[i].frame = m.lineFrame
            let progress = progressLines[i]
            progress.bounds = HUDRect(0, 0, 1, m.progressThickness)
            progress.position = HUDPoint(m.progressOrigin.x, m.progressOrigin.y + m.progressThickness / 2)
            let shown = fieldTexts[i]
            setText(shown.text, isSecure: shown.isSecure, placeholder: shown.placeholder, at: i)
        }
        button.frame = m.buttonFrame
        button.cornerRadius = m.buttonCornerRadius
        buttonTitle.frame = m.buttonTitleFrame
        buttonTitle.content = .text(fonts.button.textContent(c.actionTitle, at: category, color: .white))
        card.bounds = HUDRect(0, 0, m.cardSize.width, m.cardSize.height)
        viewportHeight = m.cardSize.height
        content.frame = card.bounds
        card.cornerRadius = m.cornerRadius
        card.shadowOpacity = m.shadowOpacity
        card.shadowRadius = m.shadowRadius
        card.shadowOffset = m.shadowOffset
        applyLook()
    }

    /// Takes the reader's text size, the host's measurement and the safe area for the next
    /// ``layout(in:)``.
    func setTextEnvironment(_ environment: TextLayoutEnvironment) {
        measure = environment.measure
        pendingCategory = environment.contentSizeCategory
        safeAreaInsets = environment.safeAreaInsets
    }

    /// Sets the texts for the reader's text size at `width`, measured as the host draws them:
    /// above the default size the title, rows and button grow to hold them
    /// (``CardPopupMetrics/TextHeights``).
    private func setTexts(at category: HUDContentSizeCategory, width: Double, titleMaxHeight: Double) {
        guard category != contentSizeCategory || category > .large || width != metrics.cardSize.width else { return }
        contentSizeCategory = category
        self.titleMaxHeight = titleMaxHeight
        var heights = CardPopupMetrics.TextHeights()
        if category > .large, let measure {
            let c = configuration
            let probe = CardPopupMetrics(c.layout, width: width, fieldCount: fields.count)
            let titleLine = fonts.title.textContent(c.title, at: category)
            heights.title =
                TextBlock(
                    titleLine, maxWidth: probe.titleFrame.width, numberOfLines: TextCap.lines(2, at: category),
                    maxHeight: titleMaxHeight, measure: measure
                ).size.height
            heights.field = measure(fonts.field.textContent("Xg", at: category)).height
            heights.button = measure(fonts.button.textContent(c.actionTitle.isEmpty ? "Xg" : c.actionTitle, at: category)).height
        }
        apply(CardPopupMetrics(configuration.layout, width: width, fieldCount: fields.count, text: heights))
    }

    /// A disc with the glyph in its middle half and the caption under it.
    private func buildLogo(_ c: CardPopupConfiguration, _ m: CardPopupMetrics) {
        let side = m.logoSize.width
        logo.bounds = HUDRect(0, 0, m.logoSize.width, m.logoSize.height)
        let disc = HUDLayer(name: "cardEndLogo.disc")
        disc.frame = HUDRect(0, 0, side, side)
        disc.content = OptionPopupView.content(for: c.endLogo, side: side, tint: c.endCaptionColor)
        logo.addSublayer(disc)
        if c.endGlyph != .none {
            let glyph = HUDLayer(name: "cardEndLogo.glyph")
            glyph.frame = HUDRect(side / 4, side / 4, side / 2, side / 2)
            glyph.content = OptionPopupView.content(for: c.endGlyph, side: side / 2, tint: c.endCaptionColor)
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

    /// Shows `text` (bullets when secure) or the placeholder when empty, at the reader's text size.
    func setText(_ text: String, isSecure: Bool, placeholder: String, at i: Int) {
        guard i >= 0, i < texts.count else { return }
        fieldTexts[i] = (text, isSecure, placeholder)
        let colors = self.colors
        let alignment = traits.layoutDirection.natural(.left)
        let category = contentSizeCategory
        if text.isEmpty {
            texts[i].content = .text(
                fonts.field.textContent(placeholder, at: category, color: colors.placeholder, alignment: alignment))
        } else {
            let shown = isSecure ? String(repeating: "•", count: text.count) : text
            texts[i].content = .text(fonts.field.textContent(shown, at: category, color: colors.text, alignment: alignment))
        }
        describeField(i, text: text, isSecure: isSecure)
    }

    /// Places the container over `bounds`, sets the texts for the reader's text size at the card's
    /// width there (``cardWidth(in:)``), and the card and logo at its centre; a card taller than
    /// the room scrolls (``placeViewport(in:)``).
    func layout(in bounds: HUDRect) {
        container.frame = bounds
        // The title may be as tall as the screen's room (the card then scrolls to the rest).
        setTexts(at: pendingCategory, width: cardWidth(in: bounds), titleMaxHeight: max(40, room(in: bounds).height))
        placeViewport(in: bounds)
        logo.position = card.position
    }

    /// The field index `layer` belongs to, if any.
    func fieldIndex(of layer: HUDLayer) -> Int? {
        for (i, f) in fields.enumerated() where layer === f || layer.isDescendant(of: f) { return i }
        return nil
    }
}
