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
    /// Position in the best-first heap (-1 when not in it).
    var bestIndex = -1
    /// Position in the worst-first heap (-1 when not in it).
    var worstIndex = -1

    init(popup: any Popup, sequence: UInt64, lowerPriorityHidden: Bool, didHide: (@MainActor (PopupHideReason) -> Void)?) {
        self.popup = popup
        self.priority = popup.priority
        self.popupID = popup.popupID
        self.sequence = sequence
        self.lowerPriorityHidden = lowerPriorityHidden
        self.didHide = didHide
    }

    /// Whether `self` shows before `other`: higher priority first, then earlier arrival.
    @inline(__always)
    func showsBefore(_ other: PopupRecord) -> Bool {
        priority.value > other.priority.value || (priority.value == other.priority.value && sequence < other.sequence)
    }
}
