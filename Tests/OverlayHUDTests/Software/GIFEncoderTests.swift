import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The animated GIF encoder, checked by parsing and LZW-decoding its output with `GIFTestReader`.
final class GIFEncoderTests: XCTestCase {
    /// Eight colours far apart (each in its own quantizer bin) plus a half-transparent and a clear one.
    private let palette: [(UInt8, UInt8, UInt8, UInt8)] = [
        (255, 255, 255, 255), (0, 0, 0, 255), (255, 59, 48, 255), (52, 199, 89, 255), (0, 122, 255, 255),
        (255, 204, 0, 255), (88, 86, 214, 200), (142, 142, 147, 128), (10, 20, 30, 127), (0, 0, 0, 0),
    ]

    /// What a viewer should show for `image`: alpha < 128 transparent, everything else opaque.
    private func visible(_ image: RGBAImage) -> RGBAImage {
        var out = image
        for i in stride(from: 0, to: out.pixels.count, by: 4) {
            if out.pixels[i + 3] < 128 {
                out.pixels[i] = 0
                out.pixels[i + 1] = 0
                out.pixels[i + 2] = 0
                out.pixels[i + 3] = 0
            } else {
                out.pixels[i + 3] = 255
            }
        }
        return out
    }

    private func animation(count: Int, width: Int = 48, height: Int = 36, seed: UInt64 = 1, opaque: Bool = false) -> [GIFFrame] {
        (0..<count).map { i in
            var image = TestImages.paletteBlocks(
                width: width, height: height, palette: opaque ? Array(palette.prefix(6)) : palette,
                block: 6, seed: seed)
            // A moving square so consecutive frames share most pixels.
            TestImages.fill(&image, 4 + 3 * i, 5, 14 + 3 * i, 15, (255, 45, 85, 255))
            return GIFFrame(image: image, delay: 0.1)
        }
    }

    private func assertRoundTrip(_ frames: [GIFFrame], encoder: GIFEncoder, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let reader = try GIFTestReader(try encoder.encode(frames))
        XCTAssertEqual(reader.frames.count, frames.count, file: file, line: line)
        for (i, frame) in reader.frames.enumerated() where i < frames.count {
            XCTAssertEqual(frame.canvas, visible(frames[i].image), "frame \(i)", file: file, line: line)
        }
    }

    // MARK: Structure

    func testFileStructureHeaderLoopDelaysAndFrames() throws {
        var frames = animation(count: 3)
        frames[1].delay = 0.25
        frames[2].delay = 1.0 / 30
        let bytes = try GIFEncoder().encode(frames)
        XCTAssertEqual(Array(bytes.prefix(6)), Array("GIF89a".utf8))
        XCTAssertEqual(bytes.last, 0x3B)
        let reader = try GIFTestReader(bytes)
        XCTAssertEqual(reader.width, 48)
        XCTAssertEqual(reader.height, 36)
        XCTAssertEqual(reader.loopCount, 0)
        XCTAssertTrue(reader.globalTable.isEmpty)
        XCTAssertEqual(reader.frames.map(\.delay), [10, 25, 3])
        XCTAssertTrue(reader.frames.allSatisfy(\.hasLocalTable))
        // The test image has transparent blocks, so every frame declares a transparent index.
        XCTAssertTrue(reader.frames.allSatisfy { $0.transparentIndex != nil })
    }

    func testStructureDumpGolden() throws {
        // Opaque frames (cropped to what changed), then one with a hole (its predecessor must be cleared).
        var frames = animation(count: 3, opaque: true)
        frames[2].delay = 0.5
        var holed = frames[2]
        TestImages.fill(&holed.image, 20, 20, 30, 30, (0, 0, 0, 0))
        frames.append(holed)
        let bytes = try GIFEncoder().encode(frames)
        let reader = try GIFTestReader(bytes)
        var dump =
            "GIF \(reader.width)×\(reader.height), loop \(reader.loopCount.map(String.init) ?? "none"), "
            + "global table \(reader.globalTable.count), \(bytes.count) bytes, crc32 \(String(CRC32.checksum(bytes), radix: 16))\n"
        for (i, frame) in reader.frames.enumerated() {
            dump +=
                "frame \(i): rect \(frame.x),\(frame.y) \(frame.width)×\(frame.height), delay \(frame.delay) cs, "
                + "disposal \(frame.disposal), transparent \(frame.transparentIndex.map(String.init) ?? "none"), "
                + "local table \(frame.colorTable.count), LZW min code size \(frame.minimumCodeSize)\n"
        }
        assertTextSnapshot(dump, named: "Encoding/gif-structure")
    }

    func testLoopCountOptions() throws {
        let frames = animation(count: 2)
        XCTAssertNil(try GIFTestReader(GIFEncoder(loopCount: nil).encode(frames)).loopCount)
        XCTAssertEqual(try GIFTestReader(GIFEncoder(loopCount: 3).encode(frames)).loopCount, 3)
        XCTAssertEqual(try GIFTestReader(GIFEncoder(loopCount: 70_000).encode(frames)).loopCount, 65535)
        XCTAssertEqual(try GIFTestReader(GIFEncoder(loopCount: -5).encode(frames)).loopCount, 0)
    }

    func testDelayRoundingIsCumulativeWithAMinimum() {
        XCTAssertEqual(GIFEncoder.centiseconds(for: [1.0 / 30, 1.0 / 30, 1.0 / 30], minimum: 2), [3, 4, 3])
        XCTAssertEqual(GIFEncoder.centiseconds(for: [0.5, 1.0 / 30, 0.001], minimum: 2), [50, 3, 2])
        XCTAssertEqual(GIFEncoder.centiseconds(for: [0.004, 0.004], minimum: 0), [0, 1])
        XCTAssertEqual(GIFEncoder.centiseconds(for: [-1, .nan, .infinity], minimum: 2), [2, 2, 2])
        XCTAssertEqual(GIFEncoder.centiseconds(for: [1000], minimum: 2), [65535])
        XCTAssertEqual(GIFEncoder.centiseconds(for: [0.1], minimum: -3), [10])
    }

    /// The same frames give the same file in every run, build and machine (compared with a fingerprint
    /// written here, see `ByteDigest`).
    func testOutputIsDeterministic() throws {
        let frames = animation(count: 4)
        XCTAssertEqual(
            ByteDigest(frames.flatMap(\.image.pixels)).description, "27648 bytes, fnv1a64 495b49129a6fc1ee", "the input itself")
        XCTAssertEqual(ByteDigest(try GIFEncoder().encode(frames)).description, "1578 bytes, fnv1a64 77fe413e070ab437")
    }

    // MARK: Pixels

    func testPaletteExactFramesDecodeExactlyInEveryMode() throws {
        let frames = animation(count: 5)
        for mode in [GIFEncoder.PaletteMode.perFrame, .global] {
            for optimise in [true, false] {
                try assertRoundTrip(frames, encoder: GIFEncoder(paletteMode: mode, optimizesUnchangedPixels: optimise))
            }
        }
    }

    func testGlobalPaletteModeWritesOneTableAndNoLocalOnes() throws {
        let reader = try GIFTestReader(GIFEncoder(paletteMode: .global).encode(animation(count: 3)))
        XCTAssertFalse(reader.globalTable.isEmpty)
        XCTAssertTrue(reader.frames.allSatisfy { !$0.hasLocalTable })
    }

    func testUnchangedPixelsAreCroppedAndIdenticalFramesShrinkToOnePixel() throws {
        // Opaque frames: no frame has to clear its predecessor, so every later frame may be cropped.
        var frames = animation(count: 2, opaque: true)
        frames.append(frames[1])
        let optimised = try GIFEncoder().encode(frames)
        let reader = try GIFTestReader(optimised)
        // Frame 1 only differs where the square moved: x 4…16, y 5…14.
        XCTAssertEqual(
            [reader.frames[1].x, reader.frames[1].y, reader.frames[1].width, reader.frames[1].height], [4, 5, 13, 10])
        XCTAssertEqual([reader.frames[2].width, reader.frames[2].height], [1, 1])
        XCTAssertEqual(reader.frames[2].canvas, visible(frames[2].image))
        let full = try GIFEncoder(optimizesUnchangedPixels: false).encode(frames)
        XCTAssertLessThan(optimised.count, full.count)
    }

    func testTransparencyAfterOpaqueRestoresToBackground() throws {
        let opaque = RGBAImage(width: 20, height: 10, fill: (0, 122, 255, 255))
        var holed = opaque
        TestImages.fill(&holed, 5, 2, 15, 8, (0, 0, 0, 0))
        let frames = [
            GIFFrame(image: opaque, delay: 0.1), GIFFrame(image: holed, delay: 0.1), GIFFrame(image: opaque, delay: 0.1),
        ]
        for optimise in [true, false] {
            let reader = try GIFTestReader(GIFEncoder(optimizesUnchangedPixels: optimise).encode(frames))
            XCTAssertEqual(reader.frames.map(\.disposal), [2, 1, 1])
            for i in 0..<3 {
                XCTAssertEqual(reader.frames[i].canvas, visible(frames[i].image), "frame \(i), optimised \(optimise)")
            }
        }
        // Looping back from the holed frame to the opaque one is fine, but from opaque to holed is not.
        let reversed = try GIFTestReader(GIFEncoder().encode([frames[1], frames[0]]))
        XCTAssertEqual(reversed.frames.map(\.disposal), [1, 2])
    }

    func testAlphaThresholdIsErrorFreeWithManyColours() throws {
        // A colourful gradient (far more than 256 colours) with alpha sweeping 0…255 across columns.
        var image = RGBAImage(width: 256, height: 40)
        for y in 0..<40 {
            for x in 0..<256 {
                let i = (y * 256 + x) * 4
                image.pixels[i] = UInt8(x)
                image.pixels[i + 1] = UInt8(y * 6)
                image.pixels[i + 2] = UInt8(255 - x)
                image.pixels[i + 3] = UInt8(x)
            }
        }
        let reader = try GIFTestReader(GIFEncoder().encode([GIFFrame(image: image, delay: 1)]))
        let canvas = reader.frames[0].canvas
        var totalError = 0
        var maxError = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            XCTAssertEqual(canvas.pixels[i + 3], image.pixels[i + 3] >= 128 ? 255 : 0, "alpha at pixel \(i / 4)")
            if canvas.pixels[i + 3] == 255 {
                for c in 0..<3 {
                    let error = abs(Int(canvas.pixels[i + c]) - Int(image.pixels[i + c]))
                    totalError += error
                    maxError = max(maxError, error)
                }
            }
        }
        XCTAssertLessThan(Double(totalError) / Double(128 * 40 * 3), 6, "mean error per channel")
        XCTAssertLessThanOrEqual(maxError, 32)
    }

    func testLZWClearCodesAndCodeGrowthOnNoise() throws {
        // 256 colours, one per quantizer bin, at random: the LZW table fills and restarts many times.
        let colours: [(UInt8, UInt8, UInt8, UInt8)] = (0..<256).map { (i: Int) -> (UInt8, UInt8, UInt8, UInt8) in
            let r = UInt8((i & 7) * 32)
            let g = UInt8(((i >> 3) & 7) * 32)
            let b = UInt8((i >> 6) * 64)
            return (r, g, b, 255)
        }
        let wide = TestImages.paletteBlocks(width: 160, height: 120, palette: colours, block: 1, seed: 9)
        try assertRoundTrip([GIFFrame(image: wide, delay: 0.1)], encoder: GIFEncoder())
        XCTAssertEqual(try GIFTestReader(GIFEncoder().encode([GIFFrame(image: wide, delay: 0.1)])).frames[0].minimumCodeSize, 8)
        // Two colours: codes grow from 3 to 12 bits between clears.
        let narrow = TestImages.paletteBlocks(width: 300, height: 200, palette: [colours[0], colours[255]], block: 1, seed: 4)
        try assertRoundTrip([GIFFrame(image: narrow, delay: 0.1)], encoder: GIFEncoder())
        XCTAssertEqual(try GIFTestReader(GIFEncoder().encode([GIFFrame(image: narrow, delay: 0.1)])).frames[0].minimumCodeSize, 2)
    }

    func testCloseColoursSharingAQuantizerBinStayExact() throws {
        // (100,100,100) and (101,101,101) fall in one 5-bit bin; with few colours the palette must still be exact.
        var image = RGBAImage(width: 8, height: 8, fill: (100, 100, 100, 255))
        TestImages.fill(&image, 0, 0, 4, 8, (101, 101, 101, 255))
        try assertRoundTrip([GIFFrame(image: image, delay: 0.1)], encoder: GIFEncoder())
        try assertRoundTrip([GIFFrame(image: image, delay: 0.1)], encoder: GIFEncoder(paletteMode: .global))
    }

    func testFullyTransparentFrame() throws {
        let clear = RGBAImage(width: 5, height: 4)
        try assertRoundTrip([GIFFrame(image: clear, delay: 0.1)], encoder: GIFEncoder())
        let opaque = RGBAImage(width: 5, height: 4, fill: (1, 2, 3, 255))
        try assertRoundTrip([GIFFrame(image: opaque, delay: 0.1), GIFFrame(image: clear, delay: 0.1)], encoder: GIFEncoder())
    }

    // MARK: Bad input

    func testBadInputThrowsTypedErrors() {
        XCTAssertThrowsError(try GIFEncoder().encode([])) { XCTAssertEqual($0 as? GIFError, .noFrames) }
        let a = RGBAImage(width: 4, height: 4)
        let b = RGBAImage(width: 5, height: 4)
        XCTAssertThrowsError(try GIFEncoder().encode([GIFFrame(image: a, delay: 0.1), GIFFrame(image: b, delay: 0.1)])) {
            XCTAssertEqual(
                $0 as? GIFError, .frameSizeMismatch(index: 1, width: 5, height: 4, expectedWidth: 4, expectedHeight: 4))
        }
        XCTAssertThrowsError(try GIFEncoder().encode([GIFFrame(image: RGBAImage(width: 0, height: 3), delay: 0.1)])) {
            XCTAssertEqual($0 as? GIFError, .emptyFrame(index: 0))
        }
        var broken = a
        broken.pixels.removeLast()
        XCTAssertThrowsError(try GIFEncoder().encode([GIFFrame(image: a, delay: 0.1), GIFFrame(image: broken, delay: 0.1)])) {
            XCTAssertEqual($0 as? GIFError, .pixelCountMismatch(index: 1))
        }
        XCTAssertThrowsError(try GIFEncoder().encode([GIFFrame(image: RGBAImage(width: 70_000, height: 1), delay: 0.1)])) {
            XCTAssertEqual($0 as? GIFError, .imageTooLarge(width: 70_000, height: 1))
        }
        XCTAssertThrowsError(try GIFEncoder().write([GIFFrame(image: a, delay: 0.1)], to: "/nonexistent-dir/x.gif")) {
            guard case .writeFailed(let path, _)? = $0 as? GIFError else { return XCTFail("\($0)") }
            XCTAssertEqual(path, "/nonexistent-dir/x.gif")
        }
    }

    func testWriteCreatesTheFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString).gif").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let frames = animation(count: 2)
        try GIFEncoder().write(frames, to: path)
        XCTAssertEqual(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), try GIFEncoder().encode(frames))
    }
}
