import Foundation

/// How calls made on any thread reach the main actor: at once when already on the main
/// thread, otherwise through one FIFO hop to the main queue — so calls made in order from one
/// thread apply in that order (`Task { @MainActor in }` does not promise that).
enum MainHop {
    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        // `Thread.current.isMainThread` is a thread-local read; the class property costs two syscalls on Linux.
        if Thread.current.isMainThread {
            MainActor.assumeIsolated { work() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
        }
    }

    /// Runs `work(argument)` like ``run(_:)``, but cheaply on the main thread: pass a `work`
    /// that captures nothing (hand it what it needs as `argument`), so only the hop off the
    /// main thread builds a closure context. For entry points called in tight loops.
    @inline(__always)
    static func run<Argument: Sendable>(_ argument: Argument, _ work: @escaping @MainActor @Sendable (Argument) -> Void) {
        if Thread.current.isMainThread {
            // On the main thread, so on the main actor (its executor is the main queue, which
            // runs only there). `MainActor.assumeIsolated` would ask the runtime again (an
            // executor lookup of ~400 instructions per call); this is the cast it makes after.
            unsafeBitCast(work, to: (@Sendable (Argument) -> Void).self)(argument)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { work(argument) } }
        }
    }
}
