/// The views a host holds for content slots, by slot id: the one place that decides what happens
/// when a view is handed in twice. Platform-neutral (the UIKit host keeps `UIView`s in one, the
/// headless host its fake views), so the rules are tested on Linux.
///
/// - A view handed in again (to a second popup, or while it shows elsewhere) is *taken over*:
///   the new slot gets it, the earlier slot is left empty (it keeps its place and shows nothing).
/// - Releasing a slot drops the host's reference to its view; unknown slots are no-ops.
package struct ContentSlotViews<View: AnyObject> {
    private var views: [HUDContentSlotID: View] = [:]
    private var next: UInt64 = 1

    package init() {}

    /// Holds `view` under a new slot id; a slot that held the same view before loses it (returned
    /// as `takenFrom`).
    package mutating func register(_ view: View) -> (slot: HUDContentSlotID, takenFrom: HUDContentSlotID?) {
        let old = views.first { $0.value === view }?.key
        if let old { views[old] = nil }
        let slot = HUDContentSlotID(rawValue: next)
        next &+= 1
        views[slot] = view
        return (slot, old)
    }

    /// Puts `view` in `slot`, an id the engine issued (a card field's text field); the rules of
    /// ``register(_:)`` hold: a slot that held the same view before loses it.
    package mutating func set(_ view: View, in slot: HUDContentSlotID) {
        if let old = views.first(where: { $0.value === view })?.key, old != slot { views[old] = nil }
        views[slot] = view
    }

    /// The view in `slot`, if the slot holds one.
    package func view(in slot: HUDContentSlotID) -> View? { views[slot] }

    /// Drops `slot` and returns the view it held.
    @discardableResult
    package mutating func release(_ slot: HUDContentSlotID) -> View? { views.removeValue(forKey: slot) }

    /// How many slots hold a view.
    package var count: Int { views.count }
}
