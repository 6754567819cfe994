import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// CRC-32, Adler-32, the deflate compressor and the inflater.
final class DeflateTests: XCTestCase {
    private func hex(_ string: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = string.startIndex
        while index < string.endIndex {
            let next = string.index(index, offsetBy: 2)
            bytes.append(UInt8(string[index..<next], radix: 16) ?? 0)
            index = next
        }
        return bytes
    }

    // MARK: Checksums

    func testCRC32KnownVectors() {
        XCTAssertEqual(CRC32.checksum([UInt8]()), 0)
        XCTAssertEqual(CRC32.checksum(Array("a".utf8)), 0xE8B7_BE43)
        XCTAssertEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(CRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)), 0x414F_A339)
        XCTAssertEqual(CRC32.checksum([UInt8](repeating: 0xFF, count: 1_000_000)), 0x13FB_DA0D)
        // PNG's IEND chunk always ends with this CRC.
        XCTAssertEqual(CRC32.checksum(Array("IEND".utf8)), 0xAE42_6082)
    }

    func testCRC32IsIncremental() {
        var crc = CRC32()
        crc.update(Array("12345".utf8))
        crc.update(Array("6789".utf8))
        XCTAssertEqual(crc.value, 0xCBF4_3926)
    }

    func testAdler32KnownVectors() {
        XCTAssertEqual(Adler32.checksum([]), 1)
        XCTAssertEqual(Adler32.checksum(Array("Wikipedia".utf8)), 0x11E6_0398)
        XCTAssertEqual(Adler32.checksum(Array("123456789".utf8)), 0x091E_01DE)
        // Long enough to need the periodic modulo (values from Python's zlib.adler32).
        XCTAssertEqual(Adler32.checksum([UInt8](repeating: 0xFF, count: 1_000_000)), 0x3843_E1BE)
    }

    // MARK: Compressor

    func testRoundTripOfAssortedInputs() throws {
        var random = SeededRandom(seed: 7)
        var inputs: [[UInt8]] = [[], [0], [1, 2], [9, 9, 9], Array("abcabcabcabcabcabc".utf8)]
        inputs.append(random.bytes(70_000))
        // Text-like data with many repeats at varied distances, longer than one block.
        let words = (0..<50).map { _ in random.bytes(Int.random(in: 2...9, using: &random)) }
        inputs.append((0..<40_000).flatMap { _ in words[Int.random(in: 0..<words.count, using: &random)] })
        inputs.append([UInt8](repeating: 0, count: 100_000) + random.bytes(300) + [UInt8](repeating: 7, count: 70_000))
        for input in inputs {
            let compressed = DeflateCompressor.zlibCompress(input)
            XCTAssertEqual(try Inflater.zlibDecompress(compressed), input, "round trip of \(input.count) bytes")
        }
    }

    /// The same input gives the same bytes in every run, build and machine: the output is compared
    /// with a fingerprint written here (see `ByteDigest`), and still inflates to the input.
    func testOutputIsDeterministic() throws {
        var random = SeededRandom(seed: 3)
        let words = (0..<20).map { _ in random.bytes(5) }
        let input = (0..<5000).flatMap { _ in words[Int.random(in: 0..<20, using: &random)] }
        XCTAssertEqual(ByteDigest(input).description, "25000 bytes, fnv1a64 d9944447e4cb6166", "the input itself")
        let compressed = DeflateCompressor.zlibCompress(input)
        XCTAssertEqual(ByteDigest(compressed).description, "4528 bytes, fnv1a64 74c1a576751441d2")
        XCTAssertEqual(try Inflater.zlibDecompress(compressed), input)
    }

    func testRepetitiveDataUsesHuffmanBlocksAndCompressesWell() throws {
        let input = [UInt8]((0..<200_000).map { UInt8(($0 / 1000) % 3) })
        let compressed = DeflateCompressor.zlibCompress(input)
        XCTAssertLessThan(compressed.count, input.count / 100)
        let (bytes, blocks) = try Inflater.zlibDecompressCounting(compressed)
        XCTAssertEqual(bytes, input)
        XCTAssertEqual(blocks.stored, 0)
        XCTAssertGreaterThan(blocks.fixed + blocks.dynamic, 0)
    }

    func testIncompressibleDataFallsBackToStoredBlocks() throws {
        var random = SeededRandom(seed: 11)
        let input = random.bytes(150_000)
        let compressed = DeflateCompressor.zlibCompress(input)
        // Stored costs 5 bytes per block (one per 32 Ki symbols here) plus the 6-byte zlib wrapper.
        XCTAssertLessThanOrEqual(compressed.count, input.count + 6 + 5 * 5)
        let (bytes, blocks) = try Inflater.zlibDecompressCounting(compressed)
        XCTAssertEqual(bytes, input)
        XCTAssertGreaterThan(blocks.stored, 0)
    }

    func testHuffmanLengthsRespectTheLimitAndFormCompleteCodes() {
        // Fibonacci frequencies give an optimal tree 30 levels deep.
        var frequencies: [UInt32] = [1, 1]
        while frequencies.count < 30 {
            frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2])
        }
        for limit in [7, 15] {
            let lengths = HuffmanCode.lengths(for: frequencies, limit: limit)
            XCTAssertLessThanOrEqual(Int(lengths.max() ?? 0), limit)
            XCTAssertFalse(lengths.contains(0))
            let kraft = lengths.reduce(0) { $0 + (1 << (limit - Int($1))) }
            XCTAssertEqual(kraft, 1 << limit, "Kraft sum must be exactly 1 for limit \(limit)")
            // More frequent symbols never get longer codes.
            for i in 1..<lengths.count { XCTAssertLessThanOrEqual(lengths[i], lengths[i - 1]) }
        }
    }

    func testSingleSymbolGetsACompleteTwoCodeSet() {
        let lengths = HuffmanCode.lengths(for: [0, 0, 5, 0], limit: 15)
        XCTAssertEqual(lengths, [1, 0, 1, 0])
    }

    // MARK: Inflater against streams from zlib (Python's zlib.compress)

    func testInflatesZlibFixedDynamicAndStoredStreams() throws {
        let fixed = hex("789ccb48cdc9c957c8402775145252d372124b521501cff30bf3")
        XCTAssertEqual(try Inflater.zlibDecompressCounting(fixed).blocks.fixed, 1)
        XCTAssertEqual(try Inflater.zlibDecompress(fixed), Array("hello hello hello hello, deflate!".utf8))

        let stored = hex("7801011200edff73746f72656420626c6f636b20627974657343150704")
        XCTAssertEqual(try Inflater.zlibDecompressCounting(stored).blocks.stored, 1)
        XCTAssertEqual(try Inflater.zlibDecompress(stored), Array("stored block bytes".utf8))

        let (bytes, blocks) = try Inflater.zlibDecompressCounting(hex(Self.zlibDynamicStream))
        XCTAssertEqual(blocks.dynamic, 1)
        XCTAssertEqual(bytes.count, 400)
        XCTAssertEqual(CRC32.checksum(bytes), 0xA961_92ED)
    }

    func testInflaterRejectsEveryTruncationWithoutTrapping() {
        var random = SeededRandom(seed: 5)
        let words = (0..<30).map { _ in random.bytes(6) }
        let input = (0..<400).flatMap { _ in words[Int.random(in: 0..<30, using: &random)] }
        let compressed = DeflateCompressor.zlibCompress(input)
        for length in 0..<compressed.count {
            XCTAssertThrowsError(try Inflater.zlibDecompress(Array(compressed[0..<length])), "prefix \(length)")
        }
    }

    func testInflaterRejectsDamagedStreams() {
        let good = DeflateCompressor.zlibCompress(Array(String(repeating: "overlay hud ", count: 200).utf8))
        XCTAssertThrowsError(try Inflater.zlibDecompress([0x78, 0x9D] + good.dropFirst(2))) {
            XCTAssertEqual($0 as? InflateError, .invalidHeader)
        }
        XCTAssertThrowsError(try Inflater.zlibDecompress([0x78, 0x9C, 0x07, 0x00])) {
            XCTAssertEqual($0 as? InflateError, .invalidBlockType)
        }
        XCTAssertThrowsError(try Inflater.zlibDecompress([0x78, 0x9C, 0x01, 0x05, 0x00, 0xFF, 0xFF])) {
            XCTAssertEqual($0 as? InflateError, .storedLengthMismatch)
        }
        var badChecksum = good
        badChecksum[badChecksum.count - 1] ^= 1
        XCTAssertThrowsError(try Inflater.zlibDecompress(badChecksum)) { XCTAssertEqual($0 as? InflateError, .checksumMismatch) }
        XCTAssertThrowsError(try Inflater.zlibDecompress(good, outputLimit: 100)) {
            XCTAssertEqual($0 as? InflateError, .outputLimitExceeded)
        }
        // Flipping any single bit must never trap (it may, rarely, still decode with a checksum error).
        for bit in 16..<(good.count - 4) * 8 {
            var damaged = good
            damaged[bit / 8] ^= UInt8(1 << (bit % 8))
            _ = try? Inflater.zlibDecompress(damaged)
        }
    }

    /// `zlib.compress(text, 9)` of 400 random characters from "aaaaaaaabbbbccd " (Python `random.Random(1)`):
    /// zlib codes it as one dynamic block.
    private static let zlibDynamicStream = """
        78da355081118040085ac5d500f79f21c0cfaeab47407c80981d0103094b1870c90f767230a6a01448334b24b166717c74a325f2b8e6f83b9445db56\
        3d372688b47626cff84f3146857d57672d1c31023d03146c0666f0b30a1ae0155bd90cf5159e7dd07f45dd9a684039fbbc86836578a2db8187c66d3b\
        a5d16fa11727926ef2863f0c7731d689bb55ce450949e94da7206addb57c42ba9280
        """
}
