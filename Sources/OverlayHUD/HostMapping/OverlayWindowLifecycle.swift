/// Which overlay window a host uses, and when it makes, attaches, detaches or drops one.
///
/// Rule: one window per scene, reused for every show in that scene. When the overlay becomes
/// empty the window is hidden and detached from its scene (UIKit: `windowScene = nil`) but kept,
/// so the next show in that scene reuses it instead of making a new one. When the window moves to
/// another scene it is re-keyed there (a window kept for the target scene is dropped: one per
/// scene). A window kept for a scene that is no longer connected is dropped before the next show.
/// `nil` stands for "no scene" (apps without scenes: one screen-sized window).
///
/// ```swift
/// var windows = OverlayWindowLifecycle<ObjectIdentifier>()
/// windows.show(in: scene)      // [.make(scene), .show(scene)] the first time
/// windows.becameEmpty()        // [.hideAndDetach(scene)]
/// windows.show(in: scene)      // [.attach(scene), .show(scene)]: the same window again
/// ```
struct OverlayWindowLifecycle<SceneID: Hashable & Sendable>: Sendable {
    /// One thing the host does to its windows.
    enum Step: Hashable, Sendable {
        /// Make a window for the scene (and keep it under that scene).
        case make(SceneID?)
        /// Attach the window kept for the scene to it again (UIKit: `windowScene = scene`).
        case attach(SceneID?)
        /// Show the scene's window.
        case show(SceneID?)
        /// Hide the scene's window and detach it from the scene; it stays kept.
        case hideAndDetach(SceneID?)
        /// Move the shown window from one scene to another and keep it under the new one.
        case move(from: SceneID?, to: SceneID?)
        /// Release the window kept for the scene.
        case discard(SceneID?)
    }

    /// The scenes a window is kept for.
    private(set) var kept: Set<SceneKey> = []
    /// The scene whose window shows, if any.
    private(set) var shown: SceneKey?

    /// `Optional<SceneID>` as a set element (nil: no scene).
    struct SceneKey: Hashable, Sendable {
        var id: SceneID?
    }

    /// Creates a lifecycle with no window.
    init() {}

    /// The overlay shows something, in `scene`. Nothing to do when it already shows.
    mutating func show(in scene: SceneID?) -> [Step] {
        guard shown == nil else { return [] }
        let key = SceneKey(id: scene)
        shown = key
        if kept.contains(key) { return [.attach(scene), .show(scene)] }
        kept.insert(key)
        return [.make(scene), .show(scene)]
    }

    /// The shown window goes to `scene` (the app's scenes changed).
    mutating func move(to scene: SceneID?) -> [Step] {
        let key = SceneKey(id: scene)
        guard let from = shown, from != key else { return [] }
        var steps: [Step] = []
        if kept.contains(key) { steps.append(.discard(scene)) }
        kept.remove(from)
        kept.insert(key)
        shown = key
        steps.append(.move(from: from.id, to: scene))
        return steps
    }

    /// The overlay has nothing left to show.
    mutating func becameEmpty() -> [Step] {
        guard let key = shown else { return [] }
        shown = nil
        return [.hideAndDetach(key.id)]
    }

    /// Drops the windows kept for scenes not in `connected` (the shown one stays).
    mutating func keepOnly(connected: [SceneID?]) -> [Step] {
        let live = Set(connected.map { SceneKey(id: $0) })
        let gone = kept.filter { !live.contains($0) && $0 != shown }
        kept.subtract(gone)
        return gone.map { Step.discard($0.id) }  // in no particular order
    }
}
