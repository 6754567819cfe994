// Attaching animations to layers and running their completions (`CALayer.add(_:forKey:)`).
extension HUDLayer {
    /// Attaches `animation` (`CALayer.add(_:forKey:)`).
    ///
    /// A `beginTime` of 0 is stamped to `now`, as Core Animation does at commit. Adding under a
    /// key already in use replaces that animation, whose completion runs with `false`
    /// (immediately, after the new one is attached). A `nil` key never replaces anything.
    /// - Parameters:
    ///   - animation: the animation (a copy is stored).
    ///   - key: the key to store it under, or `nil`.
    ///   - now: the current time of the layer's clock.
    @_spi(Layers) public func add(_ animation: HUDAnimation, forKey key: String?, at now: Double) {
        var stamped = animation
        if stamped.beginTime == 0 { stamped.beginTime = now }
        var replaced: AnimationEntry?
        if let key, let i = animationEntries.firstIndex(where: { $0.key == key }) {
            replaced = animationEntries.remove(at: i)
        }
        animationEntries.append(AnimationEntry(key: key, animation: stamped))
        if let replaced, !replaced.hasCompleted { replaced.animation.completion?(false) }
    }

    /// The animation stored under `key` (with its stamped `beginTime`), if any.
    @_spi(Layers) public func animation(forKey key: String) -> HUDAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order added (`nil` keys are left out).
    @_spi(Layers) public var animationKeys: [String] { animationEntries.compactMap(\.key) }

    /// Whether any animation is attached to this layer (not its sublayers).
    package var hasAnimations: Bool { !animationEntries.isEmpty }

    /// Detaches the animation under `key`; its completion runs with `false` unless it already
    /// ran. Unknown keys are a no-op.
    @_spi(Layers) public func removeAnimation(forKey key: String) {
        guard let i = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let removed = animationEntries.remove(at: i)
        if !removed.hasCompleted { removed.animation.completion?(false) }
    }

    /// Detaches every animation of this layer; completions that have not run yet run with `false`.
    @_spi(Layers) public func removeAllAnimations() {
        let removed = animationEntries
        animationEntries.removeAll()
        for e in removed where !e.hasCompleted { e.animation.completion?(false) }
    }

    /// Runs the completions of animations in this subtree that have ended by `time`.
    ///
    /// Each completion runs exactly once, with `true`; animations with `isRemovedOnCompletion`
    /// are detached first. Completions may add or remove animations and layers anywhere
    /// (including this subtree): bookkeeping is done before each call and re-checked after.
    /// Animations attached by a completion wait for the next call, even if already ended
    /// (``nextCompletionTime(after:)`` reports them), so completions cannot loop forever.
    package func processCompletions(at time: Double) {
        var due: [(HUDLayer, AnimationEntry.Token)] = []
        collectDueCompletions(at: time, into: &due)
        for (layer, token) in due { layer.complete(token, at: time) }
    }

    private func collectDueCompletions(at time: Double, into due: inout [(HUDLayer, AnimationEntry.Token)]) {
        for e in animationEntries where !e.hasCompleted {
            if let end = e.animation.timing.endTime, time >= end { due.append((self, e.token)) }
        }
        for l in sublayers { l.collectDueCompletions(at: time, into: &due) }
    }

    private func complete(_ token: AnimationEntry.Token, at time: Double) {
        // A previous completion may have removed or replaced this entry: look it up again.
        guard let i = animationEntries.firstIndex(where: { $0.token === token }), !animationEntries[i].hasCompleted else {
            return
        }
        let entry = animationEntries[i]
        if entry.animation.isRemovedOnCompletion {
            animationEntries.remove(at: i)
        } else {
            entry.hasCompleted = true
        }
        entry.animation.completion?(true)
    }

    /// The earliest time at which an animation in this subtree ends with its completion still
    /// to run — when a scheduler should call ``processCompletions(at:)`` next — or `nil` when none
    /// will (no animations, or only infinite or paused ones). Times already past return `time`.
    package func nextCompletionTime(after time: Double) -> Double? {
        var best: Double?
        for e in animationEntries where !e.hasCompleted {
            if let end = e.animation.timing.endTime { best = min(best ?? end, end) }
        }
        for l in sublayers {
            if let t = l.nextCompletionTime(after: time) { best = min(best ?? t, t) }
        }
        return best.map { max($0, time) }
    }

    /// Whether this layer or a descendant has an animation that may still change what is shown,
    /// or whose completion has yet to run (a renderer needs frames, or a scheduler a timer, while
    /// this is true). Paused animations (speed 0) and completed ones kept by a fill do not count.
    func hasRunningAnimations() -> Bool {
        // An entry that has not completed is either still active or owes its completion;
        // completed entries are gone or (kept with a fill) frozen.
        for e in animationEntries where e.animation.timing.speed != 0 && !e.hasCompleted { return true }
        return sublayers.contains { $0.hasRunningAnimations() }
    }
}
