/// Shows popups one at a time by priority (XBPopUpView's `XBPopUpQueue`).
///
/// Waiting popups sit in a ``PopupHeap`` (priority descending, arrival ascending); every
/// enqueued popup, showing or waiting, is found by identity in ``records``. When a
/// higher-priority popup arrives while one shows, it waits — unless the showing one was
/// shown with ``PopupPrecedence/yieldsToHigherPriority``, in which case the showing one is taken off screen (its
/// layers untouched) and put back in the heap with its original arrival, so it shows again, as
/// it was, once nothing more urgent waits.
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
    private var currentContent: Layer?
    /// The timeout of ``current``'s running transition.
    private var currentTimeout: TimerToken?
    /// What the host was last told about modality (so A → B does not flicker false/true).
    private var announcedModal = false
    /// A leaving popup's content left attached because the popup showing next uses the same
    /// layer; settled (kept or taken off) before the call that left it returns.
    private var handedOver: Layer?
    /// The container of the backdrop and the current popup's content.
    let root = Layer(name: "popups")
    /// The full-screen backdrop (interactive for modal popups).
    let backdrop = Layer(name: "popupBackdrop")
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
        if let cur = current, cur.yieldsToHigherPriority, cur.isActive, let next = heap.first, next.priority > cur.priority {
            suspendCurrent()
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
                if r === current { dismissCurrent = true } else { heap.remove(r); queued = [r] }
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

    // MARK: Taps and layout

    /// Backdrop taps dismiss (when the popup allows) or are swallowed; content taps go to the popup.
    func handleTap(on layer: Layer, at point: Point) -> Bool {
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

    /// Re-lays-out the backdrop and the current popup after rotation or a size change.
    func overlayDidChangeLayout(_ overlay: Overlay) {
        guard let cur = current else { return }
        root.frame = overlay.bounds
        backdrop.frame = Rect(origin: .zero, size: overlay.size)
        cur.popup.layout(in: Rect(origin: .zero, size: overlay.size))
        host.commit(overlay)
    }

    // MARK: Showing

    /// Shows the next waiting popup if nothing shows; takes the root away when nothing waits.
    private func advance() {
        guard current == nil else { return }
        guard let next = heap.popFirst() else {
            settleHandedOver(keeping: nil)
            announceModality()
            if root.superlayer != nil {
                root.removeFromSuperlayer()
                overlay.removeLayoutObserver(self)
                onContentChange?()
            }
            return
        }
        show(next)
    }

    private func show(_ record: PopupRecord) {
        current = record
        let popup = record.popup
        let entering = root.superlayer == nil
        if entering {
            overlay.rootLayer.addSublayer(root)
            overlay.addLayoutObserver(self)
        }
        let bounds = Rect(origin: .zero, size: overlay.size)
        if entering || root.bounds.size != bounds.size {
            root.frame = bounds
            backdrop.frame = bounds
        }
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
        // The layer attached now is the one taken off later, whatever `content` returns then.
        let content = popup.content
        currentContent = content
        settleHandedOver(keeping: content)
        if content.superlayer !== root { root.addSublayer(content) }
        popup.layout(in: bounds)
        if record.wasSuspended {
            record.phase = .shown
            popup.popupDidResume()
        } else {
            record.phase = .presenting
            popup.present(context(for: record)) { [weak self, weak record] in
                if let self, let record { self.presentEnded(record) }
            }
            startTimeout(record, for: .presenting)
        }
        announceModality()
        if entering { onContentChange?() } else { host.commit(overlay) }
    }

    /// A present completion (or its timeout): counts only for the current record while it presents.
    private func presentEnded(_ record: PopupRecord) {
        guard record === current, record.phase == .presenting else { return }
        cancelTimeout()
        record.phase = .shown
    }

    private func beginDismiss(_ record: PopupRecord, reason: PopupHideReason) {
        guard record === current, record.isActive else { return }
        cancelTimeout()
        record.phase = .dismissing
        record.hideReason = reason
        record.popup.popupWillHide(reason)
        // Nothing a will-hide does can take a dismissing record off screen (dismissals and
        // suspensions start only from presenting or shown), but stay safe.
        guard record === current, record.phase == .dismissing else { return }
        record.popup.dismiss(context(for: record), reason: reason) { [weak self, weak record] in
            if let self, let record { self.dismissEnded(record) }
        }
        startTimeout(record, for: .dismissing)
        // The host mirrors the exit transition, and the engine times its completion, from here.
        host.commit(overlay)
    }

    /// A dismiss completion (or its timeout): counts only for the current record while it leaves.
    private func dismissEnded(_ record: PopupRecord) {
        guard record === current, record.phase == .dismissing else { return }
        cancelTimeout()
        if let content = currentContent, heap.first?.popup.content === content {
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

    /// Takes the current popup off screen, intact, and puts it back in the heap.
    private func suspendCurrent() {
        guard let cur = current else { return }
        cancelTimeout()
        cur.phase = .queued
        cur.wasSuspended = true
        currentContent?.removeFromSuperlayer()
        currentContent = nil
        current = nil
        heap.insert(cur)
        // Told with the queue consistent (nothing showing yet): whatever the popup does from
        // here — asks to be dismissed, enqueues another — is handled as at any other time.
        cur.popup.popupDidSuspend()
    }

    // MARK: Leaving

    /// Drops the bookkeeping for a record leaving the queue (it is out of the heap already),
    /// and takes back its dismissal handle — here, before any callback runs: a callback that
    /// shows the popup again gives it a new record and a new handle, which nothing may clear.
    private func forget(_ record: PopupRecord) {
        records[ObjectIdentifier(record.popup)] = nil
        record.popup.onRequestDismiss = nil
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
        let didHide = record.didHide
        record.didHide = nil
        record.popup.popupDidHide(reason)
        didHide?(reason)
    }

    // MARK: Helpers

    /// Tells the host when modality changes (a modal popup appeared, or the last one left).
    private func announceModality() {
        let modal = current?.presentation.isModal ?? false
        if modal != announcedModal {
            announcedModal = modal
            host.screenChanged(modal: modal)
        }
    }

    /// Takes a handed-over layer off screen unless it is `content` (the layer about to show);
    /// leaves it alone if someone else has adopted it meanwhile.
    private func settleHandedOver(keeping content: Layer?) {
        guard let layer = handedOver else { return }
        handedOver = nil
        if layer !== content, layer.superlayer === root { layer.removeFromSuperlayer() }
    }

    private func context(for record: PopupRecord) -> PopupTransitionContext {
        PopupTransitionContext(backdrop: backdrop, content: currentContent ?? record.popup.content,
                               bounds: Rect(origin: .zero, size: overlay.size),
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
        if let t = currentTimeout { clock.cancel(t); currentTimeout = nil }
    }

    /// Checks the heap and the bookkeeping (debug builds only).
    func _checkInvariants() {
        #if DEBUG
        heap._checkInvariants()
        assert(records.count == heap.count + (current == nil ? 0 : 1), "record count")
        for r in heap.records { assert(records[ObjectIdentifier(r.popup)] === r, "a waiting record is not found by identity") }
        assert(handedOver == nil, "a handed-over layer was left unsettled")
        if let c = current {
            assert(records[ObjectIdentifier(c.popup)] === c && !heap.contains(c), "current record")
        } else {
            assert(currentTimeout == nil && currentContent == nil, "state of a popup no longer showing")
        }
        #endif
    }
}
