/// One enqueued popup and its place in the queue.
@MainActor
final class PopupRecord {
    enum Phase: String { case queued, presenting, shown, dismissing }

    let popup: any Popup
    /// The priority read at enqueue time (the heap key must not change under it).
    let priority: PopupPriority
    /// Arrival order: smaller came first.
    let sequence: UInt64
    /// Whether this popup steps aside (hidden, kept intact) when a higher priority arrives.
    let lowerPriorityHidden: Bool
    let popupID: String?
    var didHide: (@MainActor (PopupHideReason) -> Void)?
    var phase: Phase = .queued
    /// Whether it was shown and then hidden for a higher priority (it comes back without a present).
    var wasSuspended = false
    /// Bumped on every transition so a stale completion (or timeout) is ignored.
    var generation = 0
    var timeout: TimerToken?
    /// The content layer the queue attached when it showed the popup (nil while not on screen).
    var content: Layer?
    /// Where the queue keeps this record while it is enqueued (the heaps refer to it by slot).
    let slot: Int32

    init(popup: any Popup, slot: Int32, sequence: UInt64, lowerPriorityHidden: Bool, didHide: (@MainActor (PopupHideReason) -> Void)?) {
        self.popup = popup
        self.slot = slot
        self.priority = popup.priority
        self.popupID = popup.popupID
        self.sequence = sequence
        self.lowerPriorityHidden = lowerPriorityHidden
        self.didHide = didHide
    }

    /// The record's heap key.
    var entry: PopupHeap.Entry { PopupHeap.Entry(priority: priority.value, sequence: sequence, slot: slot) }
}
