@_spi(Layers) import OverlayHUDCore

extension OptionPopupConfiguration {
    /// How an option popup sizes its panel and cells.
    package enum Layout: Hashable, Sendable {
        /// The original's (SKPopView.m): the panel is the screen's width less 120 (60 pt each side)
        /// by 180 pt; a cell is (screen width − 140) / columns wide and 180 / (options / rows) tall,
        /// at least 60 and at most 180 / rows (whole points, as the original's integers); the grid
        /// sits 10 pt in from the panel's sides and is centred vertically.
        case screenWidth
        /// The panel hugs its grid: ``OptionPopupConfiguration/itemSize`` cells inside
        /// ``OptionPopupConfiguration/contentInsets``.
        case fitted
    }
}
