@_spi(Layers) import OverlayHUDCore

// The card right to left, as UIKit mirrors a view whose `semanticContentAttribute` follows the
// layout direction: the title and each field's text, resting line and progress line take their
// left-to-right frames mirrored in the card (or row), the texts align to the right (natural
// alignment), and a focused field's progress line grows from the right edge leftwards. The
// button, its gradient and the end logo are centred and stay as they are.
extension CardPopupView {
    /// Places the title and the fields' parts for `direction` (left to right: the layout's own frames).
    func mirror(for direction: HUDLayoutDirection) {
        let m = metrics
        let rightToLeft = direction == .rightToLeft
        title.frame = direction.mirror(m.titleFrame, inWidth: m.cardSize.width)
        for (i, field) in fields.enumerated() {
            let rowWidth = m.rowFrames[i].width
            texts[i].frame = direction.mirror(m.textFrame, inWidth: rowWidth)
            field.firstLayer(named: "cardField.\(i).line")?.frame = direction.mirror(m.lineFrame, inWidth: rowWidth)
            // The progress line grows from its anchor (its base width is 1, scaled in x): anchored
            // at its left end left to right, at its right end right to left.
            let line = progressLines[i]
            line.anchorPoint = HUDPoint(rightToLeft ? 1 : 0, 0.5)
            line.position = HUDPoint(
                rightToLeft ? rowWidth - m.progressOrigin.x : m.progressOrigin.x, m.progressOrigin.y + m.progressThickness / 2)
        }
    }
}
