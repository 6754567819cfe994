/// A platform-neutral description of the `CAAnimation` that shows an engine ``HUDAnimation``:
/// every field is what the UIKit host assigns, so the host only builds objects from it.
///
/// Decisions made here (and tested on Linux):
/// - every field maps to the Core Animation field of the same meaning; timing functions by their
///   control points; fill and calculation modes by their Core Animation names;
/// - every value goes through ``PlatformValueGuard`` (no NaN or infinity reaches Core Animation);
/// - only the top-level `beginTime` is converted to media time (group children stay relative);
/// - the top-level `isRemovedOnCompletion` is always `false`: the engine decides when an animation
///   leaves (``HUDLayer/processCompletions(at:)``), and the host removes the Core Animation copy then.
///   Core Animation therefore never drops an animation on its own (it would, for example, when the
///   app goes to the background), and never before the engine's model has caught up;
/// - animations Core Animation cannot express the same way make ``make(_:conversion:)`` return
///   ``Unsupported`` with a reason; the host then evaluates that layer itself (display link).
package struct CoreAnimationPlan: Sendable {
    /// What kind of `CAAnimation` to build.
    enum Kind: Sendable {
        /// `CABasicAnimation`.
        case basic(keyPath: String, from: AnimationValue?, to: AnimationValue?, by: AnimationValue?)
        /// `CAKeyframeAnimation`: values with key times, per-segment timing functions (control
        /// points), a calculation mode name, or a path (values unused then).
        case keyframe(
            keyPath: String, values: [AnimationValue], keyTimes: [Double], timingFunctions: [[Double]],
            calculationMode: String, path: HUDPath?)
        /// `CASpringAnimation`.
        case spring(
            keyPath: String, from: AnimationValue?, to: AnimationValue?, by: AnimationValue?,
            mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
        /// `CAAnimationGroup`.
        case group([CoreAnimationPlan])
    }

    /// Why an animation cannot be handed to Core Animation as is.
    struct Unsupported: Error, Sendable {
        /// A short explanation for the debug log.
        let reason: String
    }

    /// The animation to build.
    var kind: Kind
    /// `beginTime`: media time for a top-level animation, relative for a group's child.
    var beginTime: Double
    /// `duration` (0 = Core Animation's 0.25 s default, as in the engine).
    var duration: Double
    /// `speed`.
    var speed: Double
    /// `timeOffset`.
    var timeOffset: Double
    /// `repeatCount` (`.infinity` repeats forever).
    var repeatCount: Double
    /// `repeatDuration`.
    var repeatDuration: Double
    /// `autoreverses`.
    var autoreverses: Bool
    /// `fillMode` name.
    var fillMode: String
    /// `timingFunction` control points (x1, y1, x2, y2).
    var timingFunction: [Double]
    /// `isRemovedOnCompletion` (false at the top level: see the type's notes).
    var isRemovedOnCompletion: Bool
    /// `isAdditive`.
    var isAdditive: Bool
    /// `isCumulative`.
    var isCumulative: Bool

    /// The plan for a top-level animation attached to a layer (its `beginTime` already stamped
    /// in engine time), or the reason Core Animation cannot show it.
    static func make(_ animation: HUDAnimation, conversion: MediaTimeConversion) -> Result<CoreAnimationPlan, Unsupported> {
        make(animation, beginTime: conversion.mediaTime(forEngineTime: animation.beginTime), isTopLevel: true)
    }

    private static func make(_ a: HUDAnimation, beginTime: Double, isTopLevel: Bool) -> Result<CoreAnimationPlan, Unsupported> {
        let kind: Kind
        switch a.kind {
        case .basic(let b):
            if let reason = unsupportedTransformArithmetic(b, a) { return .failure(Unsupported(reason: reason)) }
            kind = .basic(
                keyPath: b.keyPath.coreAnimationKeyPath, from: safe(b.fromValue), to: safe(b.toValue), by: safe(b.byValue))
        case .spring(let s):
            if let reason = unsupportedTransformArithmetic(s.values, a) { return .failure(Unsupported(reason: reason)) }
            kind = .spring(
                keyPath: s.values.keyPath.coreAnimationKeyPath, from: safe(s.values.fromValue), to: safe(s.values.toValue),
                by: safe(s.values.byValue), mass: s.mass, stiffness: s.stiffness, damping: s.damping,
                initialVelocity: s.initialVelocity)
        case .keyframe(let k):
            if a.isCumulative && k.keyPath.valueKind == .transform {
                return .failure(Unsupported(reason: "cumulative keyframe transform on \(k.keyPath.coreAnimationKeyPath)"))
            }
            kind = .keyframe(
                keyPath: k.keyPath.coreAnimationKeyPath, values: k.path == nil ? k.values.map(PlatformValueGuard.value) : [],
                keyTimes: k.calculationMode == .paced ? [] : k.keyTimes,
                timingFunctions: k.timingFunctions.map(CoreAnimationNames.controlPoints),
                calculationMode: CoreAnimationNames.calculationMode(k.calculationMode),
                path: k.path.map(PlatformValueGuard.path))
        case .group(let children):
            var plans: [CoreAnimationPlan] = []
            for child in children {
                switch make(child, beginTime: child.beginTime, isTopLevel: false) {
                case .success(let p): plans.append(p)
                case .failure(let u): return .failure(u)
                }
            }
            kind = .group(plans)
        }
        let t = a.timing
        return .success(
            CoreAnimationPlan(
                kind: kind, beginTime: beginTime, duration: t.duration, speed: t.speed, timeOffset: t.timeOffset,
                repeatCount: t.repeatCount, repeatDuration: t.repeatDuration, autoreverses: t.autoreverses,
                fillMode: CoreAnimationNames.fillMode(t.fillMode),
                timingFunction: CoreAnimationNames.controlPoints(a.timingFunction),
                isRemovedOnCompletion: isTopLevel ? false : a.isRemovedOnCompletion,
                isAdditive: a.isAdditive, isCumulative: a.isCumulative))
    }

    private static func safe(_ v: AnimationValue?) -> AnimationValue? { v.map(PlatformValueGuard.value) }

    /// The engine adds whole transforms by components (translations add, scales multiply, angles
    /// add); Core Animation leaves `byValue` and cumulative repeats of a `CATransform3D`
    /// unspecified. Those two cases are evaluated by the host instead.
    private static func unsupportedTransformArithmetic(_ b: BasicAnimation, _ a: HUDAnimation) -> String? {
        guard b.keyPath.valueKind == .transform else { return nil }
        if b.byValue != nil { return "byValue on \(b.keyPath.coreAnimationKeyPath)" }
        if a.isCumulative { return "cumulative \(b.keyPath.coreAnimationKeyPath)" }
        return nil
    }
}
