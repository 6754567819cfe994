/// Converts times between the engine's clock and Core Animation's media time.
///
/// The engine stamps an animation's `beginTime` with its ``HUDClock``'s `now`; Core Animation wants
/// a time on `CACurrentMediaTime()`'s timeline. ``SystemClock`` reads `DispatchTime` uptime, which
/// on Apple platforms is the same mach-absolute timeline as `CACurrentMediaTime()`, but the host
/// does not rely on that: at each commit it samples both clocks once and converts by their
/// offset, so any clock works (a ``ManualClock`` in a preview too). Converting at one sampled
/// instant keeps all animations of one commit consistent with each other.
///
/// Frame alignment: Core Animation shows a commit's changes at the next frame at the earliest, so
/// an animation stamped "now" would have its first frames skipped. Given the frame duration, an
/// animation that begins within the frame before the sample up to the next frame starts at the
/// next frame (`mediaNow + frameDuration`), so its first frame shows its start; animations that
/// began earlier keep their phase (a loop re-mirrored stays in step) and later ones are unchanged.
/// The platform then ends such an animation up to one frame after the engine does, which shows
/// nothing: the engine removes it at its model value.
///
/// ```swift
/// let t = MediaTimeConversion(engineNow: clock.now, mediaNow: CACurrentMediaTime(), frameDuration: 1.0 / 60)
/// caAnimation.beginTime = t.mediaTime(forEngineTime: animation.beginTime)
/// ```
struct MediaTimeConversion: Sendable {
    /// The engine clock's reading at the sample.
    let engineNow: Double
    /// Core Animation's media time at the same instant.
    let mediaNow: Double

    /// The duration of one screen frame (0: no frame alignment).
    let frameDuration: Double

    /// Samples both clocks at one instant. Non-finite readings count as 0; a frame duration that
    /// is not positive and finite (or over a second) turns frame alignment off.
    init(engineNow: Double, mediaNow: Double, frameDuration: Double = 0) {
        self.engineNow = engineNow.isFinite ? engineNow : 0
        self.mediaNow = mediaNow.isFinite ? mediaNow : 0
        self.frameDuration = frameDuration.isFinite && frameDuration > 0 && frameDuration <= 1 ? frameDuration : 0
    }

    /// The media time of the first frame that can show this commit.
    var nextFrameTime: Double { mediaNow + frameDuration }

    /// The media time of an animation's engine begin time, aligned to the next frame (see above).
    /// Non-finite input maps to the next frame. Core Animation reads a `beginTime` of exactly 0
    /// as "at commit", so a result of exactly 0 is nudged to the smallest positive time.
    func mediaTime(forEngineTime t: Double) -> Double {
        guard t.isFinite else { return nudged(nextFrameTime) }
        var m = t - engineNow + mediaNow
        if frameDuration > 0, m > mediaNow - frameDuration, m < nextFrameTime { m = nextFrameTime }
        return nudged(m)
    }

    private func nudged(_ m: Double) -> Double { m == 0 ? .leastNonzeroMagnitude : m }

    /// The engine time of a media time (non-finite input maps to `engineNow`).
    func engineTime(forMediaTime m: Double) -> Double {
        guard m.isFinite else { return engineNow }
        return m - mediaNow + engineNow
    }
}
