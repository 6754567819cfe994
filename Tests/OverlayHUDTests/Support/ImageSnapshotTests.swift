import Foundation
@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware
import XCTest

/// The golden-file harness itself, run against a temporary golden folder.
final class ImageSnapshotTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
    }

    private func verify(_ image: RGBAImage, _ named: String = "Raster/sample", tolerance: UInt8 = 0, record: Bool = false)
        -> String?
    {
        ImageSnapshot.verify(image, as: .image(tolerance: tolerance), named: named, directory: directory, record: record)
    }

    private let sample = TestImages.flatUI(width: 24, height: 40)

    func testGoldenDirectoryIsBesideTheTests() {
        XCTAssertEqual(ImageSnapshot.goldenDirectory.lastPathComponent, "Golden")
        XCTAssertEqual(ImageSnapshot.goldenDirectory.deletingLastPathComponent().lastPathComponent, "OverlayHUDTests")
    }

    func testMissingGoldenFailsWithInstructionsAndRecordsNothing() throws {
        let message = try XCTUnwrap(verify(sample))
        XCTAssertTrue(message.contains("No golden at"), message)
        XCTAssertTrue(message.contains("OVERLAYHUD_RECORD_GOLDENS=1"), message)
        XCTAssertTrue(message.contains("Scripts/record-goldens.sh"), message)
        XCTAssertFalse(exists("Raster/sample.png"))
        XCTAssertTrue(exists("Raster/sample.actual.png"))
    }

    func testRecordingWritesTheGoldenFailsOnceThenMatches() throws {
        let message = try XCTUnwrap(verify(sample, record: true))
        XCTAssertTrue(message.hasPrefix("Recorded golden"), message)
        XCTAssertTrue(exists("Raster/sample.png"))
        XCTAssertEqual(try PNGDecoder().decode(contentsOf: directory.appendingPathComponent("Raster/sample.png").path), sample)
        XCTAssertNil(verify(sample))
        // Recording again with an unchanged image passes and leaves the file alone.
        XCTAssertNil(verify(sample, record: true))
    }

    func testMismatchWritesActualAndDiffAndCountsPixels() throws {
        XCTAssertNotNil(verify(sample, record: true))
        var changed = sample
        changed.pixels[0] &+= 9  // pixel (0, 0)
        changed.pixels[(5 * 24 + 7) * 4 + 2] &+= 1  // pixel (7, 5), blue
        let message = try XCTUnwrap(verify(changed))
        XCTAssertTrue(message.contains("2 pixel(s) differ"), message)
        let actualPath = directory.appendingPathComponent("Raster/sample.actual.png").path
        let diffPath = directory.appendingPathComponent("Raster/sample.diff.png").path
        XCTAssertTrue(message.contains(actualPath), message)
        XCTAssertTrue(message.contains(diffPath), message)
        XCTAssertEqual(try PNGDecoder().decode(contentsOf: actualPath), changed)
        let diff = try PNGDecoder().decode(contentsOf: diffPath)
        XCTAssertTrue(diff[0, 0] == (255, 0, 0, 255))
        XCTAssertTrue(diff[7, 5] == (255, 0, 0, 255))
        XCTAssertFalse(diff[1, 0] == (255, 0, 0, 255))
        // The golden is not touched, and a later matching run removes the artifacts.
        XCTAssertNil(verify(sample))
        XCTAssertFalse(exists("Raster/sample.actual.png"))
        XCTAssertFalse(exists("Raster/sample.diff.png"))
    }

    func testToleranceIsPerChannel() throws {
        XCTAssertNotNil(verify(sample, record: true))
        var nudged = sample
        for i in stride(from: 0, to: nudged.pixels.count, by: 4) {
            nudged.pixels[i] = nudged.pixels[i] < 128 ? nudged.pixels[i] + 2 : nudged.pixels[i] - 2
        }
        XCTAssertNil(verify(nudged, tolerance: 2))
        XCTAssertNotNil(verify(nudged, tolerance: 1))
        XCTAssertNotNil(verify(nudged))
    }

    func testFullyTransparentPixelsMatchWhateverTheirColour() throws {
        let clear = RGBAImage(width: 2, height: 1)
        XCTAssertNotNil(verify(clear, record: true))
        var recoloured = clear
        recoloured.pixels[0] = 200
        XCTAssertNil(verify(recoloured))
    }

    func testSizeMismatchIsReported() throws {
        XCTAssertNotNil(verify(sample, record: true))
        let message = try XCTUnwrap(verify(TestImages.flatUI(width: 24, height: 41)))
        XCTAssertTrue(message.contains("size differs: golden 24×40, actual 24×41"), message)
        XCTAssertEqual(
            try PNGDecoder().decode(contentsOf: directory.appendingPathComponent("Raster/sample.diff.png").path).height, 41)
    }

    func testCorruptGoldenFails() throws {
        try Data([1, 2, 3]).write(to: directory.appendingPathComponent("broken.png"))
        let message = try XCTUnwrap(verify(sample, "broken"))
        XCTAssertTrue(message.contains("cannot be read"), message)
    }

    func testNamesMayNotEscapeTheGoldenFolder() throws {
        XCTAssertTrue(try XCTUnwrap(verify(sample, "../outside")).contains("Invalid golden name"))
        XCTAssertTrue(try XCTUnwrap(verify(sample, "/tmp/x")).contains("Invalid golden name"))
    }

    func testTextSnapshots() throws {
        func verifyText(_ text: String, record: Bool = false) -> String? {
            ImageSnapshot.verify(text, as: .lines, named: "Dumps/tree", directory: directory, record: record)
        }
        XCTAssertTrue(try XCTUnwrap(verifyText("a\nb\n")).contains("No golden"))
        XCTAssertNotNil(verifyText("root\n  child\n", record: true))
        XCTAssertEqual(
            try String(contentsOf: directory.appendingPathComponent("Dumps/tree.txt"), encoding: .utf8), "root\n  child\n")
        XCTAssertNil(verifyText("root\n  child\n"))
        let message = try XCTUnwrap(verifyText("root\n  kid\n"))
        XCTAssertTrue(message.contains("line 2"), message)
        XCTAssertTrue(message.contains("golden: \"  child\""), message)
        XCTAssertTrue(message.contains("actual: \"  kid\""), message)
        XCTAssertTrue(exists("Dumps/tree.actual.txt"))
    }
}
