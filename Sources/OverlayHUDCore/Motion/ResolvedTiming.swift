import Foundation

/// A ``MediaTiming`` with every derived quantity computed once, for sampling every frame.
struct ResolvedTiming {
    let beginTime: Double, speed: Double, timeOffset: Double
    /// Effective duration, cycle (doubled when autoreversing) and active duration.
    let duration: Double, cycle: Double, active: Double
    let autoreverses: Bool, fillsBackwards: Bool, fillsForwards: Bool

    init(_ t: MediaTiming) {
        beginTime = t.beginTime
        speed = t.speed
        timeOffset = t.timeOffset
        duration = t.effectiveDuration
        cycle = t.cycleDuration
        active = t.activeDuration
        autoreverses = t.autoreverses
        fillsBackwards = t.fillMode.fillsBackwards
        fillsForwards = t.fillMode.fillsForwards
        inverseCycle = 1 / cycle
        inverseDuration = 1 / duration
        durationIsPowerOfTwo = duration.isNormal && duration.significandBitPattern == 0 && inverseDuration.isNormal
    }

    // Divisions dominate a sample; these replace them where that gives the very same result.
    /// `1 / cycle`, for a first guess at the cycle index (checked; see `cycleIndex(of:)`).
    let inverseCycle: Double
    /// `1 / duration`: exact when the duration is a power of two, and then `x * inverseDuration == x / duration`.
    let inverseDuration: Double
    let durationIsPowerOfTwo: Bool

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
    @inline(__always)
    func sample(at parentTime: Double) -> Sample? {
        let elapsed = speed == 0 ? 0 : (parentTime - beginTime) * speed
        guard !elapsed.isNaN else { return nil }  // a NaN clock shows the model
        var t: Double
        var finished = false
        if elapsed < 0 {
            guard fillsBackwards else { return nil }
            t = 0
        } else if elapsed >= active {
            guard fillsForwards else { return nil }
            t = active
            finished = true
        } else {
            t = elapsed
        }
        if timeOffset != 0 {
            if active.isFinite {
                let atEnd = t == active
                t = Self.positiveRemainder(t + timeOffset, active)
                if atEnd && t == 0 { t = active }
            } else {
                t += timeOffset
                if t < 0 { t = Self.positiveRemainder(t, cycle) }
            }
        }
        var index = cycleIndex(of: t)
        var inCycle = t - index * cycle
        if t == active {
            // Ending exactly on a cycle boundary shows the end of the last cycle, not the start of the next.
            let cycles = active / cycle
            let nearest = cycles.rounded()
            if nearest >= 1 && abs(cycles - nearest) < 1e-9 {
                index = nearest - 1
                inCycle = cycle
            }
        }
        let d = duration
        if autoreverses && inCycle > d { inCycle = 2 * d - inCycle }
        let fraction = min(1, max(0, durationIsPowerOfTwo ? inCycle * inverseDuration : inCycle / d))
        return Sample(fraction: fraction, cycleIndex: max(0, index), isFinished: finished)
    }

    /// `(t / cycle).rounded(.down)` for `t ≥ 0`. The product with the reciprocal is within a few
    /// ulps of the quotient, so its floor is the same unless it lies within 1e-9 of an integer
    /// (or is large): only then is the division done.
    @inline(__always)
    private func cycleIndex(of t: Double) -> Double {
        let q = t * inverseCycle
        if q >= 0 && q < 1e6 {
            let k = Double(Int(q))
            let f = q - k
            if f > 1e-9 && f < 1 - 1e-9 { return k }
        }
        return Self.floorOfNonNegative(t / cycle)
    }

    /// `q.rounded(.down)` for the `q ≥ 0` seen here, without a libm call in the common case
    /// (truncation is the floor for non-negative values that fit an `Int`).
    @inline(__always)
    static func floorOfNonNegative(_ q: Double) -> Double {
        q >= 0 && q < 4.0e15 ? Double(Int(q)) : q.rounded(.down)
    }

    @inline(__always)
    static func positiveRemainder(_ a: Double, _ b: Double) -> Double {
        let r = fmod(a, b)
        return r < 0 ? r + b : r
    }
}
