/// The fingers a host has reported down on the overlay and not yet up
/// (``HostInputEvent/touchDown(_:contentHandlesTap:)``, ``HostInputEvent/touchUp(_:contentHandlesTap:)``),
/// held weakly by identity (UIKit: the `UITouch`, which stays the same object for the whole touch).
///
/// A finger's up is reported only when its down was, whatever its view became meanwhile (a view
/// released from the overlay under the finger, a controller presented over it). And UIKit may end
/// a touch without an event the overlay window sees — a system gesture (Control Center, the Home
/// indicator) or another window taking it. An up never reported would keep a touched banner
/// paused and the touch sequence open (`HostTouchSequence`), so with each touch event the host
/// hands in the fingers the event carries, and the reported ones it no longer carries lost their
/// ups: those are reported first.
///
/// The ledger does not keep a finger alive: it holds each one weakly. A finger UIKit freed
/// without an up the overlay saw lost its up too (it is pruned at the next event), and a new
/// touch that UIKit makes at a freed one's address is a new finger, not the old one (keyed by
/// address, the old finger's down would have been taken for the new one's).
///
/// ```swift
/// var ledger = HostFingerLedger<UITouch>()
/// ledger.down(touch)                          // a finger on a banner
/// ledger.lostUps { $0 === otherTouch }        // → 1: the next event carries another finger only
/// ```
struct HostFingerLedger<Finger: AnyObject> {
    /// One reported finger, held weakly (`nil`: freed without an up).
    private struct Entry {
        weak var finger: Finger?
    }

    /// The fingers reported down and not yet up, in the order they went down (a handful: an
    /// array, searched by identity).
    private var entries: [Entry] = []

    /// Creates an empty ledger.
    init() {}

    /// How many fingers are reported down and not yet up, freed ones included until pruned.
    var count: Int { entries.count }

    /// Whether `finger` is reported down and not yet up.
    func contains(_ finger: Finger) -> Bool {
        entries.contains { $0.finger === finger }
    }

    /// `finger` went down and its down is reported (once: a finger already down is not added again).
    mutating func down(_ finger: Finger) {
        guard !contains(finger) else { return }
        entries.append(Entry(finger: finger))
    }

    /// `finger` lifted or was cancelled: returns whether its down was reported (then report its up).
    mutating func up(_ finger: Finger) -> Bool {
        guard let i = entries.firstIndex(where: { $0.finger === finger }) else { return false }
        entries.remove(at: i)
        return true
    }

    /// How many reported fingers an event no longer carries (`carries`: whether the event holds
    /// that finger among all the window's touches in it, in any phase) or that were freed; their
    /// ups are to be reported now, and they are forgotten. Asked with every touch event, so it
    /// allocates nothing.
    /// - Complexity: O(*n*) calls of `carries`, *n* the number of reported fingers.
    mutating func lostUps(carries: (Finger) -> Bool) -> Int {
        let before = entries.count
        entries.removeAll { entry in entry.finger.map { !carries($0) } ?? true }
        return before - entries.count
    }
}
