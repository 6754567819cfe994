/// Small builders for the animations components use. Key paths are typed and values fixed, so
/// construction cannot fail; should it ever (a value of the wrong kind, a non-finite one), the
/// animation is skipped (the model value still shows), which keeps a component from trapping on
/// a bug in a recipe.
///
/// The builders are `@inline(never)`: each validates its values and allocates the animation's
/// storage, and about fifty component call sites use them; the optimizer inlined all of it at
/// every site, about 26 KB of an iOS app's code where one call each does the same. The values are
/// `consuming`: a call hands them on into the animation's storage instead of copying them.
package enum AnimationRecipes {
    /// A basic animation with a timing function (a NaN or negative duration counts as 0).
    @inline(never)
    package static func basic(
        _ keyPath: AnimationKeyPath, from: consuming AnimationValue? = nil, to: consuming AnimationValue?, duration: Double,
        timing: TimingFunction = .default, fill: FillMode = .removed, removedOnCompletion: Bool = true
    ) -> HUDAnimation? {
        guard let values = try? BasicAnimation(keyPath: keyPath, from: from, to: to) else { return nil }
        var a = HUDAnimation(.basic(values))
        a.duration = max(0, duration.isNaN ? 0 : duration)
        a.timingFunction = timing
        a.fillMode = fill
        a.isRemovedOnCompletion = removedOnCompletion
        return a
    }

    /// An endlessly repeating basic animation.
    @inline(never)
    static func forever(
        _ keyPath: AnimationKeyPath, from: AnimationValue, to: AnimationValue, duration: Double,
        timing: TimingFunction = .linear, cumulative: Bool = false, autoreverses: Bool = false
    ) -> HUDAnimation? {
        guard var a = basic(keyPath, from: from, to: to, duration: duration, timing: timing) else { return nil }
        a.repeatCount = .infinity
        a.isCumulative = cumulative
        a.autoreverses = autoreverses
        return a
    }

    /// A keyframe animation over `values`, evenly spaced in time.
    @inline(never)
    package static func keyframe(
        _ keyPath: AnimationKeyPath, values: [AnimationValue], calculationMode: CalculationMode = .linear,
        duration: Double
    ) -> HUDAnimation? {
        guard let frames = try? KeyframeAnimation(keyPath: keyPath, values: values, calculationMode: calculationMode)
        else { return nil }
        var a = HUDAnimation(.keyframe(frames))
        a.duration = duration
        return a
    }
}
