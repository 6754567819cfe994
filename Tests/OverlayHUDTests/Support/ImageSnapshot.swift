import Foundation
@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware
import XCTest

/// Golden-file assertions for images and text dumps.
///
/// Goldens live in `Tests/OverlayHUDTests/Golden/<named>.<ext>` (`named` may contain folders,
/// such as `"Raster/circle"`); the folder is found from this file's `#filePath`.
///
/// - Comparing: images exactly, or within a per-channel tolerance; text exactly.
/// - Mismatch: `<named>.actual.<ext>` (and for images `<named>.diff.png`, differing pixels in
///   red) are written beside the golden and the test fails naming both files and the count of
///   differing pixels. They are deleted again by the next matching run.
/// - Missing golden: the test fails (and writes `<named>.actual.<ext>`) — goldens are never
///   created silently.
/// - Recording: only with `OVERLAYHUD_RECORD_GOLDENS=1` (see `Scripts/record-goldens.sh`). A
///   golden that already matches is left untouched and the test passes; a missing or different
///   one is written and the test FAILS with "Recorded …", so a run that changed goldens never
///   passes unnoticed. Run the tests again without the variable to verify.
enum ImageSnapshot {
    /// The environment variable that switches recording on (value `1`).
    static let recordVariable = "OVERLAYHUD_RECORD_GOLDENS"

    /// `Tests/OverlayHUDTests/Golden`.
    static let goldenDirectory = URL(fileURLWithPath: "\(#filePath)")
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    /// Whether the environment asks for recording.
    static var isRecordingFromEnvironment: Bool {
        ProcessInfo.processInfo.environment[recordVariable] == "1"
    }

    /// Compares `value` with its golden (writing files as described above) and returns the
    /// failure message, or `nil` when the assertion passes.
    static func verify<Value>(
        _ value: Value, as diffing: Diffing<Value>, named: String,
        directory: URL = goldenDirectory, record: Bool = isRecordingFromEnvironment
    ) -> String? {
        guard !named.isEmpty, !named.hasPrefix("/"), !named.split(separator: "/").contains("..") else {
            return "Invalid golden name \"\(named)\": use a relative path without \"..\"."
        }
        let golden = directory.appendingPathComponent("\(named).\(diffing.pathExtension)")
        let actualFile = directory.appendingPathComponent("\(named).actual.\(diffing.pathExtension)")
        let fileManager = FileManager.default
        func artifactFile(_ suffix: String) -> URL { directory.appendingPathComponent("\(named).\(suffix)") }
        func write(_ bytes: [UInt8], to url: URL) throws {
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        }
        func removeArtifacts() {
            try? fileManager.removeItem(at: actualFile)
            try? fileManager.removeItem(at: artifactFile("diff.png"))
        }

        // Encoded only when something is written: matching runs just decode the golden.
        func actualBytes() throws -> [UInt8] {
            do { return try diffing.toData(value) } catch {
                throw SnapshotFailure("Cannot encode the value of \"\(named)\": \(error)")
            }
        }
        let goldenBytes =
            fileManager.fileExists(atPath: golden.path)
            ? (try? Data(contentsOf: golden)).map { [UInt8]($0) } : nil
        var difference: (message: String, artifacts: [String: [UInt8]])?
        var readError: String?
        if let goldenBytes {
            do {
                difference = diffing.diff(try diffing.fromData(goldenBytes), value)
            } catch {
                readError = "the golden \(golden.path) cannot be read: \(error)"
            }
        }
        let matches = goldenBytes != nil && readError == nil && difference == nil

        if matches {
            removeArtifacts()
            return nil
        }
        if record {
            do { try write(actualBytes(), to: golden) } catch { return "Cannot record golden \(golden.path): \(error)" }
            removeArtifacts()
            return "Recorded golden \(golden.path) (\(goldenBytes == nil ? "new" : "changed")). "
                + "Re-run without \(recordVariable) to verify."
        }
        do { try write(actualBytes(), to: actualFile) } catch { return "Cannot write \(actualFile.path): \(error)" }
        guard goldenBytes != nil else {
            return "No golden at \(golden.path). The actual output was written to \(actualFile.path). "
                + "To record it, run Scripts/record-goldens.sh --filter <TestClass> (sets \(recordVariable)=1)."
        }
        if let readError { return "Golden mismatch for \"\(named)\": \(readError). Actual: \(actualFile.path)" }
        var paths = "actual: \(actualFile.path)"
        for (suffix, bytes) in (difference?.artifacts ?? [:]).sorted(by: { $0.key < $1.key }) {
            let url = artifactFile(suffix)
            do { try write(bytes, to: url) } catch { return "Cannot write \(url.path): \(error)" }
            paths += ", \(suffix.split(separator: ".").first ?? ""): \(url.path)"
        }
        return "Golden mismatch for \"\(named)\": \(difference?.message ?? "")\n  golden: \(golden.path)\n  \(paths)"
    }
}

/// An error whose description is the whole failure message.
private struct SnapshotFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Asserts that `value` matches the golden `named` under `diffing` (see `ImageSnapshot`).
func assertSnapshot<Value>(
    of value: Value, as diffing: Diffing<Value>, named: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    if let message = ImageSnapshot.verify(value, as: diffing, named: named) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that `image` matches `Golden/<named>.png`, exactly or within `tolerance` per channel.
func assertImageSnapshot(
    _ image: RGBAImage, named: String, tolerance: UInt8 = 0,
    file: StaticString = #filePath, line: UInt = #line
) {
    assertSnapshot(of: image, as: .image(tolerance: tolerance), named: named, file: file, line: line)
}

/// Asserts that `text` matches `Golden/<named>.txt` exactly.
func assertTextSnapshot(_ text: String, named: String, file: StaticString = #filePath, line: UInt = #line) {
    assertSnapshot(of: text, as: .lines, named: named, file: file, line: line)
}
