import Foundation

/// Core Animation's media timing (`CAMediaTiming`) for one animation.
///
/// Local time is `(parentTime − beginTime) × speed + timeOffset`. The active duration is
/// `repeatDuration` when positive, else `duration × repeatCount` (× 2 with `autoreverses`),
/// where a zero `repeatCount` means one cycle and `.infinity` means forever. As on Core
/// Animation, `timeOffset` shifts *within* the active time and wraps around: a 1 s animation
/// with offset 0.25 plays 0.25→1, then 0→0.25, and still lasts 1 s.
///
/// Bad input (every setter sanitises; reading back returns the sanitised value):
/// - `duration`: NaN, ±∞ or negative is treated as 0, and 0 means Core Animation's default 0.25 s
///   (see ``effectiveDuration``).
/// - `speed`: NaN, ±∞ or negative is ignored (stays 1); reverse playback is not supported.
///   0 is allowed and freezes local time at `timeOffset` (the animation never completes).
/// - `beginTime`, `timeOffset`: NaN or ±∞ becomes 0.
/// - `repeatCount`: NaN or negative becomes 0 (one cycle); `+∞` repeats forever.
/// - `repeatDuration`: NaN or negative becomes 0 (unused); `+∞` repeats forever.
public struct MediaTiming: Hashable, Sendable {
    private var storedBeginTime = 0.0
    private var storedDuration = 0.0
    private var storedSpeed = 1.0
    private var storedTimeOffset = 0.0
    private var storedRepeatCount = 0.0
    private var storedRepeatDuration = 0.0

    /// Whether each cycle plays forwards then backwards.
    public var autoreverses = false
    /// What shows before the start and after the end.
    public var fillMode: FillMode = .removed

    /// Creates Core Animation's default timing (begin 0, duration 0 = 0.25 s, speed 1, one cycle).
    public init() {}

    /// Start, in the parent's time. On a layer, 0 means "when added".
    public var beginTime: Double {
        get { storedBeginTime }
        set { storedBeginTime = newValue.isFinite ? newValue : 0 }
    }
    /// One cycle's length in seconds; 0 means 0.25 s.
    public var duration: Double {
        get { storedDuration }
        set { storedDuration = newValue.isFinite && newValue > 0 ? newValue : 0 }
    }
    /// Rate of local time relative to parent time (2 plays twice as fast, 0 pauses).
    public var speed: Double {
        get { storedSpeed }
        set { if newValue.isFinite && newValue >= 0 { storedSpeed = newValue } }
    }
    /// Extra local time added after scaling by `speed` (wraps within the active duration).
    public var timeOffset: Double {
        get { storedTimeOffset }
        set { storedTimeOffset = newValue.isFinite ? newValue : 0 }
    }
    /// Number of cycles (may be fractional or `.infinity`); 0 means 1.
    public var repeatCount: Double {
        get { storedRepeatCount }
        set { storedRepeatCount = newValue >= 0 ? newValue : 0 }  // NaN fails the comparison
    }
    /// Total active time in seconds, overriding `repeatCount` when positive.
    public var repeatDuration: Double {
        get { storedRepeatDuration }
        set { storedRepeatDuration = newValue >= 0 ? newValue : 0 }
    }

    /// The duration actually used: `duration`, or 0.25 s when it is 0.
    public var effectiveDuration: Double { storedDuration > 0 ? storedDuration : 0.25 }

    /// One cycle: the duration, doubled with `autoreverses`.
    var cycleDuration: Double { autoreverses ? 2 * effectiveDuration : effectiveDuration }

    /// The active duration in local time (may be `.infinity`).
    public var activeDuration: Double {
        if storedRepeatDuration > 0 { return storedRepeatDuration }
        return cycleDuration * (storedRepeatCount > 0 ? storedRepeatCount : 1)
    }

    /// The parent time at which the active duration ends, or `nil` when it never does
    /// (infinite repeats or speed 0).
    public var endTime: Double? {
        let a = activeDuration
        guard a.isFinite, storedSpeed > 0 else { return nil }
        return storedBeginTime + a / storedSpeed
    }

    /// Where in its cycles the timing stands at a parent time.
    struct Sample {
        /// Fraction of the duration, 0…1, already mirrored on the way back of an autoreversing cycle.
        var fraction: Double
        /// Completed cycles before this one (0 in the first), for cumulative animations.
        var cycleIndex: Double
        /// True at or after the end of the active duration.
        var isFinished: Bool
    }

    /// The timing at `parentTime`, or `nil` when the animation has no effect then (before its
    /// start without backwards fill, after its end without forwards fill, or a NaN time).
    func sample(at parentTime: Double) -> Sample? {
        let active = activeDuration
        let elapsed = storedSpeed == 0 ? 0 : (parentTime - storedBeginTime) * storedSpeed
        guard !elapsed.isNaN else { return nil }  // a NaN clock shows the model
        var t: Double
        var finished = false
        if elapsed < 0 {
            guard fillMode.fillsBackwards else { return nil }
            t = 0
        } else if elapsed >= active {
            guard fillMode.fillsForwards else { return nil }
            t = active
            finished = true
        } else {
            t = elapsed
        }
        let cycle = cycleDuration
        if storedTimeOffset != 0 {
            if active.isFinite {
                let atEnd = t == active
                t = Self.positiveRemainder(t + storedTimeOffset, active)
                if atEnd && t == 0 { t = active }
            } else {
                t += storedTimeOffset
                if t < 0 { t = Self.positiveRemainder(t, cycle) }
            }
        }
        var index = (t / cycle).rounded(.down)
        var inCycle = t - index * cycle
        if t == active {
            // Ending exactly on a cycle boundary shows the end of the last cycle, not the start of the next.
            let cycles = active / cycle
            let nearest = cycles.rounded()
            if nearest >= 1 && abs(cycles - nearest) < 1e-9 { index = nearest - 1; inCycle = cycle }
        }
        let d = effectiveDuration
        if autoreverses && inCycle > d { inCycle = 2 * d - inCycle }
        let fraction = min(1, max(0, inCycle / d))
        return Sample(fraction: fraction, cycleIndex: max(0, index), isFinished: finished)
    }

    @inline(__always)
    static func positiveRemainder(_ a: Double, _ b: Double) -> Double {
        let r = fmod(a, b)
        return r < 0 ? r + b : r
    }
}
