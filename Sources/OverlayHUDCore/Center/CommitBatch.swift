/// The batch an entry point runs in: while one is open, a commit asked of the ``HostRelay`` only
/// marks the overlay changed, and the outermost batch makes the one commit when it ends.
///
/// The center holds it from its start (a `let`, so entering a batch costs no reference counting
/// and makes nothing: a center that never shows anything never makes its host); the relay it
/// makes later commits through it.
@MainActor
final class CommitBatch {
    /// How many ``run(_:)`` calls are running (they nest).
    private var depth = 0
    /// Whether a commit was asked for in the running batch.
    private var needsCommit = false
    /// Makes the commit (set by the relay that commits through this batch).
    weak var relay: HostRelay?
    /// Runs as the outermost batch opens, inside it (the center reads its host's screen there while
    /// the overlay shows nothing: ``HostScreenReading``); `nil` for a host that does not read it.
    var didOpen: (@MainActor () -> Void)?
    /// Runs as the outermost batch ends, after its commit (the center delivers lifecycle events
    /// there); `nil` until someone listens.
    var didClose: (@MainActor () -> Void)?

    nonisolated init() {}

    /// Whether a batch is running.
    var isOpen: Bool { depth > 0 }

    /// Marks the overlay changed: the outermost batch commits when it ends.
    func setNeedsCommit() { needsCommit = true }

    /// Runs `body` as one entry point: the commits it asks for reach the host as one, at the end
    /// of the outermost batch (none when it asked for none).
    func run<T>(_ body: () throws -> T) rethrows -> T {
        // Small enough to sit in each entry point; out of line it was copied once per calling
        // closure anyway (closure specialisation). Opening and closing stay out of line.
        open()
        defer { close() }
        return try body()
    }

    @inline(never)  // called by every entry point (iOS code size)
    private func open() {
        depth += 1
        if depth == 1, let didOpen { didOpen() }
    }

    /// Runs `body` as part of the commit being made now: the commits it asks for go with that one
    /// (the caller commits next), so none is made inside it or after it for them. The relay runs the
    /// host's `overlayDidBecomeVisible` so: what the host reports there (a screen it could not read
    /// before) lays out again but mirrors in the one commit.
    func absorb(_ body: () -> Void) {
        let needed = needsCommit
        depth += 1
        defer {
            depth -= 1
            needsCommit = needed
        }
        body()
    }

    @inline(never)  // called by every entry point (iOS code size)
    private func close() {
        depth -= 1
        if depth == 0 && needsCommit {
            needsCommit = false
            relay?.commitNow()
        }
        if depth == 0, let didClose { didClose() }
    }
}
