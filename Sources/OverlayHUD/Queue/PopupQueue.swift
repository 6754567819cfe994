// One file past the house 500 lines on purpose: this is one state machine, and keeping it in one
// file keeps its state `private` to the code that changes it.
/// Shows popups one at a time by priority (XBPopUpView's `XBPopUpQueue`).
///
/// Waiting popups sit in a ``PopupHeap`` (priority descending, arrival ascending); every
/// enqueued popup, showing or waiting, is found by identity in ``records``. When a
/// higher-priority popup arrives while one shows, it waits — unless the showing one was
/// shown with ``PopupPrecedence/yieldsToHigherPriority``, in which case the showing one leaves
/// with its dismiss transition (its state kept) and goes back in the heap with its original
/// arrival, so it shows again, with its present transition, once nothing more urgent waits. The
/// backdrop stays up across that hand-over: both transitions get a stand-in backdrop.
///
/// Between one popup leaving and the next showing the queue pauses
/// ``PopupQueueConfiguration/pauseBetweenPopups`` (XBPopUpView's 0.25 s); nothing is on screen
/// meanwhile. A popup bound to a context (``PopupPresentation/context``, XBPopUpView's
/// `dependVCId`) shows only while that context is active; it waits without holding up the others.
///
/// All popups share one root layer (zPosition ``OverlayZOrder/popups``) holding the backdrop and
/// the current popup's content; the root is in the overlay only while a popup shows. When the
/// popup showing next uses the very same content layer as the one leaving (popups sharing one
/// view), that layer stays attached across the hand-over instead of leaving and coming back:
/// the leaving popup's did-hide then runs with the layer already in place for the next one.
/// - Complexity: enqueue and moving on to the next popup are O(log n); an enqueue that
///   overflows the capacity is O(n).
@MainActor
final class PopupQueue: OverlayTouchTarget, OverlayLayoutObserver {
    /// Capacity, de-duplication and timeout (see ``PopupQueueConfiguration``).
    var configuration = PopupQueueConfiguration()
    /// The record showing now (presenting, shown or dismissing).
    private(set) var current: PopupRecord?
    /// The waiting records.
    private var heap = PopupHeap()
    /// Every enqueued popup's record (showing or waiting), by identity.
    private var records: [ObjectIdentifier: PopupRecord] = [:]
    /// How many enqueued popups have each id (for de-duplication and dismissal by id).
    private var idCounts: [String: Int] = [:]
    private var nextSequence: UInt64 = 0
    /// The content layer ``show(_:)`` attached for ``current`` (nil while none is attached).
    private var currentContent: HUDLayer?
    /// The timeout of ``current``'s running transition.
    private var currentTimeout: TimerToken?
    /// A leaving popup's content left attached because the popup showing next uses the same
    /// layer; settled (kept or taken off) before the call that left it returns.
    private var handedOver: HUDLayer?
    /// The pause between two popups, while it runs.
    private var pause: TimerToken?
    /// Whether the backdrop is up and stays up for the popup showing next (a hand-over after a yield).
    private var backdropHeld = false
    /// The active context (see ``PopupPresentation/context``).
    private(set) var activeContext: String?
    /// How many enqueued popups are bound to a context (none: the heap's first is always next).
    private var boundCount = 0
    /// The container of the backdrop and the current popup's content.
    let root = HUDLayer(name: "popups")
    /// The full-screen backdrop (interactive for modal popups).
    let backdrop = HUDLayer(name: "popupBackdrop")
    /// The overlay (held strongly: it keeps its layout observers weakly, so there is no cycle).
    private let overlay: Overlay
    private let clock: any HUDClock
    private let host: any HUDHost
    /// Called when the root enters or leaves the overlay (the center tells its host).
    var onContentChange: (() -> Void)?

    init(overlay: Overlay, clock: any HUDClock, host: any HUDHost) {
        self.overlay = overlay
        self.clock = clock
        self.host = host
        root.zPosition = OverlayZOrder.popups
        // Drawn below the content as before (it is added first); read after it (PopupQueue+Accessibility.swift).
        backdrop.zPosition = -1
        root.addSublayer(backdrop)
    }

    // MARK: Inspection

    /// The popup showing now.
    var currentPopup: (any Popup)? { current?.popup }
    /// Waiting records, in the order they will show.
    /// - Complexity: O(n log n).
    var queuedRecords: [PopupRecord] { heap.sorted() }
    /// Number of waiting popups.
    var queuedCount: Int { heap.count }
    /// Whether `popup` is showing or waiting.
    func contains(_ popup: any Popup) -> Bool { records[ObjectIdentifier(popup)] != nil }

    // MARK: Enqueue

    /// Adds `popup`; it shows at once when nothing shows. Enqueuing a popup that is already
    /// showing or waiting is a no-op.
    /// - Complexity: O(log n); O(n) when the queue overflows.
    func enqueue(_ popup: any Popup, didHide: (@MainActor (PopupHideReason) -> Void)? = nil) {
        let key = ObjectIdentifier(popup)
        guard records[key] == nil else { return }
        nextSequence += 1
        let record = PopupRecord(popup: popup, sequence: nextSequence, didHide: didHide)
        if configuration.deduplicatesByID, let id = record.popupID, idCounts[id] != nil {
            notifyHidden([record], reason: .duplicate)
            return
        }
        records[key] = record
        if let id = record.popupID { idCounts[id, default: 0] += 1 }
        if record.context != nil { boundCount += 1 }
        popup.onRequestDismiss = { [weak self, weak record] reason in
            guard let self, let record else { return }
            self.dismiss(record, reason: reason)
        }
        heap.insert(record)
        var dropped: [PopupRecord] = []
        // The capacity bounds the popups that *wait*: when nothing shows, the best one shows at
        // once (in `advance`) and is not waiting, so capacity 0 still lets it show.
        while heap.count > configuration.capacity + (current == nil ? 1 : 0), let worst = heap.last {
            heap.remove(worst)
            forget(worst)
            dropped.append(worst)
        }
        if let cur = current, cur.yieldsToHigherPriority, cur.isActive, let next = nextEligible(), next.priority > cur.priority {
            beginYield(cur)
        }
        notifyHidden(dropped, reason: .overflow)
        advance()
    }

    // MARK: Dismissal

    /// Removes the popups `descriptor` matches (see ``PopupDismissal``).
    /// - Complexity: O(log n) for the current popup or one instance; O(n) otherwise.
    func dismiss(_ descriptor: PopupDismissal) {
        var queued: [PopupRecord] = []
        var dismissCurrent = false
        switch descriptor {
        case .current:
            dismissCurrent = true
        case .popup(let key):
            if let r = records[key] {
                if r === current {
                    dismissCurrent = true
                } else {
                    heap.remove(r)
                    queued = [r]
                }
            }
        case .id(let id):
            guard idCounts[id] != nil else { return }
            queued = heap.removeAll { $0.popupID == id }
            dismissCurrent = current?.popupID == id
        case .priorityAtMost(let p):
            queued = heap.removeAll { $0.priority <= p.value }
            dismissCurrent = current.map { $0.priority <= p.value } ?? false
        case .allQueued:
            queued = heap.removeAll { _ in true }
        case .all:
            queued = heap.removeAll { _ in true }
            dismissCurrent = true
        }
        queued.sort { $0.showsBefore($1) }
        for r in queued { forget(r) }
        if dismissCurrent, let cur = current { beginDismiss(cur, reason: .dismissed) }
        notifyHidden(queued, reason: .dismissed)
        advance()
    }

    /// Dismisses one record (the popup asked); a record no longer in the queue is a no-op.
    func dismiss(_ record: PopupRecord, reason: PopupHideReason) {
        if record === current {
            beginDismiss(record, reason: reason)
        } else if heap.contains(record) {
            heap.remove(record)
            forget(record)
            notifyHidden([record], reason: reason)
        }
        advance()
    }

    // MARK: Contexts

    /// Makes `context` the active one: a showing popup bound to another context steps aside
    /// (as a yielding one does), and the best popup that may show now shows.
    /// - Complexity: O(n) while any popup is bound to a context.
    func setActiveContext(_ context: String?) {
        guard context != activeContext else { return }
        activeContext = context
        if let cur = current, cur.isActive, !isEligible(cur) { beginYield(cur) }
        advance()
    }

    /// Whether `record` may show under the active context.
    private func isEligible(_ record: PopupRecord) -> Bool {
        record.context == nil || record.context == activeContext
    }

    /// The waiting record that shows next: the heap's first, or — while popups are bound to
    /// contexts — the best one whose context is active.
    private func nextEligible() -> PopupRecord? {
        guard boundCount > 0 else { return heap.first }
        var best: PopupRecord?
        for r in heap.records where isEligible(r) {
            if best.map({ r.showsBefore($0) }) ?? true { best = r }
        }
        return best
    }

    // MARK: Taps and layout

    /// Backdrop taps dismiss (when the popup allows) or are swallowed; content taps go to the popup.
    func handleTap(on layer: HUDLayer, at point: HUDPoint) -> Bool {
        guard let cur = current else { return false }
        if layer === root { return true }
        if layer === backdrop {
            if cur.isActive && cur.presentation.tapOutside == .dismiss { beginDismiss(cur, reason: .emptyAreaTap) }
            return true
        }
        let content = cur.popup.content
        if layer === content || layer.isDescendant(of: content) {
            if cur.isActive { _ = cur.popup.handleTap(on: layer, at: point) }
            return true
        }
        return false
    }

    /// Re-lays-out the backdrop and the current popup after rotation, a size change or the
    /// keyboard moving.
    func overlayDidChangeLayout(_ overlay: Overlay) {
        guard let cur = current else { return }
        root.frame = overlay.bounds
        backdrop.frame = HUDRect(origin: .zero, size: overlay.size)
        cur.popup.layout(in: popupBounds)
        host.commit(overlay)
    }

    /// Where popups lay out: the screen above the keyboard while one is up (the backdrop still
    /// covers the whole screen), so a popup that takes text stays in sight while the user types.
    private var popupBounds: HUDRect {
        var r = HUDRect(origin: .zero, size: overlay.size)
        if let keyboard = overlay.keyboardFrame, keyboard.height > 0, keyboard.minY > 0, keyboard.minY < r.maxY {
            r.size.height = keyboard.minY
        }
        return r
    }

    // MARK: Showing

    /// Shows the next popup that may show if nothing shows and no pause runs; takes the root
    /// away when nothing may show (or while the pause runs).
    private func advance() {
        guard current == nil else { return }
        let next = nextEligible()
        if pause != nil, next != nil {
            restRoot()
            return
        }
        if let t = pause {
            clock.cancel(t)
            pause = nil
        }
        guard let next else {
            detachRoot()
            return
        }
        heap.remove(next)
        show(next)
    }

    /// While the pause before a waiting popup runs: nothing shows and touches reach the app, but
    /// the root stays in the overlay, so the window is kept for the popup about to show.
    private func restRoot() {
        settleHandedOver(keeping: nil)
        backdropHeld = false
        if backdrop.hasAnimations { backdrop.removeAllAnimations() }
        backdrop.isHidden = true
        backdrop.isInteractive = false
        root.isInteractive = false
        setAccessibility(modal: false, tapOutside: .ignore)
        if root.superlayer != nil { host.commit(overlay) }
    }

    /// Takes the root (backdrop and all) out of the overlay.
    private func detachRoot() {
        settleHandedOver(keeping: nil)
        backdropHeld = false
        setAccessibility(modal: false, tapOutside: .ignore)
        if root.superlayer != nil {
            root.removeFromSuperlayer()
            overlay.removeLayoutObserver(self)
            onContentChange?()
        }
    }

    private func show(_ record: PopupRecord) {
        current = record
        let popup = record.popup
        let entering = root.superlayer == nil
        if entering {
            overlay.rootLayer.addSublayer(root)
            overlay.addLayoutObserver(self)
        }
        let bounds = HUDRect(origin: .zero, size: overlay.size)
        if entering || root.bounds.size != bounds.size {
            root.frame = bounds
            backdrop.frame = bounds
        }
        let holdsBackdrop = backdropHeld && !entering
        backdropHeld = false
        if backdrop.hasAnimations { backdrop.removeAllAnimations() }
        let modal = record.presentation.isModal
        backdrop.opacity = 1
        if case .color(let color) = record.presentation.backdrop {
            backdrop.backgroundColor = color
        } else {
            backdrop.backgroundColor = nil
        }
        backdrop.isInteractive = modal
        // The root catches touches too, so a modal popup blocks the app even while a custom
        // transition has made the backdrop transparent (and during the exit transition).
        root.isInteractive = modal
        backdrop.isHidden = !modal
        setAccessibility(modal: modal, tapOutside: record.presentation.tapOutside)
        // The layer attached now is the one taken off later, whatever `content` returns then.
        let content = popup.content
        currentContent = content
        settleHandedOver(keeping: content)
        if content.superlayer !== root { root.addSublayer(content) }
        popup.layout(in: popupBounds)
        record.phase = .presenting
        if record.wasSuspended {
            record.wasSuspended = false
            popup.popupDidResume()
        }
        // A suspended popup's resume may have ended its stay.
        guard record === current, record.phase == .presenting else { return }
        record.transition += 1
        let transition = record.transition
        popup.present(context(for: record, holdingBackdrop: holdsBackdrop)) { [weak self, weak record] in
            if let self, let record, record.transition == transition { self.presentEnded(record) }
        }
        startTimeout(record, for: .presenting)
        if entering { onContentChange?() } else { host.commit(overlay) }
    }

    /// A present completion (or its timeout): counts only for the current record while it presents.
    private func presentEnded(_ record: PopupRecord) {
        guard record === current, record.phase == .presenting else { return }
        cancelTimeout()
        record.phase = .shown
    }

    private func beginDismiss(_ record: PopupRecord, reason: PopupHideReason) {
        if record === current, record.isYielding, !record.leavesAfterYield {
            // Setting aside already: it leaves for good when that transition ends.
            record.leavesAfterYield = true
            record.hideReason = reason
            record.popup.popupWillHide(reason)
            return
        }
        guard record === current, record.isActive else { return }
        cancelTimeout()
        record.phase = .dismissing
        record.hideReason = reason
        record.popup.popupWillHide(reason)
        // Nothing a will-hide does can take a dismissing record off screen (dismissals and
        // suspensions start only from presenting or shown), but stay safe.
        guard record === current, record.phase == .dismissing else { return }
        record.transition += 1
        let transition = record.transition
        record.popup.dismiss(context(for: record), reason: reason) { [weak self, weak record] in
            if let self, let record, record.transition == transition { self.dismissEnded(record) }
        }
        startTimeout(record, for: .dismissing)
        // The host mirrors the exit transition, and the engine times its completion, from here.
        host.commit(overlay)
    }

    /// A dismiss completion (or its timeout): counts only for the current record while it leaves.
    private func dismissEnded(_ record: PopupRecord) {
        guard record === current, record.phase == .dismissing else { return }
        if record.isYielding {
            yieldEnded(record)
            return
        }
        cancelTimeout()
        let pauseLength = configuration.pauseBetweenPopups
        if pauseLength > 0, pause == nil {
            pause = clock.schedule(after: pauseLength) { [weak self] in
                guard let self else { return }
                self.pause = nil
                self.advance()
            }
        }
        if pauseLength == 0, let content = currentContent, nextEligible()?.popup.content === content {
            // The next popup shows this very layer: leave it attached.
            handedOver = content
        } else {
            currentContent?.removeFromSuperlayer()
        }
        currentContent = nil
        if backdrop.hasAnimations { backdrop.removeAllAnimations() }
        current = nil
        forget(record)
        finishHidden(record, reason: record.hideReason)
        advance()
    }

    /// Sets the current popup aside: its dismiss transition runs with a stand-in backdrop (the
    /// real one stays up for the popup showing next); ``yieldEnded(_:)`` puts it back to wait.
    private func beginYield(_ record: PopupRecord) {
        guard record === current, record.isActive else { return }
        cancelTimeout()
        record.phase = .dismissing
        record.isYielding = true
        record.leavesAfterYield = false
        backdropHeld = true
        record.transition += 1
        let transition = record.transition
        record.popup.dismiss(context(for: record, holdingBackdrop: true), reason: .dismissed) { [weak self, weak record] in
            if let self, let record, record.transition == transition { self.dismissEnded(record) }
        }
        startTimeout(record, for: .dismissing)
        if record === current, record.phase == .dismissing { host.commit(overlay) }
    }

    /// A yield's dismiss transition ended: the popup goes back to wait, intact (or leaves, if it was
    /// dismissed meanwhile), and the next popup shows at once, over the backdrop still up.
    private func yieldEnded(_ record: PopupRecord) {
        cancelTimeout()
        record.isYielding = false
        currentContent?.removeFromSuperlayer()
        currentContent = nil
        current = nil
        if record.leavesAfterYield {
            record.leavesAfterYield = false
            forget(record)
            finishHidden(record, reason: record.hideReason)
        } else {
            record.phase = .queued
            record.wasSuspended = true
            heap.insert(record)
            // Told with the queue consistent (nothing showing yet): whatever the popup does from
            // here — asks to be dismissed, enqueues another — is handled as at any other time.
            record.popup.popupDidSuspend()
        }
        advance()
    }

    // MARK: Leaving

    /// Drops the bookkeeping for a record leaving the queue (it is out of the heap already),
    /// and takes back its dismissal handle — here, before any callback runs: a callback that
    /// shows the popup again gives it a new record and a new handle, which nothing may clear.
    private func forget(_ record: PopupRecord) {
        records[ObjectIdentifier(record.popup)] = nil
        record.popup.onRequestDismiss = nil
        if record.context != nil { boundCount -= 1 }
        if let id = record.popupID {
            let n = (idCounts[id] ?? 1) - 1
            idCounts[id] = n > 0 ? n : nil
        }
    }

    /// Will-hide then did-hide for records that never (or no longer) show.
    private func notifyHidden(_ list: [PopupRecord], reason: PopupHideReason) {
        for r in list {
            r.phase = .dismissing
            r.popup.popupWillHide(reason)
            finishHidden(r, reason: reason)
        }
    }

    private func finishHidden(_ record: PopupRecord, reason: PopupHideReason) {
        record.phase = .queued
        record.wasSuspended = false
        record.isYielding = false
        record.leavesAfterYield = false
        let didHide = record.didHide
        record.didHide = nil
        record.popup.popupDidHide(reason)
        didHide?(reason)
    }

    // MARK: Helpers

    /// Takes a handed-over layer off screen unless it is `content` (the layer about to show);
    /// leaves it alone if someone else has adopted it meanwhile.
    private func settleHandedOver(keeping content: HUDLayer?) {
        guard let layer = handedOver else { return }
        handedOver = nil
        if layer !== content, layer.superlayer === root { layer.removeFromSuperlayer() }
    }

    /// The transition context; `holdingBackdrop` hands the transition a stand-in backdrop, so
    /// the real one stays as it is (up) whatever the transition does.
    private func context(for record: PopupRecord, holdingBackdrop: Bool = false) -> PopupTransitionContext {
        PopupTransitionContext(
            backdrop: holdingBackdrop ? HUDLayer(name: "popupBackdrop.standIn") : backdrop,
            content: currentContent ?? record.popup.content,
            bounds: HUDRect(origin: .zero, size: overlay.size),
            clock: clock, isAnimated: !host.isReduceMotionEnabled)
    }

    /// Starts the transition timeout of `record`, unless the transition has already ended (or a
    /// callback has moved the queue on) and `record` is no longer current in `phase`.
    private func startTimeout(_ record: PopupRecord, for phase: PopupRecord.Phase) {
        let t = configuration.transitionTimeout
        guard t.isFinite, record === current, record.phase == phase, currentTimeout == nil else { return }
        currentTimeout = clock.schedule(after: t) { [weak self, weak record] in
            guard let self, let record, record === self.current else { return }
            self.currentTimeout = nil
            if phase == .presenting { self.presentEnded(record) } else { self.dismissEnded(record) }
        }
    }

    private func cancelTimeout() {
        if let t = currentTimeout {
            clock.cancel(t)
            currentTimeout = nil
        }
    }

    /// Checks the heap and the bookkeeping (debug builds only).
    func _checkInvariants() {
        #if DEBUG
            heap._checkInvariants()
            assert(records.count == heap.count + (current == nil ? 0 : 1), "record count")
            for r in heap.records {
                assert(records[ObjectIdentifier(r.popup)] === r, "a waiting record is not found by identity")
            }
            assert(handedOver == nil, "a handed-over layer was left unsettled")
            if let c = current {
                assert(records[ObjectIdentifier(c.popup)] === c && !heap.contains(c), "current record")
            } else {
                assert(currentTimeout == nil && currentContent == nil, "state of a popup no longer showing")
            }
        #endif
    }
}
