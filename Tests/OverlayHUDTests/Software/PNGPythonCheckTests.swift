import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Our PNGs checked by an independent decoder: `Scripts/png_check.py` (Python's zlib + struct).
final class PNGPythonCheckTests: XCTestCase {
    private let script = URL(fileURLWithPath: "\(#filePath)")
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/png_check.py")

    /// Runs the checker; (exit status, standard output, standard error).
    private func runChecker(_ paths: [String]) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + paths
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    private func requirePython() throws {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import zlib, struct"]
        probe.standardOutput = Pipe()
        probe.standardError = Pipe()
        do {
            try probe.run()
            probe.waitUntilExit()
        } catch {
            throw XCTSkip("python3 cannot be started (\(error)); the independent PNG check needs it")
        }
        if probe.terminationStatus != 0 {
            throw XCTSkip("python3 with zlib is not available; the independent PNG check needs it")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: script.path), script.path)
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pngcheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testPythonDecodesOurPNGsToTheSamePixels() throws {
        try requirePython()
        let directory = try temporaryDirectory()
        var images: [(String, RGBAImage, PNGEncoder)] = [
            ("noise", TestImages.noise(width: 37, height: 23, seed: 1), PNGEncoder()),
            ("flat-ui", TestImages.flatUI(width: 90, height: 200), PNGEncoder()),
            ("dot", RGBAImage(width: 1, height: 1, fill: (9, 8, 7, 6)), PNGEncoder()),
        ]
        for filter in PNGRowFilter.allCases {
            // Flat areas and noise, so every predictor branch (Paeth ties included) is exercised.
            var image = TestImages.noise(width: 33, height: 41, seed: UInt64(filter.rawValue))
            TestImages.fill(&image, 3, 3, 20, 9, (200, 100, 50, 25))
            images.append(("filter-\(filter)", image, PNGEncoder(filterStrategy: .fixed(filter))))
        }
        var paths: [String] = []
        for (name, image, encoder) in images {
            let path = directory.appendingPathComponent("\(name).png").path
            try encoder.write(image, to: path)
            paths.append(path)
        }
        let (status, output, errors) = try runChecker(paths)
        XCTAssertEqual(status, 0, errors)
        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, images.count, output)
        for ((_, image, _), line) in zip(images, lines) {
            let expected = String(
                format: "width=%d height=%d crc32=%08x chunks=3", image.width, image.height, CRC32.checksum(image.pixels))
            XCTAssertTrue(line.hasSuffix(expected), "python: \(line)\nswift:  \(expected)")
        }
    }

    func testPythonCheckerRejectsABadChunkCRC() throws {
        try requirePython()
        var png = try PNGEncoder().encode(TestImages.flatUI(width: 10, height: 10))
        png[png.count - 13] ^= 0xFF  // last byte of the IDAT CRC
        let path = try temporaryDirectory().appendingPathComponent("bad.png").path
        try Data(png).write(to: URL(fileURLWithPath: path))
        let (status, _, errors) = try runChecker([path])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(errors.contains("CRC mismatch in chunk b'IDAT'"), errors)
    }
}
