import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The PNG encoder: file layout, CRCs, filters, compression and errors.
final class PNGEncoderTests: XCTestCase {
    /// Splits a PNG into (type, data, stored CRC) without validating anything.
    private func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8], crc: UInt32)] {
        var result: [(String, [UInt8], UInt32)] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(bigEndianAt: offset, in: png)
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(png[(offset + 8)..<(offset + 8 + length)])
            result.append((type, data, UInt32(Int(bigEndianAt: offset + 8 + length, in: png))))
            offset += 12 + length
        }
        return result
    }

    func testLayoutSignatureHeaderAndChunkCRCs() throws {
        let png = try PNGEncoder().encode(TestImages.noise(width: 300, height: 7, seed: 1))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let parts = chunks(png)
        XCTAssertEqual(parts.first?.type, "IHDR")
        XCTAssertEqual(parts.last?.type, "IEND")
        XCTAssertEqual(parts.last?.crc, 0xAE42_6082)
        XCTAssertTrue(parts.dropFirst().dropLast().allSatisfy { $0.type == "IDAT" })
        XCTAssertEqual(parts.first?.data, [0, 0, 1, 44, 0, 0, 0, 7, 8, 6, 0, 0, 0])
        for part in parts {
            XCTAssertEqual(part.crc, CRC32.checksum(Array(part.type.utf8) + part.data), "CRC of \(part.type)")
        }
    }

    func testLargeImageDataIsSplitOverSeveralIDATChunks() throws {
        XCTAssertEqual(PNGEncoder().maxIDATLength, 1 << 20)
        var encoder = PNGEncoder()
        encoder.maxIDATLength = 1000
        let image = TestImages.noise(width: 60, height: 50, seed: 2)
        let png = try encoder.encode(image)
        let idats = chunks(png).filter { $0.type == "IDAT" }
        XCTAssertEqual(idats.count, 13)  // 12 000 noise bytes do not compress: 12 full chunks and a short one
        XCTAssertTrue(idats.allSatisfy { $0.data.count <= 1000 })
        XCTAssertEqual(try PNGDecoder().decode(png), image)
    }

    /// The same image gives the same file in every run, build and machine (compared with a fingerprint
    /// written here, see `ByteDigest`), and the file decodes to the image.
    func testOutputIsDeterministic() throws {
        let image = TestImages.flatUI(width: 90, height: 160)
        XCTAssertEqual(ByteDigest(image.pixels).description, "57600 bytes, fnv1a64 6d3888bbf558e961", "the input itself")
        let png = try PNGEncoder().encode(image)
        XCTAssertEqual(ByteDigest(png).description, "555 bytes, fnv1a64 413627d53dd00555")
        XCTAssertEqual(try PNGDecoder().decode(png), image)
    }

    /// The Paeth predictor as the PNG specification (ISO 15948, 9.4) writes it, ties included:
    /// a before b before c. Encoder and decoder share the predictor, so a round trip cannot see a
    /// wrong tie-break; a viewer decoding with the specification's predictor would.
    func testPaethPredictorFollowsTheSpecification() {
        func specification(_ a: Int, _ b: Int, _ c: Int) -> Int {
            let p = a + b - c
            let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
            if pa <= pb && pa <= pc { return a }
            if pb <= pc { return b }
            return c
        }
        let values = Array(0..<40) + [100, 127, 128, 129, 200, 254, 255]
        for a in values {
            for b in values {
                for c in values {
                    let predicted = PNGRowFilter.paethPredictor(UInt8(a), UInt8(b), UInt8(c))
                    if Int(predicted) != specification(a, b, c) {
                        return XCTFail("paeth(\(a), \(b), \(c)) = \(predicted), the specification says \(specification(a, b, c))")
                    }
                }
            }
        }
        // b and c tie (|a − c| = |a + b − 2c| = 2): the specification takes b.
        XCTAssertEqual(PNGRowFilter.paethPredictor(12, 6, 10), 6)
    }

    func testAdaptiveFilteringPicksDifferentFiltersPerRow() throws {
        // Rows 0…9: horizontal ramps that brighten row by row (Sub wins); rows 11…19 repeat the
        // noise of row 10 (Up wins); rows 20…29 stay noise.
        var image = TestImages.noise(width: 32, height: 30, seed: 3)
        for y in 0..<10 {
            for x in 0..<32 { for c in 0..<4 { image.pixels[(y * 32 + x) * 4 + c] = UInt8(truncatingIfNeeded: x * 5 + y * 13) } }
        }
        for y in 11..<20 { for i in 0..<(32 * 4) { image.pixels[y * 32 * 4 + i] = image.pixels[10 * 32 * 4 + i] } }
        let rows = PNGEncoder().filteredRows(image)
        let filters = Set((0..<30).map { rows[$0 * (32 * 4 + 1)] })
        XCTAssertGreaterThanOrEqual(filters.count, 2)
        XCTAssertEqual(rows[1 * (32 * 4 + 1)], PNGRowFilter.sub.rawValue)
        XCTAssertEqual(rows[11 * (32 * 4 + 1)], PNGRowFilter.up.rawValue)
    }

    func testFlatUIImageCompressesToASmallFractionWithHuffmanBlocks() throws {
        let image = TestImages.flatUI(width: 390, height: 844)
        let png = try PNGEncoder().encode(image)
        XCTAssertLessThan(
            Double(png.count) / Double(image.pixels.count), 0.01, "\(png.count) bytes for \(image.pixels.count) raw")
        let stream = chunks(png).filter { $0.type == "IDAT" }.flatMap(\.data)
        let blocks = try Inflater.zlibDecompressCounting(stream).blocks
        XCTAssertEqual(blocks.stored, 0)
        XCTAssertGreaterThan(blocks.fixed + blocks.dynamic, 0)
    }

    func testFlatUIGolden() {
        assertImageSnapshot(TestImages.flatUI(width: 60, height: 130), named: "Encoding/flat-ui")
    }

    func testEmptyOrInconsistentImageThrows() {
        XCTAssertThrowsError(try PNGEncoder().encode(RGBAImage(width: 0, height: 5))) {
            XCTAssertEqual($0 as? PNGError, .emptyImage)
        }
        XCTAssertThrowsError(try PNGEncoder().encode(RGBAImage(width: 5, height: 0))) {
            XCTAssertEqual($0 as? PNGError, .emptyImage)
        }
        var broken = RGBAImage(width: 2, height: 2)
        broken.pixels.append(0)
        XCTAssertThrowsError(try PNGEncoder().encode(broken)) {
            XCTAssertEqual($0 as? PNGError, .pixelCountMismatch(expected: 16, actual: 17))
        }
    }

    func testWriteCreatesTheFileAndReportsFailures() throws {
        let image = TestImages.flatUI(width: 20, height: 30)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGEncoder().write(image, to: path)
        XCTAssertEqual(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), try PNGEncoder().encode(image))
        XCTAssertThrowsError(try PNGEncoder().write(image, to: "/nonexistent-dir/x.png")) {
            guard case .writeFailed(let failedPath, _)? = $0 as? PNGError else { return XCTFail("\($0)") }
            XCTAssertEqual(failedPath, "/nonexistent-dir/x.png")
        }
    }
}
