/// How a card popup places its title, fields, button and end logo.
public enum CardPopupLayout: Hashable, Sendable {
    /// DGPopUpView's fixed frames (the default): a 320 × 480 card (wider with
    /// ``CardPopupConfiguration/width``, taller past three fields), a centred 17 pt title, 60 pt
    /// field rows every 80 pt from y 80 with 20 pt text, and a flush, full-width 60 pt NEXT bar
    /// along the bottom.
    case original
    /// The compact card OverlayHUD had before it followed the original: the card hugs its
    /// content, a left-aligned bold title, 44 pt fields, a rounded button inset from the edges.
    case compact
}

/// The geometry a ``CardPopupLayout`` gives a card with a given width and field count
/// (card coordinates; a field's parts in its row's coordinates).
struct CardPopupMetrics {
    var cardSize: HUDSize
    var cornerRadius: Double
    var shadowOpacity: Double
    var shadowRadius: Double
    var shadowOffset: HUDSize
    var titleFrame: HUDRect
    var titleFont: (size: Double, weight: FontWeight, alignment: HUDTextAlignment)
    /// Frames of the field rows.
    var rowFrames: [HUDRect]
    /// Where a field's text sits in its row.
    var textFrame: HUDRect
    var textFontSize: Double
    /// The resting underline in its row.
    var lineFrame: HUDRect
    /// The progress line's left end (its base width is 1) and thickness, in its row.
    var progressOrigin: HUDPoint
    var progressThickness: Double
    /// The width a focused field's progress line grows to.
    var progressFullWidth: Double
    var buttonFrame: HUDRect
    var buttonCornerRadius: Double
    var buttonTitleFrame: HUDRect
    var buttonFont: (size: Double, weight: FontWeight)
    /// The end logo's bounds: a disc of `logoSize.width` with the caption under it.
    var logoSize: HUDSize
    var captionFrame: HUDRect
    var captionFontSize: Double

    init(_ layout: CardPopupLayout, width w: Double, fieldCount n: Int) {
        switch layout {
        case .original:
            // DGPopUpView.m: 320 × 480, title (0, 20, 320, 40), rows (0, 80 + 80 i, 320, 60), the
            // 320 × 60 button at the bottom. DGPopUpViewTextView.xib: text (30, 14, 260, 30) at
            // 20 pt, base line (21, 49) 280 × 1, progress (20, 48) 1 × 3 that grows 280 times.
            let height = max(480, 80 + 80 * Double(max(0, n - 1)) + 60 + 120)
            cardSize = HUDSize(w, height)
            cornerRadius = 3
            shadowOpacity = 0.4
            shadowRadius = 3
            shadowOffset = HUDSize(0.2, 0.2)
            titleFrame = HUDRect(0, 20, w, 40)
            titleFont = (17, .regular, .center)
            rowFrames = (0..<n).map { HUDRect(0, 80 + 80 * Double($0), w, 60) }
            textFrame = HUDRect(30, 14, max(0, w - 60), 30)
            textFontSize = 20
            lineFrame = HUDRect(21, 49, max(0, w - 40), 1)
            progressOrigin = HUDPoint(20, 48)
            progressThickness = 3
            progressFullWidth = max(1, w - 40)
            buttonFrame = HUDRect(0, height - 60, w, 60)
            buttonCornerRadius = 0
            buttonTitleFrame = HUDRect(0, 0, w, 60)
            buttonFont = (18, .regular)
            // success_logo.png: 500 × 680 px at 2x, a 250 pt disc, the caption's capitals at y 278…298.
            logoSize = HUDSize(250, 340)
            captionFrame = HUDRect(0, 268, 250, 40)
            captionFontSize = 28
        case .compact:
            let inset = 24.0
            let fieldWidth = max(0, w - 2 * inset)
            cornerRadius = 16
            shadowOpacity = 0.12
            shadowRadius = 16
            shadowOffset = HUDSize(0, 6)
            titleFrame = HUDRect(inset, 28, fieldWidth, 30)
            titleFont = (22, .bold, .left)
            var y = 28.0 + 30 + 16
            rowFrames = (0..<n).map { i in HUDRect(inset, y + Double(i) * 56, fieldWidth, 44) }
            y += Double(n) * 56 + 16
            textFrame = HUDRect(0, 10, fieldWidth, 22)
            textFontSize = 16
            lineFrame = HUDRect(0, 42, fieldWidth, 1)
            progressOrigin = HUDPoint(0, 41.5)
            progressThickness = 2
            progressFullWidth = max(1, w - 48)
            buttonFrame = HUDRect(inset, y, fieldWidth, 44)
            buttonCornerRadius = 22
            buttonTitleFrame = HUDRect(0, 11, fieldWidth, 22)
            buttonFont = (16, .semibold)
            cardSize = HUDSize(w, y + 44 + 28)
            logoSize = HUDSize(120, 120)
            captionFrame = HUDRect(0, 120, 120, 0)
            captionFontSize = 0
        }
    }
}
