@_spi(Layers) import OverlayHUD

/// A clock that moves only when told to: the clock of every test.
///
/// ```swift
/// let clock = ManualClock()
/// clock.schedule(after: 2) { print("fired") }
/// clock.advance(by: 2)   // prints "fired"
/// ```
@MainActor
package final class ManualClock: HUDClock {
    private struct Pending {
        let id: UInt64
        let due: Double
        let action: @MainActor () -> Void
    }

    /// The current time in seconds.
    package private(set) var now: Double
    private var pending: [Pending] = []
    private var nextID: UInt64 = 0

    /// Creates a clock that reads `start` seconds.
    package init(start: Double = 0) { now = start.isFinite ? start : 0 }

    /// The most steps one ``run(for:step:_:)`` takes; smaller steps are raised to `duration / maximumRunSteps`.
    static let maximumRunSteps = 10_000

    /// The number of callbacks waiting to fire (tests use it to prove nothing is scheduled when idle).
    package var pendingCount: Int { pending.count }

    /// The due time of the next callback, if any.
    var nextDueTime: Double? { pending.map(\.due).min() }

    @discardableResult
    package func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        nextID += 1
        pending.append(Pending(id: nextID, due: now + Self.sanitizedDelay(delay), action: action))
        return TimerToken(id: nextID)
    }

    package func cancel(_ token: TimerToken) { pending.removeAll { $0.id == token.id } }

    /// Moves time forward by `seconds` (NaN or negative: no move), firing due callbacks in time
    /// order (ties in scheduling order), with `now` set to each callback's due time as it runs.
    /// Callbacks scheduled while advancing fire too if they fall due within the step.
    package func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        advance(to: now + seconds)
    }

    /// Moves time forward to `time` (earlier times are ignored), firing due callbacks as ``advance(by:)``.
    package func advance(to time: Double) {
        guard time.isFinite, time >= now else { return }
        while let next = pending.enumerated().filter({ $0.element.due <= time })
            .min(by: { ($0.element.due, $0.element.id) < ($1.element.due, $1.element.id) })
        {
            pending.remove(at: next.offset)
            now = max(now, next.element.due)
            next.element.action()
        }
        now = time
    }

    /// Advances in steps of `step` seconds until `duration` has passed, calling `body` after each step
    /// (handy for driving frames at a fixed rate).
    ///
    /// A NaN, infinite, zero or negative duration or step does nothing, as does a duration whose end
    /// is not a finite time. The loop always ends: a step is raised to `duration / maximumRunSteps`,
    /// and each step moves the clock at least to the next representable time (a step below a
    /// Double's resolution at `now` would otherwise not move it at all).
    package func run(for duration: Double, step: Double = 1.0 / 60, _ body: (Double) -> Void = { _ in }) {
        guard duration.isFinite, duration > 0, step.isFinite, step > 0 else { return }
        let end = now + duration
        guard end.isFinite else { return }
        let start = now
        let step = max(step, duration / Double(Self.maximumRunSteps))
        var count = 0.0
        while now < end {
            count += 1
            // Multiplying instead of summing keeps rounding from piling up over many steps; a
            // remainder of a sliver of a step joins the last step instead of making one of its own.
            var target = max(start + count * step, now.nextUp)
            if end - target <= step * 1e-9 { target = end }
            let before = now
            advance(to: target)
            body(now)
            // `body` cannot move the clock back (advance ignores earlier times), so every pass moves
            // `now` forward by a step (or to the next representable time, or to `end`): the loop ends.
            assert(now > before)
        }
    }
}
