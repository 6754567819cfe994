/// Picks the window scene that hosts the overlay window.
///
/// Rule: keep the current scene while it is still foreground-active; otherwise the first
/// foreground-active application scene, else the first foreground-inactive one, else none (the
/// window waits until a scene activates). Scenes of other roles (external displays, CarPlay) never
/// host the overlay. Among equals, the main scene (the one with the app's key window) comes first,
/// then the order given.
///
/// ```swift
/// let id = OverlaySceneSelector.select(from: scenes, current: currentID)
/// ```
enum OverlaySceneSelector {
    /// A scene's activation state (`UIScene.ActivationState`).
    enum Activation: Hashable, Sendable, CaseIterable {
        case foregroundActive, foregroundInactive, background, unattached
    }

    /// What the selector needs to know about one connected scene.
    struct Scene: Equatable, Sendable {
        /// A host-chosen identifier, stable while the scene is connected.
        var id: Int
        /// Its activation state.
        var activation: Activation
        /// Whether it is an application window scene (`UISceneSession.Role.windowApplication`).
        var isApplication: Bool
        /// Whether it holds the app's key window.
        var isMain: Bool

        /// Creates a scene description.
        init(id: Int, activation: Activation, isApplication: Bool = true, isMain: Bool = false) {
            self.id = id
            self.activation = activation
            self.isApplication = isApplication
            self.isMain = isMain
        }
    }

    /// The id of the scene that should host the overlay, or `nil` when none can.
    static func select(from scenes: [Scene], current: Int?) -> Int? {
        let candidates = scenes.filter(\.isApplication)
        if let current, candidates.contains(where: { $0.id == current && $0.activation == .foregroundActive }) {
            return current
        }
        for state in [Activation.foregroundActive, .foregroundInactive] {
            let matching = candidates.filter { $0.activation == state }
            if let main = matching.first(where: \.isMain) { return main.id }
            if let first = matching.first { return first.id }
        }
        return nil
    }
}
