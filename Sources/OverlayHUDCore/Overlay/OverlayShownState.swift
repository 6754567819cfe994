/// What a center shows now, element by element: the snapshot SwiftUI's `OverlayActivity` publishes
/// and the modifiers watch (a banner or status HUD they showed has left when it is no longer here).
///
/// An element counts from the commit that puts it in the overlay until the one in which it starts
/// to leave: a waiting HUD in its grace time, a message waiting its turn or a queued popup does not
/// count yet; one playing its hide animation no longer does.
package struct OverlayShownState: Equatable, Sendable {
    /// Whether the waiting HUD or a status HUD shows (not waiting for its grace time, not leaving).
    package var isWaitingVisible = false
    /// Which waiting HUD presentation shows: every ``HUDCenter/showWaiting(_:)-(WaitingHUDConfiguration)``,
    /// status HUD or first push counts one more (0: none was shown). A status HUD shown by SwiftUI
    /// has left when this changes or the HUD stops showing.
    package var waitingPresentation = 0
    /// The ids of the banners that show, top first.
    package var bannerIDs: [String] = []
    /// The ids of the messages that show (not those waiting their turn).
    package var messageIDs: [String] = []
    /// The queue id of the popup that shows (`nil`: none, or one without an id).
    package var popupID: String?
    /// Whether a popup shows (with or without an id).
    package var isPopupVisible = false

    init() {}
}
