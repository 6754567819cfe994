/// A short, committed fingerprint of encoder output: the byte count and a 64-bit FNV-1a hash.
///
/// Tests of determinism compare an encoder's output with a fingerprint written into the test, not
/// one run's output with another's in the same process: a change of output from one build, machine or
/// run to the next fails. When an encoder's output changes on purpose, the failure message shows the
/// new fingerprint to write in (after checking that the new output still decodes to the same thing).
///
///     XCTAssertEqual(ByteDigest(png).description, "1234 bytes, fnv1a64 0123456789abcdef")
struct ByteDigest: CustomStringConvertible, Equatable {
    let count: Int
    let hash: UInt64

    init(_ bytes: [UInt8]) {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01b3
        }
        count = bytes.count
        hash = h
    }

    var description: String {
        let hex = String(hash, radix: 16)
        return "\(count) bytes, fnv1a64 \(String(repeating: "0", count: 16 - hex.count))\(hex)"
    }
}
