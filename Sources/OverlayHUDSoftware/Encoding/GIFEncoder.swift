import Foundation
@_spi(Layers) import OverlayHUD

/// Encodes a sequence of `RGBAImage` frames as an animated GIF89a.
///
/// - Transparency: pixels with alpha < 128 are transparent, all others opaque (alpha dropped).
///   Transparent pixels use a palette index reserved for them, so no opaque pixel ever becomes
///   transparent or the other way round.
/// - Palettes: one per frame (default) or one global palette for the whole file, at most 256
///   entries (255 when a transparent index is needed). Exact when the colours fit; otherwise
///   median cut over a 5-bit-per-channel histogram (error at most a few levels per channel on
///   UI-like images). Deterministic: equal frames give equal bytes.
/// - Unchanged pixels (optional, on by default): a frame is cropped to the rectangle that differs
///   from the previous frame and unchanged pixels inside it are written transparent, which keeps
///   flat-colour animations small. Frames that must show transparency where the previous frame
///   was opaque make the previous frame "restore to background", so the result is still exact.
///
///     let gif = try GIFEncoder().encode(frames.map { GIFFrame(image: $0, delay: 1.0 / 30) })
package struct GIFEncoder: Sendable {
    /// Where colour tables live.
    package enum PaletteMode: Equatable, Sendable {
        /// A local colour table per frame, fitted to that frame's colours.
        case perFrame
        /// One global colour table fitted to all frames.
        case global
    }

    /// The NETSCAPE2.0 loop count: 0 repeats forever, n > 0 is written as is (most viewers then
    /// play n + 1 times), `nil` writes no loop extension (played once). Clamped to 0…65 535.
    package var loopCount: Int?
    /// Per-frame (default) or global colour table.
    package var paletteMode: PaletteMode
    /// Crop frames to what changed and write unchanged pixels transparent (default `true`).
    package var optimizesUnchangedPixels: Bool
    /// The shortest delay written, in centiseconds (default 2: browsers show 0–1 cs as 10 cs).
    /// Clamped to 0…65 535.
    package var minimumDelayCentiseconds: Int

    /// Creates an encoder.
    package init(
        loopCount: Int? = 0, paletteMode: PaletteMode = .perFrame,
        optimizesUnchangedPixels: Bool = true, minimumDelayCentiseconds: Int = 2
    ) {
        self.loopCount = loopCount
        self.paletteMode = paletteMode
        self.optimizesUnchangedPixels = optimizesUnchangedPixels
        self.minimumDelayCentiseconds = minimumDelayCentiseconds
    }

    /// The GIF file bytes for `frames`.
    /// - Throws: `GIFError.noFrames` for an empty list, `.emptyFrame` for a zero-size frame,
    ///   `.frameSizeMismatch` when a frame's size differs from the first, `.pixelCountMismatch` when a frame's
    ///   `pixels` does not hold `width × height × 4` bytes, `.imageTooLarge` past 65 535 pixels a side.
    package func encode(_ frames: [GIFFrame]) throws -> [UInt8] {
        guard let first = frames.first else { throw GIFError.noFrames }
        let width = first.image.width
        let height = first.image.height
        for (index, frame) in frames.enumerated() {
            guard frame.image.width > 0, frame.image.height > 0 else { throw GIFError.emptyFrame(index: index) }
            guard frame.image.pixels.count == frame.image.width * frame.image.height * 4 else {
                throw GIFError.pixelCountMismatch(index: index)
            }
            guard frame.image.width == width, frame.image.height == height else {
                throw GIFError.frameSizeMismatch(
                    index: index, width: frame.image.width, height: frame.image.height,
                    expectedWidth: width, expectedHeight: height)
            }
        }
        guard width <= 65535, height <= 65535 else { throw GIFError.imageTooLarge(width: width, height: height) }
        return GIFFileBuilder(encoder: self, frames: frames).build()
    }

    /// Encodes `frames` and writes the GIF to `path`, replacing any existing file.
    /// - Throws: the errors of `encode(_:)`, or `GIFError.writeFailed` when the file cannot be written.
    package func write(_ frames: [GIFFrame], to path: String) throws {
        let bytes = try encode(frames)
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw GIFError.writeFailed(path: path, reason: error.localizedDescription)
        }
    }

    /// The delays written for frames shown `delays` seconds each, in centiseconds.
    ///
    /// Frame boundaries are rounded to the nearest centisecond of the exact running time, so
    /// rounding errors do not add up (three frames of 1/30 s give 3, 4, 3). Each delay is then
    /// raised to `minimum` and capped at 65 535; time added by the minimum is not paid back.
    /// Negative, NaN and infinite delays count as 0.
    ///
    ///     GIFEncoder.centiseconds(for: [0.5, 1.0 / 30, 0.001], minimum: 2)  // [50, 3, 2]
    package static func centiseconds(for delays: [Double], minimum: Int) -> [Int] {
        let minimum = min(max(minimum, 0), 65535)
        var elapsed = 0.0
        var written = 0
        return delays.map { delay in
            elapsed += delay.isFinite && delay > 0 ? delay : 0
            let target = Int(min(elapsed * 100, 1e15).rounded())
            let value = min(65535, max(minimum, target - written))
            written += value
            return value
        }
    }
}
