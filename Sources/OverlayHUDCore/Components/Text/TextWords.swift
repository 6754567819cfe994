/// A paragraph's words (split at spaces, runs of spaces counting as one) in one UTF-8 buffer with
/// one space between each, so any run of words is one slice of it: the line
/// ``TextWrapping`` measures is made without joining words.
struct TextWords {
    /// The words, one space between each.
    private var bytes: [UInt8] = []
    /// Each word's bytes in ``bytes``.
    private var ranges: [Range<Int>] = []

    /// Splits `paragraph` at spaces. Text whose spaces all stand between ASCII bytes is split by
    /// its bytes, which gives the same words as splitting by Character, faster (a label cut with
    /// "…", or in Chinese, is no slower than plain ASCII); other text by Character, so a space
    /// that is part of a character (one followed by a combining mark) stays inside its word.
    init(_ paragraph: Substring) {
        // A native string's UTF-8 is read from its buffer: a byte loop over the view itself costs
        // several times more per byte.
        let split =
            paragraph.utf8.withContiguousStorageIfAvailable { Self.splitAtSpaces($0) } ?? Self.splitAtSpaces(paragraph.utf8)
        if let (bytes, ranges) = split {
            self.bytes = bytes
            self.ranges = ranges
            return
        }
        bytes.reserveCapacity(paragraph.utf8.count)
        for word in paragraph.split(separator: " ") {
            if !ranges.isEmpty { bytes.append(0x20) }
            let start = bytes.count
            bytes.append(contentsOf: word.utf8)
            ranges.append(start..<bytes.count)
        }
    }

    /// The words of `utf8` split by its bytes, when every space stands alone (see
    /// ``spacesStandAlone(_:)``); `nil` otherwise (then the text is split by Character).
    private static func splitAtSpaces<UTF8: Collection<UInt8>>(_ utf8: UTF8) -> (bytes: [UInt8], ranges: [Range<Int>])? {
        guard spacesStandAlone(utf8) else { return nil }
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        bytes.reserveCapacity(utf8.count)
        var start: Int?
        for byte in utf8 {
            if byte == 0x20 {
                if let s = start { ranges.append(s..<bytes.count) }
                start = nil
                continue
            }
            if start == nil {
                if !ranges.isEmpty { bytes.append(0x20) }
                start = bytes.count
            }
            bytes.append(byte)
        }
        if let s = start { ranges.append(s..<bytes.count) }
        return (bytes, ranges)
    }

    /// Whether every space (byte 0x20) is a character of its own: with an ASCII byte, or nothing,
    /// on each side. Only a non-ASCII scalar joins a space into a larger character (a combining
    /// mark or joiner after it, a prepended mark before it); ASCII never does.
    private static func spacesStandAlone<UTF8: Collection<UInt8>>(_ utf8: UTF8) -> Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if previous == 0x20, byte >= 0x80 { return false }
            if byte == 0x20, previous >= 0x80 { return false }
            previous = byte
        }
        return true
    }

    /// How many words there are.
    var count: Int { ranges.count }

    /// The words in `words` (indices of words) with one space between each; empty for none.
    func text(_ words: Range<Int>) -> String {
        guard let first = words.first, let last = words.last else { return "" }
        return String(decoding: bytes[ranges[first].lowerBound..<ranges[last].upperBound], as: UTF8.self)
    }

    /// The number of Unicode scalars in word `index` (its bytes that do not continue a scalar).
    func scalarCount(of index: Int) -> Int {
        var n = 0
        for byte in bytes[ranges[index]] where byte & 0xC0 != 0x80 { n += 1 }
        return n
    }

    /// Removes the first `byteCount` bytes of word `index` (a prefix that ends between characters,
    /// placed on a line of its own), keeping the rest as the word.
    mutating func dropFirstBytes(_ byteCount: Int, ofWord index: Int) {
        let range = ranges[index]
        ranges[index] = min(range.upperBound, range.lowerBound + max(0, byteCount))..<range.upperBound
    }
}
