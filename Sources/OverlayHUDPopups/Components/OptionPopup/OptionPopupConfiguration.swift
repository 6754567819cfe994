@_spi(Layers) import OverlayHUDCore

/// Everything an option popup shows and how it moves (SKChoosePopView's properties).
///
/// The defaults are the original's look; ``modern(options:columns:rows:)`` is the look OverlayHUD
/// had before. Each look keeps its own details (panel size and corners, shadow, icon size).
///
/// ```swift
/// var config = OptionPopupConfiguration(options: [
///     OptionPopupConfiguration.Option(title: "Photo", icon: .named("photo")),
///     OptionPopupConfiguration.Option(title: "Video", icon: .named("video")),
/// ])
/// config.animationType = .spring
/// config.direction = .bottom
/// try HUDCenter.shared.showOptionPopup(config) { index in print("chose", index) }
/// ```
/// Bad input: an empty option list, `columns`/`rows` below 1, an explicit grid smaller than the
/// option count, or a negative/NaN/infinite spacing throw ``OptionPopupConfiguration/ValidationError`` when the popup is
/// built. `animationDuration` NaN or ±∞ reads back as the default 0.5 s, negative as 0
/// (no entry animation) and above 10 s as 10 s.
public struct OptionPopupConfiguration: Sendable {
    /// Default ``animationDuration``.
    static let defaultAnimationDuration = 0.5
    /// The longest ``animationDuration`` (10 s); an entry never takes longer.
    static let maximumAnimationDuration = 10.0

    /// The options, in reading order (row by row).
    public var options: [Option]
    /// Options per row (the seed's `optionsRow`). Default 3.
    public var columns: Int = 3
    /// Number of rows (the seed's `optionsLine`); `nil` derives it from the option count.
    public var rows: Int?
    /// Minimum space between rows (the seed's `minLineSpacing`, default 0).
    public var minimumLineSpacing: Double = 0
    /// Minimum space between columns (the seed's `minRowSpacing`, default 0).
    public var minimumColumnSpacing: Double = 0
    /// How the panel and its cells are sized. Default ``OptionPopupConfiguration/Layout/screenWidth`` (the original's).
    package var layout = Layout.screenWidth
    /// The size of one option cell with ``OptionPopupConfiguration/Layout/fitted``. Default 80 × 90.
    package var itemSize: HUDSize {
        get { storedItemSize }
        set { storedItemSize = Self.sanitized(newValue, HUDSize(80, 90)) }
    }
    /// The side of an option's icon square. Default 25 (the original demo's 25 × 25 pt icons).
    /// Bad values (negative, NaN, infinite) read back as 25.
    package var iconSize: Double {
        get { storedIconSize }
        set { storedIconSize = newValue.isFinite && newValue >= 0 ? newValue : 25 }
    }
    /// Space between the panel's edge and the grid with ``OptionPopupConfiguration/Layout/fitted``. Default 20 all round.
    package var contentInsets = HUDEdgeInsets.all(20)
    /// The panel's fill. Default white.
    public var panelColor = HUDColor.white
    /// The panel's corner radius. Default 20 (SKPopView.m).
    package var cornerRadius = 20.0
    /// Whether the panel casts a soft shadow. Default false (the original's has none).
    package var hasShadow = false
    /// Title colour. Default light grey (UIKit's `lightGrayColor`, white 2/3).
    public var titleColor = HUDColor(white: 2.0 / 3.0)
    /// Title colour of the recorded selection (`nil`: same as ``titleColor``). Default `nil`.
    public var selectedTitleColor: HUDColor?
    /// Whether the recorded selection's title is semibold. Default false.
    package var boldsSelectedTitle = false
    /// The titles' font. Default the system font at 12 pt (SKPopViewCollectionViewCell.m), growing
    /// with Dynamic Type as the caption 1 style does (up to 43 pt). Above the default text size a
    /// title wraps to two lines (three at XXXL; at the accessibility sizes as many as the cell holds), shrinks (down to half its size) when a word is wider than its
    /// cell, and the cells and panel grow taller to hold it. A font `relativeTo: nil` keeps
    /// the original's size at every text size.
    public var titleFont = HUDFont.system(size: 12, relativeTo: .caption1)
    /// The titles' point size at the default text size (``titleFont``'s size; bad values read
    /// back as ``HUDFont`` documents).
    package var titleFontSize: Double {
        get { titleFont.size }
        set { titleFont.size = newValue }
    }
    /// The entry animation. Default ``OptionPopupConfiguration/AnimationType/spring``.
    public var animationType = AnimationType.spring
    /// Where the panel enters from. Default ``OptionPopupConfiguration/Direction/right`` (the original's first).
    public var direction = Direction.right
    /// A custom entry animation used instead of ``animationType`` and ``direction``. The length it
    /// returns counts as at most ``maximumAnimationDuration``.
    @_spi(Layers) public var customAnimation: OptionPopupCustomAnimation?
    /// Entry animation length in seconds (the seed's `animationDuration`). Default 0.5; clamped
    /// to 0…10 (NaN/±∞ → the default).
    public var animationDuration: Double {
        get { storedDuration }
        set {
            storedDuration =
                newValue.isNaN || newValue.isInfinite
                ? Self.defaultAnimationDuration : min(Self.maximumAnimationDuration, max(0, newValue))
        }
    }
    /// Whether entry and exit animate (the seed's `enableAnimation`). Default false, as the original's.
    public var isAnimated = false
    /// Whether the last choice stays marked on the next show of a popup with the same id
    /// (``PopupPresentation/id``; the seed's `enableRecord`). Default false. As the seed's record in
    /// `NSUserDefaults`, the choice survives relaunches on Apple platforms: it is kept in
    /// `UserDefaults.standard` under `"OverlayHUD.optionSelection.<id>"` (remove that key to forget
    /// it); elsewhere, in memory.
    public var recordsSelection = false
    /// Whether a tapped option pulses (scale 1 → 0.8 in 0.1 s). Default false.
    public var clickEffect = false
    /// Whether choosing an option also dismisses the popup. Default false: as in the seed, only a
    /// tap on the grey backdrop (or ``HUDCenter/hidePopups(_:)``) closes it.
    public var dismissesOnSelection = false
    /// The option marked as selected when first shown (out-of-range values are ignored).
    public var initialSelection: Int?
    /// Light or dark: the overlay's style (the default, ``HUDInterfaceStyleOverride/automatic``) or
    /// one you force. In the dark look the default colours (the original's and the `.modern`
    /// preset's) become their dark counterparts; colours you set stay as you set them.
    public var interfaceStyle: HUDInterfaceStyleOverride = .automatic
    /// Priority, id, backdrop, taps outside and yielding in the popup queue. Default: normal
    /// priority, no id, the seed's grey backdrop (white 0.3 at alpha 0.5) that dismisses on tap.
    /// The id also keys the center's selection record.
    public var presentation = PopupPresentation(backdrop: HUDColor(white: 0.3, alpha: 0.5))

    private var storedDuration = defaultAnimationDuration
    private var storedItemSize = HUDSize(80, 90)
    private var storedIconSize = 25.0

    /// Creates a configuration with the defaults above.
    public init(options: [Option], columns: Int = 3, rows: Int? = nil) {
        self.options = options
        self.columns = columns
        self.rows = rows
    }

    /// The look OverlayHUD had before it followed the original: a panel that hugs its grid of
    /// 80 × 90 cells with 20 pt insets, corner radius 14, a soft shadow, 13 pt dark-grey titles,
    /// 44 pt icons, an orange semibold selection, rising from the bottom with the spring, the
    /// selection record and the click effect on.
    public static func modern(options: [Option], columns: Int = 3, rows: Int? = nil) -> OptionPopupConfiguration {
        var c = OptionPopupConfiguration(options: options, columns: columns, rows: rows)
        c.layout = .fitted
        c.iconSize = 44
        c.cornerRadius = 14
        c.hasShadow = true
        c.titleColor = HUDColor(white: 0.2)
        c.selectedTitleColor = HUDColor(hex: 0xFF9500)
        c.boldsSelectedTitle = true
        c.titleFontSize = 13
        c.direction = .bottom
        c.isAnimated = true
        c.recordsSelection = true
        c.clickEffect = true
        return c
    }

    /// The grid the options are laid out in (as configured; the panel lays out at most as many
    /// columns and rows as there are options, so a huge grid cannot make a huge panel).
    /// - Throws: ``OptionPopupConfiguration/ValidationError`` for an empty list, a grid below 1×1 or too small, or bad spacing.
    func grid() throws -> (columns: Int, rows: Int) {
        guard !options.isEmpty else { throw ValidationError.noOptions }
        guard columns >= 1, (rows ?? 1) >= 1 else { throw ValidationError.invalidGrid(columns: columns, rows: rows) }
        for s in [minimumLineSpacing, minimumColumnSpacing] where !(s.isFinite && s >= 0) {
            throw ValidationError.invalidSpacing(s)
        }
        if let rows {
            let (cells, overflow) = columns.multipliedReportingOverflow(by: rows)
            if !overflow && cells < options.count { throw ValidationError.gridTooSmall(cells: cells, options: options.count) }
            return (columns, rows)
        }
        let n = options.count
        return (columns, n / columns + (n % columns == 0 ? 0 : 1))
    }

    private static func sanitized(_ s: HUDSize, _ fallback: HUDSize) -> HUDSize {
        s.width.isFinite && s.height.isFinite && s.width >= 0 && s.height >= 0 ? s : fallback
    }
}
