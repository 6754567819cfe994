@_spi(Layers) import OverlayHUDCore

/// The geometry a ``CardPopupConfiguration/Layout`` gives a card with a given width and field count
/// (card coordinates; a field's parts in its row's coordinates), and its fonts.
///
/// Above the default text size the texts grow (``TextHeights``): the title's box, the field rows
/// and the button get taller by what their text outgrows the layout's boxes, and the rows and
/// button below move down, so nothing is clipped; the card grows with them.
struct CardPopupMetrics {
    /// How tall the texts are at the reader's text size (measured by the host); a text no taller
    /// than its box leaves the layout as it is.
    struct TextHeights: Equatable {
        var title = 0.0
        var field = 0.0
        var button = 0.0
    }

    /// The layout's default fonts: the original's 17 pt title, 20 pt field text and 18 pt button,
    /// growing as the body, title 3 and body styles do; the compact card's bold 22 pt title and
    /// 16 pt field text and semibold button, growing as the title 2 and callout styles do.
    static func defaultFonts(_ layout: CardPopupConfiguration.Layout) -> (title: HUDFont, field: HUDFont, button: HUDFont) {
        switch layout {
        case .original:
            return (
                .system(size: 17, relativeTo: .body), .system(size: 20, relativeTo: .title3), .system(size: 18, relativeTo: .body)
            )
        case .compact:
            return (
                .system(size: 22, weight: .bold, relativeTo: .title2), .system(size: 16, relativeTo: .callout),
                .system(size: 16, weight: .semibold, relativeTo: .callout)
            )
        }
    }

    var cardSize: HUDSize
    var cornerRadius: Double
    var shadowOpacity: Double
    var shadowRadius: Double
    var shadowOffset: HUDSize
    var titleFrame: HUDRect
    var titleAlignment: HUDTextAlignment
    /// Frames of the field rows.
    var rowFrames: [HUDRect]
    /// Where a field's text sits in its row.
    var textFrame: HUDRect
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
    /// The end logo's bounds: a disc of `logoSize.width` with the caption under it.
    var logoSize: HUDSize
    var captionFrame: HUDRect
    var captionFontSize: Double

    init(_ layout: CardPopupConfiguration.Layout, width w: Double, fieldCount n: Int, text: TextHeights = TextHeights()) {
        func grow(_ height: Double, _ box: Double) -> Double { height.isFinite ? max(0, height.rounded(.up) - box) : 0 }
        switch layout {
        case .original:
            // DGPopUpView.m: 320 × 480, title (0, 20, 320, 40), rows (0, 80 + 80 i, 320, 60), the
            // 320 × 60 button at the bottom. DGPopUpViewTextView.xib: text (30, 14, 260, 30) at
            // 20 pt, base line (21, 49) 280 × 1, progress (20, 48) 1 × 3 that grows 280 times.
            let dt = grow(text.title, 40)
            let df = grow(text.field, 30)
            let button = 60 + grow(text.button, 60)
            let rowsTop = 80 + dt
            let pitch = 80 + df
            let height = max(480, rowsTop + pitch * Double(max(0, n - 1)) + 60 + df + 60 + button)
            cardSize = HUDSize(w, height)
            cornerRadius = 3
            shadowOpacity = 0.4
            shadowRadius = 3
            shadowOffset = HUDSize(0.2, 0.2)
            titleFrame = HUDRect(0, 20, w, 40 + dt)
            titleAlignment = .center
            rowFrames = (0..<n).map { HUDRect(0, rowsTop + pitch * Double($0), w, 60 + df) }
            textFrame = HUDRect(30, 14, max(0, w - 60), 30 + df)
            lineFrame = HUDRect(21, 49 + df, max(0, w - 40), 1)
            progressOrigin = HUDPoint(20, 48 + df)
            progressThickness = 3
            progressFullWidth = max(1, w - 40)
            buttonFrame = HUDRect(0, height - button, w, button)
            buttonCornerRadius = 0
            buttonTitleFrame = HUDRect(0, 0, w, button)
            // success_logo.png: 500 × 680 px at 2x, a 250 pt disc, the caption's capitals at y 278…298.
            logoSize = HUDSize(250, 340)
            captionFrame = HUDRect(0, 268, 250, 40)
            captionFontSize = 28
        case .compact:
            let inset = 24.0
            let fieldWidth = max(0, w - 2 * inset)
            let dt = grow(text.title, 30)
            let df = grow(text.field, 22)
            let db = grow(text.button, 22)
            cornerRadius = 16
            shadowOpacity = 0.12
            shadowRadius = 16
            shadowOffset = HUDSize(0, 6)
            titleFrame = HUDRect(inset, 28, fieldWidth, 30 + dt)
            titleAlignment = .left
            var y = 28.0 + 30 + dt + 16
            rowFrames = (0..<n).map { i in HUDRect(inset, y + Double(i) * (56 + df), fieldWidth, 44 + df) }
            y += Double(n) * (56 + df) + 16
            textFrame = HUDRect(0, 10, fieldWidth, 22 + df)
            lineFrame = HUDRect(0, 42 + df, fieldWidth, 1)
            progressOrigin = HUDPoint(0, 41.5 + df)
            progressThickness = 2
            progressFullWidth = max(1, w - 48)
            buttonFrame = HUDRect(inset, y, fieldWidth, 44 + db)
            buttonCornerRadius = (44 + db) / 2
            buttonTitleFrame = HUDRect(0, 11, fieldWidth, 22 + db)
            cardSize = HUDSize(w, y + 44 + db + 28)
            logoSize = HUDSize(120, 120)
            captionFrame = HUDRect(0, 120, 120, 0)
            captionFontSize = 0
        }
    }
}
