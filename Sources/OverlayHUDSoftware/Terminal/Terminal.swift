import Foundation
@_spi(Layers) import OverlayHUD

/// The controlling terminal: detection, size, and a session that hides the cursor and
/// restores it (and the colours) on exit and on Ctrl-C.
///
/// This file is OverlayHUD's one small platform shim for terminals; `Foundation` re-exports
/// the C library on both Linux and macOS.
package enum Terminal {
    /// Why playback cannot start.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// Standard output is a pipe or a file, not a terminal.
        case notATerminal
        package var description: String { "stdout is not a terminal; use `gallery` to write PNG and GIF files instead" }
    }

    /// Whether standard output is a terminal.
    package static var isStandardOutputATerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// The terminal size in character cells, or `nil` when it cannot be read.
    package static func size() -> (columns: Int, rows: Int)? {
        var w = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &w) == 0, w.ws_col > 0, w.ws_row > 0 else { return nil }
        return (Int(w.ws_col), Int(w.ws_row))
    }

    /// Writes bytes to standard output, unbuffered.
    package static func write(_ bytes: [UInt8]) {
        // Unsafe buffer: write(2) takes a raw pointer; the length is the array's.
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(STDOUT_FILENO, raw.baseAddress! + offset, raw.count - offset)
                if n <= 0 { return }
                offset += n
            }
        }
    }

    /// Runs `body` in a playback session: alternate screen, hidden cursor, restored on return and
    /// on Ctrl-C (which also makes `isCancelled` return true so `body` can stop). Throws
    /// ``Failure/notATerminal`` without touching the screen when stdout is not a terminal.
    package static func withPlaybackSession(_ body: (_ isCancelled: () -> Bool) throws -> Void) throws {
        guard isStandardOutputATerminal else { throw Failure.notATerminal }
        let cancel = CancellationFlag()
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { cancel.set() }
        source.resume()
        write(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J".utf8))
        defer {
            write(Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8))
            source.cancel()
            signal(SIGINT, SIG_DFL)
        }
        try body { cancel.isSet }
    }
}

/// A flag set from the signal queue and read by the playback loop.
// @unchecked Sendable: the only state is `value`, read and written under `lock`.
private final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
