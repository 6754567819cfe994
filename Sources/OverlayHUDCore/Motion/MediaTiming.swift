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
@_spi(Layers) public struct MediaTiming: Hashable, Sendable {
    private var storedBeginTime = 0.0
    private var storedDuration = 0.0
    private var storedSpeed = 1.0
    private var storedTimeOffset = 0.0
    private var storedRepeatCount = 0.0
    private var storedRepeatDuration = 0.0

    /// Whether each cycle plays forwards then backwards.
    @_spi(Layers) public var autoreverses = false
    /// What shows before the start and after the end.
    @_spi(Layers) public var fillMode: FillMode = .removed

    /// Creates Core Animation's default timing (begin 0, duration 0 = 0.25 s, speed 1, one cycle).
    public init() {}

    /// Start, in the parent's time. On a layer, 0 means "when added".
    @_spi(Layers) public var beginTime: Double {
        get { storedBeginTime }
        set { storedBeginTime = newValue.isFinite ? newValue : 0 }
    }
    /// One cycle's length in seconds; 0 means 0.25 s.
    @_spi(Layers) public var duration: Double {
        get { storedDuration }
        set { storedDuration = newValue.isFinite && newValue > 0 ? newValue : 0 }
    }
    /// Rate of local time relative to parent time (2 plays twice as fast, 0 pauses).
    @_spi(Layers) public var speed: Double {
        get { storedSpeed }
        set { if newValue.isFinite && newValue >= 0 { storedSpeed = newValue } }
    }
    /// Extra local time added after scaling by `speed` (wraps within the active duration).
    @_spi(Layers) public var timeOffset: Double {
        get { storedTimeOffset }
        set { storedTimeOffset = newValue.isFinite ? newValue : 0 }
    }
    /// Number of cycles (may be fractional or `.infinity`); 0 means 1.
    @_spi(Layers) public var repeatCount: Double {
        get { storedRepeatCount }
        set { storedRepeatCount = newValue >= 0 ? newValue : 0 }  // NaN fails the comparison
    }
    /// Total active time in seconds, overriding `repeatCount` when positive.
    @_spi(Layers) public var repeatDuration: Double {
        get { storedRepeatDuration }
        set { storedRepeatDuration = newValue >= 0 ? newValue : 0 }
    }

    /// The duration actually used: `duration`, or 0.25 s when it is 0.
    @_spi(Layers) public var effectiveDuration: Double { storedDuration > 0 ? storedDuration : 0.25 }

    /// One cycle: the duration, doubled with `autoreverses`.
    var cycleDuration: Double { autoreverses ? 2 * effectiveDuration : effectiveDuration }

    /// The active duration in local time (may be `.infinity`).
    var activeDuration: Double {
        if storedRepeatDuration > 0 { return storedRepeatDuration }
        return cycleDuration * (storedRepeatCount > 0 ? storedRepeatCount : 1)
    }

    /// The parent time at which the active duration ends, or `nil` when it never does
    /// (infinite repeats or speed 0).
    var endTime: Double? {
        let a = activeDuration
        guard a.isFinite, storedSpeed > 0 else { return nil }
        return storedBeginTime + a / storedSpeed
    }

    /// The timing at `parentTime`, or `nil` when the animation has no effect then
    /// (see ``ResolvedTiming/sample(at:)``).
    func sample(at parentTime: Double) -> ResolvedTiming.Sample? { ResolvedTiming(self).sample(at: parentTime) }
}
