import Foundation

/// A ``MediaTiming`` with every derived quantity computed once, for sampling every frame.
struct ResolvedTiming {
    let beginTime: Double, speed: Double, timeOffset: Double
    /// Effective duration, cycle (doubled when autoreversing) and active duration.
    let duration: Double, cycle: Double, active: Double
    let autoreverses: Bool, fillsBackwards: Bool, fillsForwards: Bool

    init(_ t: MediaTiming) {
        beginTime = t.beginTime; speed = t.speed; timeOffset = t.timeOffset
        duration = t.effectiveDuration; cycle = t.cycleDuration; active = t.activeDuration
        autoreverses = t.autoreverses
        fillsBackwards = t.fillMode.fillsBackwards; fillsForwards = t.fillMode.fillsForwards
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
        var index = (t / cycle).rounded(.down)
        var inCycle = t - index * cycle
        if t == active {
            // Ending exactly on a cycle boundary shows the end of the last cycle, not the start of the next.
            let cycles = active / cycle
            let nearest = cycles.rounded()
            if nearest >= 1 && abs(cycles - nearest) < 1e-9 { index = nearest - 1; inCycle = cycle }
        }
        let d = duration
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
