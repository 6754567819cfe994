import OverlayHUDPrefetch

/// Shows popups one at a time by priority (XBPopUpView's `XBPopUpQueue`).
///
/// Waiting popups sit in a binary heap keyed by (priority descending, arrival ascending). A
/// second heap over the same entries, worst first, finds the popup to drop on overflow; it is
/// built (O(n)) the first time the queue overflows and dropped once the queue drains below half
/// its capacity, so a queue that never fills pays for one heap only and overflow stays
/// O(log n) amortised.
/// When a higher-priority popup arrives while one shows, it waits — unless the showing one was
/// enqueued with `lowerPriorityHidden`, in which case the showing one is taken off screen (its
/// layers untouched) and put back in the queue with its original arrival, so it shows again,
/// as it was, once nothing more urgent waits.
///
/// All popups share one root layer (zPosition ``OverlayZOrder/popups``) holding the backdrop and
/// the current popup's content; the root is in the overlay only while a popup shows. When the
/// popup showing next uses the very same content layer as the one leaving (popups sharing one
/// view), that layer stays attached across the hand-over instead of leaving and coming back:
/// the leaving popup's did-hide then runs with the layer already in place for the next one.
///
/// Built for long queues as well as short ones: popups are found by identity through
/// ``PopupIndex`` (no hashing of strings, no retains), each enqueued popup costs one 64-byte
/// ``PopupRecord`` that is reused once nothing else holds it, and every callback handed out
/// captures only its record (no closure allocations). A long queue visits its popups in priority
/// order, not in the order they were made, so while one popup shows the queue prefetches what
/// the next two will touch, and heap pops prefetch the levels below them. Storage keeps the room
/// the largest backlog needed.
/// - Complexity: enqueue and moving on to the next popup are O(log n).
@MainActor
final class PopupQueue: OverlayTouchTarget {
    // Unchecked exclusivity on the bookkeeping below: every enqueue and transition modifies it
    // several times and the dynamic check showed up in profiles. The queue is confined to the
    // main actor and no method hands out overlapping inout access to these (popup callbacks
    // never run inside a mutation of them), so the check can never fire.
    /// Capacity, de-duplication and timeout (see ``PopupQueueConfiguration``).
    @exclusivity(unchecked) var configuration = PopupQueueConfiguration()
    /// The record showing now (presenting, shown or dismissing).
    @exclusivity(unchecked) private(set) var current: PopupRecord?
    /// The heap key (priority, arrival) of ``current``; meaningful only while it is set.
    @exclusivity(unchecked) private var currentEntry = PopupHeap.Entry(priority: 0, sequence: 0, slot: -1)
    /// The content layer ``show(_:entry:)`` attached for ``current`` (nil while none is attached).
    @exclusivity(unchecked) private var currentContent: Layer?
    /// The timeout of ``current``'s running transition.
    @exclusivity(unchecked) private var currentTimeout: TimerToken?
    @exclusivity(unchecked) private var best = PopupHeap(order: .bestFirst)
    /// The worst-first heap, present only while the queue is near its capacity.
    @exclusivity(unchecked) private var worst: PopupHeap?
    /// The slot of every enqueued popup (showing or waiting), by identity.
    @exclusivity(unchecked) private var index = PopupIndex()
    /// Records by slot (the heaps hold slots); freed slots are reused.
    @exclusivity(unchecked) private var slots: [PopupRecord?] = []
    @exclusivity(unchecked) private var freeSlots: [Int32] = []
    /// Records that have left the queue and that nothing else holds, kept for reuse (at most
    /// ``PopupQueueConfiguration/capacity`` + 1 of them, the most the queue can hold at once). A
    /// long queue would otherwise get them back from the allocator in scattered order, each
    /// handed-back block a cache miss to read, and free each one again as it leaves.
    @exclusivity(unchecked) private var spareRecords: [PopupRecord] = []
    /// The record retired last. It joins ``spareRecords`` at the next retirement if nothing
    /// else holds it by then (while it retires, the completion closure that ended its dismiss
    /// usually still does).
    @exclusivity(unchecked) private var retiring: PopupRecord?
    /// What the host was last told about modality (so A → B does not flicker false/true).
    @exclusivity(unchecked) private var announcedModal = false
    @exclusivity(unchecked) private var idCounts: [String: Int] = [:]
    @exclusivity(unchecked) private var nextSequence: UInt64 = 0
    /// A leaving popup's content left attached because the popup showing next uses the same
    /// layer; settled (kept or taken off) before the call that left it returns.
    @exclusivity(unchecked) private var handedOver: Layer?
    /// What records (and so the callbacks they back) and the overlay's layout notifications
    /// reach the queue through (see ``Link``).
    private let link = Link()
    /// The container of the backdrop and the current popup's content.
    let root = Layer(name: "popups")
    /// The full-screen backdrop (interactive for modal popups).
    let backdrop = Layer(name: "popupBackdrop")
    /// The overlay (held strongly: it keeps its layout observers weakly, so there is no cycle).
    private let overlay: Overlay
    private let clock: any Clock
    private let host: any HUDHost
    /// Called when the root enters or leaves the overlay (the center tells its host).
    var onContentChange: (() -> Void)?

    init(overlay: Overlay, clock: any Clock, host: any HUDHost) {
        self.overlay = overlay
        self.clock = clock
        self.host = host
        root.zPosition = OverlayZOrder.popups
        root.addSublayer(backdrop)
        link.queue = self
    }

    deinit { link.queue = nil }

    /// The queue as everything that outlives a call sees it — the callbacks handed to popups
    /// and the clock (through their records) and the overlay's layout notifications: the queue
    /// while it lives, `nil` once it is gone.
    ///
    /// The pointer is unretained and cleared by the queue's `deinit`, so it never dangles.
    /// Nothing holds the queue weakly: a weakly referenced object gets a side table, and every
    /// retain of it (each entry point, each transition) would take the runtime's slow path.
    final class Link: OverlayLayoutObserver {
        // Main-actor use only; `deinit` (the one nonisolated access) runs when no other
        // reference to the queue is left, so nothing can be reading it then.
        nonisolated(unsafe) unowned(unsafe) var queue: PopupQueue?

        func overlayDidChangeLayout(_ overlay: Overlay) { queue?.overlayDidChangeLayout(overlay) }
    }

    // MARK: Inspection

    /// The popup showing now.
    var currentPopup: (any Popup)? { current?.popup }
    /// Waiting records, in the order they will show.
    /// - Complexity: O(n log n).
    var queuedRecords: [PopupRecord] { best.sorted().compactMap { slots[Int($0.slot)] } }
    /// Number of waiting popups.
    var queuedCount: Int { best.count }
    /// Number of retired records kept for reuse (tests).
    var spareRecordCount: Int { spareRecords.count }
    /// Whether `popup` is showing or waiting.
    func contains(_ popup: any Popup) -> Bool { index.slot(for: ObjectIdentifier(popup)) != nil }

    // MARK: Enqueue

    /// Adds `popup`; it shows at once when nothing shows. Enqueuing a popup that is already
    /// showing or waiting is a no-op.
    func enqueue(_ popup: any Popup, lowerPriorityHidden: Bool = false, didHide: (@MainActor (PopupHideReason) -> Void)? = nil) {
        let key = ObjectIdentifier(popup)
        // Ask for the popup's index bucket first and do the rest of the preparation meanwhile:
        // in a long queue the bucket is a cache miss, and the lookup below waits for it.
        index.prefetch(key: UInt(bitPattern: key))
        let id = popup.popupID
        if configuration.deduplicatesByID, let id, idCounts[id] != nil {
            guard index.slot(for: key) == nil else { return }
            nextSequence &+= 1
            let record = PopupRecord(popup: popup, slot: -1, lowerPriorityHidden: lowerPriorityHidden, popupID: id,
                                     didHide: didHide, link: link)
            notifyHidden([record], reason: .duplicate)
            return
        }
        // The priority is read once, here: the heap key must not change under it.
        let priority = popup.priority.value
        let slot: Int32 = freeSlots.last ?? Int32(truncatingIfNeeded: slots.count)
        // The record is made, and its entry put in the heap, before the lookup (which waits for
        // the bucket); both are taken back, unannounced, if the popup turns out to be here.
        let record = makeRecord(popup, slot: slot, lowerPriorityHidden: lowerPriorityHidden, popupID: id, didHide: didHide)
        let entry = PopupHeap.Entry(priority: priority, sequence: nextSequence &+ 1, slot: slot,
                                    object: UInt(bitPattern: key),
                                    record: UInt(bitPattern: Unmanaged.passUnretained(record).toOpaque()))
        best.insert(entry)
        // One hash lookup: insert, or learn the popup is already here.
        if index.insert(key, slot: slot) != nil {
            best.remove(slot: slot)
            record.retire()
            spareRecords.append(record)
            return
        }
        nextSequence &+= 1
        if freeSlots.isEmpty {
            slots.append(record)
            // Room for every slot in the free list, grown here (amortised, with `slots`), so
            // freeing a slot on the way out never reallocates.
            if freeSlots.capacity < slots.count { freeSlots.reserveCapacity(slots.capacity) }
        } else {
            freeSlots.removeLast()
            slots[Int(slot)] = record
        }
        if let id { idCounts[id, default: 0] += 1 }
        popup.onRequestDismiss = { [record] reason in record.requestDismiss(reason) }
        worst?.insert(entry)
        var dropped: [PopupRecord] = []
        while best.count > configuration.capacity {
            if worst == nil { worst = PopupHeap(order: .worstFirst, entries: best.entries) }
            guard let victim = worst?.first, let r = slots[Int(victim.slot)] else { break }
            removeQueued(r)
            dropped.append(r)
        }
        if let cur = current, cur.lowerPriorityHidden, cur.isActive,
           let next = best.first, next.priority > currentEntry.priority {
            suspendCurrent()
        }
        notifyHidden(dropped, reason: .overflow)
        advance()
    }

    // MARK: Dismissal

    /// Removes the popups `descriptor` matches (see ``PopupDismissal``).
    func dismiss(_ descriptor: PopupDismissal) {
        if case .current = descriptor {
            // The common case, without the bookkeeping for queued popups.
            if let cur = current { beginDismiss(cur, reason: .dismissed) }
            advance()
            return
        }
        var entries: [PopupHeap.Entry] = []
        var dismissCurrent = false
        switch descriptor {
        case .current:
            dismissCurrent = true
        case .popup(let key):
            if let s = index.slot(for: key), let r = slots[Int(s)] {
                if r === current { dismissCurrent = true } else if let e = best.entry(slot: s) { entries = [e] }
            }
        case .id(let id):
            guard idCounts[id] != nil else { return }
            entries = best.entries.filter { slots[Int($0.slot)]?.popupID == id }
            dismissCurrent = current?.popupID == id
        case .priorityAtMost(let p):
            entries = best.entries.filter { $0.priority <= p.value }
            dismissCurrent = current != nil && currentEntry.priority <= p.value
        case .allQueued:
            entries = best.entries
        case .all:
            entries = best.entries
            dismissCurrent = true
        }
        entries.sort { $0.showsBefore($1) }
        let queued = entries.compactMap { slots[Int($0.slot)] }
        if !queued.isEmpty && queued.count == best.count {
            best.removeAll()
            worst = nil
            for r in queued { forget(r) }
        } else {
            for r in queued { removeQueued(r) }
        }
        if dismissCurrent, let cur = current { beginDismiss(cur, reason: .dismissed) }
        notifyHidden(queued, reason: .dismissed)
        advance()
    }

    /// Dismisses one record (the popup asked, or its id/instance was dismissed); a record no
    /// longer in the queue is a no-op.
    func dismiss(_ record: PopupRecord, reason: PopupHideReason) {
        if record === current {
            beginDismiss(record, reason: reason)
        } else if record.slot >= 0, best.contains(slot: record.slot), slots[Int(record.slot)] === record {
            removeQueued(record)
            notifyHidden([record], reason: reason)
        }
        advance()
    }

    // MARK: Taps

    /// Backdrop taps dismiss (when the popup allows) or are swallowed; content taps go to the popup.
    func handleTap(on layer: Layer, at point: Point) -> Bool {
        guard let cur = current else { return false }
        if layer === root { return true }
        let active = cur.isActive
        if layer === backdrop {
            if active && cur.popup.dismissesOnEmptyAreaTap { beginDismiss(cur, reason: .emptyAreaTap) }
            return true
        }
        let content = cur.popup.content
        if layer === content || layer.isDescendant(of: content) {
            if active { _ = cur.popup.handleTap(on: layer, at: point) }
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

    // MARK: Implementation

    private func advance() {
        guard current == nil else { return }
        guard let next = best.popFirst() else {
            settleHandedOver(keeping: nil)
            announceModality()
            if root.superlayer != nil {
                root.removeFromSuperlayer()
                overlay.removeLayoutObserver(link)
                onContentChange?()
            }
            return
        }
        worst?.remove(slot: next.slot)
        if worst != nil && best.count < configuration.capacity / 2 { worst = nil }
        show(record(of: next), entry: next)
        prefetchAhead()
    }

    /// The record of a queued entry (owned by `slots` while the entry is in a heap).
    private func record(of entry: PopupHeap.Entry) -> PopupRecord {
        guard let address = UnsafeRawPointer(bitPattern: entry.record) else { return slots[Int(entry.slot)]! }
        let record = Unmanaged<PopupRecord>.fromOpaque(address).takeUnretainedValue()
        assert(slots[Int(entry.slot)] === record, "entry and slot disagree")
        return record
    }

    /// Starts loading what the next popups will need while the current one shows: the record,
    /// popup object, index bucket and slot cell of the popup first in line, and of both popups that
    /// may follow it (the first one's children in the heap: whichever is better comes next). In a
    /// long queue each of these is a cache miss otherwise — popups show in priority order, not
    /// in the order they were made — and prefetching two ahead leaves a whole hand-over for them
    /// to arrive. Prefetches are hints: a guess that does not show next costs next to nothing.
    private func prefetchAhead() { Self.prefetch(&best, &slots, &index) }

    /// The body of ``prefetchAhead()``. Nonisolated on purpose: a closure formed on the main
    /// actor (here, for `withUnsafeBytes`) is checked for isolation every time it runs, which
    /// cost more than the prefetches save. `inout` only so the storage is not retained for the
    /// call; nothing is changed.
    private nonisolated static func prefetch(_ heap: inout PopupHeap, _ slots: inout [PopupRecord?], _ index: inout PopupIndex) {
        let cellCount = slots.count
        slots.withUnsafeMutableBytes { cells in
            heap.withFirst(3) { ahead in
                for e in ahead {
                    if let record = UnsafeRawPointer(bitPattern: e.record) { overlayhud_prefetch(record) }
                    if let object = UnsafeRawPointer(bitPattern: e.object) { overlayhud_prefetch(object) }
                    index.prefetch(key: e.object)
                    // Its cell in `slots`, which is cleared when it leaves.
                    if e.slot >= 0, Int(e.slot) < cellCount {
                        overlayhud_prefetch(UnsafeRawPointer(cells.baseAddress! + Int(e.slot) &* MemoryLayout<PopupRecord?>.stride))
                    }
                }
            }
        }
    }

    private func show(_ record: PopupRecord, entry: PopupHeap.Entry) {
        current = record
        currentEntry = entry
        let popup = record.popup
        let entering = root.superlayer == nil
        if entering {
            overlay.rootLayer.addSublayer(root)
            overlay.addLayoutObserver(link)
        }
        let size = overlay.size
        if entering || root.bounds.size != size {
            root.frame = Rect(origin: .zero, size: size)
            backdrop.frame = Rect(origin: .zero, size: size)
        }
        if backdrop.hasAnimations { backdrop.removeAllAnimations() }
        let modal = popup.isModal
        backdrop.opacity = 1
        backdrop.backgroundColor = popup.backdropColor
        backdrop.isInteractive = modal
        // The root catches touches too, so a modal popup blocks the app even while a custom
        // transition has made the backdrop transparent (and during the exit transition).
        root.isInteractive = modal
        backdrop.isHidden = !modal
        // The layer attached now is the one taken off later (read once: every read of a
        // protocol's layer is a call and a retain).
        let content = popup.content
        currentContent = content
        settleHandedOver(keeping: content)
        if content.superlayer !== root { root.addSublayer(content) }
        let bounds = Rect(origin: .zero, size: size)
        popup.layout(in: bounds)
        if record.wasSuspended {
            record.phase = .shown
            popup.popupDidResume()
        } else {
            record.phase = .presenting
            let context = PopupTransitionContext(backdrop: backdrop, content: content, bounds: bounds,
                                                 clock: clock, isAnimated: !host.isReduceMotionEnabled)
            popup.present(context) { [record] in record.presentDidEnd() }
            if record === current, record.phase == .presenting, currentTimeout == nil {
                startTimeout(record) { [record] in record.presentDidEnd() }
            }
        }
        announceModality()
        if entering { onContentChange?() } else { host.commit(overlay) }
    }

    /// A present completion (or its timeout): counts only for the current record while it presents.
    func presentEnded(_ record: PopupRecord) {
        guard record === current, record.phase == .presenting else { return }
        cancelTimeout(record)
        record.phase = .shown
    }

    private func beginDismiss(_ record: PopupRecord, reason: PopupHideReason) {
        guard record === current, record.isActive else { return }
        cancelTimeout(record)
        record.phase = .dismissing
        record.hideReason = reason
        record.popup.popupWillHide(reason)
        // Nothing a will-hide does can take a dismissing record off screen (dismissals and
        // suspensions start only from presenting or shown), but stay safe.
        guard record === current, record.phase == .dismissing else { return }
        record.popup.dismiss(context(for: record), reason: reason) { [record] in record.dismissDidEnd() }
        if record === current, record.phase == .dismissing, currentTimeout == nil {
            startTimeout(record) { [record] in record.dismissDidEnd() }
        }
    }

    /// A dismiss completion (or its timeout): counts only for the current record while it leaves.
    func dismissEnded(_ record: PopupRecord) {
        guard record === current, record.phase == .dismissing else { return }
        let reason = record.hideReason
        cancelTimeout(record)
        if let content = currentContent, showsNext(content) {
            currentContent = nil
            handedOver = content
        } else {
            detachContent(of: record)
        }
        if backdrop.hasAnimations { backdrop.removeAllAnimations() }
        current = nil
        forget(record)
        finishHidden(record, reason: reason)
        advance()
    }

    /// Takes the current popup off screen, intact, and puts it back in the queue.
    private func suspendCurrent() {
        guard let cur = current else { return }
        cancelTimeout(cur)
        cur.phase = .queued
        cur.wasSuspended = true
        detachContent(of: cur)
        current = nil
        best.insert(currentEntry)
        worst?.insert(currentEntry)
        // Told with the queue consistent (nothing showing yet): whatever the popup does from
        // here — asks to be dismissed, enqueues another — is handled as at any other time.
        cur.popup.popupDidSuspend()
    }

    private func removeQueued(_ record: PopupRecord) {
        best.remove(slot: record.slot)
        worst?.remove(slot: record.slot)
        forget(record)
    }

    /// Tells the host when modality changes (a modal popup appeared, or the last one left).
    private func announceModality() {
        let modal = current?.popup.isModal ?? false
        if modal != announcedModal {
            announcedModal = modal
            host.screenChanged(modal: modal)
        }
    }

    /// Drops the bookkeeping for a record leaving the queue (not its heap slots).
    private func forget(_ record: PopupRecord) {
        cancelTimeout(record)
        index.remove(ObjectIdentifier(record.popup))
        if let id = record.popupID {
            let n = (idCounts[id] ?? 1) - 1
            idCounts[id] = n > 0 ? n : nil
        }
        if record.slot >= 0, Int(record.slot) < slots.count, slots[Int(record.slot)] === record {
            slots[Int(record.slot)] = nil
            freeSlots.append(record.slot)
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
        let popup = record.popup
        popup.onRequestDismiss = nil  // the record has left the queue (forgotten) before this
        let callback = record.takeDidHide()
        retire(record)
        popup.popupDidHide(reason)
        callback?(reason)
    }

    // MARK: Records

    /// A record for `popup`: a spare one when there is one, otherwise a new one.
    private func makeRecord(_ popup: any Popup, slot: Int32, lowerPriorityHidden: Bool, popupID: String?,
                            didHide: (@MainActor (PopupHideReason) -> Void)?) -> PopupRecord {
        guard let record = spareRecords.popLast() else {
            return PopupRecord(popup: popup, slot: slot, lowerPriorityHidden: lowerPriorityHidden, popupID: popupID,
                               didHide: didHide, link: link)
        }
        // The spares were retired in the order popups left, so they lie scattered: ask for the
        // one after next now.
        Self.prefetchSpare(&spareRecords, fromEnd: 2)
        record.reuse(for: popup, slot: slot, lowerPriorityHidden: lowerPriorityHidden, popupID: popupID, didHide: didHide)
        return record
    }

    /// Ends `record`'s stay for good (see ``PopupRecord/retire()``), and keeps the record
    /// retired before it as a spare if nothing else holds that one by now.
    private func retire(_ record: PopupRecord) {
        record.retire()
        var previous: PopupRecord? = record
        swap(&previous, &retiring)
        if isKnownUniquelyReferenced(&previous), spareRecords.count <= configuration.capacity, let spare = previous {
            spareRecords.append(spare)
        }
    }

    /// Prefetches the spare record `fromEnd` places from the end of `spares` (nonisolated and
    /// `inout` for the reasons given at ``prefetch(_:_:_:)``; reading the reference itself
    /// would retain the record, the very miss this avoids).
    private nonisolated static func prefetchSpare(_ spares: inout [PopupRecord], fromEnd: Int) {
        let i = spares.count - fromEnd
        guard i >= 0 else { return }
        spares.withUnsafeBytes { cells in
            let bits = cells.load(fromByteOffset: i &* MemoryLayout<PopupRecord>.stride, as: UInt.self)
            if let record = UnsafeRawPointer(bitPattern: bits) { overlayhud_prefetch(record) }
        }
    }

    /// Whether the popup first in line shows `layer` as its content.
    private func showsNext(_ layer: Layer) -> Bool {
        guard let next = best.first else { return false }
        return record(of: next).popup.content === layer
    }

    /// Takes a handed-over layer off screen unless it is `content` (the layer about to show);
    /// leaves it alone if someone else has adopted it meanwhile.
    private func settleHandedOver(keeping content: Layer?) {
        guard let layer = handedOver else { return }
        handedOver = nil
        if layer !== content, layer.superlayer === root { layer.removeFromSuperlayer() }
    }

    /// Takes the layer ``show(_:entry:)`` attached for the current `record` off screen.
    private func detachContent(of record: PopupRecord) {
        (currentContent ?? record.popup.content).removeFromSuperlayer()
        currentContent = nil
    }

    private func context(for record: PopupRecord) -> PopupTransitionContext {
        PopupTransitionContext(backdrop: backdrop, content: currentContent ?? record.popup.content,
                               bounds: Rect(origin: .zero, size: overlay.size),
                               clock: clock, isAnimated: !host.isReduceMotionEnabled)
    }

    /// Starts the current `record`'s transition timeout.
    private func startTimeout(_ record: PopupRecord, _ action: @escaping @MainActor () -> Void) {
        let t = configuration.transitionTimeout
        guard t.isFinite, record === current else { return }
        currentTimeout = clock.schedule(after: t, action)
    }

    /// Cancels `record`'s transition timeout (only the current record has one).
    private func cancelTimeout(_ record: PopupRecord) {
        if record === current, let t = currentTimeout { clock.cancel(t); currentTimeout = nil }
    }

    /// Checks both heaps and the bookkeeping (debug builds only).
    func _checkInvariants() {
        #if DEBUG
        best._checkInvariants()
        if let worst {
            worst._checkInvariants()
            assert(best.count == worst.count, "heaps disagree")
            for e in best.entries { assert(worst.contains(slot: e.slot), "heaps disagree on \(e.slot)") }
        }
        assert(index.count == best.count + (current == nil ? 0 : 1), "index count")
        assert(handedOver == nil, "a handed-over layer was left unsettled")
        assert(slots.count - freeSlots.count == index.count, "slot bookkeeping")
        for r in spareRecords { assert(r.isRetired && r.slot == -1, "a spare record still stands for a popup") }
        for (key, slot) in index.contents {
            assert(slots[Int(slot)].map { UInt(bitPattern: ObjectIdentifier($0.popup)) } == key, "index and slots disagree on \(slot)")
        }
        if let c = current {
            assert(!best.contains(slot: c.slot) && worst?.contains(slot: c.slot) != true, "current still queued")
            assert(currentEntry.slot == c.slot, "current heap key")
        } else {
            assert(currentTimeout == nil && currentContent == nil, "state of a popup no longer showing")
        }
        for e in best.entries { assert(slots[Int(e.slot)] != nil, "no record for slot \(e.slot)") }
        #endif
    }
}
