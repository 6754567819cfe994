/// How a keyframe animation moves between its values (`CAAnimationCalculationMode`).
@_spi(Layers) public enum CalculationMode: String, Hashable, Sendable {
    /// Straight interpolation between neighbouring values at their key times.
    case linear
    /// Each value is held until the next key time; no interpolation.
    case discrete
    /// Constant speed over the whole animation; key times and timing functions are ignored.
    case paced
}
