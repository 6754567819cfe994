@_spi(Layers) import OverlayHUDCore

/// One stay of a popup in the queue, from ``PopupQueue/enqueue(_:didHide:)``
/// until its did-hide. A popup enqueued again after it has left gets a new record.
///
/// The popup's `onRequestDismiss` finds its record by the popup's identity and the arrival number
/// and acts only while the record is the queue's (not through a weak reference: that would give
/// every record a side table and slow each retain of it, in the heap's every move). A
/// transition's completion or timeout counts only while that transition is the latest the stage
/// started and the record still shows in the phase it ran for. So late, repeated or stale calls
/// do nothing.
@MainActor
final class PopupRecord {
    enum Phase { case queued, presenting, shown, dismissing }

    let popup: any Popup
    /// The popup's presentation, read once at enqueue (the heap's key must not change under it).
    let presentation: PopupPresentation
    /// The priority's value, the heap's key.
    let priority: Double
    /// Arrival order: earlier shows first within a priority. A suspended popup keeps its own.
    let sequence: UInt64
    /// Whether this popup steps aside (hidden, kept intact) when a higher priority arrives.
    var yieldsToHigherPriority: Bool { presentation.yieldsToHigherPriority }
    /// The popup's id, as read when it was enqueued.
    var popupID: String? { presentation.id }
    /// Called once, after the popup has left (taken by the queue when it runs).
    var didHide: (@MainActor (HUDHideReason) -> Void)?
    var phase = Phase.queued
    /// The last lifecycle step told of this popup, with why it hides (PopupStage+Events.swift).
    var reported: (phase: HUDEvent.Phase, reason: HUDHideReason?)?
    /// Why the running dismiss transition started (what its completion reports).
    var hideReason = HUDHideReason.hiddenByCode
    /// Whether the running dismiss transition animates (one that does not ends at once, or at its deadline).
    private(set) var exitAnimates = false
    /// When the running dismiss transition counts as done at the latest (on the queue's clock);
    /// no later dismissal moves it.
    private(set) var exitDeadline = Double.infinity
    /// Whether it was shown and then set aside (for a higher priority, or its context went away).
    var wasSuspended = false
    /// Whether its running dismiss transition only sets it aside (it goes back to wait).
    var isYielding = false
    /// Whether it was dismissed while setting aside: it leaves for good when that transition ends.
    var leavesAfterYield = false
    /// The context it belongs to (see ``PopupPresentation/context``).
    var context: String? { presentation.context }
    /// Where the record sits in ``PopupHeap`` while it waits (`nil` otherwise).
    var heapIndex: Int?

    init(popup: any Popup, sequence: UInt64, didHide: (@MainActor (HUDHideReason) -> Void)?) {
        self.popup = popup
        presentation = popup.presentation
        priority = presentation.priority.value
        self.sequence = sequence
        self.didHide = didHide
    }

    /// Back at rest once the stay is over (before did-hide), so nothing stale acts on it.
    func endStay() {
        phase = .queued
        wasSuspended = false
        isYielding = false
        leavesAfterYield = false
    }

    /// Starts setting the record aside (for a higher priority, or its context went away): its
    /// dismiss transition runs, and it waits again when that ends.
    func beginSettingAside() {
        phase = .dismissing
        isYielding = true
        leavesAfterYield = false
    }

    /// Waits again after being set aside, intact; it was shown, so it is told it resumes.
    func waitAgain() {
        isYielding = false
        phase = .queued
        wasSuspended = true
    }

    /// Notes a dismiss transition starting at `now`, timed out after `timeout` seconds.
    func beginExit(animated: Bool, now: Double, timeout: Double) {
        exitAnimates = animated
        exitDeadline = now + timeout
    }

    /// For a dismissal that must not wait for the running exit: when that exit animates, the
    /// seconds left before its deadline (it restarts without animation within them); when it does
    /// not, nil (it is left to end: a restart would only extend the popup's stay).
    func restartExitWithoutAnimation(now: Double) -> Double? {
        guard exitAnimates else { return nil }
        exitAnimates = false
        return max(0, exitDeadline - now)
    }

    /// Whether the record is on screen in a phase a dismissal may start from.
    var isActive: Bool { phase == .presenting || phase == .shown }

    /// Whether `self` shows before `other`: higher priority first, then earlier arrival.
    func showsBefore(_ other: PopupRecord) -> Bool {
        priority > other.priority || (priority == other.priority && sequence < other.sequence)
    }

    /// Puts `records` in the order they show. The queue's one sort of records: each place that
    /// sorts with a closure of its own links its own copy of the sort.
    /// - Complexity: O(n log n).
    static func sortInShowingOrder(_ records: inout [PopupRecord]) { records.sort { $0.showsBefore($1) } }
}
