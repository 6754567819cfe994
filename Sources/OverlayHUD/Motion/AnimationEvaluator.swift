/// An immutable, frame-ready snapshot of an ``Animation``, made once when it is added to a layer.
///
/// One subclass per kind, each holding its data in `let`s of its own, so a frame reads fields
/// in place: no copies of the animation value, no enum payload copies, no heap allocation.
class AnimationEvaluator {
    let timing: MediaTiming
    let isRemovedOnCompletion: Bool
    let timingFunction: TimingFunction

    fileprivate init(_ a: Animation) {
        timing = a.timing
        isRemovedOnCompletion = a.isRemovedOnCompletion
        timingFunction = a.timingFunction
    }

    /// The evaluator for `animation`'s kind.
    static func make(_ animation: Animation) -> AnimationEvaluator {
        switch animation.kind {
        case .basic(let b): return BasicEvaluator(animation, b)
        case .spring(let s): return SpringEvaluator(animation, s)
        case .keyframe(let k): return KeyframeEvaluator(animation, k)
        case .group(let children): return GroupEvaluator(animation, children)
        }
    }

    /// See ``Animation/value(at:current:)``.
    func value(at parentTime: Double, current: AnimationValue?) -> AnimationValue? { nil }

    /// Applies the animation to `state` at `parentTime`.
    /// - Parameter isTopLevel: false for group children, whose removal flag is not used.
    final func apply(to state: inout LayerState, at parentTime: Double, isTopLevel: Bool) {
        guard let sample = timing.sample(at: parentTime) else { return }
        if isTopLevel && sample.isFinished && isRemovedOnCompletion { return }
        apply(sample, to: &state)
    }

    func apply(_ sample: MediaTiming.Sample, to state: inout LayerState) {}
}

/// Runs children in the group's warped time.
private final class GroupEvaluator: AnimationEvaluator {
    let children: [AnimationEvaluator]

    init(_ a: Animation, _ children: [Animation]) {
        self.children = children.map(AnimationEvaluator.make)
        super.init(a)
    }

    override func apply(_ sample: MediaTiming.Sample, to state: inout LayerState) {
        let groupTime = timingFunction.value(at: sample.fraction) * timing.effectiveDuration
        for child in children { child.apply(to: &state, at: groupTime, isTopLevel: false) }
    }
}

/// Common work of single-property animations: timing curve, cumulative step, additive.
private class LeafEvaluator: AnimationEvaluator {
    let keyPath: AnimationKeyPath
    let isAdditive: Bool
    let isCumulative: Bool
    /// Whether the value beneath is needed (additive, or missing from/to values).
    let needsCurrentValue: Bool
    let zero: AnimationValue

    init(_ a: Animation, keyPath: AnimationKeyPath, usesCurrentValue: Bool) {
        self.keyPath = keyPath
        isAdditive = a.isAdditive
        isCumulative = a.isCumulative
        needsCurrentValue = a.isAdditive || usesCurrentValue
        zero = Animation.zero(of: keyPath.valueKind)
        super.init(a)
    }

    /// The value at curve progress `p` (0…1 after the timing function).
    func rawValue(_ p: Double, current: AnimationValue) -> AnimationValue { current }
    /// The value one whole cycle adds for cumulative animations.
    func endValue(current: AnimationValue) -> AnimationValue { current }

    final override func value(at parentTime: Double, current: AnimationValue?) -> AnimationValue? {
        guard let sample = timing.sample(at: parentTime) else { return nil }
        if sample.isFinished && isRemovedOnCompletion { return nil }
        return leafValue(sample, current: current ?? zero)
    }

    final override func apply(_ sample: MediaTiming.Sample, to state: inout LayerState) {
        let current = needsCurrentValue ? keyPath.read(&state) : zero
        keyPath.write(leafValue(sample, current: current), into: &state)
    }

    final func leafValue(_ sample: MediaTiming.Sample, current: AnimationValue) -> AnimationValue {
        var value = rawValue(timingFunction.value(at: sample.fraction), current: current)
        if isCumulative && sample.cycleIndex > 0 { value = value + endValue(current: current).scaled(by: sample.cycleIndex) }
        if isAdditive {
            if case .transform(let m) = value, case .transform(let base) = current {
                value = .transform(m.concatenating(base))
            } else {
                value = current + value
            }
        }
        return value
    }
}

private final class BasicEvaluator: LeafEvaluator {
    let from: AnimationValue?, to: AnimationValue?, by: AnimationValue?

    init(_ a: Animation, _ b: BasicAnimation) {
        from = b.fromValue; to = b.toValue; by = b.byValue
        super.init(a, keyPath: b.keyPath, usesCurrentValue: b.needsCurrentValue)
    }

    override func rawValue(_ p: Double, current: AnimationValue) -> AnimationValue {
        let (a, b) = BasicAnimation.endpoints(from: from, to: to, by: by, current: current)
        return AnimationValue.interpolate(a, b, p)
    }

    override func endValue(current: AnimationValue) -> AnimationValue {
        BasicAnimation.endpoints(from: from, to: to, by: by, current: current).1
    }
}

private final class SpringEvaluator: LeafEvaluator {
    let spring: SpringAnimation
    let from: AnimationValue?, to: AnimationValue?, by: AnimationValue?
    let duration: Double

    init(_ a: Animation, _ s: SpringAnimation) {
        spring = s
        from = s.values.fromValue; to = s.values.toValue; by = s.values.byValue
        duration = a.timing.effectiveDuration
        super.init(a, keyPath: s.values.keyPath, usesCurrentValue: s.values.needsCurrentValue)
    }

    override func rawValue(_ p: Double, current: AnimationValue) -> AnimationValue {
        let (a, b) = BasicAnimation.endpoints(from: from, to: to, by: by, current: current)
        return AnimationValue.interpolate(a, b, spring.fraction(atTime: p * duration))
    }

    override func endValue(current: AnimationValue) -> AnimationValue {
        BasicAnimation.endpoints(from: from, to: to, by: by, current: current).1
    }
}

private final class KeyframeEvaluator: LeafEvaluator {
    let keyframe: KeyframeAnimation

    init(_ a: Animation, _ k: KeyframeAnimation) {
        keyframe = k
        super.init(a, keyPath: k.keyPath, usesCurrentValue: false)
    }

    override func rawValue(_ p: Double, current: AnimationValue) -> AnimationValue { keyframe.value(at: p) }
    override func endValue(current: AnimationValue) -> AnimationValue { keyframe.lastValue }
}
