/// An animation attached to a layer under a key (Core Animation's per-layer animation list).
struct AnimationEntry {
    /// The key it was added under (`nil` keys never replace anything).
    var key: String?
    /// The animation, `beginTime` already stamped in layer time.
    let animation: HUDAnimation
    /// The same, ready to evaluate frames.
    let evaluator: AnimationEvaluator
    /// Identity of this attachment, stable while completions add and remove others.
    let token: Token
    /// Whether the completion has run (it runs exactly once).
    var hasCompleted = false

    init(key: String?, animation: HUDAnimation) {
        self.key = key
        self.animation = animation
        evaluator = AnimationEvaluator.make(animation)
        token = Token()
    }

    /// A reference used only for identity.
    final class Token {}
}
