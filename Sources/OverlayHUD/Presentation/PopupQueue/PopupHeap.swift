/// A binary heap of popup records that knows where each record sits, so any record can be
/// removed in O(log n). The queue keeps two over the same records: best-first (what shows
/// next) and worst-first (what overflow drops).
///
/// - Complexity: `insert`, `popFirst` and `remove` are O(log n); `first` is O(1).
@MainActor
struct PopupHeap {
    enum Order { case bestFirst, worstFirst }

    let order: Order
    private(set) var items: [PopupRecord] = []

    init(order: Order) { self.order = order }

    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
    var first: PopupRecord? { items.first }

    /// Adds `record`.
    mutating func insert(_ record: PopupRecord) {
        items.append(record)
        setIndex(record, items.count - 1)
        siftUp(items.count - 1)
    }

    /// Removes and returns the first record.
    mutating func popFirst() -> PopupRecord? {
        guard let top = items.first else { return nil }
        remove(at: 0)
        return top
    }

    /// Removes `record` if it is in this heap.
    mutating func remove(_ record: PopupRecord) {
        let i = index(of: record)
        guard i >= 0, i < items.count, items[i] === record else { return }
        remove(at: i)
    }

    /// Removes everything (indices are reset).
    mutating func removeAll() {
        for r in items { setIndex(r, -1) }
        items.removeAll()
    }

    /// The records in heap order (best first for a best-first heap).
    /// - Complexity: O(n log n).
    func sorted() -> [PopupRecord] { items.sorted(by: before) }

    private mutating func remove(at i: Int) {
        let removed = items[i]
        let last = items.count - 1
        if i != last {
            items.swapAt(i, last)
            setIndex(items[i], i)
        }
        items.removeLast()
        setIndex(removed, -1)
        if i < items.count {
            siftDown(i)
            siftUp(i)
        }
    }

    @inline(__always)
    private func before(_ a: PopupRecord, _ b: PopupRecord) -> Bool {
        order == .bestFirst ? a.showsBefore(b) : b.showsBefore(a)
    }

    @inline(__always)
    private func index(of r: PopupRecord) -> Int { order == .bestFirst ? r.bestIndex : r.worstIndex }

    @inline(__always)
    private func setIndex(_ r: PopupRecord, _ i: Int) {
        if order == .bestFirst { r.bestIndex = i } else { r.worstIndex = i }
    }

    private mutating func siftUp(_ start: Int) {
        var i = start
        let x = items[i]
        while i > 0 {
            let parent = (i - 1) / 2
            let p = items[parent]
            guard before(x, p) else { break }
            items[i] = p
            setIndex(p, i)
            i = parent
        }
        items[i] = x
        setIndex(x, i)
    }

    private mutating func siftDown(_ start: Int) {
        var i = start
        let n = items.count
        let x = items[i]
        while true {
            let l = 2 * i + 1
            if l >= n { break }
            var c = l
            let r = l + 1
            if r < n, before(items[r], items[l]) { c = r }
            let child = items[c]
            guard before(child, x) else { break }
            items[i] = child
            setIndex(child, i)
            i = c
        }
        items[i] = x
        setIndex(x, i)
    }

    /// Checks the heap property and the stored indices (debug builds only; a no-op in release).
    func _checkInvariants() {
        #if DEBUG
        for (i, r) in items.enumerated() {
            assert(index(of: r) == i, "stored index of record \(r.sequence) is \(index(of: r)), expected \(i)")
            if i > 0 {
                let p = items[(i - 1) / 2]
                assert(!before(r, p), "heap order broken at \(i)")
            }
        }
        #endif
    }
}
