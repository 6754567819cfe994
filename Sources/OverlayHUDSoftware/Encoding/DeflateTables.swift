@_spi(Layers) import OverlayHUD

/// The fixed tables of the deflate format (RFC 1951 §3.2.5–3.2.7), shared by compressor and inflater.
enum DeflateTables {
    /// Shortest length for each length code 257…285 (index 0…28).
    static let lengthBase: [UInt16] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
        35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    /// Extra bits after each length code.
    static let lengthExtraBits: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
        3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// Smallest distance for each distance code 0…29.
    static let distanceBase: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
        257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
        8193, 12289, 16385, 24577,
    ]
    /// Extra bits after each distance code.
    static let distanceExtraBits: [UInt8] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
        7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order in which code-length code lengths are transmitted.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Length code index (0…28) for `length - 3`, lengths 3…258.
    static let lengthCodeForLength: [UInt8] = (3...258).map { length -> UInt8 in
        var code = 0
        while code + 1 < lengthBase.count && Int(lengthBase[code + 1]) <= length { code += 1 }
        return UInt8(code)
    }

    /// Distance code (0…29) for `distance - 1`, distances 1…32768.
    static let distanceCodeForDistance: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 32768)
        for code in 0..<distanceBase.count {
            let start = Int(distanceBase[code]) - 1
            let end = min(32768, start + (1 << Int(distanceExtraBits[code])))
            for d in start..<end { table[d] = UInt8(code) }
        }
        return table
    }()

    /// Code lengths of the fixed literal/length code (288 symbols).
    static let fixedLiteralLengths: [UInt8] = (0..<288).map { symbol -> UInt8 in
        switch symbol {
        case 0..<144: return 8
        case 144..<256: return 9
        case 256..<280: return 7
        default: return 8
        }
    }

    /// Code lengths of the fixed distance code (30 symbols, all 5 bits).
    static let fixedDistanceLengths = [UInt8](repeating: 5, count: 30)
}
