@_spi(Layers) import OverlayHUDCore

/// Decides which popup shows when (XBPopUpView's `XBPopUpQueue`) and touches no layer: its
/// ``PopupStaging`` stage puts popups on screen, runs their transitions and calls their callbacks.
///
/// One popup at a time; higher priority first, first come first served within a priority. A higher
/// priority arriving waits, unless the popup showing yields (``PopupPresentation/yieldsToHigherPriority``):
/// that one is set aside with its dismiss transition, state kept, and waits again with its original
/// arrival. After a popup leaves (not when one is set aside) the queue pauses
/// ``PopupQueueConfiguration/pauseBetweenPopups`` (XBPopUpView's 0.25 s). A popup bound to a context
/// (``PopupPresentation/context``, XBPopUpView's `dependVCId`) shows only while that context is
/// active, holding up no other.
/// - Complexity: enqueue and moving on to the next popup are O(log n); an overflowing enqueue is O(n).
@MainActor
final class PopupQueue {
    /// Capacity, de-duplication and timeout (see ``PopupQueueConfiguration``).
    var configuration = PopupQueueConfiguration()
    /// The record showing now (presenting, shown or dismissing).
    private(set) var current: PopupRecord?
    /// The active context (see ``PopupPresentation/context``).
    private(set) var activeContext: String?
    /// What puts the popups on screen.
    let stage: any PopupStaging
    /// Every enqueued popup, the waiting ones in order.
    private var roster = PopupRoster()
    /// The pause between two popups, while it runs.
    private var pause: TimerToken?
    private let clock: any HUDClock

    init(clock: any HUDClock, stage: any PopupStaging) {
        self.clock = clock
        self.stage = stage
        stage.onBackdropTap = { [weak self] in self?.backdropTapped() }
        stage.onTransitionEnd = { [weak self] record, phase in self?.transitionEnded(record, ranFor: phase) }
    }

    /// The popup showing now.
    var currentPopup: (any Popup)? { current?.popup }
    /// Waiting records, in the order they will show. O(n log n).
    var queuedRecords: [PopupRecord] { roster.waiting.sorted() }
    /// Number of waiting popups.
    var queuedCount: Int { roster.waiting.count }
    /// Whether `popup` is showing or waiting.
    func contains(_ popup: any Popup) -> Bool { roster.record(for: ObjectIdentifier(popup)) != nil }

    /// Adds `popup`; it shows at once when nothing shows. Enqueuing a popup that is already
    /// showing or waiting is a no-op.
    /// - Complexity: O(log n); O(n) when the queue overflows.
    func enqueue(_ popup: any Popup, didHide: (@MainActor (HUDHideReason) -> Void)? = nil) {
        guard !contains(popup) else { return }
        enter(roster.newRecord(for: popup, didHide: didHide))
    }

    /// The rules of ``enqueue(_:didHide:)`` past its first check, out of line: the compiler copies
    /// `enqueue` for each concrete popup type passed in, and those copies stay small.
    private func enter(_ record: PopupRecord) {
        if configuration.deduplicatesByID, let id = record.popupID, roster.holds(id: id) {
            notifyHidden([record], reason: .preempted)
            return
        }
        roster.add(record)
        record.popup.onRequestDismiss = { [weak self, key = ObjectIdentifier(record.popup), arrival = record.sequence] reason in
            if let self, let r = self.roster.record(for: key), r.sequence == arrival { self.dismiss(r, reason: reason) }
        }
        var dropped: [PopupRecord] = []
        // The capacity bounds the popups that *wait*: when nothing shows, the best one shows at once (in
        // `advance`), so capacity 0 still lets it show. Counted without adding to it (it may be `Int.max`).
        let capacity = max(0, configuration.capacity)
        while roster.waiting.count - (current == nil ? 1 : 0) > capacity, let worst = roster.waiting.last {
            roster.forget(worst)
            dropped.append(worst)
        }
        if let cur = current, cur.yieldsToHigherPriority, cur.isActive, let next = roster.next(in: activeContext),
            next.priority > cur.priority
        {
            setAside(cur)
        }
        notifyHidden(dropped, reason: .overflow)
        advance()
    }

    /// Removes the popups `descriptor` matches (``PopupDismissal``) for `reason` (the app's call, or
    /// ``HUDHideReason/sceneGone``). With `animated: false` (or a stage that does not animate) the showing
    /// popup leaves at once, also from a running exit (its reason stands); its timeout never moves.
    /// - Complexity: O(log n) for the current popup or one instance; O(n) otherwise.
    func dismiss(_ descriptor: PopupDismissal, animated: Bool = true, reason: HUDHideReason = .hiddenByCode) {
        var queued: [PopupRecord] = []
        switch descriptor.kind {
        case .current: break
        case .popup(let key):
            if let r = roster.record(for: key), r !== current { queued = [r] }
        case .id(let id) where !roster.holds(id: id): return
        default: queued = roster.waiting.removeAll { descriptor.matches($0, showing: false) }
        }
        PopupRecord.sortInShowingOrder(&queued)
        for r in queued { roster.forget(r) }
        if let cur = current, descriptor.matches(cur, showing: true) { beginDismiss(cur, reason: reason, animated: animated) }
        notifyHidden(queued, reason: reason)
        advance()
    }

    /// Dismisses one record (the popup asked); a record no longer in the queue is a no-op.
    func dismiss(_ record: PopupRecord, reason: HUDHideReason) {
        if record === current {
            beginDismiss(record, reason: reason)
        } else if roster.waiting.contains(record) {
            roster.forget(record)
            notifyHidden([record], reason: reason)
        }
        advance()
    }

    /// A tap on the backdrop (the stage saw it): dismisses the popup showing when it allows.
    private func backdropTapped() {
        guard let cur = current, cur.isActive, cur.presentation.dismissesOnTapOutside else { return }
        beginDismiss(cur, reason: .tapOutside)
    }

    /// Makes `context` the active one: a showing popup bound to another context steps aside
    /// (as a yielding one does), and the best popup that may show now shows.
    /// - Complexity: O(n) while any popup is bound to a context.
    func setActiveContext(_ context: String?) {
        guard context != activeContext else { return }
        activeContext = context
        if let cur = current, cur.isActive, cur.context != nil, cur.context != context { setAside(cur) }
        advance()
    }

    /// Shows the next popup that may show if nothing shows and no pause runs; otherwise tells the
    /// stage to rest (a pause runs before a waiting popup) or to close (nothing may show).
    private func advance() {
        guard current == nil else { return }
        let next = roster.next(in: activeContext)
        if pause != nil, next != nil {
            stage.rest()
            return
        }
        if let pause { clock.cancel(pause) }
        pause = nil
        guard let next else {
            stage.close()
            return
        }
        roster.waiting.remove(next)
        current = next
        stage.show(next)
        next.phase = .presenting
        if next.wasSuspended {
            next.wasSuspended = false
            stage.didResume(next)
        }
        // A suspended popup's resume may have ended its stay.
        guard next === current, next.phase == .presenting else { return }
        stage.present(next, timeout: configuration.transitionTimeout)
    }

    /// Starts `record`'s dismiss transition, unless it is leaving already: a popup being set aside
    /// is told it will hide and leaves for good when that transition ends.
    private func beginDismiss(_ record: PopupRecord, reason: HUDHideReason, animated: Bool = true) {
        guard record === current else { return }
        let instant = !animated || !stage.animatesTransitions
        if instant, record.phase == .dismissing, !record.isYielding {
            // An exit is running and this dismissal must not wait for it (its reason stands; will-hide was told).
            guard let timeLeft = record.restartExitWithoutAnimation(now: clock.now) else { return }
            stage.dismiss(record, reason: record.hideReason, settingAside: false, animated: false, timeout: timeLeft)
            return
        }
        guard record.isActive || (record.isYielding && !record.leavesAfterYield) else { return }
        record.hideReason = reason
        if record.isYielding {
            record.leavesAfterYield = true
            stage.willHide(record, reason: reason)
            return
        }
        record.phase = .dismissing
        stage.willHide(record, reason: reason)
        // A will-hide cannot end a dismissing turn (dismissals start only from an active one); stay safe.
        guard record === current, record.phase == .dismissing else { return }
        record.beginExit(animated: !instant, now: clock.now, timeout: configuration.transitionTimeout)
        stage.dismiss(record, reason: reason, settingAside: false, animated: animated, timeout: configuration.transitionTimeout)
    }

    /// Sets the current popup aside: its dismiss transition runs while the backdrop stays up for
    /// the popup showing next; when it ends the popup waits again.
    private func setAside(_ record: PopupRecord) {
        guard record === current, record.isActive else { return }
        record.beginSettingAside()
        stage.dismiss(record, reason: .hiddenByCode, settingAside: true, animated: true, timeout: configuration.transitionTimeout)
    }

    /// A transition the stage ran for `record` ended (or timed out). It counts while `record` still
    /// shows in the phase the transition ran for: a present leaves it shown; a dismiss, gone.
    private func transitionEnded(_ record: PopupRecord, ranFor phase: PopupRecord.Phase) {
        guard record === current, record.phase == phase else { return }
        if phase == .presenting { record.phase = .shown } else { dismissEnded(record) }
    }

    /// `record`'s dismiss transition ended. A popup set aside waits again, intact (unless it
    /// was dismissed meanwhile), and the next one shows at once; any other leaves, and the pause
    /// before the next one starts.
    private func dismissEnded(_ record: PopupRecord) {
        current = nil
        let waitsAgain = record.isYielding && !record.leavesAfterYield
        if record.isYielding {
            stage.setAside(record)
        } else {
            let pauseLength = configuration.pauseBetweenPopups
            if pauseLength > 0, pause == nil {
                pause = clock.schedule(after: pauseLength) { [weak self] in
                    self?.pause = nil
                    self?.advance()
                }
            }
            stage.remove(record, handingOverTo: pauseLength == 0 ? roster.next(in: activeContext) : nil)
        }
        if waitsAgain {
            record.waitAgain()
            roster.waiting.insert(record)
            // Told with the queue consistent (nothing showing yet): whatever the popup does from
            // here — asks to be dismissed, enqueues another — is handled as at any other time.
            stage.didSuspend(record)
        } else {
            roster.forget(record)
            finishHidden(record, reason: record.hideReason)
        }
        advance()
    }

    /// Will-hide then did-hide for records that never (or no longer) show.
    private func notifyHidden(_ list: [PopupRecord], reason: HUDHideReason) {
        for r in list {
            r.phase = .dismissing
            stage.willHide(r, reason: reason)
            finishHidden(r, reason: reason)
        }
    }

    private func finishHidden(_ record: PopupRecord, reason: HUDHideReason) {
        record.endStay()
        stage.didHide(record, reason: reason)
    }

    /// Checks the roster and the stage (debug builds only).
    func _checkInvariants() {
        #if DEBUG
            roster._checkInvariants(current: current)
            stage._checkInvariants(showing: current)
        #endif
    }
}
