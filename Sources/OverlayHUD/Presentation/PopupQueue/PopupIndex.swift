import OverlayHUDPrefetch

/// Which slot each enqueued popup occupies, by object identity: an open-addressing hash
/// table (linear probing, backward-shift deletion, so no tombstones) over one flat array.
///
/// The queue asks it once per enqueue (is this popup already here?) and once per exit. A
/// `Dictionary<ObjectIdentifier, _>` does the same with a seeded SipHash and a value
/// retain per entry; object addresses need neither, so this keys on the address with a
/// multiplicative hash and stores plain slot numbers, one cache line per lookup.
///
/// - Complexity: expected O(1) for every operation (the load factor stays at most ½);
///   growing rehashes in O(n), amortised O(1). Like the queue's other storage, the table keeps
///   the room its largest backlog needed (16 bytes per bucket, at most 4 buckets per popup).
struct PopupIndex {
    /// One bucket: the key's address (0: empty) and its slot.
    private struct Bucket {
        var key: UInt
        var slot: Int32
    }

    private var buckets: [Bucket]
    /// `buckets.count - 1` (the count is a power of two).
    private var mask: Int
    /// `64 - log2(buckets.count)`: the hash keeps the product's top bits.
    private var shift: Int
    private(set) var count = 0

    private static let minimumCapacity = 16

    init() {
        buckets = Array(repeating: Bucket(key: 0, slot: -1), count: Self.minimumCapacity)
        mask = Self.minimumCapacity - 1
        shift = 64 - Self.minimumCapacity.trailingZeroBitCount
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        // Fibonacci hashing: the multiply spreads the address bits (object addresses share
        // their low bits) and the top bits index the table.
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The slot of `id`, if it is in the index.
    func slot(for id: ObjectIdentifier) -> Int32? {
        let key = UInt(bitPattern: id)
        var i = home(key)
        while true {
            let b = buckets[i]
            if b.key == key { return b.slot }
            if b.key == 0 { return nil }
            i = (i + 1) & mask
        }
    }

    /// Starts loading the bucket where a lookup of `key` (an object's address) begins — a hint
    /// for a removal coming soon; it changes nothing. (`mutating` only so the table is
    /// borrowed in place rather than retained for the call.)
    mutating func prefetch(key: UInt) {
        let i = home(key)
        buckets.withUnsafeMutableBufferPointer { overlayhud_prefetch(UnsafeRawPointer($0.baseAddress! + i)) }
    }

    /// Adds `id` at `slot`, unless it is already there: then nothing changes and its slot is
    /// returned.
    mutating func insert(_ id: ObjectIdentifier, slot: Int32) -> Int32? {
        let key = UInt(bitPattern: id)
        var i = home(key)
        while true {
            let b = buckets[i]
            if b.key == key { return b.slot }
            if b.key == 0 { break }
            i = (i + 1) & mask
        }
        buckets[i] = Bucket(key: key, slot: slot)
        count += 1
        if count * 2 > buckets.count { resize(to: buckets.count * 2) }
        return nil
    }

    /// Removes `id`; an id not in the index is a no-op.
    mutating func remove(_ id: ObjectIdentifier) {
        let key = UInt(bitPattern: id)
        var i = home(key)
        while true {
            let k = buckets[i].key
            if k == key { break }
            if k == 0 { return }
            i = (i + 1) & mask
        }
        // Backward shift: pull later members of the probe run into the hole when the hole lies
        // between their home and where they sit, so every lookup still finds them.
        var hole = i
        var j = i
        while true {
            j = (j + 1) & mask
            let b = buckets[j]
            if b.key == 0 { break }
            let h = home(b.key)
            // b may move into the hole iff its home is not in (hole, j] cyclically.
            let homeInRange = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
            if !homeInRange {
                buckets[hole] = b
                hole = j
            }
        }
        buckets[hole] = Bucket(key: 0, slot: -1)
        count -= 1
        // Like `Dictionary` and the queue's arrays, the table keeps its room (shrinking would
        // rehash, free and allocate large blocks as a burst drains, and again as the next
        // one comes in).
    }


    private mutating func resize(to capacity: Int) {
        let old = buckets
        buckets = Array(repeating: Bucket(key: 0, slot: -1), count: capacity)
        mask = capacity - 1
        shift = 64 - capacity.trailingZeroBitCount
        for b in old where b.key != 0 {
            var i = home(b.key)
            while buckets[i].key != 0 { i = (i + 1) & mask }
            buckets[i] = b
        }
    }

    /// Every (address, slot) pair, in no particular order (tests and invariant checks).
    var contents: [(key: UInt, slot: Int32)] { buckets.filter { $0.key != 0 }.map { ($0.key, $0.slot) } }
}
