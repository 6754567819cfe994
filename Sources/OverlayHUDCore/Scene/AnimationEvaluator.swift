/// An immutable, frame-ready snapshot of an ``HUDAnimation``, made once when it is added to a layer.
///
/// One subclass per kind, each holding its data in `let`s of its own, so a frame reads fields
/// in place: no copies of the animation value, no enum payload copies, no heap allocation.
class AnimationEvaluator {
    // Only what frames read (the entry keeps the animation itself): fewer cache lines per evaluator.
    /// The animation's timing with derived values precomputed, for sampling every frame.
    let resolved: ResolvedTiming
    let isRemovedOnCompletion: Bool
    let timingFunction: TimingFunction

    fileprivate init(_ a: HUDAnimation) {
        resolved = ResolvedTiming(a.timing)
        isRemovedOnCompletion = a.isRemovedOnCompletion
        timingFunction = a.timingFunction
    }

    /// The evaluator for `animation`'s kind.
    static func make(_ animation: HUDAnimation) -> AnimationEvaluator {
        switch animation.kind {
        case .basic(let b): return BasicEvaluator(animation, b)
        case .spring(let s): return SpringEvaluator(animation, s)
        case .keyframe(let k): return KeyframeEvaluator(animation, k)
        case .group(let children): return GroupEvaluator(animation, children)
        }
    }

    /// See ``HUDAnimation/value(at:current:)``.
    func value(at parentTime: Double, current: AnimationValue?) -> AnimationValue? { nil }

    /// Applies the animation to `state` at `parentTime`.
    /// - Parameter isTopLevel: false for group children, whose removal flag is not used.
    final func apply(to state: inout LayerState, at parentTime: Double, isTopLevel: Bool) {
        guard let sample = resolved.sample(at: parentTime) else { return }
        if isTopLevel && sample.isFinished && isRemovedOnCompletion { return }
        apply(sample, to: &state)
    }

    func apply(_ sample: ResolvedTiming.Sample, to state: inout LayerState) {}
}

/// Evaluators applied in order, as an immutable linked list.
///
/// Why a list and not an array: every frame applies every evaluator of every layer, and a call
/// through an array element retains and releases the element, while a call through a `let`
/// property of an object already in hand needs neither.
final class EvaluatorList {
    let first: AnimationEvaluator
    let rest: EvaluatorList?

    private init(_ first: AnimationEvaluator, _ rest: EvaluatorList?) {
        self.first = first
        self.rest = rest
    }

    /// The list of `evaluators`, or `nil` when there are none.
    static func make(_ evaluators: [AnimationEvaluator]) -> EvaluatorList? {
        evaluators.reversed().reduce(nil) { rest, e in EvaluatorList(e, rest) }
    }

    /// Applies each evaluator in turn (see ``AnimationEvaluator/apply(to:at:isTopLevel:)``).
    func apply(to state: inout LayerState, at parentTime: Double, isTopLevel: Bool) {
        first.apply(to: &state, at: parentTime, isTopLevel: isTopLevel)
        rest?.apply(to: &state, at: parentTime, isTopLevel: isTopLevel)
    }
}

/// Runs children in the group's warped time.
private final class GroupEvaluator: AnimationEvaluator {
    let children: EvaluatorList?

    init(_ a: HUDAnimation, _ children: [HUDAnimation]) {
        self.children = EvaluatorList.make(children.map(AnimationEvaluator.make))
        super.init(a)
    }

    override func apply(_ sample: ResolvedTiming.Sample, to state: inout LayerState) {
        let groupTime = timingFunction.value(at: sample.fraction) * resolved.duration
        children?.apply(to: &state, at: groupTime, isTopLevel: false)
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
    /// Whether the property is a whole matrix (`transform`, `sublayerTransform`).
    let isMatrix: Bool
    /// Fixed endpoints of a non-additive basic or spring animation: such frames skip
    /// ``AnimationValue`` entirely (same formulas, so the same results).
    let fixed: FixedEndpoints?

    init(_ a: HUDAnimation, keyPath: AnimationKeyPath, usesCurrentValue: Bool, values: BasicAnimation? = nil) {
        self.keyPath = keyPath
        fixed = a.isAdditive ? nil : values.flatMap { FixedEndpoints($0, cumulative: a.isCumulative) }
        isMatrix = keyPath.valueKind == .transform
        isAdditive = a.isAdditive
        isCumulative = a.isCumulative
        needsCurrentValue = a.isAdditive || usesCurrentValue
        zero = HUDAnimation.zero(of: keyPath.valueKind)
        super.init(a)
    }

    /// The value at curve progress `p` (0…1 after the timing function).
    func rawValue(_ p: Double, current: AnimationValue) -> AnimationValue { current }
    /// For whole-matrix key paths: the matrix at `p` and the per-cycle step, without building
    /// an ``AnimationValue`` (whose transform case is boxed), or `nil` when the value depends on
    /// the current one (then the general path runs, allocating one box per frame).
    func rawMatrix(_ p: Double) -> HUDTransform3D? { nil }
    func endComponents() -> TransformComponents { TransformComponents() }
    /// How far from the first to the second fixed endpoint at curve progress `p`.
    func fixedProgress(_ p: Double) -> Double { p }
    /// A subclass's typed shortcut for curve progress `p` and `n` cumulative cycles; returns
    /// false to take the general path.
    func applyTyped(_ p: Double, cycles n: Double, to state: inout LayerState) -> Bool { false }
    /// The value one whole cycle adds for cumulative animations.
    func endValue(current: AnimationValue) -> AnimationValue { current }

    final override func value(at parentTime: Double, current: AnimationValue?) -> AnimationValue? {
        guard let sample = resolved.sample(at: parentTime) else { return nil }
        if sample.isFinished && isRemovedOnCompletion { return nil }
        return leafValue(sample, current: current ?? zero)
    }

    final override func apply(_ sample: ResolvedTiming.Sample, to state: inout LayerState) {
        if let fixed {
            let t = fixedProgress(timingFunction.value(at: sample.fraction))
            let n = isCumulative ? sample.cycleIndex : 0
            switch fixed {
            case .scalar(let a, let b):
                var v = a + (b - a) * t
                if n > 0 { v = v + b * n }
                keyPath.writeScalar(v, into: &state)
            case .point(let a, let b):
                var v = HUDPoint(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
                if n > 0 { v = v + b * n }
                keyPath.writePoint(v, into: &state)
            case .color(let a, let b):
                // `HUDColor.lerp`, spelled out so it is inlined here (same arithmetic, same result).
                let c = HUDColor(
                    red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                    blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
                keyPath.writeColor(c, into: &state)
            }
            return
        }
        if applyTyped(timingFunction.value(at: sample.fraction), cycles: isCumulative ? sample.cycleIndex : 0, to: &state) {
            return
        }
        if isMatrix, let m = rawMatrix(timingFunction.value(at: sample.fraction)) {
            var value = m
            if isCumulative && sample.cycleIndex > 0 {
                value = TransformComponents(value).adding(endComponents().scaled(by: sample.cycleIndex)).matrix
            }
            if keyPath == .transform {
                state.transform = isAdditive ? value.concatenating(state.transform) : value
            } else {
                state.sublayerTransform = isAdditive ? value.concatenating(state.sublayerTransform) : value
            }
            return
        }
        let current = needsCurrentValue ? keyPath.read(&state) : zero
        keyPath.write(leafValue(sample, current: current), into: &state)
    }

    final func leafValue(_ sample: ResolvedTiming.Sample, current: AnimationValue) -> AnimationValue {
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
    let matrices: FixedMatrices?

    init(_ a: HUDAnimation, _ b: BasicAnimation) {
        from = b.fromValue
        to = b.toValue
        by = b.byValue
        matrices = b.needsCurrentValue ? nil : FixedMatrices(b)
        super.init(a, keyPath: b.keyPath, usesCurrentValue: b.needsCurrentValue, values: b)
    }

    override func rawMatrix(_ p: Double) -> HUDTransform3D? { matrices?.matrix(at: p) }
    override func endComponents() -> TransformComponents { matrices?.to ?? TransformComponents() }

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
    let matrices: FixedMatrices?

    init(_ a: HUDAnimation, _ s: SpringAnimation) {
        spring = s
        from = s.values.fromValue
        to = s.values.toValue
        by = s.values.byValue
        duration = a.timing.effectiveDuration
        matrices = s.values.needsCurrentValue ? nil : FixedMatrices(s.values)
        super.init(
            a, keyPath: s.values.keyPath, usesCurrentValue: s.values.needsCurrentValue,
            values: s.values)
    }

    override func fixedProgress(_ p: Double) -> Double { spring.fraction(atTime: p * duration) }

    override func rawMatrix(_ p: Double) -> HUDTransform3D? { matrices?.matrix(at: spring.fraction(atTime: p * duration)) }
    override func endComponents() -> TransformComponents { matrices?.to ?? TransformComponents() }

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
    /// For matrix key paths: each value as a matrix and split into components.
    let matrices: [HUDTransform3D]
    let components: [TransformComponents]

    /// Non-additive value keyframes of scalars, points or colours (their light values), unwrapped
    /// for the typed shortcut: a frame makes no ``AnimationValue`` (a colour one is boxed).
    let scalars: [Double]
    let points: [HUDPoint]
    let colors: [HUDColor.Components]
    /// The keyframe's segment data, held here so a frame skips a hop through its storage.
    let keyTimes: [Double]
    let segmentTimingFunctions: [TimingFunction]
    let valueCount: Int
    let isDiscrete: Bool

    init(_ a: HUDAnimation, _ k: KeyframeAnimation) {
        keyframe = k
        keyTimes = k.keyTimes
        segmentTimingFunctions = k.timingFunctions
        valueCount = k.values.count
        isDiscrete = k.calculationMode == .discrete
        matrices = k.values.compactMap { if case .transform(let m) = $0 { m } else { nil } }
        components = matrices.map(TransformComponents.init)
        let typed = !a.isAdditive && k.path == nil
        scalars = typed ? k.values.compactMap { if case .scalar(let v) = $0 { v } else { nil } } : []
        points = typed ? k.values.compactMap { if case .point(let p) = $0 { p } else { nil } } : []
        colors = typed ? k.values.compactMap { if case .color(let c) = $0 { c.light } else { nil } } : []
        super.init(a, keyPath: k.keyPath, usesCurrentValue: false)
    }

    /// Same as `keyframe.segment(at:)`.
    @inline(__always)
    private func segment(at p: Double) -> (Int, Double) {
        KeyframeAnimation.segment(
            at: p, keyTimes: keyTimes, count: valueCount, isDiscrete: isDiscrete,
            timingFunctions: segmentTimingFunctions)
    }

    override func applyTyped(_ p: Double, cycles n: Double, to state: inout LayerState) -> Bool {
        if !points.isEmpty {
            let (i, t) = segment(at: p)
            var v = points[i]
            if t != 0 && i + 1 < points.count {
                let b = points[i + 1]
                v = HUDPoint(v.x + (b.x - v.x) * t, v.y + (b.y - v.y) * t)
            }
            if n > 0 { v = v + points[points.count - 1] * n }
            keyPath.writePoint(v, into: &state)
            return true
        }
        if !scalars.isEmpty {
            let (i, t) = segment(at: p)
            var v = scalars[i]
            if t != 0 && i + 1 < scalars.count { v = v + (scalars[i + 1] - v) * t }
            if n > 0 { v = v + scalars[scalars.count - 1] * n }
            keyPath.writeScalar(v, into: &state)
            return true
        }
        if !colors.isEmpty && n == 0 {
            let (i, t) = segment(at: p)
            var v = colors[i]
            if t != 0 && i + 1 < colors.count {
                let b = colors[i + 1]
                // As `AnimationValue.interpolate` does for colours (same arithmetic, same result).
                v = HUDColor.Components(
                    red: v.red + (b.red - v.red) * t, green: v.green + (b.green - v.green) * t,
                    blue: v.blue + (b.blue - v.blue) * t, alpha: v.alpha + (b.alpha - v.alpha) * t)
            }
            keyPath.writeColor(HUDColor(v), into: &state)
            return true
        }
        return false
    }

    override func rawMatrix(_ p: Double) -> HUDTransform3D? {
        guard !matrices.isEmpty else { return nil }
        let (i, local) = segment(at: p)
        if local == 0 || i + 1 == matrices.count { return matrices[i] }
        if local == 1 { return matrices[i + 1] }
        return components[i].interpolated(to: components[i + 1], local).matrix
    }
    override func endComponents() -> TransformComponents { components.last ?? TransformComponents() }

    override func rawValue(_ p: Double, current: AnimationValue) -> AnimationValue { keyframe.value(at: p) }
    override func endValue(current: AnimationValue) -> AnimationValue { keyframe.lastValue }
}

/// Fixed start and end matrices of a basic or spring animation, split once for interpolation.
private struct FixedMatrices {
    let fromMatrix: HUDTransform3D, toMatrix: HUDTransform3D
    let from: TransformComponents, to: TransformComponents

    init?(_ b: BasicAnimation) {
        let (a, e) = b.endpoints(current: .transform(.identity))
        guard case .transform(let f) = a, case .transform(let t) = e else { return nil }
        fromMatrix = f
        toMatrix = t
        from = TransformComponents(f)
        to = TransformComponents(t)
    }

    /// As ``AnimationValue/interpolate(_:_:_:)`` does for transforms.
    func matrix(at t: Double) -> HUDTransform3D {
        if t == 0 { return fromMatrix }
        if t == 1 { return toMatrix }
        return from.interpolated(to: to, t).matrix
    }
}

/// Typed endpoints that do not depend on the current value.
private enum FixedEndpoints {
    case scalar(Double, Double)
    case point(HUDPoint, HUDPoint)
    /// Colours — the light values, which is what a layer keeps (not for cumulative animations,
    /// whose clamped sums take the general path).
    case color(HUDColor.Components, HUDColor.Components)

    init?(_ b: BasicAnimation, cumulative: Bool) {
        guard !b.needsCurrentValue else { return nil }
        switch b.endpoints(current: HUDAnimation.zero(of: b.keyPath.valueKind)) {
        case (.scalar(let x), .scalar(let y)): self = .scalar(x, y)
        case (.point(let p), .point(let q)): self = .point(p, q)
        case (.color(let c), .color(let d)) where !cumulative: self = .color(c.light, d.light)
        default: return nil
        }
    }
}
