@_spi(Layers) import OverlayHUDCore

/// The option popup's layers: a rounded panel holding a grid of option cells (icon + title).
///
/// Layer names: `optionPanel`, `option.<i>`, `option.<i>.icon`, `option.<i>.title`.
@MainActor
final class OptionPopupView {
    let panel = HUDLayer(name: "optionPanel")
    private(set) var cells: [HUDLayer] = []
    private var icons: [HUDLayer] = []
    private var titles: [HUDLayer] = []
    let configuration: OptionPopupConfiguration
    /// The overlay's traits the popup shows in (set by `adopt(_:selected:)`).
    var traits = OverlayTraits()
    /// The reader's text size and the host's measurement, from the stage (``TextSizingPopup``);
    /// `nil` until then: the original's one-line titles at the default size.
    var textEnvironment: TextLayoutEnvironment?

    private let grid: (columns: Int, rows: Int)
    /// Whether each option shows selected.
    private var selection: [Bool] = []
    /// The titles' width (a cell's) and whether they wrap (above the default text size), from the last layout.
    private var titleWidth = 0.0
    private var titlesWrap = false
    /// The tallest a wrapped title may be, so that the panel stays on screen.
    private var titleMaxHeight = Double.infinity

    /// Builds the layers; `grid` comes from ``OptionPopupConfiguration/grid()``.
    init(configuration: OptionPopupConfiguration, grid: (columns: Int, rows: Int)) {
        self.configuration = configuration
        self.grid = grid
        let c = configuration
        panel.backgroundColor = colors.panel
        panel.cornerRadius = c.cornerRadius
        panel.isInteractive = true
        // The original's panel clips its options (masksToBounds) and has no shadow; a clipped
        // layer would clip its own shadow, so a panel with a shadow does not clip.
        panel.masksToBounds = !c.hasShadow
        if c.hasShadow {
            panel.shadowOpacity = 0.15
            panel.shadowRadius = 10
            panel.shadowOffset = HUDSize(0, 4)
        }
        for (i, option) in c.options.enumerated() {
            let cell = HUDLayer(name: "option.\(i)")
            cell.isInteractive = true
            let icon = HUDLayer(name: "option.\(i).icon")
            let title = HUDLayer(name: "option.\(i).title")
            cell.addSublayer(icon)
            cell.addSublayer(title)
            panel.addSublayer(cell)
            cells.append(cell)
            icons.append(icon)
            titles.append(title)
            selection.append(false)
            apply(option, selected: false, at: i)
        }
        layout(screenWidth: ScreenMetrics.iPhone.size.width)
    }

    /// Sizes the panel and places the cells for a screen `screenWidth` points wide. Above the
    /// default text size the titles wrap to two lines, a cap that grows with the text
    /// (``TextCap/lines(_:at:)``; shrinking, down to half their size, for a word wider than a cell
    /// or a title longer than its lines) and the cells grow taller to hold
    /// the tallest, the panel with them, never taller than `screenHeight` (titles then drop a
    /// line or shrink further).
    func layout(screenWidth: Double, screenHeight: Double = .infinity) {
        let c = configuration
        let n = c.options.count
        let columns = min(grid.columns, n)
        let rows = min(grid.rows, n)
        var item: HUDSize
        var panelSize: HUDSize
        var origin: HUDPoint
        switch c.layout {
        case .screenWidth:
            // SKPopView.m: popView 60 pt in from each side, 180 tall; item width
            // (width − 140) / optionsRow; item height 180 / (count / optionsLine), at least 60,
            // at most 180 / optionsLine (NSUInteger arithmetic); section insets (0, 10, 0, 10);
            // the collection view, itemHeight × optionsLine tall, centred on the panel.
            let width = max(0, screenWidth.isFinite ? screenWidth : 0)
            let lines = max(1, n / max(1, grid.rows))
            var height = (180 / lines) < 60 ? 60 : 180 / lines
            if Double(height) * Double(grid.rows) > 180 { height = 180 / max(1, grid.rows) }
            item = HUDSize(max(0, ((width - 140) / Double(max(1, grid.columns))).rounded(.towardZero)), Double(height))
            panelSize = HUDSize(max(0, width - 120), 180)
            origin = HUDPoint(10, ((180 - Double(height) * Double(min(grid.rows, n))) / 2).rounded(.towardZero))
        case .fitted:
            item = c.itemSize
            panelSize = HUDSize(
                c.contentInsets.left + c.contentInsets.right + Double(columns) * item.width
                    + Double(max(0, columns - 1)) * c.minimumColumnSpacing,
                c.contentInsets.top + c.contentInsets.bottom + Double(rows) * item.height
                    + Double(max(0, rows - 1)) * c.minimumLineSpacing)
            origin = HUDPoint(c.contentInsets.left, c.contentInsets.top)
        }
        let category = textEnvironment?.contentSizeCategory ?? .large
        // A fixed title font (opted out of Dynamic Type) keeps the original's layout.
        titlesWrap = textEnvironment != nil && category > .large && c.titleFont.isScaled
        // Grown titles keep 2 pt from their cell's sides, so neighbours' titles never touch.
        titleWidth = titlesWrap ? max(0, item.width - 4) : item.width
        // The seed's one-line title box; wrapped titles are as tall as the tallest of them.
        var titleHeight = c.titleFont.pointSize(at: category) + 6
        // Room above the icon and below the title in a grown cell.
        let pad = c.layout == .screenWidth ? 8.0 : 6.0
        let titleGap = c.layout == .screenWidth ? 5.0 : 6.0
        if titlesWrap {
            let rowsHeight = Double(rows) * (2 * pad + c.iconSize + titleGap) + Double(max(0, rows - 1)) * c.minimumLineSpacing
            let chrome = c.layout == .screenWidth ? 20 : c.contentInsets.top + c.contentInsets.bottom
            titleMaxHeight = screenHeight.isNaN ? .infinity : max(0, (screenHeight - chrome - rowsHeight) / Double(max(1, rows)))
            for i in titles.indices { setTitle(at: i) }
            titleHeight = titles.map(\.bounds.height).max() ?? 0
            let needed = 2 * pad + c.iconSize + titleGap + titleHeight
            if needed > item.height {
                let grown = needed - item.height
                item.height = needed
                panelSize.height += grown * Double(rows)
                if c.layout == .screenWidth {
                    // The original's grid is centred in its 180 pt panel: keep 10 pt above and below.
                    panelSize.height = max(180, Double(rows) * item.height + Double(max(0, rows - 1)) * c.minimumLineSpacing + 20)
                    origin.y =
                        (panelSize.height - Double(rows) * item.height - Double(max(0, rows - 1)) * c.minimumLineSpacing) / 2
                }
            }
        }
        panel.bounds = HUDRect(0, 0, panelSize.width, panelSize.height)
        for (i, cell) in cells.enumerated() {
            let col = i % max(1, columns)
            let row = i / max(1, columns)
            let frame = HUDRect(
                origin.x + Double(col) * (item.width + c.minimumColumnSpacing),
                origin.y + Double(row) * (item.height + c.minimumLineSpacing), item.width, item.height)
            cell.frame = traits.layoutDirection.mirror(frame, inWidth: panelSize.width)
            let iconTop: Double
            if titlesWrap {
                iconTop = (item.height - c.iconSize - titleGap - titleHeight) / 2
            } else if c.layout == .screenWidth {
                // SKPopViewCollectionViewCell.m: icon centre 10 pt above the cell's centre, title 5 pt below the icon.
                iconTop = item.height / 2 - 10 - c.iconSize / 2
            } else {
                iconTop = 6
            }
            icons[i].frame = HUDRect((item.width - c.iconSize) / 2, iconTop, c.iconSize, c.iconSize)
            if titlesWrap {
                titles[i].position = HUDPoint(item.width / 2, iconTop + c.iconSize + titleGap + titles[i].bounds.height / 2)
                titles[i].bounds.size.width = titleWidth
            } else {
                titles[i].frame = HUDRect(0, iconTop + c.iconSize + titleGap, item.width, titleHeight)
                setTitle(at: i)
            }
        }
    }

    /// Shows option `index` marked (selected icon and title colour) or plain.
    func setSelected(_ selected: Bool, at index: Int) {
        guard index >= 0, index < cells.count else { return }
        apply(configuration.options[index], selected: selected, at: index)
    }

    /// The index of the option cell `layer` belongs to, if any.
    func optionIndex(of layer: HUDLayer) -> Int? {
        for (i, cell) in cells.enumerated() where layer === cell || layer.isDescendant(of: cell) { return i }
        return nil
    }

    func apply(_ option: OptionPopupConfiguration.Option, selected: Bool, at i: Int) {
        let c = configuration
        let icon = selected ? (option.selectedArtwork ?? option.artwork) : option.artwork
        let tint = selected ? colors.selectedTitle : colors.title
        icons[i].content = Self.content(for: icon, side: c.iconSize, tint: tint)
        selection[i] = selected
        setTitle(at: i)
        describe(option, selected: selected, at: i)
    }

    /// Sets option `i`'s title at the reader's text size: one truncated line in the seed's box, or
    /// (above the default text size) up to two lines (more as the text grows) as wide as the cell, sized to fit them, its
    /// top kept where it was.
    private func setTitle(at i: Int) {
        let c = configuration
        let selected = selection[i]
        var font = c.titleFont
        if selected && c.boldsSelectedTitle { font.weight = .semibold }
        let colors = self.colors
        let color = selected ? colors.selectedTitle : colors.title
        let title = TextBlock.isBlank(c.options[i].title) ? "" : c.options[i].title
        let line = font.textContent(
            title, at: textEnvironment?.contentSizeCategory ?? .large, color: color, alignment: .center, truncation: .end)
        guard titlesWrap, let measure = textEnvironment?.measure else {
            for sublayer in titles[i].sublayers { sublayer.removeFromSuperlayer() }
            titles[i].content = .text(line)
            return
        }
        let block = TextBlock(
            line, maxWidth: titleWidth,
            numberOfLines: TextCap.lines(2, at: textEnvironment?.contentSizeCategory ?? .large),
            minimumScaleFactor: TextBlock.smallestScaleFactor,
            maxHeight: titleMaxHeight, measure: measure)
        let top = titles[i].frame.minY
        block.apply(to: titles[i])
        titles[i].bounds = HUDRect(0, 0, titleWidth, block.size.height)
        titles[i].position = HUDPoint(titles[i].position.x, top + block.size.height / 2)
        // A block narrower than the cell sits in its middle: its lines are centred in the title.
        for line in titles[i].sublayers { line.position.x = titleWidth / 2 }
    }

    /// The layer content that draws `icon` in a square of `side` points (a template picture in `tint`).
    static func content(for icon: OptionPopupConfiguration.Icon, side: Double, tint: HUDColor? = nil) -> LayerContent {
        switch icon {
        case .none: return .none
        case .image(let image): return .picture(ImageContent(image, tint: tint))
        case .shape(let path, let fill):
            return .shape(ShapeContent(path: path.applying(.scale(side, side)), fillColor: fill))
        }
    }
}
