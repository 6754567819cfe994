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

    private let grid: (columns: Int, rows: Int)

    /// Builds the layers; `grid` comes from ``OptionPopupConfiguration/grid()``.
    init(configuration: OptionPopupConfiguration, grid: (columns: Int, rows: Int)) {
        self.configuration = configuration
        self.grid = grid
        let c = configuration
        panel.backgroundColor = c.panelColor
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
            apply(option, selected: false, at: i)
        }
        layout(screenWidth: ScreenMetrics.iPhone.size.width)
    }

    /// Sizes the panel and places the cells for a screen `screenWidth` points wide.
    func layout(screenWidth: Double) {
        let c = configuration
        let n = c.options.count
        let columns = min(grid.columns, n)
        let rows = min(grid.rows, n)
        let item: HUDSize
        let panelSize: HUDSize
        let origin: HUDPoint
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
        panel.bounds = HUDRect(0, 0, panelSize.width, panelSize.height)
        for (i, cell) in cells.enumerated() {
            let col = i % max(1, columns)
            let row = i / max(1, columns)
            cell.frame = HUDRect(
                origin.x + Double(col) * (item.width + c.minimumColumnSpacing),
                origin.y + Double(row) * (item.height + c.minimumLineSpacing), item.width, item.height)
            let iconTop: Double
            let titleGap: Double
            switch c.layout {
            case .screenWidth:
                // SKPopViewCollectionViewCell.m: icon centre 10 pt above the cell's centre, title 5 pt below the icon.
                iconTop = item.height / 2 - 10 - c.iconSize / 2
                titleGap = 5
            case .fitted:
                iconTop = 6
                titleGap = 6
            }
            icons[i].frame = HUDRect((item.width - c.iconSize) / 2, iconTop, c.iconSize, c.iconSize)
            titles[i].frame = HUDRect(0, iconTop + c.iconSize + titleGap, item.width, c.titleFontSize + 6)
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

    private func apply(_ option: OptionPopupOption, selected: Bool, at i: Int) {
        let c = configuration
        let icon = selected ? (option.selectedIcon ?? option.icon) : option.icon
        icons[i].content = Self.content(for: icon, side: c.iconSize)
        let color = selected ? (c.selectedTitleColor ?? c.titleColor) : c.titleColor
        titles[i].content = .text(
            TextContent(
                option.title, fontSize: c.titleFontSize, weight: selected && c.boldsSelectedTitle ? .semibold : .regular,
                color: color, alignment: .center, truncation: .end))
        describe(option, selected: selected, at: i)
    }

    /// The layer content that draws `icon` in a square of `side` points.
    static func content(for icon: OptionPopupIcon, side: Double) -> LayerContent {
        switch icon {
        case .none: return .none
        case .bitmap(let b): return .image(b)
        case .shape(let path, let fill):
            return .shape(ShapeContent(path: path.applying(.scale(side, side)), fillColor: fill))
        }
    }
}
