/// The touch sequence under way on the overlay as the host reports it — from the first finger
/// down to the last finger up — and whether any of its fingers was on something of the app's own
/// view in a content slot that takes taps itself (``HostInputEvent/touchDown(_:contentHandlesTap:)``).
///
/// The rule it keeps: a host tap that ends such a sequence is that view's tap alone (a `UIButton`
/// in your banner runs its action, and only that), as UIKit gives a tap on a `UIButton` to the
/// button and not to a tap recogniser of its superview. It is conservative by design:
/// - a flag that changes between a finger's down and up (a control enabled or disabled meanwhile)
///   still counts: either answer makes the tap the view's, so a tap never runs twice;
/// - with two fingers, one on such a control makes the whole sequence's tap the view's;
/// - the flag stays with the sequence when the view's slot is released mid-touch (its banner
///   hidden): the tap does not fall through to whatever slid under the finger;
/// - a lost up (the overlay emptied under the finger) cannot stick: the overlay emptying ends the
///   sequence (``reset()``), and so does each tap, which a host reports only once its finger lifted.
struct HostTouchSequence: Hashable, Sendable {
    /// Fingers down now (downs less ups, never below zero).
    private(set) var fingersDown = 0
    /// Whether a finger of this sequence was on content that takes taps itself.
    private(set) var contentHandlesTap = false

    /// A finger went down: the first one starts a new sequence.
    mutating func fingerDown(contentHandlesTap handles: Bool) {
        if fingersDown == 0 { contentHandlesTap = false }
        if fingersDown < Int.max { fingersDown += 1 }
        contentHandlesTap = contentHandlesTap || handles
    }

    /// A finger lifted (or its touch was cancelled); an up with no finger down is still read.
    mutating func fingerUp(contentHandlesTap handles: Bool) {
        fingersDown = max(0, fingersDown - 1)
        contentHandlesTap = contentHandlesTap || handles
    }

    /// A tap was recognised: returns whether it is the content's own, and ends the sequence.
    mutating func tapIsContents() -> Bool {
        let handled = contentHandlesTap
        reset()
        return handled
    }

    /// Ends the sequence: no finger down, nothing claimed.
    mutating func reset() {
        fingersDown = 0
        contentHandlesTap = false
    }
}
