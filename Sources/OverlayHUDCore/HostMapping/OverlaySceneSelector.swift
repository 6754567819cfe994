/// Picks the window scene that hosts the overlay window.
///
/// Rule: a *preferred* scene (the one a center is bound to, `HUDCenter.center(for:)`) hosts the
/// overlay while it is connected — in any state but `unattached`: also foreground-inactive (beside
/// an active window in Split View) and in the background (the window waits there, as the scene's
/// own do). Otherwise (no preference, or the preferred scene is not connected) keep the current
/// scene while it is in the foreground, active or inactive: a scene is inactive while Notification
/// Center or Control Center covers it, during the app switcher and while another window of the app
/// has the focus (iPad), and a HUD must not jump to the other window then; it moves only when its
/// scene goes to the background or disconnects. With no current scene there, the first
/// foreground-active application scene, else the first foreground-inactive one, else none (the
/// window waits until a scene activates). Scenes of other roles (external displays, CarPlay) never host the overlay, even
/// when preferred. Among equals, the main scene (the one with the app's key window) comes first,
/// then the order given; a preferred id given twice is the first of them.
///
/// ```swift
/// let id = OverlaySceneSelector.select(from: scenes, current: currentID)
/// let bound = OverlaySceneSelector.select(from: scenes, current: currentID, preferred: boundID)
/// ```
enum OverlaySceneSelector {
    /// A scene's activation state (`UIScene.ActivationState`).
    enum Activation: Sendable, CaseIterable {
        case foregroundActive, foregroundInactive, background, unattached
    }

    /// What the selector needs to know about one connected scene.
    struct Scene: Sendable {
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
    /// - Parameters:
    ///   - scenes: the connected scenes, in the app's order (empty: none can host).
    ///   - current: the scene the overlay is in now, if any (unknown ids: as none).
    ///   - preferred: the scene the overlay is bound to, if any (unknown ids: as none).
    static func select(from scenes: [Scene], current: Int?, preferred: Int? = nil) -> Int? {
        let candidates = scenes.filter(\.isApplication)
        if let preferred, candidates.contains(where: { $0.id == preferred && $0.activation != .unattached }) {
            return preferred
        }
        if let current,
            candidates.contains(where: { $0.id == current && [.foregroundActive, .foregroundInactive].contains($0.activation) })
        {
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
