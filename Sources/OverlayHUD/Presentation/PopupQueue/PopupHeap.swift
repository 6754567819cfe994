/// A binary heap of queue entries — (priority, arrival, slot) values, so sifting moves plain
/// numbers and never touches reference counts — that knows where each slot sits, so any
/// entry can be removed in O(log n). The queue keeps two over the same slots: best-first
/// (what shows next) and worst-first (what overflow drops).
///
/// - Complexity: `insert`, `popFirst` and `remove(slot:)` are O(log n); `first` and
///   `contains(slot:)` are O(1).
struct PopupHeap {
    /// One waiting popup's key and the slot of its record.
    struct Entry: Equatable {
        var priority: Double
        var sequence: UInt64
        var slot: Int32

        /// Whether `self` shows before `other`: higher priority first, then earlier arrival.
        @inline(__always)
        func showsBefore(_ other: Entry) -> Bool {
            priority > other.priority || (priority == other.priority && sequence < other.sequence)
        }
    }

    enum Order { case bestFirst, worstFirst }

    let order: Order
    private(set) var entries: [Entry] = []
    /// Heap position of each slot (-1: not in this heap).
    private var positions: [Int32] = []

    init(order: Order) { self.order = order }

    /// A heap holding `entries` (their slots distinct), built bottom-up.
    /// - Complexity: O(n).
    init(order: Order, entries: [Entry]) {
        self.order = order
        self.entries = entries
        let maxSlot = entries.reduce(-1) { max($0, Int($1.slot)) }
        positions = Array(repeating: -1, count: maxSlot + 1)
        for (i, e) in entries.enumerated() { positions[Int(e.slot)] = Int32(i) }
        var i = entries.count / 2 - 1
        while i >= 0 { siftDown(i); i -= 1 }
    }

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }
    var first: Entry? { entries.first }

    /// Whether the entry of `slot` is in the heap.
    func contains(slot: Int32) -> Bool {
        Int(slot) < positions.count && slot >= 0 && positions[Int(slot)] >= 0
    }

    /// Adds `entry` (its slot must not be in the heap already).
    mutating func insert(_ entry: Entry) {
        let s = Int(entry.slot)
        if s >= positions.count { positions.append(contentsOf: repeatElement(-1, count: s + 1 - positions.count)) }
        entries.append(entry)
        siftUp(entries.count - 1)
    }

    /// Removes and returns the first entry.
    mutating func popFirst() -> Entry? {
        guard let top = entries.first else { return nil }
        let last = entries.removeLast()
        positions[Int(top.slot)] = -1
        let n = entries.count
        if n == 0 { return top }
        // Floyd: walk the hole at the root down to a leaf along the better children (one
        // comparison per level), then put the old last entry there and sift it up (it is
        // usually near the bottom already).
        var i = 0
        while true {
            let l = 2 * i + 1
            if l >= n { break }
            var c = l
            if l + 1 < n, before(entries[l + 1], entries[l]) { c = l + 1 }
            let child = entries[c]
            entries[i] = child
            positions[Int(child.slot)] = Int32(i)
            i = c
        }
        entries[i] = last
        positions[Int(last.slot)] = Int32(i)
        siftUp(i)
        return top
    }

    /// Removes the entry of `slot`; a slot not in the heap is a no-op.
    mutating func remove(slot: Int32) {
        guard contains(slot: slot) else { return }
        remove(at: Int(positions[Int(slot)]))
    }

    /// Removes everything.
    mutating func removeAll() {
        for e in entries { positions[Int(e.slot)] = -1 }
        entries.removeAll(keepingCapacity: true)
    }

    /// The entries in heap order (best first for a best-first heap).
    /// - Complexity: O(n log n).
    func sorted() -> [Entry] { entries.sorted(by: before) }

    private mutating func remove(at i: Int) {
        let removed = entries[i]
        let last = entries.count - 1
        if i != last {
            entries[i] = entries[last]
            positions[Int(entries[i].slot)] = Int32(i)
        }
        entries.removeLast()
        positions[Int(removed.slot)] = -1
        if i < entries.count {
            siftDown(i)
            siftUp(i)
        }
    }

    @inline(__always)
    private func before(_ a: Entry, _ b: Entry) -> Bool {
        order == .bestFirst ? a.showsBefore(b) : b.showsBefore(a)
    }

    private mutating func siftUp(_ start: Int) {
        var i = start
        let x = entries[i]
        while i > 0 {
            let parent = (i - 1) / 2
            let p = entries[parent]
            guard before(x, p) else { break }
            entries[i] = p
            positions[Int(p.slot)] = Int32(i)
            i = parent
        }
        entries[i] = x
        positions[Int(x.slot)] = Int32(i)
    }

    private mutating func siftDown(_ start: Int) {
        var i = start
        let n = entries.count
        let x = entries[i]
        while true {
            let l = 2 * i + 1
            if l >= n { break }
            var c = l
            let r = l + 1
            if r < n, before(entries[r], entries[l]) { c = r }
            let child = entries[c]
            guard before(child, x) else { break }
            entries[i] = child
            positions[Int(child.slot)] = Int32(i)
            i = c
        }
        entries[i] = x
        positions[Int(x.slot)] = Int32(i)
    }

    /// Checks the heap property and the stored positions (debug builds only; a no-op in release).
    func _checkInvariants() {
        #if DEBUG
        for (i, e) in entries.enumerated() {
            assert(positions[Int(e.slot)] == Int32(i), "position of slot \(e.slot) is \(positions[Int(e.slot)]), expected \(i)")
            if i > 0 { assert(!before(e, entries[(i - 1) / 2]), "heap order broken at \(i)") }
        }
        assert(positions.filter { $0 >= 0 }.count == entries.count, "stale positions")
        #endif
    }
}
