/// The frame rate the display-link fallback asks for, and the engine time it evaluates a frame at.
///
/// The fallback runs at the screen's own rate: up to `maximumFramesPerSecond` (120 on ProMotion
/// screens; iPhones also need `CADisableMinimumFrameDurationOnPhone` in the app's Info.plist to go
/// past 60), preferring the maximum, accepting no less than 60 (or the maximum, if lower). Each
/// frame is evaluated at the time it will be shown (`CADisplayLink.targetTimestamp`), not at the
/// time the callback runs, so the engine's frame and Core Animation's agree on screen.
///
/// ```swift
/// let rate = DisplayFrameRate(screenMaximum: UIScreen.main.maximumFramesPerSecond)
/// link.preferredFrameRateRange = CAFrameRateRange(minimum: Float(rate.minimum), maximum: Float(rate.maximum),
///                                                 preferred: Float(rate.preferred))
/// ```
struct DisplayFrameRate: Sendable {
    /// Frames per second: the least acceptable, the most, and the one preferred.
    let minimum: Double, maximum: Double, preferred: Double

    /// The range for a screen whose highest rate is `screenMaximum` (not positive: 60).
    init(screenMaximum: Int) {
        let top = Double(screenMaximum > 0 ? screenMaximum : 60)
        minimum = min(60, top)
        maximum = top
        preferred = top
    }

    /// One frame at the highest rate, in seconds.
    var frameDuration: Double { 1 / maximum }

    /// The engine time a display-link frame shows: its target timestamp converted with `conversion`
    /// (a target in the past, or not finite, counts as the sample's own time).
    static func engineTime(forTargetTimestamp target: Double, conversion: MediaTimeConversion) -> Double {
        guard target.isFinite, target > conversion.mediaNow else { return conversion.engineNow }
        return conversion.engineTime(forMediaTime: target)
    }
}
