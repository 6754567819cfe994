import Foundation
@_spi(Layers) import OverlayHUDCore

/// The layers of one message and their layout: a rounded card (interactive, carrying the
/// VoiceOver label) with a 24 pt icon at its leading edge and the title and body beside it.
///
/// `card` (its position is the message's place) ⊃ `messageIcon`, `messageTitle`, `messageBody`;
/// a text of several lines holds one sublayer per line (`line0`, `line1`, …), as the waiting HUD's
/// labels do, so every host draws each line in the font it was measured with.
///
/// Metrics: padding 12 pt above and below, 14 pt at the sides; icon 24 pt, 12 pt from the text;
/// title semibold 15 pt (at most 2 lines), body regular 14 pt (at most 6 lines; both caps grow
/// with the text above the default text size, ``TextCap/lines(_:at:)``), 2 pt apart;
/// corner radius 12 pt (cards) or 16 pt (toasts); shadow black 18 %, offset (0, 4), radius 10.
/// The texts are set in the message's fonts at the reader's text size (``MessageConfiguration/titleFont``),
/// so the card grows taller with them; right to left the layout mirrors (``MessageView+Mirroring``).
@MainActor
final class MessageView: NotificationView {
    static let padding = HUDEdgeInsets(top: 12, left: 14, bottom: 12, right: 14)
    static let iconSize = 24.0
    static let iconGap = 12.0
    static let lineGap = 2.0
    static let cardRadius = 12.0
    static let toastRadius = 16.0
    static let shadowOpacity = 0.18

    let card = HUDLayer(name: "message")
    /// The card: what the stack places, drags and removes.
    var surface: HUDLayer { card }
    /// The slot of the app's own view the message shows, if any.
    var contentSlot: HUDContentSlotID? { configuration.contentSlot }
    let icon = HUDLayer(name: "messageIcon")
    let title = HUDLayer(name: "messageTitle")
    let body = HUDLayer(name: "messageBody")
    /// The action button's layers, made the first time the message has an action and in the card
    /// while it has one (``MessageView+Action``); most messages never make them.
    var madeActionLayers: ActionLayers?
    /// The progress bar's layers, made the first time the message has a progress and in the card
    /// while it has one (``MessageView+Activity``).
    var madeProgressLayers: ProgressLayers?
    /// The slot of the app's own view, when the message shows one (``MessageView+ContentSlot``).
    let content = HUDLayer(name: "messageContent")
    /// The size the stack gave the view in the message's slot (clamped from its measurement).
    var contentSize = HUDSize(ContentSlotSizing.minimumSide, ContentSlotSizing.minimumSide)
    private(set) var configuration: MessageConfiguration
    var eventElement: HUDEvent.Element { configuration.eventElement }
    var lifecycle: HUDEventHandler? { configuration.lifecycle }
    /// The title and body as drawn (``MessageConfiguration/displayTexts``).
    private(set) var texts: (title: String, body: String)
    /// What VoiceOver reads and announces, in the overlay's language (``MessageConfiguration/accessibilityText``
    /// with the theme's name localised).
    private(set) var accessibilityLabel: HUDAccessibilityText
    /// The card's size after the last layout (set by layout only).
    var size = HUDSize.zero
    let measure: (TextContent) -> HUDSize

    init(configuration: MessageConfiguration, measure: @escaping (TextContent) -> HUDSize) {
        self.configuration = configuration
        texts = configuration.displayTexts
        accessibilityLabel = configuration.accessibilityLabel(displaying: texts)
        self.measure = measure
        card.isInteractive = true
        card.shadowColor = .black
        card.shadowOpacity = Self.shadowOpacity
        card.shadowOffset = HUDSize(0, 4)
        card.shadowRadius = 10
        card.addSublayer(icon)
        card.addSublayer(title)
        card.addSublayer(body)
        applyAccessibility()
    }

    /// The card's UI-test identifier: `OverlayHUD.message.<id>` for a message with an id,
    /// `OverlayHUD.message` without one.
    var identifier: String { configuration.id.map { "OverlayHUD.message." + $0 } ?? "OverlayHUD.message" }

    /// Replaces what the message says and how it looks (a refresh); call ``layout(dark:increasesContrast:width:hugging:category:)`` next.
    func update(_ configuration: MessageConfiguration) {
        self.configuration = configuration
        texts = configuration.displayTexts
        accessibilityLabel = configuration.accessibilityLabel(displaying: texts)
        applyAccessibility()
    }

    /// The card is a button read by ``accessibilityLabel`` (with its progress as its value, "40
    /// percent"); when a tap dismisses it, the two-finger escape does too while VoiceOver's focus
    /// is on it (and nothing modal shows). The action is a button read by its title.
    private func applyAccessibility() {
        let progress = configuration.clampedProgress
        card.accessibility = HUDAccessibility(
            label: accessibilityLabel, value: progress.map { .builtIn(.percent($0)) },
            traits: progress == nil ? .button : [.button, .updatesFrequently],
            performsEscape: configuration.dismissesOnTap, identifier: identifier)
        let actionAccessibility = configuration.action?.displayTitle.map {
            HUDAccessibility(label: HUDAccessibilityText($0), traits: .button, identifier: identifier + ".action")
        }
        if let actionAccessibility {
            action.accessibility = actionAccessibility
        } else {
            madeActionLayers?.button.accessibility = nil
        }
    }

    /// Colours the message for the appearance (and contrast) and lays it out `width` points wide — or, when
    /// `hugging`, as wide as its text needs up to `width` — with its texts at the text size
    /// `category`, no taller than `maxHeight` (the texts then take fewer lines, the last ending in
    /// "…"). Returns the card's size.
    @discardableResult
    func layout(
        dark: Bool, increasesContrast: Bool = false, width: Double, hugging: Bool,
        category: HUDContentSizeCategory = .large, maxHeight: Double = .infinity
    ) -> HUDSize {
        if let slot = configuration.contentSlot { return layoutContent(slot) }
        leaveContent()
        let palette = configuration.theme.palette(dark: dark, increasesContrast: increasesContrast)
        card.backgroundColor = palette.background
        card.borderColor = palette.border ?? .clear
        card.borderWidth = palette.border == nil ? 0 : 1
        card.cornerRadius = hugging ? Self.toastRadius : Self.cardRadius
        let p = Self.padding
        let side = Self.iconSide(for: configuration.titleFont, at: category)
        let hasIcon = drawIcon(configuration.resolvedIcon, color: palette.icon, scale: side / Self.iconSize)
        let textX = p.left + (hasIcon ? side + Self.iconGap : 0)
        let titleFormat = TextStyle(font: configuration.titleFont, category: category, color: palette.title)
        let bodyFormat = TextStyle(font: configuration.bodyFont, category: category, color: palette.body)
        let outer = max(0, width.isFinite ? width : 0)
        let column = max(0, outer - textX - p.right)
        let pill = setActionPill(palette: palette, category: category, maxWidth: column)
        let beside = pill.map { Self.actionFitsBeside($0.width, column: column, category: category) } ?? false
        var maxText = beside ? max(0, column - (pill?.width ?? 0) - Self.actionGap) : column
        // What else the text column holds: a progress bar at least 160 pt wide in a toast, an action under the text.
        let columnMinimum = max(
            configuration.clampedProgress == nil ? 0 : Self.progressMinimumWidth, beside ? 0 : pill?.width ?? 0)
        if hugging {
            // As wide as the longest text on one line (explicit line breaks count), within the limit.
            let natural = max(
                naturalWidth(texts.title, titleFormat, within: maxText), naturalWidth(texts.body, bodyFormat, within: maxText))
            maxText = min(maxText, max(natural, columnMinimum))
        }
        // The line caps grow with the text; the card stays within `maxHeight` (the screen's).
        let room = maxHeight.isNaN ? .infinity : max(0, maxHeight - p.top - p.bottom)
        let titleSize = setText(
            title, texts.title, titleFormat, maxWidth: maxText,
            lines: TextCap.lines(MessageConfiguration.maximumTitleLines, at: category), maxHeight: room)
        let bodySize = setText(
            body, texts.body, bodyFormat, maxWidth: maxText,
            lines: TextCap.lines(MessageConfiguration.maximumBodyLines, at: category),
            maxHeight: room - titleSize.height - Self.lineGap)
        let gap = titleSize.height > 0 && bodySize.height > 0 ? Self.lineGap : 0
        let textHeight = titleSize.height + gap + bodySize.height
        let textWidth = hugging ? min(maxText, max(titleSize.width, bodySize.width, columnMinimum)) : maxText
        // Under the text: the progress bar, then an action that does not fit beside it.
        var columnHeight = textHeight
        var progressY: Double?
        if configuration.clampedProgress != nil {
            progressY = columnHeight + (columnHeight > 0 ? Self.progressGap : 0)
            columnHeight = (progressY ?? 0) + Self.progressHeight
        }
        var actionY: Double?
        if let pill, !beside {
            actionY = columnHeight + (columnHeight > 0 ? Self.actionGapBelow : 0)
            columnHeight = (actionY ?? 0) + pill.height
        }
        let contentHeight = max(hasIcon ? side : 0, columnHeight, beside ? pill?.height ?? 0 : 0)
        let besideWidth = beside ? Self.actionGap + (pill?.width ?? 0) : 0
        let cardWidth =
            hugging ? min(outer, textX + max(titleSize.width, bodySize.width, textWidth) + besideWidth + p.right) : outer
        size = HUDSize(cardWidth, p.top + contentHeight + p.bottom)
        card.bounds = HUDRect(origin: .zero, size: size)
        // Short text is centred on the icon; taller text starts at the top, beside it.
        let textY = p.top + (contentHeight - columnHeight) / 2
        title.frame = HUDRect(textX, textY, titleSize.width, titleSize.height)
        body.frame = HUDRect(textX, textY + titleSize.height + gap, bodySize.width, bodySize.height)
        icon.frame = HUDRect(
            p.left, p.top + (columnHeight > side ? 0 : (contentHeight - side) / 2), side, side)
        layoutProgress(palette: palette, frame: progressY.map { HUDRect(textX, textY + $0, textWidth, Self.progressHeight) })
        if let pill {
            let origin =
                beside
                ? HUDPoint(cardWidth - p.right - pill.width, p.top + (contentHeight - pill.height) / 2)
                : HUDPoint(textX + textWidth - pill.width, textY + (actionY ?? 0))
            placeAction(HUDRect(origin: origin, size: pill))
        }
        return size
    }

    // MARK: Parts

    /// The font, text size and colour of one text.
    struct TextStyle {
        let font: HUDFont
        let category: HUDContentSizeCategory
        let color: HUDColor

        func content(_ s: String) -> TextContent {
            font.textContent(s, at: category, color: color, alignment: .left, truncation: .end)
        }
    }

    /// The icon's side at `category`: 24 pt up to the default text size; above it, growing as the
    /// title does (as a symbol image set beside the text would), up to twice that.
    static func iconSide(for titleFont: HUDFont, at category: HUDContentSizeCategory) -> Double {
        guard category > .large else { return iconSize }
        return iconSize * min(2, max(1, titleFont.pointSize(at: category) / titleFont.size))
    }

    /// Draws `kind` in the icon layer, its 24 pt drawing scaled by `scale`; returns whether there is an icon.
    private func drawIcon(_ kind: MessageConfiguration.Icon, color: HUDColor, scale: Double) -> Bool {
        func shape(_ path: HUDPath) -> LayerContent {
            let scaled = scale == 1 ? path : path.applying(.scale(scale, scale))
            return .shape(ShapeContent(path: scaled, fillColor: color, fillRule: .evenOdd))
        }
        switch kind {
        case .none:
            icon.content = .none
            icon.isHidden = true
            return false
        case .image(let image):
            icon.content = .picture(ImageContent(image, tint: color))
        case .glyph(let path):
            icon.content =
                MessageGlyphs.isFinite(path) ? shape(path) : .none
        case .activity:
            icon.content = activityContent(color: color, scale: scale)
        }
        icon.isHidden = false
        return true
    }

    /// The width `text` needs with no wrapping (its widest explicit line), where it is at most
    /// twice `limit`: a wider line is measured only for what it can show (wider than twice).
    private func naturalWidth(_ text: String, _ style: TextStyle, within limit: Double) -> Double {
        guard !text.isEmpty else { return 0 }
        var widest = 0.0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            widest = max(widest, Self.clean(shownPart(String(line), style, maxWidth: limit, average: nil).size.width))
        }
        return ceil(widest)
    }

    /// ``TextWrapping/shownPart(of:maxWidth:averageCharacterWidth:measure:)`` of `text` in `style`;
    /// with no `average` known, half an em a character (so a text of a line or two is measured once).
    func shownPart(
        _ text: String, _ style: TextStyle, maxWidth: Double, average: Double?
    ) -> (text: String, size: HUDSize) {
        let guess = average ?? style.font.pointSize(at: style.category) / 2
        return TextWrapping.shownPart(of: text, maxWidth: maxWidth, averageCharacterWidth: guess) { measure(style.content($0)) }
    }

    /// Fills `layer` with `text` wrapped to `maxWidth` in at most `lines` lines, and no more than
    /// fit `maxHeight` (one line always shows); returns its size. A text of several lines keeps
    /// the line layers `layer` holds (``HUDLayer/reuseLines(_:_:)``).
    private func setText(
        _ layer: HUDLayer, _ text: String, _ style: TextStyle, maxWidth: Double, lines: Int, maxHeight: Double
    ) -> HUDSize {
        guard !text.isEmpty, maxWidth > 0 else {
            layer.reuseLines(0) { _, _ in }
            layer.content = .none
            layer.isHidden = true
            return .zero
        }
        layer.isHidden = false
        // Most messages are one short line: measure the text once before wrapping (a long one only
        // for what a line can show: wider than twice the width).
        let first = shownPart(text, style, maxWidth: maxWidth, average: nil)
        let firstWidth = Self.clean(first.size.width)
        let lineHeight = ceil(Self.clean(first.size.height))
        if firstWidth <= maxWidth && !text.containsUTF8(10) {
            layer.reuseLines(0) { _, _ in }
            layer.content = .text(style.content(text))
            return HUDSize(min(ceil(firstWidth), maxWidth), lineHeight)
        }
        let average = firstWidth / Double(max(1, first.text.unicodeScalarCount))
        var lines = lines
        if lineHeight > 0, maxHeight < Double(Int.max / 2) * lineHeight {
            let fit = max(1, Int(max(0, maxHeight) / lineHeight))
            lines = lines == 0 ? fit : min(lines, fit)
        }
        let wrapped = TextWrapping.measuredLines(
            of: text, in: style.content(text), maxWidth: maxWidth, numberOfLines: lines, averageCharacterWidth: average,
            measure: measure)
        // A last line taking the rest of the text is measured for what it can show: a long one is
        // drawn truncated to the full width, from a prefix that draws as the whole rest.
        func shown(_ line: TextWrapping.Line) -> (text: String, width: Double) {
            guard line.width == nil else { return (line.text, min(ceil(line.width ?? 0), maxWidth)) }
            let part = shownPart(line.text, style, maxWidth: maxWidth, average: average)
            return (part.text, min(ceil(Self.clean(part.size.width)), maxWidth))
        }
        if wrapped.count == 1 {
            let line = shown(wrapped[0])
            layer.reuseLines(0) { _, _ in }
            layer.content = .text(style.content(line.text))
            return HUDSize(line.width, lineHeight)
        }
        layer.content = .none
        var widest = 0.0
        layer.reuseLines(wrapped.count) { i, l in
            let line = shown(wrapped[i])
            widest = max(widest, line.width)
            l.frame = HUDRect(0, lineHeight * Double(i), line.width, lineHeight)
            l.content = .text(style.content(line.text))
        }
        return HUDSize(widest, lineHeight * Double(wrapped.count))
    }

    /// A measured length made safe: non-finite or negative → 0.
    static func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
}
