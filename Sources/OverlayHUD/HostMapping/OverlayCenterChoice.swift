/// Which center a SwiftUI modifier (`.waitingHUD`, `.optionPopup`, `.banner`, `.message`) shows
/// on, decided each time it shows something; what it shows is hidden later on the same center.
///
/// Rule:
/// 1. A center passed to the modifier (`center:`) is used as given.
/// 2. While the view is in no window scene (not yet, or no more, in a window), or the app has at
///    most one application window scene connected: `HUDCenter.shared`. In a one-window app the
///    view's scene is the one `shared` shows in, and the modifiers keep sharing its balanced
///    activity count and popup queue with code that calls `shared` directly, as before.
/// 3. Otherwise — several windows, as on iPad — the center of the view's scene
///    (`HUDCenter.center(for:)`), so the element shows beside its view, not in whichever window
///    is active. Also with one window when the app has already made that scene's center.
///
/// ```swift
/// switch OverlayCenterChoice.choose(given: false, viewScene: id, applicationScenes: 2, sceneHasCenter: false) {
/// case .given: …; case .shared: …; case .scene(let id): …
/// }
/// ```
package enum OverlayCenterChoice<SceneID: Hashable & Sendable>: Equatable, Sendable {
    /// The center passed to the modifier.
    case given
    /// `HUDCenter.shared`.
    case shared
    /// The center of this scene.
    case scene(SceneID)

    /// Decides (see the type's rule).
    /// - Parameters:
    ///   - given: whether the modifier was passed a center.
    ///   - viewScene: the scene of the view's window, if it is in one.
    ///   - applicationScenes: how many application window scenes are connected (negative: as 0).
    ///   - sceneHasCenter: whether the app has made `viewScene`'s center already.
    static func choose(given: Bool, viewScene: SceneID?, applicationScenes: Int, sceneHasCenter: Bool) -> Self {
        if given { return .given }
        guard let viewScene else { return .shared }
        return applicationScenes > 1 || sceneHasCenter ? .scene(viewScene) : .shared
    }
}
