/// The views a host holds for content slots, by slot id: the one place that decides what happens
/// when a view is handed in twice. Platform-neutral (the UIKit host keeps `UIView`s in one, the
/// headless host its fake views), so the rules are tested on Linux.
///
/// - A view handed in again (to a second popup, or while it shows elsewhere) is *taken over*:
///   the new slot gets it, the earlier slot is left empty (it keeps its place and shows nothing).
/// - Releasing a slot drops the host's reference to its view; unknown slots are no-ops.
/// - A *transient* slot (a waiting HUD's custom view, whose element has no did-hide of its own)
///   is released by ``releaseTransient(keeping:)`` once no layer on the overlay holds it: after
///   its layer left, and also when its layer never reached the host at all (built and replaced or
///   removed before a commit), so no way out leaks the view.
package struct ContentSlotViews<View: AnyObject> {
    private var views: [HUDContentSlotID: View] = [:]
    /// The transient slots, in the order they were registered (so by increasing id).
    private var transient: [HUDContentSlotID] = []
    private var next: UInt64 = 1

    package init() {}

    /// Holds `view` under a new slot id; a slot that held the same view before loses it (returned
    /// as `takenFrom`).
    package mutating func register(_ view: View) -> (slot: HUDContentSlotID, takenFrom: HUDContentSlotID?) {
        let old = views.first { $0.value === view }?.key
        if let old { release(old) }
        let slot = HUDContentSlotID(rawValue: next)
        next &+= 1
        views[slot] = view
        return (slot, old)
    }

    /// Puts `view` in `slot`, an id the engine issued (a card field's text field); the rules of
    /// ``register(_:)`` hold: a slot that held the same view before loses it.
    mutating func set(_ view: View, in slot: HUDContentSlotID) {
        if let old = views.first(where: { $0.value === view })?.key, old != slot { release(old) }
        views[slot] = view
    }

    /// The view in `slot`, if the slot holds one.
    package func view(in slot: HUDContentSlotID) -> View? { views[slot] }

    /// Drops `slot` and returns the view it held.
    @discardableResult
    package mutating func release(_ slot: HUDContentSlotID) -> View? {
        transient.removeAll { $0 == slot }
        return views.removeValue(forKey: slot)
    }

    /// Holds `view` as ``register(_:)`` does, in a slot released by ``releaseTransient(keeping:)``.
    mutating func registerTransient(_ view: View) -> (slot: HUDContentSlotID, takenFrom: HUDContentSlotID?) {
        let registered = register(view)
        transient.append(registered.slot)
        return registered
    }

    /// Whether `slot` holds a view registered with ``registerTransient(_:)``.
    func isTransient(_ slot: HUDContentSlotID) -> Bool { transient.contains(slot) }

    /// Releases every transient slot not in `held` (the slots layers on the overlay hold now) and
    /// returns their views, for the host to let go. A host calls it after each commit.
    /// - Complexity: O(*t*), *t* the number of transient slots.
    mutating func releaseTransient(keeping held: [HUDContentSlotID]) -> [View] {
        let gone = transient.filter { !held.contains($0) }
        transient.removeAll { !held.contains($0) }
        return gone.compactMap { views.removeValue(forKey: $0) }
    }

    /// Whether any transient slot is held (nothing to release otherwise).
    var hasTransient: Bool { !transient.isEmpty }

    /// How many slots hold a view.
    package var count: Int { views.count }
}
