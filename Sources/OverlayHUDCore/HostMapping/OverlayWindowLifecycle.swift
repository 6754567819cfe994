/// When a host makes, moves and releases its overlay window.
///
/// Rule: a window exists only while the overlay shows something. The first element makes one in
/// the scene the host picked and shows it; when the overlay becomes empty (nothing shown, nothing
/// scheduled: the engine says so, `HUDHost.overlayDidBecomeEmpty(_:)`) the window is hidden,
/// detached from its scene and released, and the next element makes a new one. A hidden window
/// kept at status-bar level would stay in `UIApplication.shared.windows`, and MBProgressHUD-era
/// code doing `MBProgressHUD.showAdded(to: UIApplication.shared.windows.last!, …)` would add its HUD
/// to an invisible window; SwiftMessages and SwiftEntryKit release theirs too. While the overlay
/// shows, the window moves with it when the app's scenes change.
///
/// `nil` stands for "no scene" (apps without scenes: one screen-sized window). A scene is named
/// by the `ObjectIdentifier` of the host's scene object; the type is not generic over the scene,
/// so an app links one copy of it.
///
/// ```swift
/// var windows = OverlayWindowLifecycle()
/// windows.show(in: scene)      // [.make(scene), .show(scene)]
/// windows.becameEmpty()        // [.release(scene)]
/// windows.show(in: scene)      // [.make(scene), .show(scene)]: a new window
/// ```
struct OverlayWindowLifecycle: Sendable {
    /// A scene, by the identity of the host's scene object.
    typealias SceneID = ObjectIdentifier

    /// One thing the host does to its window.
    enum Step: Equatable, Sendable {
        /// Make a window for the scene.
        case make(SceneID?)
        /// Attach the shown window to the scene again (UIKit: `windowScene = scene`).
        case attach(SceneID?)
        /// Show the window.
        case show(SceneID?)
        /// Move the shown window from one scene to another.
        case move(from: SceneID?, to: SceneID?)
        /// Hide the window, detach it from its scene and release it.
        case release(SceneID?)
    }

    /// The scene whose window exists and shows, if any (`.some(nil)`: the window of no scene).
    private(set) var shown: SceneID??

    /// Creates a lifecycle with no window.
    init() {}

    /// How many windows the host holds: one while the overlay shows, none otherwise.
    var windowCount: Int { shown == nil ? 0 : 1 }

    /// The overlay shows something, in `scene`. Nothing to do when it already shows.
    mutating func show(in scene: SceneID?) -> [Step] {
        guard shown == nil else { return [] }
        shown = .some(scene)
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
        shown = .some(scene)
        return [.move(from: from, to: scene)]
    }

    /// The overlay has nothing left to show (or its scene went): release the window.
    mutating func becameEmpty() -> [Step] {
        guard let scene = shown else { return [] }
        shown = nil
        return [.release(scene)]
    }
}
