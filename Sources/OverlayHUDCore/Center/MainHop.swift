import Foundation

#if !canImport(Darwin)
    import Synchronization
#endif

/// How calls made on any thread reach the main actor: at once when already on the main
/// thread, otherwise through one FIFO hop to the main queue — so calls made in order from one
/// thread apply in that order (`Task { @MainActor in }` does not promise that).
package enum MainHop {
    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if isMainThread {
            MainActor.assumeIsolated { work() }
        } else {
            enqueueOnMain(work)
        }
    }

    /// Runs `work` on the main thread and returns its answer: at once on the main thread,
    /// otherwise by waiting for the main queue (behind the hops this thread queued before, so
    /// those apply first). For the entry points that must answer (Objective-C's class methods,
    /// called from background callbacks); the calling thread blocks until the main thread runs it.
    static func sync<Result: Sendable>(_ work: @MainActor @Sendable () -> Result) -> Result {
        if isMainThread { return MainActor.assumeIsolated(work) }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(work) }
    }

    /// Runs `work(target, argument)` like ``run(_:)``, but cheaply on the main thread: pass a
    /// `work` that captures nothing (hand it what it needs as `target` and `argument`), so only
    /// the hop off the main thread builds a closure context. For entry points called in tight
    /// loops.
    package static func run<Target: Sendable, Argument: Sendable>(
        _ target: Target, _ argument: Argument, _ work: @escaping @MainActor @Sendable (Target, Argument) -> Void
    ) {
        if isMainThread {
            onMainThread { work(target, argument) }
        } else {
            enqueueOnMain { work(target, argument) }
        }
    }

    /// Runs `work` at once, on the main thread: the caller checked ``isMainThread``.
    @inline(never)  // one copy of the isolation check, not one per `run` caller and `Target`/`Argument` pair (iOS code size)
    private static func onMainThread(_ work: @MainActor () -> Void) {
        MainActor.assumeIsolated(work)
    }

    /// The hop itself: `work` goes to the back of the main queue.
    @inline(never)  // one copy of the dispatch call, not one per `run` caller and `Target`/`Argument` pair (iOS code size)
    private static func enqueueOnMain(_ work: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }

    /// Whether the caller runs on the main thread.
    ///
    /// Darwin answers with `pthread_main_np()`. Elsewhere `Thread.current.isMainThread` (a
    /// thread-local lookup through Foundation; the class property `Thread.isMainThread` costs
    /// two syscalls on Linux) answers once, on the main thread; from then on the main thread's
    /// `pthread_t` is remembered and compared (the main thread keeps its `pthread_t` for the
    /// life of the process).
    static var isMainThread: Bool {
        #if canImport(Darwin)
            return pthread_main_np() != 0
        #else
            let me = UInt(bitPattern: Int(truncatingIfNeeded: pthread_self()))
            let main = mainThreadID.load(ordering: .relaxed)
            if main != 0 { return me == main }
            guard Thread.current.isMainThread else { return false }
            mainThreadID.store(me, ordering: .relaxed)
            return true
        #endif
    }
}

#if !canImport(Darwin)
    /// The main thread's `pthread_t`, once seen (0 until then).
    private let mainThreadID = Atomic<UInt>(0)
#endif
