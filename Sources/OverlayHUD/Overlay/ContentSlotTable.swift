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
/// report again. The table accepts at most ``maximumRelayoutsPerInstant`` size changes per slot
/// at one clock instant (one commit); later reports at that instant are ignored, and the slot
/// keeps the last size accepted until the clock moves on.
@MainActor
package final class ContentSlotTable {
    /// Size changes accepted per slot at one clock instant.
    package static let maximumRelayoutsPerInstant = 3

    private struct Entry {
        weak var owner: (any ContentSlotOwner)?
        var instant = -Double.infinity
        var relayouts = 0
    }
    private var entries: [HUDContentSlotID: Entry] = [:]

    package init() {}

    /// Makes `owner` the owner of `slot` (replacing an earlier owner; held weakly).
    package func register(_ slot: HUDContentSlotID, owner: any ContentSlotOwner) {
        entries[slot] = Entry(owner: owner)
    }

    /// Forgets `slot` (its element left). Unknown slots: no-op.
    package func release(_ slot: HUDContentSlotID) { entries[slot] = nil }

    /// The slots with a live owner.
    package var slots: Set<HUDContentSlotID> { Set(entries.filter { $0.value.owner != nil }.keys) }

    /// Hands a size change of `slot` at clock time `now` to its owner; returns whether it was
    /// accepted (false: unknown slot, owner gone, or the per-instant bound reached).
    @discardableResult
    package func sizeDidChange(_ slot: HUDContentSlotID, at now: Double) -> Bool {
        guard var entry = entries[slot], let owner = entry.owner else { return false }
        if entry.instant != now {
            entry.instant = now
            entry.relayouts = 0
        }
        guard entry.relayouts < Self.maximumRelayoutsPerInstant else { return false }
        entry.relayouts += 1
        entries[slot] = entry
        owner.contentSlotDidChangeSize(slot)
        return true
    }
}
