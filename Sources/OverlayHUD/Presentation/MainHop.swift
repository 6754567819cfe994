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

    /// Runs `work(target, argument)` like ``run(_:)``, but cheaply on the main thread: pass a
    /// `work` that captures nothing (hand it what it needs as `target` and `argument`), so only
    /// the hop off the main thread builds a closure context. For entry points called in tight
    /// loops; `target` is passed apart so the main-thread path does not even retain it.
    @inline(__always)
    static func run<Target: Sendable, Argument: Sendable>(
        _ target: Target, _ argument: Argument, _ work: @escaping @MainActor @Sendable (Target, Argument) -> Void
    ) {
        if Thread.current.isMainThread {
            // On the main thread, so on the main actor (its executor is the main queue, which
            // runs only there). `MainActor.assumeIsolated` would ask the runtime again (an
            // executor lookup of ~400 instructions per call); this is the cast it makes after.
            unsafeBitCast(work, to: (@Sendable (Target, Argument) -> Void).self)(target, argument)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { work(target, argument) } }
        }
    }
}
