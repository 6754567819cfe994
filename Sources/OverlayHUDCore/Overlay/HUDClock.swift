/// A handle to a callback scheduled on a ``HUDClock``; pass it to ``HUDClock/cancel(_:)``.
@_spi(Layers) public struct TimerToken: Hashable, Sendable {
    package let id: UInt64

    /// A token for the callback a clock numbered `id` (the test clock in the software product makes them too).
    package init(id: UInt64) { self.id = id }
}

/// The only source of time in OverlayHUD: the current time and delayed callbacks.
///
/// Everything that waits — grace times, auto-dismissal, banner vanish timers — waits through
/// a clock, so tests drive time by hand with ``ManualClock`` and nothing ever sleeps.
/// Times are seconds on a monotonic timeline.
@MainActor
@_spi(Layers) public protocol HUDClock: AnyObject {
    /// The current time in seconds.
    var now: Double { get }
    /// Runs `action` once, `delay` seconds from now. A negative or NaN delay counts as zero
    /// (the action still runs later, never re-entrantly inside this call).
    @discardableResult
    func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> TimerToken
    /// Cancels a scheduled callback. Unknown or already-fired tokens are ignored.
    func cancel(_ token: TimerToken)
}

extension HUDClock {
    /// `delay` made safe for scheduling: NaN and negatives become 0, +∞ stays +∞.
    package nonisolated static func sanitizedDelay(_ delay: Double) -> Double {
        delay.isNaN || delay < 0 ? 0 : delay
    }
}
