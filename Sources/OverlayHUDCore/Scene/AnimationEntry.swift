/// An animation attached to a layer under a key (Core Animation's per-layer animation list).
///
/// A class: the entry is its own identity (``token``), stable while completions add and remove
/// others, and a layer's list moves references, not the animation and its evaluator, when it
/// changes.
final class AnimationEntry {
    /// The key it was added under (`nil` keys never replace anything).
    let key: String?
    /// The animation, `beginTime` already stamped in layer time.
    let animation: HUDAnimation
    /// The same, ready to evaluate frames.
    let evaluator: AnimationEvaluator
    /// Whether the completion has run (it runs exactly once).
    var hasCompleted = false

    init(key: String?, animation: HUDAnimation) {
        self.key = key
        self.animation = animation
        evaluator = AnimationEvaluator.make(animation)
    }

    /// What identifies an attachment: the entry itself.
    typealias Token = AnimationEntry

    /// Identity of this attachment, which the platform mirrors compare and keep.
    var token: Token { self }
}
