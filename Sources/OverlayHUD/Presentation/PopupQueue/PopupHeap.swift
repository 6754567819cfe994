import OverlayHUDPrefetch

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
        /// The popup object's address: a hint for prefetching its memory before it shows
        /// (never dereferenced; 0 when unknown).
        var object: UInt = 0
        /// The record's address (0 when unknown). The queue's `slots` own the record for as
        /// long as the entry is in a heap, so the queue may use it unretained.
        var record: UInt = 0

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

    /// Calls `body` with the first `k` entries in heap order (fewer if the heap is smaller),
    /// in place. (`mutating` only so the storage is borrowed rather than retained.)
    mutating func withFirst<R>(_ k: Int, _ body: (UnsafeBufferPointer<Entry>) -> R) -> R {
        entries.withUnsafeMutableBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[..<min(k, all.count)]))
        }
    }

    /// The entry of `slot`, if it is in the heap.
    func entry(slot: Int32) -> Entry? {
        contains(slot: slot) ? entries[Int(positions[Int(slot)])] : nil
    }

    /// Adds `entry` (its slot must not be in the heap already).
    mutating func insert(_ entry: Entry) {
        let s = Int(entry.slot)
        if s >= positions.count { growPositions(toHold: s) }
        entries.append(entry)
        siftUp(entries.count - 1)
    }

    /// Makes room for `slot` in `positions`, at least doubling it (amortised O(1) per insert).
    private mutating func growPositions(toHold slot: Int) {
        let target = max(slot + 1, positions.count * 2, 16)
        positions.append(contentsOf: repeatElement(-1, count: target - positions.count))
    }

    /// Removes and returns the first entry.
    mutating func popFirst() -> Entry? {
        guard let top = entries.first else { return nil }
        let last = entries.removeLast()
        let n = entries.count
        let bestFirst = order == .bestFirst
        entries.withUnsafeMutableBufferPointer { e in
            positions.withUnsafeMutableBufferPointer { pos in
                pos[Int(top.slot)] = -1
                guard n > 0 else { return }
                // Floyd: walk the hole at the root down to a leaf along the better children (one
                // comparison per level), then put the old last entry there and sift it up (it is
                // usually near the bottom already).
                var i = 0
                while true {
                    let l = 2 &* i &+ 1
                    if l >= n { break }
                    // The great-grandchildren (eight entries side by side) are read three steps
                    // from now: ask for their lines while this level's comparison runs. Deep
                    // levels of a long queue are not in cache, and each level's read depends on
                    // the one before.
                    let g = 4 &* l &+ 3
                    if g < n {
                        // Only entries that exist: every line from the first to the last of them.
                        let start = UnsafeRawPointer(e.baseAddress! + g)
                        let bytes = min(8, n &- g) &* MemoryLayout<Entry>.stride
                        var offset = 0
                        while offset < bytes {
                            overlayhud_prefetch(start + offset)
                            offset &+= 64
                        }
                        overlayhud_prefetch(start + (bytes &- 1))
                    }
                    var c = l
                    if l &+ 1 < n, Self.before(e[l &+ 1], e[l], bestFirst) { c = l &+ 1 }
                    let child = e[c]
                    e[i] = child
                    pos[Int(child.slot)] = Int32(truncatingIfNeeded: i)
                    i = c
                }
                Self.siftUp(last, from: i, e, pos, bestFirst)
            }
        }
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
    func sorted() -> [Entry] {
        let bestFirst = order == .bestFirst
        return entries.sorted { Self.before($0, $1, bestFirst) }
    }

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

    /// Whether `a` comes out before `b` in a heap of the given order.
    @inline(__always)
    private static func before(_ a: Entry, _ b: Entry, _ bestFirst: Bool) -> Bool {
        bestFirst ? a.showsBefore(b) : b.showsBefore(a)
    }

    private mutating func siftUp(_ start: Int) {
        let bestFirst = order == .bestFirst
        entries.withUnsafeMutableBufferPointer { e in
            positions.withUnsafeMutableBufferPointer { pos in
                Self.siftUp(e[start], from: start, e, pos, bestFirst)
            }
        }
    }

    /// Places `x` at `start` or above it, moving worse parents down.
    @inline(__always)
    private static func siftUp(_ x: Entry, from start: Int, _ e: UnsafeMutableBufferPointer<Entry>,
                               _ pos: UnsafeMutableBufferPointer<Int32>, _ bestFirst: Bool) {
        var i = start
        while i > 0 {
            let parent = (i &- 1) / 2
            let p = e[parent]
            guard before(x, p, bestFirst) else { break }
            e[i] = p
            pos[Int(p.slot)] = Int32(truncatingIfNeeded: i)
            i = parent
        }
        e[i] = x
        pos[Int(x.slot)] = Int32(truncatingIfNeeded: i)
    }

    private mutating func siftDown(_ start: Int) {
        let bestFirst = order == .bestFirst
        entries.withUnsafeMutableBufferPointer { e in
            positions.withUnsafeMutableBufferPointer { pos in
                var i = start
                let n = e.count
                let x = e[i]
                while true {
                    let l = 2 &* i &+ 1
                    if l >= n { break }
                    var c = l
                    let r = l &+ 1
                    if r < n, Self.before(e[r], e[l], bestFirst) { c = r }
                    let child = e[c]
                    guard Self.before(child, x, bestFirst) else { break }
                    e[i] = child
                    pos[Int(child.slot)] = Int32(truncatingIfNeeded: i)
                    i = c
                }
                e[i] = x
                pos[Int(x.slot)] = Int32(truncatingIfNeeded: i)
            }
        }
    }

    /// Checks the heap property and the stored positions (debug builds only; a no-op in release).
    func _checkInvariants() {
        #if DEBUG
        for (i, e) in entries.enumerated() {
            assert(positions[Int(e.slot)] == Int32(i), "position of slot \(e.slot) is \(positions[Int(e.slot)]), expected \(i)")
            if i > 0 { assert(!Self.before(e, entries[(i - 1) / 2], order == .bestFirst), "heap order broken at \(i)") }
        }
        assert(positions.filter { $0 >= 0 }.count == entries.count, "stale positions")
        #endif
    }
}
