@_spi(Layers) import OverlayHUDCore

// Who is in the popup queue: the bookkeeping PopupQueue's rules ask about, apart from the rules.

/// Every popup in a ``PopupQueue``: the waiting ones in a ``PopupHeap``, every one (waiting or
/// showing) by identity, and the counts the queue's rules ask about — how many have each id,
/// how many are bound to a context. Counts never exceed the number of records, so they cannot
/// overflow.
/// - Complexity: O(1) lookups; ``next(in:)`` is O(1) while no popup is bound to a context, O(n) otherwise.
@MainActor
struct PopupRoster {
    /// The waiting records.
    var waiting = PopupHeap()
    /// Every record (showing or waiting), by its popup's identity.
    private var records: [ObjectIdentifier: PopupRecord] = [:]
    /// How many records have each id (ids with none are absent).
    private var idCounts: [String: Int] = [:]
    /// How many records are bound to a context.
    private var boundCount = 0
    /// The last arrival's number.
    private var lastSequence: UInt64 = 0

    /// The record of the popup with identity `key`, showing or waiting.
    func record(for key: ObjectIdentifier) -> PopupRecord? { records[key] }

    /// Whether a popup with `id` is showing or waiting.
    func holds(id: String) -> Bool { idCounts[id] != nil }

    /// A record for a new stay of `popup`, numbered after every earlier arrival (the number
    /// saturates rather than traps; 2^64 arrivals are out of reach anyway). Not entered yet.
    mutating func newRecord(
        for popup: any Popup, didHide: (@MainActor (HUDHideReason) -> Void)?
    ) -> PopupRecord {
        if lastSequence < .max { lastSequence += 1 }
        return PopupRecord(popup: popup, sequence: lastSequence, didHide: didHide)
    }

    /// Enters `record`, waiting.
    mutating func add(_ record: PopupRecord) {
        waiting.insert(record)
        records[ObjectIdentifier(record.popup)] = record
        if let id = record.popupID { idCounts[id, default: 0] += 1 }
        if record.context != nil { boundCount += 1 }
    }

    /// Drops `record`, waiting or showing; a record not entered is a no-op.
    mutating func remove(_ record: PopupRecord) {
        waiting.remove(record)
        let key = ObjectIdentifier(record.popup)
        guard records[key] === record else { return }
        records[key] = nil
        if record.context != nil { boundCount -= 1 }
        if let id = record.popupID, let n = idCounts[id] { idCounts[id] = n > 1 ? n - 1 : nil }
    }

    /// Drops a record leaving the queue (waiting or showing) and takes back its dismissal handle —
    /// before any callback runs: a callback that shows the popup again gives it a new record and a
    /// new handle, which nothing may clear.
    mutating func forget(_ record: PopupRecord) {
        remove(record)
        record.popup.onRequestDismiss = nil
    }

    /// The waiting record that shows next under `context`: the heap's first, or — while popups
    /// are bound to contexts — the best one that may show (bound to none, or to `context`).
    func next(in context: String?) -> PopupRecord? {
        guard boundCount > 0 else { return waiting.first }
        var best: PopupRecord?
        for r in waiting.records where r.context == nil || r.context == context {
            if best.map({ r.showsBefore($0) }) ?? true { best = r }
        }
        return best
    }

    /// Checks the heap and the bookkeeping, `current` being the record showing (debug builds only).
    func _checkInvariants(current: PopupRecord?) {
        #if DEBUG
            waiting._checkInvariants()
            assert(records.count == waiting.count + (current == nil ? 0 : 1), "record count")
            for r in waiting.records {
                assert(records[ObjectIdentifier(r.popup)] === r, "a waiting record is not found by identity")
            }
            if let c = current {
                assert(records[ObjectIdentifier(c.popup)] === c && !waiting.contains(c), "current record")
            }
            let all = Array(records.values)
            assert(boundCount == all.filter { $0.context != nil }.count, "bound count")
            assert(idCounts == Dictionary(all.compactMap { $0.popupID }.map { ($0, 1) }, uniquingKeysWith: +), "id counts")
        #endif
    }
}
