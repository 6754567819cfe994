extension HUDAnimation {
    /// The animated value at `parentTime` (in the time of whatever holds the animation: the
    /// layer's clock for a layer's animation — beginTime stamped — or the group's time for a child).
    ///
    /// Returns the raw value before it is written into a layer (so a cumulative rotation reads
    /// 3π, not a matrix), already including `isAdditive` over `current` and the cumulative step.
    /// `nil` for groups, and when the animation has no effect at that time (outside its active
    /// time without fill, or ended with `isRemovedOnCompletion`).
    ///
    /// - Parameters:
    ///   - parentTime: the time in the parent's timeline (the layer's time) to evaluate at.
    ///   - current: the property's value beneath this animation (the model value);
    ///     used for missing from/to values and additive animations. Defaults to the kind's zero
    ///     (`0`, `.zero`, clear, identity).
    package func value(at parentTime: Double, current: AnimationValue? = nil) -> AnimationValue? {
        AnimationEvaluator.make(self).value(at: parentTime, current: current)
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
}
