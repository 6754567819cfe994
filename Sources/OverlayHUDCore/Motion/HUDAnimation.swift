/// An animation of layer properties with Core Animation's semantics (`CAAnimation`).
///
/// A value type: build one with a factory, set its timing, add it to a layer.
///
/// ```swift
/// var spin = try HUDAnimation.basic("transform.rotation.z", from: 0, to: .scalar(.pi))
/// spin.duration = 0.6
/// spin.repeatCount = .infinity
/// spin.isCumulative = true           // 180°, 360°, 540°, … (the cat's endless half-turns)
/// eye.add(spin, forKey: "spin", at: clock.now)
/// ```
///
/// Evaluating a frame does no heap allocation. The completion closure runs on the main actor
/// that owns the scene, when the engine's clock reaches the animation's end.
@_spi(Layers) public struct HUDAnimation {
    /// What the animation does.
    @_spi(Layers) public enum Kind {
        /// From/to/by interpolation (`CABasicAnimation`).
        case basic(BasicAnimation)
        /// Values or a path (`CAKeyframeAnimation`).
        case keyframe(KeyframeAnimation)
        /// A damped spring (`CASpringAnimation`).
        case spring(SpringAnimation)
        /// Children run in the group's time (`CAAnimationGroup`). Their `beginTime` is relative
        /// to the group's start, their `isRemovedOnCompletion` and completions are not used, and
        /// they are clipped to the group's duration.
        case group([HUDAnimation])
    }

    /// What the animation does.
    public private(set) var kind: Kind
    /// Begin time, duration, speed, offset, repeats, autoreverse and fill.
    @_spi(Layers) public var timing = MediaTiming()
    /// Pacing of each cycle (default linear, as Core Animation's `nil`). For a group it warps the
    /// time its children see; for a spring it warps the spring's clock.
    @_spi(Layers) public var timingFunction: TimingFunction = .linear
    /// Whether the animation leaves its layer when it ends (default true, which beats `fillMode`).
    @_spi(Layers) public var isRemovedOnCompletion = true
    /// Whether the value is added to the current value instead of replacing it (transform
    /// matrices are concatenated: animation value first, then the current transform).
    @_spi(Layers) public var isAdditive = false
    /// Whether each repeat adds the end value once more (cycle n shows value + n × end value).
    @_spi(Layers) public var isCumulative = false
    /// Called once: `true` when the animation reached its end, `false` when removed or replaced early.
    @_spi(Layers) public var completion: ((Bool) -> Void)?

    /// Wraps a kind with default timing.
    public init(_ kind: Kind) { self.kind = kind }

    /// The animated property, or `nil` for a group.
    @_spi(Layers) public var keyPath: AnimationKeyPath? {
        switch kind {
        case .basic(let b): return b.keyPath
        case .keyframe(let k): return k.keyPath
        case .spring(let s): return s.values.keyPath
        case .group: return nil
        }
    }

    /// A basic animation (`CABasicAnimation(keyPath:)` with from/to/by values).
    /// - Throws: ``MotionError/unknownKeyPath(_:)`` or a value error.
    public static func basic(
        _ keyPath: String, from: AnimationValue? = nil, to: AnimationValue? = nil,
        by: AnimationValue? = nil, duration: Double = 0
    ) throws -> HUDAnimation {
        var a = HUDAnimation(.basic(try BasicAnimation(keyPath: AnimationKeyPath(parsing: keyPath), from: from, to: to, by: by)))
        a.duration = duration
        return a
    }

    /// A keyframe animation over values (`CAKeyframeAnimation`).
    /// - Throws: see ``KeyframeAnimation/init(keyPath:values:keyTimes:timingFunctions:calculationMode:)``.
    public static func keyframe(
        _ keyPath: String, values: [AnimationValue], keyTimes: [Double]? = nil,
        timingFunctions: [TimingFunction] = [], calculationMode: CalculationMode = .linear,
        duration: Double = 0
    ) throws -> HUDAnimation {
        var a = HUDAnimation(
            .keyframe(
                try KeyframeAnimation(
                    keyPath: AnimationKeyPath(parsing: keyPath), values: values, keyTimes: keyTimes,
                    timingFunctions: timingFunctions, calculationMode: calculationMode)))
        a.duration = duration
        return a
    }

    /// A keyframe animation of a point property along a path (`CAKeyframeAnimation.path`).
    /// - Throws: ``MotionError/unknownKeyPath(_:)`` or ``MotionError/invalidPath``.
    public static func keyframe(
        _ keyPath: String, path: HUDPath, calculationMode: CalculationMode = .paced,
        duration: Double = 0
    ) throws -> HUDAnimation {
        var a = HUDAnimation(
            .keyframe(
                try KeyframeAnimation(
                    keyPath: AnimationKeyPath(parsing: keyPath), path: path, calculationMode: calculationMode)))
        a.duration = duration
        return a
    }

    /// A spring animation whose duration is its ``SpringAnimation/settlingDuration``
    /// (an undamped spring, which never settles, keeps the default 0.25 s; set `duration` yourself).
    /// - Throws: ``MotionError/unknownKeyPath(_:)`` or a value error.
    public static func spring(
        _ keyPath: String, from: AnimationValue? = nil, to: AnimationValue? = nil,
        by: AnimationValue? = nil, mass: Double = 1, stiffness: Double = 100,
        damping: Double = 10, initialVelocity: Double = 0
    ) throws -> HUDAnimation {
        let values = try BasicAnimation(keyPath: AnimationKeyPath(parsing: keyPath), from: from, to: to, by: by)
        let spring = SpringAnimation(
            values: values, mass: mass, stiffness: stiffness, damping: damping,
            initialVelocity: initialVelocity)
        var a = HUDAnimation(.spring(spring))
        a.duration = spring.settlingDuration
        return a
    }

    /// A group running `animations` together (`CAAnimationGroup`).
    public static func group(_ animations: [HUDAnimation], duration: Double = 0) -> HUDAnimation {
        var a = HUDAnimation(.group(animations))
        a.duration = duration
        return a
    }
}

extension HUDAnimation {
    /// See ``MediaTiming/beginTime``. On a layer, 0 means "at the time it is added".
    @_spi(Layers) public var beginTime: Double {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    /// See ``MediaTiming/duration`` (0 means 0.25 s).
    @_spi(Layers) public var duration: Double {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    /// See ``MediaTiming/speed``.
    @_spi(Layers) public var speed: Double {
        get { timing.speed }
        set { timing.speed = newValue }
    }
    /// See ``MediaTiming/timeOffset``.
    @_spi(Layers) public var timeOffset: Double {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    /// See ``MediaTiming/repeatCount``.
    @_spi(Layers) public var repeatCount: Double {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }
    /// See ``MediaTiming/repeatDuration``.
    @_spi(Layers) public var repeatDuration: Double {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    /// See ``MediaTiming/autoreverses``.
    @_spi(Layers) public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    /// See ``MediaTiming/fillMode``.
    @_spi(Layers) public var fillMode: FillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }
}
