/// A from/to/by interpolation of one property (`CABasicAnimation`'s values).
///
/// Which values are set decides the endpoints, as in Core Animation ("current" is the
/// property's value beneath this animation: the model with earlier animations applied):
///
/// | set | from | to |
/// | --- | --- | --- |
/// | from, to | from | to |
/// | from, by | from | from + by |
/// | by, to | to − by | to |
/// | from | from | current |
/// | to | current | to |
/// | by | current | current + by |
/// | none | current | current (no visible change) |
///
/// All three set is undefined in Core Animation; here `byValue` is then ignored.
public struct BasicAnimation: Hashable, Sendable {
    /// The animated property.
    public let keyPath: AnimationKeyPath
    /// Start value, if given.
    public let fromValue: AnimationValue?
    /// End value, if given.
    public let toValue: AnimationValue?
    /// Change relative to the start (or end), if given.
    public let byValue: AnimationValue?

    /// Creates a basic animation's values.
    /// - Throws: ``MotionError/valueKindMismatch(keyPath:expected:got:)`` or
    ///   ``MotionError/nonFiniteValue(keyPath:)`` when a value does not fit the key path.
    public init(keyPath: AnimationKeyPath, from: AnimationValue? = nil, to: AnimationValue? = nil,
                by: AnimationValue? = nil) throws {
        for v in [from, to, by] { if let v { try keyPath.validate(v) } }
        self.keyPath = keyPath; fromValue = from; toValue = to; byValue = by
    }

    /// Whether the endpoints depend on the current value.
    var needsCurrentValue: Bool { fromValue == nil || (toValue == nil && byValue == nil) }

    /// The start and end values given the property's current value.
    @inline(__always)
    func endpoints(current: AnimationValue) -> (AnimationValue, AnimationValue) {
        switch (fromValue, toValue, byValue) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f + b)
        case (nil, let t?, let b?): return (t - b, t)
        case (let f?, nil, nil): return (f, current)
        case (nil, let t?, nil): return (current, t)
        case (nil, nil, let b?): return (current, current + b)
        case (nil, nil, nil): return (current, current)
        }
    }
}
