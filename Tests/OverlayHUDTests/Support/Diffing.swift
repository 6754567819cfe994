@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// How a kind of value is stored as a golden file and compared — the shape of
/// swift-snapshot-testing's `Diffing`, reduced to what our goldens need.
struct Diffing<Value>: Sendable {
    /// The golden file's extension, without the dot ("png", "txt").
    var pathExtension: String
    /// The file bytes for a value.
    var toData: @Sendable (Value) throws -> [UInt8]
    /// The value stored in file bytes.
    var fromData: @Sendable ([UInt8]) throws -> Value
    /// `nil` when `actual` matches `golden`; otherwise a description of the difference and extra
    /// files to write beside the golden, keyed by the suffix that replaces the extension
    /// (for example `"diff.png"`).
    var diff: @Sendable (_ golden: Value, _ actual: Value) -> (message: String, artifacts: [String: [UInt8]])?
}

extension Diffing where Value == RGBAImage {
    /// PNG files; pixels match when every channel differs by at most `tolerance` (two fully
    /// transparent pixels always match, whatever their colour bytes). On mismatch the artifact
    /// `diff.png` shows differing pixels in red over a faded copy of the actual image, and pixels
    /// outside the other image (size mismatch) in magenta.
    static func image(tolerance: UInt8 = 0) -> Diffing {
        Diffing(
            pathExtension: "png",
            toData: { try PNGEncoder().encode($0) },
            fromData: { try PNGDecoder().decode($0) },
            diff: { golden, actual in
                let result = ImageDifference(golden: golden, actual: actual, tolerance: tolerance)
                guard !result.isMatch else { return nil }
                var message =
                    "\(result.differingPixels) pixel(s) differ by more than \(tolerance) per channel"
                    + " (largest channel difference \(result.maxChannelDifference))"
                if golden.width != actual.width || golden.height != actual.height {
                    message =
                        "size differs: golden \(golden.width)×\(golden.height), actual \(actual.width)×\(actual.height); "
                        + message
                }
                let diffPNG = (try? PNGEncoder().encode(result.diffImage)) ?? []
                return (message, diffPNG.isEmpty ? [:] : ["diff.png": diffPNG])
            }
        )
    }
}

extension Diffing where Value == String {
    /// UTF-8 text files compared exactly; the message quotes the first differing line.
    static let lines = Diffing(
        pathExtension: "txt",
        toData: { Array($0.utf8) },
        fromData: { String(decoding: $0, as: UTF8.self) },
        diff: { golden, actual in
            guard golden != actual else { return nil }
            let goldenLines = golden.components(separatedBy: "\n")
            let actualLines = actual.components(separatedBy: "\n")
            let line =
                zip(goldenLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(goldenLines.count, actualLines.count)
            let expected = line < goldenLines.count ? "\"\(goldenLines[line])\"" : "<end of text>"
            let found = line < actualLines.count ? "\"\(actualLines[line])\"" : "<end of text>"
            return (
                "first difference at line \(line + 1) (golden has \(goldenLines.count) lines, actual \(actualLines.count)):"
                    + "\n  golden: \(expected)\n  actual: \(found)", [:]
            )
        }
    )
}

/// A pixel-by-pixel comparison of two images.
struct ImageDifference {
    /// Pixels (over the larger of the two sizes) that differ beyond the tolerance or exist in only one image.
    private(set) var differingPixels = 0
    /// The largest difference of any channel among pixels present in both images.
    private(set) var maxChannelDifference = 0
    /// Red where pixels differ, magenta where only one image has the pixel, faded actual elsewhere.
    private(set) var diffImage: RGBAImage

    var isMatch: Bool { differingPixels == 0 }

    init(golden: RGBAImage, actual: RGBAImage, tolerance: UInt8) {
        let width = max(golden.width, actual.width)
        let height = max(golden.height, actual.height)
        diffImage = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let color: (UInt8, UInt8, UInt8)
                if x >= golden.width || y >= golden.height || x >= actual.width || y >= actual.height {
                    differingPixels += 1
                    color = (255, 0, 255)
                } else {
                    let g = golden[x, y]
                    let a = actual[x, y]
                    let worst =
                        (g.a == 0 && a.a == 0)
                        ? 0
                        : max(
                            abs(Int(g.r) - Int(a.r)), abs(Int(g.g) - Int(a.g)), abs(Int(g.b) - Int(a.b)), abs(Int(g.a) - Int(a.a))
                        )
                    maxChannelDifference = max(maxChannelDifference, worst)
                    if worst > Int(tolerance) {
                        differingPixels += 1
                        color = (255, 0, 0)
                    } else {
                        // Luminance of the actual pixel over white, faded to a light grey.
                        let luminance = (299 * Int(a.r) + 587 * Int(a.g) + 114 * Int(a.b)) / 1000
                        let overWhite = (luminance * Int(a.a) + 255 * (255 - Int(a.a))) / 255
                        let faded = UInt8(192 + overWhite / 4)
                        color = (faded, faded, faded)
                    }
                }
                diffImage.pixels[i] = color.0
                diffImage.pixels[i + 1] = color.1
                diffImage.pixels[i + 2] = color.2
                diffImage.pixels[i + 3] = 255
            }
        }
    }
}
