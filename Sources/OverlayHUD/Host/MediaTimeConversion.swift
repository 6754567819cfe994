/// Converts times between the engine's clock and Core Animation's media time.
///
/// The engine stamps an animation's `beginTime` with its ``HUDClock``'s `now`; Core Animation wants
/// a time on `CACurrentMediaTime()`'s timeline. ``SystemClock`` reads `DispatchTime` uptime, which
/// on Apple platforms is the same mach-absolute timeline as `CACurrentMediaTime()`, but the host
/// does not rely on that: at each commit it samples both clocks once and converts by their
/// offset, so any clock works (a ``ManualClock`` in a preview too). Converting at one sampled
/// instant keeps all animations of one commit consistent with each other.
///
/// ```swift
/// let t = MediaTimeConversion(engineNow: clock.now, mediaNow: CACurrentMediaTime())
/// caAnimation.beginTime = t.mediaTime(forEngineTime: animation.beginTime)
/// ```
struct MediaTimeConversion: Hashable, Sendable {
    /// The engine clock's reading at the sample.
    let engineNow: Double
    /// Core Animation's media time at the same instant.
    let mediaNow: Double

    /// Samples both clocks at one instant. Non-finite readings count as 0.
    init(engineNow: Double, mediaNow: Double) {
        self.engineNow = engineNow.isFinite ? engineNow : 0
        self.mediaNow = mediaNow.isFinite ? mediaNow : 0
    }

    /// The media time of an engine time. Non-finite input maps to `mediaNow`. Core Animation
    /// reads a `beginTime` of exactly 0 as "at commit", so a result of exactly 0 is nudged to the
    /// smallest positive time.
    func mediaTime(forEngineTime t: Double) -> Double {
        guard t.isFinite else { return mediaNow }
        let m = t - engineNow + mediaNow
        return m == 0 ? .leastNonzeroMagnitude : m
    }

    /// The engine time of a media time (non-finite input maps to `engineNow`).
    func engineTime(forMediaTime m: Double) -> Double {
        guard m.isFinite else { return engineNow }
        return m - mediaNow + engineNow
    }
}
