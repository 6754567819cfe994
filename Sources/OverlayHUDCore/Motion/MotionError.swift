/// Why an animation could not be built. Thrown by the animation constructors, never while animating.
@_spi(Layers) public enum MotionError: Error, Hashable, Sendable {
    /// The key path names no animatable property.
    case unknownKeyPath(String)
    /// A value's kind does not fit the key path (e.g. a point for `opacity`).
    case valueKindMismatch(keyPath: String, expected: AnimationValue.Kind, got: AnimationValue.Kind)
    /// A value has a NaN or infinite component.
    case nonFiniteValue(keyPath: String)
    /// A keyframe animation has no values (and no path).
    case emptyKeyframes
    /// `keyTimes` has the wrong number of entries for the values.
    case keyTimesCountMismatch(values: Int, keyTimes: Int)
    /// `keyTimes` decreases somewhere, or has an entry outside 0…1 or NaN.
    case keyTimesNotIncreasing
    /// `timingFunctions` must be empty, or one per segment (values − 1).
    case timingFunctionsCountMismatch(segments: Int, timingFunctions: Int)
    /// A path animation needs a point-valued key path and a path with at least one point.
    case invalidPath
}
