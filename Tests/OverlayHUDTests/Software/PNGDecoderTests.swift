import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The PNG decoder: round trips, other colour types, and damaged input.
final class PNGDecoderTests: XCTestCase {
    /// A PNG with the given IHDR fields and already-filtered rows, built by hand.
    private func handmadePNG(
        width: Int, height: Int, colorType: UInt8, rows: [UInt8], extra: [(String, [UInt8])] = [],
        bitDepth: UInt8 = 8, interlace: UInt8 = 0
    ) -> [UInt8] {
        var png = PNGChunkReader.signature
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [bitDepth, colorType, 0, 0, interlace]
        png.appendPNGChunk("IHDR", header[...])
        for (type, data) in extra { png.appendPNGChunk(type, data[...]) }
        png.appendPNGChunk("IDAT", DeflateCompressor.zlibCompress(rows)[...])
        png.appendPNGChunk("IEND", [][...])
        return png
    }

    func testRoundTripOfRandomImagesWithEveryFilterStrategy() throws {
        var random = SeededRandom(seed: 2024)
        let strategies: [PNGEncoder.FilterStrategy] = [.adaptive] + PNGRowFilter.allCases.map { .fixed($0) }
        for trial in 0..<12 {
            let width = Int.random(in: 1...70, using: &random)
            let height = Int.random(in: 1...40, using: &random)
            // Mix noise with flat runs so both literals and matches occur.
            var image = TestImages.noise(width: width, height: height, seed: UInt64(trial))
            TestImages.fill(&image, 0, 0, width / 2, height / 2, (10, 200, 30, UInt8.random(in: 0...255, using: &random)))
            for strategy in strategies {
                let png = try PNGEncoder(filterStrategy: strategy).encode(image)
                XCTAssertEqual(try PNGDecoder().decode(png), image, "trial \(trial) \(width)×\(height) \(strategy)")
            }
        }
    }

    func testRoundTripOfAOnePixelAndAFlatImage() throws {
        let dot = RGBAImage(width: 1, height: 1, fill: (1, 2, 3, 4))
        XCTAssertEqual(try PNGDecoder().decode(PNGEncoder().encode(dot)), dot)
        let flat = TestImages.flatUI(width: 200, height: 300)
        XCTAssertEqual(try PNGDecoder().decode(PNGEncoder().encode(flat)), flat)
    }

    func testDecodesGreyRGBGreyAlphaAndPaletteImages() throws {
        let grey = handmadePNG(width: 2, height: 1, colorType: 0, rows: [0, 7, 250])
        XCTAssertEqual(try PNGDecoder().decode(grey).pixels, [7, 7, 7, 255, 250, 250, 250, 255])
        // RGB with a Sub-filtered row: second pixel is (1+4, 2+5, 3+6).
        let rgb = handmadePNG(width: 2, height: 1, colorType: 2, rows: [1, 1, 2, 3, 4, 5, 6])
        XCTAssertEqual(try PNGDecoder().decode(rgb).pixels, [1, 2, 3, 255, 5, 7, 9, 255])
        let greyAlpha = handmadePNG(width: 1, height: 2, colorType: 4, rows: [0, 9, 100, 2, 1, 1])
        XCTAssertEqual(try PNGDecoder().decode(greyAlpha).pixels, [9, 9, 9, 100, 10, 10, 10, 101])
        let palette = handmadePNG(
            width: 3, height: 1, colorType: 3, rows: [0, 0, 1, 1],
            extra: [("PLTE", [255, 0, 0, 0, 0, 255]), ("tRNS", [128])])
        XCTAssertEqual(try PNGDecoder().decode(palette).pixels, [255, 0, 0, 128, 0, 0, 255, 255, 0, 0, 255, 255])
    }

    func testEveryTruncationThrowsWithoutTrapping() throws {
        let png = try PNGEncoder().encode(TestImages.flatUI(width: 16, height: 16))
        for length in 0..<png.count {
            XCTAssertThrowsError(try PNGDecoder().decode(Array(png[0..<length])), "prefix \(length)")
        }
    }

    func testDamagedFilesThrowTypedErrors() throws {
        let png = try PNGEncoder().encode(TestImages.noise(width: 8, height: 8, seed: 4))
        XCTAssertThrowsError(try PNGDecoder().decode([1, 2, 3, 4, 5, 6, 7, 8, 9])) { XCTAssertEqual($0 as? PNGError, .notPNG) }
        XCTAssertThrowsError(try PNGDecoder().decode(Array(png[0..<5]))) { XCTAssertEqual($0 as? PNGError, .truncated) }
        var badCRC = png
        badCRC[29] ^= 0x10  // last CRC byte of IHDR
        XCTAssertThrowsError(try PNGDecoder().decode(badCRC)) {
            XCTAssertEqual($0 as? PNGError, .chunkCRCMismatch(chunk: "IHDR"))
        }
        var badData = png
        badData[45] ^= 0x01  // inside IDAT: the chunk CRC catches it first
        XCTAssertThrowsError(try PNGDecoder().decode(badData)) {
            XCTAssertEqual($0 as? PNGError, .chunkCRCMismatch(chunk: "IDAT"))
        }
        // Every single-bit flip anywhere must end in an error or a decoded image, never a trap.
        for bit in 0..<(png.count * 8) {
            var damaged = png
            damaged[bit / 8] ^= UInt8(1 << (bit % 8))
            _ = try? PNGDecoder().decode(damaged)
        }
    }

    func testInvalidAndUnsupportedHeaders() {
        let rows: [UInt8] = [0, 1, 2, 3, 4]
        XCTAssertThrowsError(try PNGDecoder().decode(handmadePNG(width: 1, height: 1, colorType: 6, rows: rows, bitDepth: 16))) {
            XCTAssertEqual($0 as? PNGError, .unsupportedFormat(bitDepth: 16, colorType: 6, interlaced: false))
        }
        XCTAssertThrowsError(try PNGDecoder().decode(handmadePNG(width: 1, height: 1, colorType: 6, rows: rows, interlace: 1))) {
            XCTAssertEqual($0 as? PNGError, .unsupportedFormat(bitDepth: 8, colorType: 6, interlaced: true))
        }
        XCTAssertThrowsError(try PNGDecoder().decode(handmadePNG(width: 0, height: 1, colorType: 6, rows: rows))) {
            XCTAssertEqual($0 as? PNGError, .invalidHeader)
        }
        XCTAssertThrowsError(try PNGDecoder().decode(handmadePNG(width: 1, height: 1, colorType: 5, rows: rows))) {
            XCTAssertEqual($0 as? PNGError, .invalidHeader)
        }
        XCTAssertThrowsError(try PNGDecoder().decode(handmadePNG(width: 1, height: 1, colorType: 3, rows: [0, 0]))) {
            XCTAssertEqual($0 as? PNGError, .missingChunk("PLTE"))
        }
        // A hostile header asking for 2³¹ × 2³¹ pixels is refused before any allocation.
        XCTAssertThrowsError(
            try PNGDecoder().decode(handmadePNG(width: Int(Int32.max), height: Int(Int32.max), colorType: 6, rows: rows))
        ) {
            XCTAssertEqual($0 as? PNGError, .imageTooLarge(width: Int(Int32.max), height: Int(Int32.max)))
        }
    }

    /// The pixel budget at `Int.max` and `Int.min`: clamped to its documented range, so a hostile
    /// header whose filtered rows would count past `Int.max` bytes is refused, not an overflow.
    func testPixelBudgetAtIntegerLimits() {
        var decoder = PNGDecoder()
        decoder.maxPixelBytes = Int.max
        XCTAssertEqual(decoder.maxPixelBytes, PNGDecoder.maximumPixelBytes)
        // 1 073 741 825 × 2 147 483 646 RGBA pixels fit under Int.max / 4, but (4w + 1) × h does not fit an Int.
        let (w, h) = (1_073_741_825, 2_147_483_646)
        XCTAssertThrowsError(try decoder.decode(handmadePNG(width: w, height: h, colorType: 6, rows: [0]))) {
            XCTAssertEqual($0 as? PNGError, .imageTooLarge(width: w, height: h))
        }
        decoder.maxPixelBytes = Int.min
        XCTAssertEqual(decoder.maxPixelBytes, 0)
        XCTAssertThrowsError(try decoder.decode(handmadePNG(width: 1, height: 1, colorType: 6, rows: [0, 1, 2, 3, 4]))) {
            XCTAssertEqual($0 as? PNGError, .imageTooLarge(width: 1, height: 1))
        }
        XCTAssertEqual(PNGDecoder().maxPixelBytes, PNGDecoder.maximumPixelBytes, "the default is the largest an RGBAImage holds")
    }

    func testWrongAmountOfPixelDataAndBadFilterType() {
        // 2×1 RGBA needs 9 filtered bytes.
        XCTAssertThrowsError(try PNGDecoder().decode(handmadePNG(width: 2, height: 1, colorType: 6, rows: [0, 1, 2, 3]))) {
            guard case .corruptImageData? = $0 as? PNGError else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(
            try PNGDecoder().decode(handmadePNG(width: 1, height: 1, colorType: 6, rows: [0, 1, 2, 3, 4] + [0, 0]))
        ) {
            guard case .corruptImageData? = $0 as? PNGError else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try PNGDecoder().decode(handmadePNG(width: 1, height: 1, colorType: 6, rows: [5, 1, 2, 3, 4]))) {
            XCTAssertEqual($0 as? PNGError, .corruptImageData(reason: "row 0 has filter type 5"))
        }
    }

    func testReadingAMissingFileThrows() {
        XCTAssertThrowsError(try PNGDecoder().decode(contentsOf: "/nonexistent-dir/x.png")) {
            guard case .readFailed? = $0 as? PNGError else { return XCTFail("\($0)") }
        }
    }
}
