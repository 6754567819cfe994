/// An element holding content slots (a popup showing your own view): told when the host reports
/// that a slot's view changed its size, so it measures and lays out again.
@MainActor
package protocol ContentSlotOwner: AnyObject {
    /// The view in `slot` changed its size; measure it again and lay out.
    func contentSlotDidChangeSize(_ slot: HUDContentSlotID)
}

/// Which element owns each content slot on the overlay, and how often a slot may re-lay-out.
///
/// A view that answers a new size on every layout pass (a SwiftUI view whose size depends on its
/// own frame) would make host and engine lay out forever: each layout makes the host measure and
/// report again, on a real clock at a new time every frame. So each slot has a budget of
/// ``maximumRelayoutsPerWindow`` size changes within ``relayoutWindow`` seconds of the first.
/// A report beyond it is refused, and the slot keeps the last size accepted; one retry is
/// scheduled for the window's end, so a view whose size really changed is measured again then.
/// A window opened by that retry schedules no further retry. After a refusal the slot rests until
/// ``restAfterRefusal`` seconds from its window's start: reports then are refused too, so a view
/// that changes on every pass does not get a new budget at every commit. A looping view re-lays
/// out at most twice its budget, then nothing runs; if something else keeps committing (another
/// element's timers), at most twice its budget per rest.
@MainActor
package final class ContentSlotTable {
    /// Size changes accepted per slot within one ``relayoutWindow``.
    static let maximumRelayoutsPerWindow = 3
    /// Seconds from a slot's first accepted size change during which its budget holds (six
    /// frames at 60 Hz: enough for a view to settle, short enough that a retry comes quickly).
    static let relayoutWindow = 0.1
    /// Seconds from the start of a window in which a report was refused during which the slot
    /// takes no new budget (the window's own retry excepted).
    static let restAfterRefusal = 1.0

    private struct Entry {
        let slot: HUDContentSlotID
        weak var owner: (any ContentSlotOwner)?
        var windowStart = -Double.infinity
        var relayouts = 0
        var openedByRetry = false
        var refused = false
        var retry: TimerToken?
    }
    /// One entry per registered slot (an element showing or waiting with your view: a handful), in
    /// an array searched in order — a dictionary would link a hash table's code for this one type.
    /// Lookups are O(*n*) in the slots registered.
    private var entries: [Entry] = []
    /// The clock retries wait on (the center's, from the last report).
    private weak var clock: (any HUDClock)?

    init() {}

    /// Makes `owner` the owner of `slot` (replacing an earlier owner; held weakly).
    package func register(_ slot: HUDContentSlotID, owner: any ContentSlotOwner) {
        release(slot)
        entries.append(Entry(slot: slot, owner: owner))
    }

    /// Forgets `slot` (its element left), cancelling a waiting retry. Unknown slots: no-op.
    package func release(_ slot: HUDContentSlotID) {
        guard let index = entryIndex(of: slot) else { return }
        if let token = entries.remove(at: index).retry { clock?.cancel(token) }
    }

    /// The slots with a live owner, in the order they were registered.
    var slots: [HUDContentSlotID] { entries.filter { $0.owner != nil }.map(\.slot) }

    private func entryIndex(of slot: HUDContentSlotID) -> Int? { entries.firstIndex { $0.slot == slot } }

    /// Hands a size change of `slot`, reported now on `clock`, to its owner; returns whether it
    /// was accepted (false: unknown slot, owner gone, or the slot's budget spent in this window,
    /// when a retry may wait for the window's end).
    @discardableResult
    func sizeDidChange(_ slot: HUDContentSlotID, clock: any HUDClock) -> Bool {
        sizeDidChange(slot, clock: clock, retrying: false)
    }

    private func sizeDidChange(_ slot: HUDContentSlotID, clock: any HUDClock, retrying: Bool) -> Bool {
        guard let index = entryIndex(of: slot), let owner = entries[index].owner else { return false }
        var entry = entries[index]
        self.clock = clock
        let now = clock.now
        // A clock that reads NaN stays in the window it is in; one that went back opens a new one.
        let inWindow =
            now.isNaN || now == entry.windowStart
            || (now > entry.windowStart && now - entry.windowStart < Self.relayoutWindow)
        if !inWindow {
            let resting =
                entry.refused && !retrying && now > entry.windowStart && now - entry.windowStart < Self.restAfterRefusal
            guard !resting else { return false }
            entry.windowStart = now
            entry.relayouts = 0
            entry.openedByRetry = retrying
            entry.refused = false
        }
        guard entry.relayouts < Self.maximumRelayoutsPerWindow else {
            entry.refused = true
            if entry.retry == nil && !entry.openedByRetry && !retrying {
                let wait = entry.windowStart + Self.relayoutWindow - now
                entry.retry = clock.schedule(after: wait) { [weak self] in
                    guard let self else { return }
                    if let index = entryIndex(of: slot) { entries[index].retry = nil }
                    _ = sizeDidChange(slot, clock: clock, retrying: true)
                }
            }
            entries[index] = entry
            return false
        }
        entry.relayouts += 1
        entries[index] = entry
        owner.contentSlotDidChangeSize(slot)
        return true
    }
}
