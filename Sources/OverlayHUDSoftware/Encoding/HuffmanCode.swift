@_spi(Layers) import OverlayHUD

/// Builds canonical, length-limited Huffman codes for the deflate compressor.
enum HuffmanCode {
    /// Optimal code lengths for `frequencies`, no longer than `limit` bits.
    ///
    /// Symbols with frequency 0 get length 0. When only one symbol is used, a second one gets
    /// length 1 as well so the code stays complete (some inflaters reject incomplete codes).
    /// Ties are broken by symbol number, so the result is deterministic.
    /// - Complexity: O(n log n) for n symbols.
    static func lengths(for frequencies: [UInt32], limit: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        let used = frequencies.indices.filter { frequencies[$0] > 0 }
            .sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
        if used.isEmpty { return lengths }
        if used.count == 1 {
            lengths[used[0]] = 1
            if frequencies.count > 1 { lengths[used[0] == 0 ? 1 : 0] = 1 }
            return lengths
        }
        let depths = treeDepths(weights: used.map { UInt64(frequencies[$0]) })
        var countPerLength = [Int](repeating: 0, count: max(limit, depths.max() ?? 0) + 1)
        for depth in depths { countPerLength[depth] += 1 }
        limitLengths(&countPerLength, limit: limit)
        // Most frequent symbols (end of `used`) take the shortest codes.
        var symbolIndex = used.count - 1
        for length in 1...limit {
            for _ in 0..<countPerLength[length] {
                lengths[used[symbolIndex]] = UInt8(length)
                symbolIndex -= 1
            }
        }
        return lengths
    }

    /// Leaf depths of a Huffman tree over `weights` sorted ascending (two-queue construction).
    private static func treeDepths(weights: [UInt64]) -> [Int] {
        let n = weights.count
        var weight = weights + [UInt64](repeating: 0, count: n - 1)
        var parent = [Int](repeating: 0, count: 2 * n - 1)
        var nextLeaf = 0
        var nextInternal = n
        var created = n
        func takeSmallest() -> Int {
            if nextLeaf < n && (nextInternal >= created || weight[nextLeaf] <= weight[nextInternal]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInternal += 1
            return nextInternal - 1
        }
        while created < 2 * n - 1 {
            let a = takeSmallest()
            let b = takeSmallest()
            weight[created] = weight[a] + weight[b]
            parent[a] = created
            parent[b] = created
            created += 1
        }
        var depth = [Int](repeating: 0, count: 2 * n - 1)
        // Parents always have a larger index than their children, so one backward pass suffices.
        for node in stride(from: 2 * n - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        return Array(depth[0..<n])
    }

    /// Moves codes longer than `limit` to `limit` and re-balances so the Kraft sum is exactly 1
    /// (the method of miniz / zlib's `gen_bitlen`).
    private static func limitLengths(_ count: inout [Int], limit: Int) {
        guard count.count > limit + 1 else { return }
        for length in (limit + 1)..<count.count {
            count[limit] += count[length]
            count[length] = 0
        }
        var total = 0
        for length in 1...limit { total += count[length] << (limit - length) }
        while total > 1 << limit {
            count[limit] -= 1
            for length in stride(from: limit - 1, through: 1, by: -1) where count[length] > 0 {
                count[length] -= 1
                count[length + 1] += 2
                break
            }
            total -= 1
        }
    }

    /// Canonical codes for `lengths` (RFC 1951 §3.2.2), bit-reversed for LSB-first writing.
    static func reversedCodes(for lengths: [UInt8]) -> [UInt32] {
        let maxLength = Int(lengths.max() ?? 0)
        var countPerLength = [UInt32](repeating: 0, count: maxLength + 1)
        for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
        var nextCode = [UInt32](repeating: 0, count: maxLength + 2)
        var code: UInt32 = 0
        if maxLength > 0 {
            for bits in 1...maxLength {
                code = (code + countPerLength[bits - 1]) << 1
                nextCode[bits] = code
            }
        }
        var codes = [UInt32](repeating: 0, count: lengths.count)
        for symbol in lengths.indices where lengths[symbol] > 0 {
            let length = Int(lengths[symbol])
            codes[symbol] = reverse(nextCode[length], width: length)
            nextCode[length] += 1
        }
        return codes
    }

    /// The low `width` bits of `value` in reverse order.
    @inline(__always)
    static func reverse(_ value: UInt32, width: Int) -> UInt32 {
        var value = value
        var result: UInt32 = 0
        for _ in 0..<width {
            result = (result << 1) | (value & 1)
            value >>= 1
        }
        return result
    }
}
