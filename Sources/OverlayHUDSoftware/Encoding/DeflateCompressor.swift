@_spi(Layers) import OverlayHUD

/// A deflate compressor (RFC 1951): LZ77 with hash chains and one-step lazy matching, then
/// per-block choice of dynamic Huffman, fixed Huffman or stored, whichever is smallest.
///
/// The output depends only on the input bytes, so identical images give identical files.
///
///     let zlibBytes = DeflateCompressor.zlibCompress(bytes)
///
/// - Complexity: O(n · maxChainLength) worst case; runs of equal bytes cost O(n).
enum DeflateCompressor {
    /// How hard the match finder tries (zlib's level 6 values, with a longer "nice" length so
    /// flat image areas become full 258-byte matches).
    struct Tuning: Sendable {
        /// Candidates examined per position.
        var maxChainLength = 128
        /// Stop searching once a match this long is found.
        var niceLength = 258
        /// Do not look for a better match at the next byte when the current one is this long.
        var maxLazyLength = 16
        /// Search a quarter of the chain when the previous match already reached this length.
        var goodLength = 8
    }

    static let windowSize = 32768
    static let minMatch = 3
    static let maxMatch = 258
    /// Length-3 matches further than this cost more than three literals.
    static let tooFar = 4096
    static let hashBits = 15
    /// Symbols collected before a block is emitted.
    static let blockSymbolLimit = 1 << 15

    /// Compresses `bytes` into a zlib stream (RFC 1950: header, deflate data, Adler-32).
    static func zlibCompress(_ bytes: [UInt8], tuning: Tuning = Tuning()) -> [UInt8] {
        var writer = DeflateBitWriter(capacity: bytes.count / 8 + 64)
        // CMF: deflate with a 32 KiB window; FLG: default level, check bits make CMF·256+FLG a multiple of 31.
        writer.write(0x78, width: 8)
        writer.write(0x9C, width: 8)
        // Unsafe buffer: the match finder runs per byte; indices are masked to the tables' sizes.
        bytes.withUnsafeBufferPointer { input in
            deflate(input, tuning: tuning, into: &writer)
        }
        writer.alignToByte()
        let adler = Adler32.checksum(bytes)
        for shift in stride(from: 24, through: 0, by: -8) { writer.write((adler >> UInt32(shift)) & 0xFF, width: 8) }
        return writer.finish()
    }

    /// Writes the raw deflate encoding of `input` (no zlib wrapper) to `writer`.
    static func deflate(_ input: UnsafeBufferPointer<UInt8>, tuning: Tuning = Tuning(), into writer: inout DeflateBitWriter) {
        var blocks = DeflateBlockWriter()
        let n = input.count
        guard n > 0 else {
            blocks.flush(input: input, range: 0..<0, isFinal: true, into: &writer)
            return
        }
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        var prev = [Int32](repeating: -1, count: windowSize)
        // Unsafe buffer: the match finder runs per byte; indices are masked to the tables' sizes.
        head.withUnsafeMutableBufferPointer { head in
            prev.withUnsafeMutableBufferPointer { prev in
                let matcher = Matcher(input: input, head: head, prev: prev, tuning: tuning)
                var blockStart = 0
                var covered = 0
                var pendingLength = 0
                var pendingDistance = 0
                var hasPending = false
                var pos = 0
                while pos < n {
                    var length = 0
                    var distance = 0
                    if pendingLength < tuning.maxLazyLength {
                        (length, distance) = matcher.longestMatch(at: pos, previousLength: pendingLength)
                    }
                    matcher.insert(pos)
                    if hasPending && pendingLength >= minMatch && length <= pendingLength {
                        // The match found at pos - 1 is at least as good: take it.
                        blocks.addMatch(length: pendingLength, distance: pendingDistance)
                        let end = pos - 1 + pendingLength
                        var p = pos + 1
                        while p < end {
                            matcher.insert(p)
                            p += 1
                        }
                        pos = end
                        covered = end
                        hasPending = false
                        pendingLength = 0
                    } else {
                        if hasPending {
                            blocks.addLiteral(input[pos - 1])
                            covered = pos
                        }
                        hasPending = true
                        pendingLength = length
                        pendingDistance = distance
                        pos += 1
                    }
                    if blocks.symbolCount >= blockSymbolLimit {
                        blocks.flush(input: input, range: blockStart..<covered, isFinal: false, into: &writer)
                        blockStart = covered
                    }
                }
                if hasPending {
                    blocks.addLiteral(input[n - 1])
                    covered = n
                }
                blocks.flush(input: input, range: blockStart..<covered, isFinal: true, into: &writer)
            }
        }
    }
}

/// The hash-chain match finder over the whole input (no sliding: the input is in memory).
private struct Matcher {
    let input: UnsafeBufferPointer<UInt8>
    let head: UnsafeMutableBufferPointer<Int32>
    let prev: UnsafeMutableBufferPointer<Int32>
    let tuning: DeflateCompressor.Tuning

    @inline(__always)
    func hash(at p: Int) -> Int {
        let key = UInt32(input[p]) << 16 | UInt32(input[p + 1]) << 8 | UInt32(input[p + 2])
        return Int((key &* 0x9E37_79B1) >> UInt32(32 - DeflateCompressor.hashBits))
    }

    /// Records position `p` in its hash chain.
    @inline(__always)
    func insert(_ p: Int) {
        guard p + 2 < input.count else { return }
        let h = hash(at: p)
        prev[p & (DeflateCompressor.windowSize - 1)] = head[h]
        head[h] = Int32(p)
    }

    /// The longest earlier match for the bytes at `p` that beats `previousLength`, as (length, distance);
    /// length 0 when there is none worth coding.
    func longestMatch(at p: Int, previousLength: Int) -> (Int, Int) {
        let n = input.count
        guard p + DeflateCompressor.minMatch <= n else { return (0, 0) }
        let maxLength = min(DeflateCompressor.maxMatch, n - p)
        var chain = tuning.maxChainLength
        if previousLength >= tuning.goodLength { chain >>= 2 }
        var bestLength = max(previousLength, DeflateCompressor.minMatch - 1)
        var bestDistance = 0
        var candidate = Int(head[hash(at: p)])
        while candidate >= 0 && chain > 0 {
            let distance = p - candidate
            if distance > DeflateCompressor.windowSize || distance <= 0 { break }
            if bestLength < maxLength && input[candidate + bestLength] == input[p + bestLength] && input[candidate] == input[p] {
                var length = 1
                while length < maxLength && input[candidate + length] == input[p + length] { length += 1 }
                if length > bestLength {
                    bestLength = length
                    bestDistance = distance
                    if length >= tuning.niceLength || length == maxLength { break }
                }
            }
            let next = Int(prev[candidate & (DeflateCompressor.windowSize - 1)])
            if next >= candidate { break }
            candidate = next
            chain -= 1
        }
        if bestDistance == 0 { return (0, 0) }
        if bestLength == DeflateCompressor.minMatch && bestDistance > DeflateCompressor.tooFar { return (0, 0) }
        return (bestLength, bestDistance)
    }
}
