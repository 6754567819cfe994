extension Animation {
    /// The animated value at `parentTime` (in the time of whatever holds the animation: the
    /// layer's clock for a layer's animation — beginTime stamped — or the group's time for a child).
    ///
    /// Returns the raw value before it is written into a layer (so a cumulative rotation reads
    /// 3π, not a matrix), already including `isAdditive` over `current` and the cumulative step.
    /// `nil` for groups, and when the animation has no effect at that time (outside its active
    /// time without fill, or ended with `isRemovedOnCompletion`).
    ///
    /// - Parameter current: the property's value beneath this animation (the model value);
    ///   used for missing from/to values and additive animations. Defaults to the kind's zero
    ///   (`0`, `.zero`, clear, identity).
    public func value(at parentTime: Double, current: AnimationValue? = nil) -> AnimationValue? {
        guard let keyPath, let sample = timing.sample(at: parentTime) else { return nil }
        if sample.isFinished && isRemovedOnCompletion { return nil }
        return leafValue(sample, current: current ?? Animation.zero(of: keyPath.valueKind))
    }

    static func zero(of kind: AnimationValue.Kind) -> AnimationValue {
        switch kind {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .color: return .color(.clear)
        case .transform: return .transform(.identity)
        }
    }

    /// Applies this animation to `state` at `parentTime`.
    /// - Parameter isTopLevel: false for group children, whose removal flag is not used.
    func apply(to state: inout LayerState, at parentTime: Double, isTopLevel: Bool) {
        guard let sample = timing.sample(at: parentTime) else { return }
        if isTopLevel && sample.isFinished && isRemovedOnCompletion { return }
        switch kind {
        case .group(let children):
            let groupTime = timingFunction.value(at: sample.fraction) * timing.effectiveDuration
            for child in children { child.apply(to: &state, at: groupTime, isTopLevel: false) }
        case .basic(let b):
            let current = isAdditive || b.needsCurrentValue ? b.keyPath.read(state) : Animation.zero(of: b.keyPath.valueKind)
            b.keyPath.write(leafValue(sample, current: current), into: &state)
        case .spring(let s):
            let b = s.values
            let current = isAdditive || b.needsCurrentValue ? b.keyPath.read(state) : Animation.zero(of: b.keyPath.valueKind)
            b.keyPath.write(leafValue(sample, current: current), into: &state)
        case .keyframe(let k):
            let current = isAdditive ? k.keyPath.read(state) : Animation.zero(of: k.keyPath.valueKind)
            k.keyPath.write(leafValue(sample, current: current), into: &state)
        }
    }

    private func leafValue(_ sample: MediaTiming.Sample, current: AnimationValue) -> AnimationValue {
        let p = timingFunction.value(at: sample.fraction)
        var value: AnimationValue
        let end: AnimationValue
        switch kind {
        case .basic(let b):
            let (from, to) = b.endpoints(current: current)
            value = AnimationValue.interpolate(from, to, p); end = to
        case .spring(let s):
            let (from, to) = s.values.endpoints(current: current)
            value = AnimationValue.interpolate(from, to, s.fraction(atTime: p * timing.effectiveDuration)); end = to
        case .keyframe(let k):
            value = k.value(at: p); end = k.lastValue
        case .group:
            return current
        }
        if isCumulative && sample.cycleIndex > 0 { value = value + end.scaled(by: sample.cycleIndex) }
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
