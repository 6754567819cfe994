/// What a host must change so a mirrored layer runs exactly the engine layer's animations:
/// which mirrored animations to remove and which engine animations to add, under which keys.
///
/// Animations are tracked by key *and* identity (the engine's attachment, not the key), so an
/// animation replaced under the same key is re-added, and one already mirrored is never added
/// twice however many commits happen. A keyed animation keeps its engine key; an unkeyed one gets
/// a key of its own, derived from its identity (``unkeyedPrefix`` + a number). Identities must
/// stay unique while remembered: a host that uses object addresses keeps those objects alive
/// until its next sync.
///
/// ```swift
/// let plan = AnimationSyncPlan(engine: layer.animationIdentities, mirrored: node.mirrored,
///                              missing: keysCoreAnimationDropped)
/// plan.removals.forEach { caLayer.removeAnimation(forKey: $0) }
/// ```
/// - Complexity: O(n) in the number of animations.
struct AnimationSyncPlan: Equatable, Sendable {
    /// One animation attached in the engine, in the order added.
    struct EngineAnimation: Sendable {
        /// The engine key, or `nil`.
        var key: String?
        /// A number unique to this attachment while it lives.
        var identity: UInt
    }

    /// One addition: the index into the engine list, and the Core Animation key to use.
    struct Addition: Equatable, Sendable {
        /// Index in the `engine` list given to the initializer.
        var index: Int
        /// The key to add it under.
        var coreAnimationKey: String
    }

    /// The prefix of the keys given to unkeyed animations.
    static let unkeyedPrefix = "OverlayHUD.unkeyed."

    /// Core Animation keys to remove, in no particular order. Apply them before ``additions``
    /// (a replaced animation is removed and re-added under the same key).
    private(set) var removals: [String] = []
    /// Animations to add, in engine order.
    private(set) var additions: [Addition] = []
    /// The mirrored set after applying the plan: Core Animation key → identity.
    private(set) var mirrored: [String: UInt] = [:]

    /// Plans the sync.
    /// - Parameters:
    ///   - engine: the engine layer's animations, in the order added.
    ///   - old: what the host mirrored so far, passed as `mirrored:` (Core Animation key → identity).
    ///   - missing: Core Animation keys the host found absent from its layer (dropped by the
    ///     system); those animations are added again if the engine still has them.
    init(engine: [EngineAnimation], mirrored old: [String: UInt], missing: [String] = []) {
        var wanted: [String: UInt] = [:]
        var order: [(Int, String)] = []
        for (i, e) in engine.enumerated() {
            let key = e.key ?? Self.unkeyedPrefix + String(e.identity)
            if wanted[key] != nil { order.removeAll { $0.1 == key } }  // a later one under the same key wins
            wanted[key] = e.identity
            order.append((i, key))
        }
        // Gone from the engine, or replaced under the same key.
        for (key, identity) in old where wanted[key] != identity { removals.append(key) }
        removals.sort()
        for (i, key) in order where old[key] != wanted[key] || missing.contains(key) {
            additions.append(Addition(index: i, coreAnimationKey: key))
        }
        mirrored = wanted
    }

    /// Whether nothing needs to change.
    var isEmpty: Bool { removals.isEmpty && additions.isEmpty }
}
