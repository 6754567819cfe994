@_spi(Layers) import OverlayHUDCore

extension OptionPopupConfiguration {
    /// Why an option popup could not be built (thrown at construction, never a trap).
    public enum ValidationError: Error, Hashable, Sendable {
        /// The option list is empty.
        case noOptions
        /// `columns` (or explicit `rows`) is below 1.
        case invalidGrid(columns: Int, rows: Int?)
        /// The explicit grid holds fewer cells than there are options.
        case gridTooSmall(cells: Int, options: Int)
        /// A spacing is negative, NaN or infinite.
        case invalidSpacing(Double)
    }
}
