@_spi(Layers) import OverlayHUD

/// Why a zlib/deflate stream could not be decoded.
enum InflateError: Error, Equatable, Sendable {
    /// The stream ended in the middle of a block or before the checksum.
    case truncated
    /// The two-byte zlib header is not deflate with a valid check value, or asks for a preset dictionary.
    case invalidHeader
    /// Block type 3 is reserved.
    case invalidBlockType
    /// A stored block's length and its one's complement disagree.
    case storedLengthMismatch
    /// A code-length set is over-subscribed, empty where a code is needed, or repeats with nothing to repeat.
    case invalidCodeLengths
    /// A bit pattern that is not a code in the current table, or a reserved symbol.
    case invalidSymbol
    /// A match reaches back before the start of the output.
    case distanceTooFar
    /// The output would exceed the caller's limit.
    case outputLimitExceeded
    /// The Adler-32 at the end does not match the decoded data.
    case checksumMismatch
}

extension InflateError {
    /// The inflate error `error` is; anything else (which the inflater never throws) reads as corrupt data.
    init(_ error: any Error) {
        self = (error as? InflateError) ?? .invalidSymbol
    }
}
