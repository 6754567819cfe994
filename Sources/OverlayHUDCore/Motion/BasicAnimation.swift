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
@_spi(Layers) public struct BasicAnimation: Sendable {
    /// The animated property.
    @_spi(Layers) public let keyPath: AnimationKeyPath
    /// Start value, if given.
    @_spi(Layers) public var fromValue: AnimationValue? { storage.from }
    /// End value, if given.
    @_spi(Layers) public var toValue: AnimationValue? { storage.to }
    /// Change relative to the start (or end), if given.
    @_spi(Layers) public var byValue: AnimationValue? { storage.by }

    // The values live in one immutable object so an animation stays small and is copied
    // cheaply every frame (an AnimationValue is 129 bytes).
    private final class Storage: Sendable {
        let from: AnimationValue?, to: AnimationValue?, by: AnimationValue?
        let needsCurrentValue: Bool
        init(from: AnimationValue?, to: AnimationValue?, by: AnimationValue?) {
            self.from = from
            self.to = to
            self.by = by
            needsCurrentValue = from == nil || (to == nil && by == nil)
        }
    }
    private let storage: Storage

    /// Creates a basic animation's values.
    /// - Throws: ``MotionError/valueKindMismatch(keyPath:expected:got:)`` or
    ///   ``MotionError/nonFiniteValue(keyPath:)`` when a value does not fit the key path.
    public init(
        keyPath: AnimationKeyPath, from: AnimationValue? = nil, to: AnimationValue? = nil,
        by: AnimationValue? = nil
    ) throws {
        // One by one, not through an array: this runs for every animation a component starts.
        if let from { try keyPath.validate(from) }
        if let to { try keyPath.validate(to) }
        if let by { try keyPath.validate(by) }
        self.keyPath = keyPath
        storage = Storage(from: from, to: to, by: by)
    }

    /// Whether the endpoints depend on the current value.
    var needsCurrentValue: Bool { storage.needsCurrentValue }

    /// The start and end values given the property's current value.
    func endpoints(current: AnimationValue) -> (AnimationValue, AnimationValue) {
        BasicAnimation.endpoints(from: storage.from, to: storage.to, by: storage.by, current: current)
    }

    /// The start and end values for the given from/to/by values (the table above).
    @inline(__always)
    static func endpoints(
        from: AnimationValue?, to: AnimationValue?, by: AnimationValue?,
        current: AnimationValue
    ) -> (AnimationValue, AnimationValue) {
        switch (from, to, by) {
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
