@_spi(Layers) import OverlayHUDCore

/// The waiting popups: a binary heap of records, best first (higher priority, then earlier
/// arrival), in the manner of swift-collections' `Heap`.
///
/// Each record keeps its place in the heap (``PopupRecord/heapIndex``), so a waiting popup can
/// also be taken out from the middle (dismissed by instance, or dropped on overflow).
///
/// ```swift
/// var heap = PopupHeap()
/// heap.insert(record)
/// while let next = heap.popFirst() { show(next) }
/// ```
/// - Complexity: `insert`, `popFirst` and `remove` are O(log n); `first` and `contains` O(1);
///   `last` O(n).
@MainActor
struct PopupHeap {
    /// The records in heap order: each shows before its children (`2i + 1` and `2i + 2`).
    private(set) var records: [PopupRecord] = []

    var count: Int { records.count }
    var isEmpty: Bool { records.isEmpty }
    /// The record that shows next.
    var first: PopupRecord? { records.first }

    /// The record that shows last (lowest priority, latest arrival): what overflow drops. It is
    /// a leaf, so only the second half of the storage is searched.
    /// - Complexity: O(n).
    var last: PopupRecord? {
        records[(records.count / 2)...].max { $0.showsBefore($1) }
    }

    /// Whether `record` is in the heap.
    func contains(_ record: PopupRecord) -> Bool {
        guard let i = record.heapIndex else { return false }
        return i < records.count && records[i] === record
    }

    /// Adds `record` (which must not be in the heap).
    mutating func insert(_ record: PopupRecord) {
        records.append(record)
        record.heapIndex = records.count - 1
        siftUp(records.count - 1)
    }

    /// Removes and returns the record that shows next.
    mutating func popFirst() -> PopupRecord? {
        isEmpty ? nil : remove(at: 0)
    }

    /// Removes `record`; a record not in the heap is a no-op.
    mutating func remove(_ record: PopupRecord) {
        guard contains(record), let i = record.heapIndex else { return }
        remove(at: i)
    }

    /// Removes and returns the records matching `predicate`, in no particular order.
    /// - Complexity: O(n).
    mutating func removeAll(where predicate: (PopupRecord) -> Bool) -> [PopupRecord] {
        var kept: [PopupRecord] = []
        var removed: [PopupRecord] = []
        for r in records {
            if predicate(r) {
                r.heapIndex = nil
                removed.append(r)
            } else {
                r.heapIndex = kept.count
                kept.append(r)
            }
        }
        guard !removed.isEmpty else { return [] }
        records = kept
        // Floyd's bottom-up build over what is left.
        for i in stride(from: records.count / 2 - 1, through: 0, by: -1) { siftDown(i) }
        return removed
    }

    /// The records in the order they will show.
    /// - Complexity: O(n log n).
    func sorted() -> [PopupRecord] {
        var out = records
        PopupRecord.sortInShowingOrder(&out)
        return out
    }

    @discardableResult
    private mutating func remove(at i: Int) -> PopupRecord {
        let removed = records[i]
        swapAt(i, records.count - 1)
        records.removeLast()
        removed.heapIndex = nil
        if i < records.count {
            siftDown(i)
            siftUp(i)
        }
        return removed
    }

    private mutating func siftUp(_ start: Int) {
        var i = start
        while i > 0 {
            let parent = (i - 1) / 2
            guard records[i].showsBefore(records[parent]) else { return }
            swapAt(i, parent)
            i = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var i = start
        while true {
            let left = 2 * i + 1
            let right = left + 1
            var best = i
            if left < records.count && records[left].showsBefore(records[best]) { best = left }
            if right < records.count && records[right].showsBefore(records[best]) { best = right }
            if best == i { return }
            swapAt(i, best)
            i = best
        }
    }

    private mutating func swapAt(_ i: Int, _ j: Int) {
        records.swapAt(i, j)
        records[i].heapIndex = i
        records[j].heapIndex = j
    }

    /// Checks the heap order and the stored indices (debug builds only).
    func _checkInvariants() {
        #if DEBUG
            for (i, r) in records.enumerated() {
                assert(r.heapIndex == i, "record at \(i) thinks it is at \(String(describing: r.heapIndex))")
                if i > 0 { assert(!r.showsBefore(records[(i - 1) / 2]), "heap order broken at \(i)") }
            }
        #endif
    }
}
