/// The fingers a host has reported down on the overlay and not yet up
/// (``HostInputEvent/touchDown(_:contentHandlesTap:)``, ``HostInputEvent/touchUp(_:contentHandlesTap:)``),
/// by identity (UIKit: the `UITouch`, which stays the same object for the whole touch).
///
/// A finger's up is reported only when its down was, whatever its view became meanwhile (a view
/// released from the overlay under the finger, a controller presented over it). And UIKit may end
/// a touch without an event the overlay window sees — a system gesture (Control Center, the Home
/// indicator) or another window taking it. An up never reported would keep a touched banner
/// paused and the touch sequence open (`HostTouchSequence`), so with each touch event the host
/// hands in the fingers the event carries, and the reported ones it no longer carries lost their
/// ups: those are reported first.
///
/// ```swift
/// var ledger = HostFingerLedger<Int>()
/// ledger.down(1)                       // a finger on a banner
/// ledger.lostUps { $0 == 2 }           // → 1: the next event carries another finger only
/// ```
package struct HostFingerLedger<Finger: Hashable>: Equatable {
    /// The fingers reported down and not yet up.
    private(set) var reported: Set<Finger> = []

    /// `finger` went down and its down is reported.
    mutating func down(_ finger: Finger) {
        reported.insert(finger)
    }

    /// `finger` lifted or was cancelled: returns whether its down was reported (then report its up).
    mutating func up(_ finger: Finger) -> Bool {
        reported.remove(finger) != nil
    }

    /// How many reported fingers an event no longer carries (`carries`: whether the event holds
    /// that finger among all the window's touches in it, in any phase); their ups are to be
    /// reported now, and they are forgotten. Asked with every touch event, so it allocates
    /// nothing while no finger is lost.
    /// - Complexity: O(*n*) calls of `carries`, *n* the number of reported fingers.
    mutating func lostUps(carries: (Finger) -> Bool) -> Int {
        guard reported.contains(where: { !carries($0) }) else { return 0 }
        let lost = reported.filter { !carries($0) }
        reported.subtract(lost)
        return lost.count
    }
}
