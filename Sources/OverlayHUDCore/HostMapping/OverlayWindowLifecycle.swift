/// Which overlay window a host uses, and when it makes, attaches, detaches or drops one.
///
/// Rule: one window per scene, reused for every show in that scene. When the overlay becomes
/// empty the window is hidden and detached from its scene (UIKit: `windowScene = nil`) but kept,
/// so the next show in that scene reuses it instead of making a new one. When the window moves to
/// another scene it is re-keyed there (a window kept for the target scene is dropped: one per
/// scene). A window kept for a scene that is no longer connected is dropped before the next show.
/// `nil` stands for "no scene" (apps without scenes: one screen-sized window). A scene is named by
/// the `ObjectIdentifier` of the host's scene object; the type is not generic over the scene, so
/// an app links one copy of it. The few scenes are kept in an array: a `Set` of them would link a
/// hash table's code for one more element type.
///
/// ```swift
/// var windows = OverlayWindowLifecycle()
/// windows.show(in: scene)      // [.make(scene), .show(scene)] the first time
/// windows.becameEmpty()        // [.hideAndDetach(scene)]
/// windows.show(in: scene)      // [.attach(scene), .show(scene)]: the same window again
/// ```
package struct OverlayWindowLifecycle: Sendable {
    /// A scene, by the identity of the host's scene object.
    typealias SceneID = ObjectIdentifier

    /// One thing the host does to its windows.
    enum Step: Equatable, Sendable {
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

    /// The scenes a window is kept for (nil: no scene), each once, in the order they were first kept.
    private(set) var kept: [SceneID?] = []
    /// The scene whose window shows, if any (`.some(nil)`: the window of no scene).
    private(set) var shown: SceneID??

    /// Creates a lifecycle with no window.
    init() {}

    /// The overlay shows something, in `scene`. Nothing to do when it already shows.
    mutating func show(in scene: SceneID?) -> [Step] {
        guard shown == nil else { return [] }
        shown = .some(scene)
        if kept.contains(scene) { return [.attach(scene), .show(scene)] }
        kept.append(scene)
        return [.make(scene), .show(scene)]
    }

    /// The shown window goes to `scene` (the app's scenes changed). `shownIsAttached`: whether
    /// the shown window is still in a scene. A scene object that went away (disconnected and
    /// freed; UIKit's `windowScene` is weak) leaves its window in none, and a new scene object may
    /// take its identity (the freed address): that scene gets the window attached again, not
    /// nothing.
    mutating func move(to scene: SceneID?, shownIsAttached: Bool = true) -> [Step] {
        guard let from = shown else { return [] }
        guard from != scene else { return shownIsAttached ? [] : [.attach(scene)] }
        var steps: [Step] = []
        if kept.contains(scene) { steps.append(.discard(scene)) }
        kept.removeAll { $0 == from || $0 == scene }
        kept.append(scene)
        shown = .some(scene)
        steps.append(.move(from: from, to: scene))
        return steps
    }

    /// The overlay has nothing left to show.
    mutating func becameEmpty() -> [Step] {
        guard let scene = shown else { return [] }
        shown = nil
        return [.hideAndDetach(scene)]
    }

    /// Drops the windows kept for scenes not in `connected` (the shown one stays), in the order
    /// they were kept.
    /// - Complexity: O(*k*·*c*), *k* the scenes kept and *c* the connected ones (a handful each).
    mutating func keepOnly(connected: [SceneID?]) -> [Step] {
        let gone = kept.filter { !connected.contains($0) && $0 != shown }
        kept.removeAll { gone.contains($0) }
        return gone.map { Step.discard($0) }
    }
}
