#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    import Combine

    /// What a center shows now, for SwiftUI views to follow: an `ObservableObject` (iOS 13 and
    /// later) whose properties change after each commit that shows or hides something.
    ///
    /// ```swift
    /// @StateObject private var overlay = OverlayActivity()
    /// …
    /// Button("Sync") { sync() }.disabled(overlay.isWaitingVisible)
    /// ```
    /// An element counts from the moment it is put on screen until it starts to leave: a waiting
    /// HUD in its grace time, a message waiting its turn or a queued popup does not count yet; one
    /// playing its hide animation no longer does. Each property is published only when it changes.
    /// The object listens while it lives and schedules nothing.
    @MainActor
    public final class OverlayActivity: ObservableObject {
        /// Whether the waiting HUD or a status HUD shows.
        @Published public private(set) var isWaitingVisible = false
        /// The ids of the banners that show, top first (``BannerInfo/id``).
        @Published public private(set) var bannerIDs: [String] = []
        /// The ids of the messages that show, not those waiting their turn
        /// (``MessageConfiguration/resolvedID``).
        @Published public private(set) var messageIDs: [String] = []
        /// The id of the popup that shows (``PopupPresentation/id``); `nil` when none shows or it
        /// has no id.
        @Published public private(set) var popupID: String?

        /// Follows what `center` shows, starting with what it shows now.
        /// - Parameter center: the center to follow (default ``HUDCenter/shared``).
        public init(center: HUDCenter = .shared) {
            take(center.shownState)
            center.observeShownState(owner: self) { [weak self] state in self?.take(state) }
        }

        /// Publishes what changed (assigning an equal value would still tell SwiftUI to redraw).
        private func take(_ state: OverlayShownState) {
            if isWaitingVisible != state.isWaitingVisible { isWaitingVisible = state.isWaitingVisible }
            if bannerIDs != state.bannerIDs { bannerIDs = state.bannerIDs }
            if messageIDs != state.messageIDs { messageIDs = state.messageIDs }
            if popupID != state.popupID { popupID = state.popupID }
        }
    }
#endif
