@_spi(Layers) import OverlayHUD

/// Why a PNG could not be written or read.
package enum PNGError: Error, Equatable, Sendable {
    /// The image has zero width or height; PNG cannot store it.
    case emptyImage
    /// The image's `pixels` array does not hold `width × height × 4` bytes (it is a public `var`).
    case pixelCountMismatch(expected: Int, actual: Int)
    /// A side exceeds PNG's 2³¹−1 limit, or decoding would need more memory than the decoder allows.
    case imageTooLarge(width: Int, height: Int)
    /// Writing the file failed; `reason` is the system's description.
    case writeFailed(path: String, reason: String)
    /// Reading the file failed; `reason` is the system's description.
    case readFailed(path: String, reason: String)
    /// The data does not start with the PNG signature.
    case notPNG
    /// The data ends inside a chunk or before `IEND`.
    case truncated
    /// A chunk's CRC-32 does not match its type and data.
    case chunkCRCMismatch(chunk: String)
    /// A required chunk (`IHDR`, `PLTE` for palette images, `IDAT`) is missing or out of order.
    case missingChunk(String)
    /// `IHDR` holds values the PNG specification does not allow.
    case invalidHeader
    /// A valid PNG this decoder does not read (only 8-bit, non-interlaced images are supported).
    case unsupportedFormat(bitDepth: Int, colorType: Int, interlaced: Bool)
    /// The compressed pixel data is damaged; `reason` says how.
    case corruptImageData(reason: String)
}
