/// One enqueued popup and its place in the queue.
///
/// The record is also what every callback the queue hands out captures — the popup's
/// `onRequestDismiss`, the transition completions, the timeouts — and nothing else: a closure
/// whose only capture is one object uses that object as its context, so handing one out costs
/// no allocation. A callback acts only while its record is the queue's and in the phase the
/// callback belongs to; late, repeated or stale calls (of a popup since dismissed, or
/// enqueued again under a new record) find it otherwise and do nothing.
@MainActor
final class PopupRecord {
    enum Phase: UInt8 { case queued, presenting, shown, dismissing }

    let popup: any Popup
    /// The priority read at enqueue time (the heap key must not change under it).
    let priority: PopupPriority
    /// Arrival order: smaller came first.
    let sequence: UInt64
    /// Where the queue keeps this record while it is enqueued (the heaps refer to it by slot;
    /// -1: never enqueued).
    let slot: Int32
    /// Whether this popup steps aside (hidden, kept intact) when a higher priority arrives.
    let lowerPriorityHidden: Bool
    // Unchecked exclusivity on the mutable fields, as on PopupQueue's: main-actor confined, and
    // no method hands out overlapping inout access to them.
    @exclusivity(unchecked) var phase: Phase = .queued
    /// Whether it was shown and then hidden for a higher priority (it comes back without a present).
    @exclusivity(unchecked) var wasSuspended = false
    /// Why the running dismiss transition started (what its completion reports).
    @exclusivity(unchecked) var hideReason: PopupHideReason = .dismissed
    let popupID: String?
    @exclusivity(unchecked) var didHide: (@MainActor (PopupHideReason) -> Void)?
    @exclusivity(unchecked) var timeout: TimerToken?
    /// The content layer the queue attached when it showed the popup (nil while not on screen).
    @exclusivity(unchecked) var content: Layer?
    /// The queue, while it lives.
    let link: PopupQueue.Link

    init(popup: any Popup, slot: Int32, sequence: UInt64, lowerPriorityHidden: Bool,
         didHide: (@MainActor (PopupHideReason) -> Void)?, link: PopupQueue.Link) {
        self.popup = popup
        self.slot = slot
        self.priority = popup.priority
        self.popupID = popup.popupID
        self.sequence = sequence
        self.lowerPriorityHidden = lowerPriorityHidden
        self.didHide = didHide
        self.link = link
    }

    /// The record's heap key.
    var entry: PopupHeap.Entry { PopupHeap.Entry(priority: priority.value, sequence: sequence, slot: slot) }

    /// Whether the record is on screen in a phase a dismissal may start from.
    var isActive: Bool { phase == .presenting || phase == .shown }

    // MARK: Callbacks (each closure captures only the record)

    /// The popup's `onRequestDismiss`.
    func requestDismiss(_ reason: PopupHideReason) { link.queue?.dismiss(self, reason: reason) }
    /// The present transition's completion (and its timeout).
    func presentDidEnd() { link.queue?.presentEnded(self) }
    /// The dismiss transition's completion (and its timeout).
    func dismissDidEnd() { link.queue?.dismissEnded(self) }
}
