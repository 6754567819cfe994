@_spi(Layers) import OverlayHUDCore

// The one platform shim of the option popup: persistent selection records where Foundation's
// `UserDefaults` exists (SKChoosePopView kept its record in `NSUserDefaults`).
#if canImport(Darwin)
    import Foundation

    extension OptionPopupConfiguration {
        /// Selection records in `UserDefaults`, one integer per popup id under
        /// `"<keyPrefix><id>"`; they survive relaunches.
        @MainActor
        package final class UserDefaultsSelectionStore: SelectionStore {
            private let defaults: UserDefaults
            private let keyPrefix: String

            /// Creates a store over `defaults` (default `.standard`).
            package init(defaults: UserDefaults = .standard, keyPrefix: String = "OverlayHUD.optionSelection.") {
                self.defaults = defaults
                self.keyPrefix = keyPrefix
            }

            /// The recorded choice for `id` (a stored 0 counts: the original's `if (integerForKey:)` lost it).
            package func selection(forID id: String) -> Int? { defaults.object(forKey: keyPrefix + id) as? Int }

            /// Records `index` for `id`.
            package func setSelection(_ index: Int, forID id: String) { defaults.set(index, forKey: keyPrefix + id) }
        }
    }

    @MainActor
    func makePlatformOptionSelectionStore() -> any OptionPopupConfiguration.SelectionStore {
        OptionPopupConfiguration.UserDefaultsSelectionStore()
    }
#else
    @MainActor
    func makePlatformOptionSelectionStore() -> any OptionPopupConfiguration.SelectionStore {
        OptionPopupConfiguration.InMemorySelectionStore()
    }
#endif
