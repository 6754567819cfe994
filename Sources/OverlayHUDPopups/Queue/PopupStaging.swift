@_spi(Layers) import OverlayHUDCore

// The seam between the popup queue's rules (PopupQueue) and what carries them out on screen
// (PopupStage; the tests put a recording stand-in here to check the rules without layers).

/// What a ``PopupQueue`` asks of the stage that shows its popups. The queue decides which popup
/// shows, when, and why one leaves; the stage puts content on screen, runs the transitions and
/// their timeouts, and tells the popups what happens to them.
///
/// For each turn the queue calls ``show(_:)`` then ``present(_:timeout:)``; later
/// ``dismiss(_:reason:settingAside:timeout:)`` then ``remove(_:handingOverTo:)`` (or
/// ``setAside(_:)`` for a popup that goes back to wait). Between turns it calls ``rest()`` or
/// ``close()``. Any call that runs a popup's code may re-enter the queue.
@MainActor
protocol PopupStaging: AnyObject {
    /// What a tap on the backdrop does (the queue sets it; it applies the popup's ``PopupPresentation/dismissesOnTapOutside``).
    var onBackdropTap: (@MainActor () -> Void)? { get set }
    /// What ends a transition (the queue sets it): called with the record and the phase the
    /// transition ran for (presenting or dismissing) once, when the transition completes or after
    /// its timeout (never, if infinite) — unless the stage has started another transition meanwhile.
    var onTransitionEnd: (@MainActor (PopupRecord, PopupRecord.Phase) -> Void)? { get set }

    /// Puts `record`'s content on screen, laid out, over a backdrop as its presentation asks.
    func show(_ record: PopupRecord)
    /// Runs `record`'s present transition, timed out after `timeout` seconds.
    func present(_ record: PopupRecord, timeout: Double)
    /// Whether transitions started now animate (false under Reduce Motion): a dismissal asked for
    /// while they do not ends a running animated exit at once (restarted without animation, with
    /// the time its timeout had left); one that does not animate is not restarted.
    var animatesTransitions: Bool { get }
    /// Runs `record`'s dismiss transition, timed out after `timeout` seconds. `settingAside`: the
    /// popup makes way for the one showing next, so the backdrop stays up for it. `animated: false`
    /// runs it without animation (it ends at once), whatever ``animatesTransitions`` says.
    func dismiss(_ record: PopupRecord, reason: HUDHideReason, settingAside: Bool, animated: Bool, timeout: Double)
    /// Takes `record`'s content off once its dismiss transition has ended — or leaves it up when
    /// `next`, the popup showing next, shows the very same layer.
    func remove(_ record: PopupRecord, handingOverTo next: PopupRecord?)
    /// Takes `record`'s content off once it has been set aside.
    func setAside(_ record: PopupRecord)
    /// Nothing shows while the pause before a waiting popup runs: touches reach the app, the screen is kept.
    func rest()
    /// Nothing shows nor is about to: the stage leaves the screen.
    func close()

    /// Tells `record`'s popup it will hide (``Popup/popupWillHide(_:)``).
    func willHide(_ record: PopupRecord, reason: HUDHideReason)
    /// Tells `record`'s popup, then whoever enqueued it, that it has left (``Popup/popupDidHide(_:)``,
    /// then the did-hide closure).
    func didHide(_ record: PopupRecord, reason: HUDHideReason)
    /// Tells `record`'s popup it has been set aside (``Popup/popupDidSuspend()``).
    func didSuspend(_ record: PopupRecord)
    /// Tells `record`'s popup it is back on screen (``Popup/popupDidResume()``).
    func didResume(_ record: PopupRecord)

    /// Checks the stage's own state against the record showing (debug builds only).
    func _checkInvariants(showing record: PopupRecord?)
}
