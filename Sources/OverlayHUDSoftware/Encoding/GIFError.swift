@_spi(Layers) import OverlayHUD

/// Why an animated GIF could not be made.
package enum GIFError: Error, Equatable, Sendable {
    /// The frame list is empty.
    case noFrames
    /// A frame has zero width or height.
    case emptyFrame(index: Int)
    /// A frame's size differs from the first frame's.
    case frameSizeMismatch(index: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    /// A frame's `pixels` array does not hold `width × height × 4` bytes (it is a public `var`).
    case pixelCountMismatch(index: Int)
    /// A side exceeds GIF's 65 535-pixel limit.
    case imageTooLarge(width: Int, height: Int)
    /// Writing the file failed; `reason` is the system's description.
    case writeFailed(path: String, reason: String)
}
