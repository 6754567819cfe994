@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

// Only the tests compare plans: the library leaves the conformances out (each derived `==` of a
// large enum costs machine code an app would carry for nothing). Written out here, field by field.

extension CoreAnimationPlan.Kind: Equatable {
    public static func == (a: Self, b: Self) -> Bool {
        switch (a, b) {
        case (.basic(let key, let from, let to, let by), .basic(let otherKey, let otherFrom, let otherTo, let otherBy)):
            return key == otherKey && from == otherFrom && to == otherTo && by == otherBy
        case (
            .keyframe(let key, let values, let keyTimes, let timing, let mode, let path),
            .keyframe(let otherKey, let otherValues, let otherKeyTimes, let otherTiming, let otherMode, let otherPath)
        ):
            return key == otherKey && values == otherValues && keyTimes == otherKeyTimes && timing == otherTiming
                && mode == otherMode && path == otherPath
        case (
            .spring(let key, let from, let to, let by, let mass, let stiffness, let damping, let velocity),
            .spring(
                let otherKey, let otherFrom, let otherTo, let otherBy, let otherMass, let otherStiffness, let otherDamping,
                let otherVelocity)
        ):
            return key == otherKey && from == otherFrom && to == otherTo && by == otherBy && mass == otherMass
                && stiffness == otherStiffness && damping == otherDamping && velocity == otherVelocity
        case (.group(let children), .group(let otherChildren)):
            return children == otherChildren
        case (.basic, _), (.keyframe, _), (.spring, _), (.group, _):
            return false
        }
    }
}

extension CoreAnimationPlan: Equatable {
    public static func == (a: Self, b: Self) -> Bool {
        a.kind == b.kind && a.beginTime == b.beginTime && a.duration == b.duration && a.speed == b.speed
            && a.timeOffset == b.timeOffset && a.repeatCount == b.repeatCount && a.repeatDuration == b.repeatDuration
            && a.autoreverses == b.autoreverses && a.fillMode == b.fillMode && a.timingFunction == b.timingFunction
            && a.isRemovedOnCompletion == b.isRemovedOnCompletion && a.isAdditive == b.isAdditive
            && a.isCumulative == b.isCumulative
    }
}
