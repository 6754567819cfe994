/// One enqueued popup and its place in the queue.
///
/// The record is also what every callback the queue hands out captures — the popup's
/// `onRequestDismiss`, the transition completions, the timeouts — and nothing else: a closure
/// whose only capture is one object uses that object as its context, so handing one out costs
/// no allocation. A callback acts only while its record is the queue's and in the phase the
/// callback belongs to; late, repeated or stale calls (of a popup since dismissed, or
/// enqueued again under a new record) find it otherwise and do nothing. The queue reuses a
/// record for another popup only once nothing else holds it, so no callback can outlive its
/// record's stay into someone else's.
///
/// Records are kept to one cache line: a queue of thousands of popups visits them in priority
/// order, not in the order they were made, so each visit is a likely cache miss. What only the
/// showing popup needs (its content, timeout, heap key) lives in the queue; the rare id and
/// did-hide callback live in ``Extras``, allocated only when a popup has one.
@MainActor
final class PopupRecord {
    enum Phase: UInt8 { case queued, presenting, shown, dismissing }

    /// What few records need.
    @MainActor
    final class Extras {
        let popupID: String?
        var didHide: (@MainActor (PopupHideReason) -> Void)?
        init(popupID: String?, didHide: (@MainActor (PopupHideReason) -> Void)?) {
            self.popupID = popupID
            self.didHide = didHide
        }
    }

    /// The popup; `nil` only while the record is retired (see ``retire()``).
    @exclusivity(unchecked) private var storedPopup: (any Popup)?
    /// The queue, while it lives.
    let link: PopupQueue.Link
    /// Where the queue keeps this record while it is enqueued (the heaps refer to it by slot;
    /// -1: not enqueued).
    @exclusivity(unchecked) private(set) var slot: Int32
    // Unchecked exclusivity on the mutable fields, as on PopupQueue's: main-actor confined, and
    // no method hands out overlapping inout access to them.
    @exclusivity(unchecked) var phase: Phase = .queued
    /// Why the running dismiss transition started (what its completion reports).
    @exclusivity(unchecked) var hideReason: PopupHideReason = .dismissed
    /// The flags below, packed so the fields up to ``hasExtras`` end at byte 48 (with the
    /// object header): the record then fits one 64-byte allocation, everything but ``extras``
    /// in one cache line.
    @exclusivity(unchecked) private var flags: UInt8 = 0
    /// Whether ``extras`` is set (read first, so a record without extras never touches them).
    /// Nonisolated (unsafe) for `deinit` only, which runs when nothing else can see the record.
    nonisolated(unsafe) private(set) var hasExtras: Bool
    /// Owned (retained when set, released by ``retire()`` or `deinit`), but unmanaged: it sits
    /// past the first cache line, and a managed field would make every `deinit` load it to
    /// release it; this way only records that have extras (``hasExtras``, in the first line)
    /// touch it.
    nonisolated(unsafe) private var extras: Unmanaged<Extras>?

    private static let lowerPriorityHiddenFlag: UInt8 = 1
    private static let wasSuspendedFlag: UInt8 = 2

    init(popup: any Popup, slot: Int32, lowerPriorityHidden: Bool, popupID: String?,
         didHide: (@MainActor (PopupHideReason) -> Void)?, link: PopupQueue.Link) {
        self.storedPopup = popup
        self.slot = slot
        self.link = link
        hasExtras = false
        extras = nil
        setUp(lowerPriorityHidden: lowerPriorityHidden, popupID: popupID, didHide: didHide)
    }

    deinit {
        if hasExtras { extras?.release() }
    }

    /// Makes a retired record (one the queue knows nobody else holds) stand for `popup`,
    /// as a new one would.
    func reuse(for popup: any Popup, slot: Int32, lowerPriorityHidden: Bool, popupID: String?,
               didHide: (@MainActor (PopupHideReason) -> Void)?) {
        storedPopup = popup
        self.slot = slot
        phase = .queued
        hideReason = .dismissed
        setUp(lowerPriorityHidden: lowerPriorityHidden, popupID: popupID, didHide: didHide)
    }

    private func setUp(lowerPriorityHidden: Bool, popupID: String?, didHide: (@MainActor (PopupHideReason) -> Void)?) {
        flags = lowerPriorityHidden ? Self.lowerPriorityHiddenFlag : 0
        hasExtras = popupID != nil || didHide != nil
        extras = hasExtras ? Unmanaged.passRetained(Extras(popupID: popupID, didHide: didHide)) : nil
    }

    /// Lets go of the popup and everything it brought, once it has left the queue for good:
    /// the popup is not kept alive by a record the queue may recycle, and callbacks still
    /// holding the record find it out of the queue (`slot` -1, not current) and do nothing.
    func retire() {
        storedPopup = nil
        slot = -1
        phase = .queued
        if hasExtras { extras?.release() }
        hasExtras = false
        extras = nil
    }

    /// The popup (a record is never asked while retired).
    var popup: any Popup { storedPopup! }
    /// Whether the record is retired (it stands for no popup).
    var isRetired: Bool { storedPopup == nil }

    /// Whether this popup steps aside (hidden, kept intact) when a higher priority arrives.
    var lowerPriorityHidden: Bool { flags & Self.lowerPriorityHiddenFlag != 0 }
    /// Whether it was shown and then hidden for a higher priority (it comes back without a present).
    var wasSuspended: Bool {
        get { flags & Self.wasSuspendedFlag != 0 }
        set { flags = newValue ? flags | Self.wasSuspendedFlag : flags & ~Self.wasSuspendedFlag }
    }

    /// The popup's id, as read when it was enqueued.
    var popupID: String? { hasExtras ? extras?.takeUnretainedValue().popupID : nil }

    /// Takes the did-hide callback (it runs once).
    func takeDidHide() -> (@MainActor (PopupHideReason) -> Void)? {
        guard hasExtras, let e = extras?.takeUnretainedValue() else { return nil }
        let callback = e.didHide
        e.didHide = nil
        return callback
    }

    /// Whether the record is on screen in a phase a dismissal may start from.
    var isActive: Bool { phase == .presenting || phase == .shown }

    // MARK: Callbacks (each closure captures only the record)

    /// The popup's `onRequestDismiss`.
    func requestDismiss(_ reason: PopupHideReason) { link.queue?.dismiss(self, reason: reason) }
    /// The present transition's completion (and its timeout).
    func presentDidEnd() { link.queue?.presentEnded(self) }
    /// The dismiss transition's completion (and its timeout).
    func dismissDidEnd() { link.queue?.dismissEnded(self) }
}
