@_spi(Layers) import OverlayHUDCore

// A message's action button ("Undo"): a pill with its title in the card's text colour reversed
// (the card's colour on the text colour, so its contrast is the text's), semibold 15 pt growing as
// the subheadline style does, 12 pt from the text. It sits at the card's trailing edge, centred on
// the content, when it takes at most 40 % of the text column and the text size is not an
// accessibility one; otherwise it moves under the text (and the progress bar), flush with the text
// column's trailing edge, 8 pt below. Its touch area is the pill and 8 pt around it (44 pt tall for
// the 28 pt pill), inside the card's padding. Right to left it mirrors with the rest
// (``MessageView+Mirroring``): at the left edge.
extension MessageView {
    static let actionFont = HUDFont.system(size: 15, weight: .semibold, relativeTo: .subheadline)
    static let actionPadding = HUDEdgeInsets(top: 5, left: 12, bottom: 5, right: 12)
    static let actionMinimumHeight = 28.0
    /// The gap between the text and a button beside it.
    static let actionGap = 12.0
    /// The gap above a button under the text.
    static let actionGapBelow = 8.0
    /// How far the touch area reaches around the pill.
    static let actionHitOutset = 8.0
    /// The largest share of the text column a button beside the text may take.
    static let actionBesideShare = 0.4

    /// Whether a pill `width` wide goes beside the text (rather than under it) in a column `column` wide.
    static func actionFitsBeside(_ width: Double, column: Double, category: HUDContentSizeCategory) -> Bool {
        !category.isAccessibilityCategory && width <= column * actionBesideShare
    }

    /// The button's touch area (interactive, 8 pt around its pill), the pill and its title.
    struct ActionLayers {
        let button = HUDLayer(name: "messageAction")
        let pill = HUDLayer(name: "messageActionPill")
        let title = HUDLayer(name: "messageActionTitle")
    }

    /// The action button's touch area, made on first use.
    var action: HUDLayer { actionLayers.button }
    /// The action's pill, made on first use.
    var actionPill: HUDLayer { actionLayers.pill }
    /// The pill's title, made on first use.
    var actionTitle: HUDLayer { actionLayers.title }

    /// The button's layers, made (and nested) the first time they are needed.
    private var actionLayers: ActionLayers {
        if let made = madeActionLayers { return made }
        let made = ActionLayers()
        made.button.isInteractive = true
        made.button.addSublayer(made.pill)
        made.pill.addSublayer(made.title)
        madeActionLayers = made
        return made
    }

    /// Whether `layer` is the action button or one of its parts, while the message shows one.
    func isAction(_ layer: HUDLayer) -> Bool {
        guard let button = madeActionLayers?.button else { return false }
        return button.superlayer === card && (layer === button || layer.isDescendant(of: button))
    }

    /// Puts the action's title in its pill, at most `maxWidth` wide, and the button in the card;
    /// returns the pill's size — or, with no action (or an empty title), takes the button out and
    /// returns `nil`.
    func setActionPill(palette: MessagePalette, category: HUDContentSizeCategory, maxWidth: Double) -> HUDSize? {
        guard let text = configuration.action?.displayTitle, maxWidth > 0 else {
            madeActionLayers?.button.removeFromSuperlayer()
            return nil
        }
        if action.superlayer == nil { card.addSublayer(action) }
        let p = Self.actionPadding
        let content = Self.actionFont.textContent(
            text, at: category, color: palette.background, alignment: .center, truncation: .end)
        let measured = measure(content)
        let labelWidth = min(Self.clean(measured.width).rounded(.up), max(0, maxWidth - p.left - p.right))
        let labelHeight = Self.clean(measured.height).rounded(.up)
        actionTitle.content = .text(content)
        let pill = HUDSize(
            labelWidth + p.left + p.right, max(Self.actionMinimumHeight, labelHeight + p.top + p.bottom))
        actionPill.backgroundColor = palette.title
        actionPill.cornerRadius = pill.height / 2
        actionTitle.frame = HUDRect(p.left, (pill.height - labelHeight) / 2, labelWidth, labelHeight)
        return pill
    }

    /// Places the pill at `frame` (card coordinates), its touch area around it.
    func placeAction(_ frame: HUDRect) {
        let o = Self.actionHitOutset
        action.frame = HUDRect(frame.minX - o, frame.minY - o, frame.width + 2 * o, frame.height + 2 * o)
        actionPill.frame = HUDRect(o, o, frame.width, frame.height)
    }
}
