@_spi(Layers) import OverlayHUDCore

extension OptionPopupConfiguration {
    /// Where the center keeps option popups' selection records (``OptionPopupConfiguration/recordsSelection``),
    /// one per popup id, so that a choice survives a relaunch as SKChoosePopView's did in
    /// `NSUserDefaults`.
    ///
    /// The center's default keeps records in `UserDefaults` on Apple platforms
    /// (`OptionPopupConfiguration.UserDefaultsSelectionStore`) and in memory elsewhere; tests and
    /// `OverlayTestCenter` give a center one in memory (``HUDCenter/optionSelectionStore``).
    ///
    /// ```swift
    /// HUDCenter.shared.optionSelectionStore = OptionPopupConfiguration.InMemorySelectionStore()  // forget on relaunch
    /// ```
    @MainActor
    package protocol SelectionStore: AnyObject {
        /// The recorded choice for popup `id`, if any.
        func selection(forID id: String) -> Int?
        /// Records `index` as the choice for popup `id`.
        func setSelection(_ index: Int, forID id: String)
    }

    /// Records kept in memory for as long as the store lives (share one instance between centers to
    /// share records).
    @MainActor
    package final class InMemorySelectionStore: SelectionStore {
        private var records: [String: Int] = [:]

        /// Creates an empty store.
        package init() {}

        /// The recorded choice for `id`.
        package func selection(forID id: String) -> Int? { records[id] }

        /// Records `index` for `id`.
        package func setSelection(_ index: Int, forID id: String) { records[id] = index }
    }
}
