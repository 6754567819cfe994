/// A sequence of values, or a path, for one property (`CAKeyframeAnimation`).
///
/// Key times (fractions 0…1 of the duration, one per value; `discrete` also accepts one more
/// than the values, the last closing the final value's interval) default to even spacing. Equal
/// neighbouring key times make a jump. `timingFunctions` pace each segment (one per segment,
/// or none). With a `path`, the property (a point) moves along it: `paced` at constant speed
/// over the whole path, `linear` spending equal time on each path element at constant speed
/// within it, `discrete` jumping between element end points; values and key times are then unused.
@_spi(Layers) public struct KeyframeAnimation: Sendable {
    /// The animated property.
    @_spi(Layers) public let keyPath: AnimationKeyPath
    /// The keyframe values (for a path animation: the path's element end points).
    @_spi(Layers) public var values: [AnimationValue] { storage.values }
    /// The resolved key times: one per value (plus one for `discrete`).
    @_spi(Layers) public var keyTimes: [Double] { storage.keyTimes }
    /// Per-segment pacing; empty for linear pacing in every segment.
    @_spi(Layers) public var timingFunctions: [TimingFunction] { storage.timingFunctions }
    /// The interpolation mode.
    @_spi(Layers) public var calculationMode: CalculationMode { storage.calculationMode }
    /// The path followed, if any.
    @_spi(Layers) public var path: HUDPath? { storage.path }

    // Everything immutable lives in one object so a frame copies a single reference.
    private final class Storage: Sendable {
        let values: [AnimationValue]
        let keyTimes: [Double]
        let timingFunctions: [TimingFunction]
        let calculationMode: CalculationMode
        let path: HUDPath?
        let sampler: PathSampler?
        init(
            values: [AnimationValue], keyTimes: [Double], timingFunctions: [TimingFunction],
            calculationMode: CalculationMode, path: HUDPath?, sampler: PathSampler?
        ) {
            self.values = values
            self.keyTimes = keyTimes
            self.timingFunctions = timingFunctions
            self.calculationMode = calculationMode
            self.path = path
            self.sampler = sampler
        }
    }
    private let storage: Storage

    /// Creates a keyframe animation over `values`.
    /// - Throws: ``MotionError/emptyKeyframes``, ``MotionError/keyTimesCountMismatch(values:keyTimes:)``,
    ///   ``MotionError/keyTimesNotIncreasing``, ``MotionError/timingFunctionsCountMismatch(segments:timingFunctions:)``,
    ///   or a value error from the key path.
    public init(
        keyPath: AnimationKeyPath, values: [AnimationValue], keyTimes: [Double]? = nil,
        timingFunctions: [TimingFunction] = [], calculationMode: CalculationMode = .linear
    ) throws {
        guard !values.isEmpty else { throw MotionError.emptyKeyframes }
        for v in values { try keyPath.validate(v) }
        let n = values.count
        var times: [Double]
        if let keyTimes {
            let allowed = calculationMode == .discrete ? [n, n + 1] : [n]
            guard allowed.contains(keyTimes.count) else {
                throw MotionError.keyTimesCountMismatch(values: n, keyTimes: keyTimes.count)
            }
            times = keyTimes
        } else {
            let slots = calculationMode == .discrete ? n : max(1, n - 1)
            let count = calculationMode == .discrete ? n + 1 : n
            times = (0..<count).map { Double($0) / Double(slots) }
            if n == 1 && calculationMode != .discrete { times = [0] }
        }
        for (i, t) in times.enumerated() {
            guard t >= 0, t <= 1 else { throw MotionError.keyTimesNotIncreasing }  // also NaN
            if i > 0 && t < times[i - 1] { throw MotionError.keyTimesNotIncreasing }
        }
        guard timingFunctions.isEmpty || timingFunctions.count == n - 1 else {
            throw MotionError.timingFunctionsCountMismatch(segments: n - 1, timingFunctions: timingFunctions.count)
        }
        if calculationMode == .paced { times = KeyframeAnimation.pacedTimes(values) }
        self.keyPath = keyPath
        storage = Storage(
            values: values, keyTimes: times, timingFunctions: calculationMode == .paced ? [] : timingFunctions,
            calculationMode: calculationMode, path: nil, sampler: nil)
    }

    /// Creates an animation of a point property along `path`.
    /// - Throws: ``MotionError/invalidPath`` when the key path is not point-valued or the path has no point.
    public init(keyPath: AnimationKeyPath, path: HUDPath, calculationMode: CalculationMode = .paced) throws {
        guard keyPath.valueKind == .point else { throw MotionError.invalidPath }
        let sampler = PathSampler(path)
        guard !sampler.vertices.isEmpty else { throw MotionError.invalidPath }
        let values = sampler.vertices.map { AnimationValue.point($0) }
        let n = values.count
        let times =
            calculationMode == .discrete
            ? (0...n).map { Double($0) / Double(n) }
            : (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        self.keyPath = keyPath
        storage = Storage(
            values: values, keyTimes: times, timingFunctions: [], calculationMode: calculationMode,
            path: path, sampler: sampler)
    }

    /// Key times proportional to the distance travelled between values (even when all are equal).
    private static func pacedTimes(_ values: [AnimationValue]) -> [Double] {
        guard values.count > 1 else { return [0] }
        var acc = [0.0]
        for i in 1..<values.count { acc.append(acc[i - 1] + AnimationValue.distance(values[i - 1], values[i])) }
        let total = acc[acc.count - 1]
        guard total > 0, total.isFinite else { return (0..<values.count).map { Double($0) / Double(values.count - 1) } }
        return acc.map { $0 / total }
    }

    /// The final value (used as the per-cycle step of cumulative animations).
    var lastValue: AnimationValue { storage.values[storage.values.count - 1] }

    /// The value at `p`, the fraction of the duration after the animation's timing function.
    func value(at p: Double) -> AnimationValue {
        let st = storage
        let calculationMode = st.calculationMode
        if let sampler = st.sampler, calculationMode != .discrete {
            let ends = sampler.elementEnds
            guard calculationMode == .linear, !ends.isEmpty else {
                return .point(sampler.point(atLength: min(1, max(0, p)) * sampler.totalLength))
            }
            let slot = min(Double(ends.count - 1), max(0, (p * Double(ends.count)).rounded(.down)))
            let k = Int(slot)
            let local = min(1, max(0, p * Double(ends.count) - slot))
            let start = k == 0 ? 0 : ends[k - 1]
            return .point(sampler.point(atLength: start + (ends[k] - start) * local))
        }
        let (i, local) = segment(at: p)
        let values = st.values
        if local == 0 || i + 1 == values.count { return values[i] }
        return AnimationValue.interpolate(values[i], values[i + 1], local)
    }

    /// For value keyframes: the segment `i` and the paced fraction within it (values[i] → values[i + 1]);
    /// a fraction of 0 means "exactly values[i]" (always so for discrete mode and at the ends).
    func segment(at p: Double) -> (Int, Double) {
        let st = storage
        return Self.segment(
            at: p, keyTimes: st.keyTimes, count: st.values.count,
            isDiscrete: st.calculationMode == .discrete, timingFunctions: st.timingFunctions)
    }

    /// ``segment(at:)`` over unpacked fields (an evaluator keeps its own copies, one hop closer).
    @inline(__always)
    static func segment(
        at p: Double, keyTimes times: [Double], count n: Int, isDiscrete: Bool,
        timingFunctions: [TimingFunction]
    ) -> (Int, Double) {
        if isDiscrete {
            // The last key time at or before p decides; values past the last key time hold the last value.
            var i = 0
            while i + 1 < times.count && times[i + 1] <= p { i += 1 }
            return (min(i, n - 1), 0)
        }
        guard p > times[0] else { return (0, 0) }
        guard p < times[n - 1] else { return (n - 1, 0) }
        var lo = 0
        var hi = n - 1  // find segment: times[lo] ≤ p < times[lo + 1]
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if times[mid] <= p { lo = mid } else { hi = mid }
        }
        let span = times[lo + 1] - times[lo]
        var local = span > 0 ? (p - times[lo]) / span : 1
        if !timingFunctions.isEmpty {
            local = timingFunctions.withUnsafeBufferPointer { $0[lo].value(at: local) }
        }
        return (lo, local)
    }
}
