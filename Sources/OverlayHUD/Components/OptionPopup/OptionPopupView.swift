/// The option popup's layers: a rounded panel holding a grid of option cells (icon + title).
///
/// Layer names: `optionPanel`, `option.<i>`, `option.<i>.icon`, `option.<i>.title`.
@MainActor
final class OptionPopupView {
    let panel = Layer(name: "optionPanel")
    private(set) var cells: [Layer] = []
    private var icons: [Layer] = []
    private var titles: [Layer] = []
    let configuration: OptionPopupConfiguration

    /// Builds the layers; `grid` comes from ``OptionPopupConfiguration/grid()``.
    init(configuration: OptionPopupConfiguration, grid: (columns: Int, rows: Int)) {
        self.configuration = configuration
        let c = configuration
        let n = c.options.count
        let columns = min(grid.columns, n)
        let rows = min(grid.rows, n)
        let item = c.itemSize
        let width = c.contentInsets.left + c.contentInsets.right + Double(columns) * item.width
            + Double(max(0, columns - 1)) * c.minimumColumnSpacing
        let height = c.contentInsets.top + c.contentInsets.bottom + Double(rows) * item.height
            + Double(max(0, rows - 1)) * c.minimumLineSpacing
        panel.bounds = Rect(0, 0, width, height)
        panel.backgroundColor = c.panelColor
        panel.cornerRadius = c.cornerRadius
        panel.isInteractive = true
        panel.shadowOpacity = 0.15
        panel.shadowRadius = 10
        panel.shadowOffset = Size(0, 4)
        for (i, option) in c.options.enumerated() {
            let col = i % max(1, columns), row = i / max(1, columns)
            let cell = Layer.make("option.\(i)", frame: Rect(
                c.contentInsets.left + Double(col) * (item.width + c.minimumColumnSpacing),
                c.contentInsets.top + Double(row) * (item.height + c.minimumLineSpacing),
                item.width, item.height))
            cell.isInteractive = true
            let icon = Layer(name: "option.\(i).icon")
            icon.frame = Rect((item.width - c.iconSize) / 2, 6, c.iconSize, c.iconSize)
            let title = Layer(name: "option.\(i).title")
            title.frame = Rect(0, 6 + c.iconSize + 6, item.width, c.titleFontSize + 6)
            cell.addSublayer(icon)
            cell.addSublayer(title)
            panel.addSublayer(cell)
            cells.append(cell)
            icons.append(icon)
            titles.append(title)
            apply(option, selected: false, at: i)
        }
    }

    /// Shows option `index` marked (selected icon and title colour) or plain.
    func setSelected(_ selected: Bool, at index: Int) {
        guard index >= 0, index < cells.count else { return }
        apply(configuration.options[index], selected: selected, at: index)
    }

    /// The index of the option cell `layer` belongs to, if any.
    func optionIndex(of layer: Layer) -> Int? {
        for (i, cell) in cells.enumerated() where layer === cell || layer.isDescendant(of: cell) { return i }
        return nil
    }

    private func apply(_ option: OptionPopupOption, selected: Bool, at i: Int) {
        let c = configuration
        let icon = selected ? (option.selectedIcon ?? option.icon) : option.icon
        icons[i].content = Self.content(for: icon, side: c.iconSize)
        let color = selected ? (c.selectedTitleColor ?? c.titleColor) : c.titleColor
        titles[i].content = .text(TextContent(option.title, fontSize: c.titleFontSize, weight: selected ? .semibold : .regular,
                                              color: color, alignment: .center, truncation: .end))
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
