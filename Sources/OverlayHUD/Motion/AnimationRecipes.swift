/// Small builders for the animations components use. Key paths and values here are fixed and
/// valid, so construction cannot fail; should it ever, the animation is skipped (the model value
/// still shows), which keeps a component from trapping on a bug in a recipe.
enum AnimationRecipes {
    /// A basic animation with a timing function.
    static func basic(
        _ keyPath: String, from: AnimationValue? = nil, to: AnimationValue?, duration: Double,
        timing: TimingFunction = .default, fill: FillMode = .removed, removedOnCompletion: Bool = true
    ) -> HUDAnimation? {
        guard var a = try? HUDAnimation.basic(keyPath, from: from, to: to, duration: max(0, duration.isNaN ? 0 : duration)) else {
            return nil
        }
        a.timingFunction = timing
        a.fillMode = fill
        a.isRemovedOnCompletion = removedOnCompletion
        return a
    }

    /// A basic animation of a typed key path (no string to parse, so nothing to look up per call).
    static func basic(
        _ keyPath: AnimationKeyPath, from: AnimationValue? = nil, to: AnimationValue?, duration: Double,
        timing: TimingFunction = .default
    ) -> HUDAnimation? {
        guard let values = try? BasicAnimation(keyPath: keyPath, from: from, to: to, by: nil) else { return nil }
        var a = HUDAnimation(.basic(values))
        a.duration = max(0, duration.isNaN ? 0 : duration)
        a.timingFunction = timing
        return a
    }

    /// An endlessly repeating basic animation.
    static func forever(
        _ keyPath: String, from: AnimationValue, to: AnimationValue, duration: Double,
        timing: TimingFunction = .linear, cumulative: Bool = false, autoreverses: Bool = false
    ) -> HUDAnimation? {
        guard var a = basic(keyPath, from: from, to: to, duration: duration, timing: timing) else { return nil }
        a.repeatCount = .infinity
        a.isCumulative = cumulative
        a.autoreverses = autoreverses
        return a
    }
}
