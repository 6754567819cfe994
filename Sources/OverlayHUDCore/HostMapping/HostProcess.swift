/// Whether the UIKit host runs in an app or in an app extension (a Share, Today or other
/// extension, where `UIApplication.shared` does not exist), and which window scenes the overlay
/// window may join there.
///
/// In an app: the application's connected scenes (``OverlaySceneSelector`` picks one). In an
/// extension there is no application to list them: the extension hands the host a view of its
/// own (`UIKitHUDHost.extensionView`), and the overlay window joins that view's window scene,
/// whatever its role — or, without one, the scene its center is bound to (`HUDCenter.center(for:)`);
/// until there is such a scene the overlay stays off screen (the engine runs as usual; nothing
/// is lost).
///
/// ```swift
/// let process = HostProcess(bundlePath: Bundle.main.bundlePath)
/// let scenes = process.overlayScenes(application: connected, extensionView: view.window?.windowScene)
/// ```
enum HostProcess: Sendable {
    /// An app: `UIApplication.shared` exists.
    case application
    /// An app extension: an `.appex` bundle, without `UIApplication.shared`.
    case appExtension

    /// Reads the kind from the main bundle's path: app extensions are `.appex` bundles (Apple's
    /// App Extension Programming Guide); trailing slashes and letter case do not matter.
    init(bundlePath: String) {
        var path = Substring(bundlePath)
        while path.hasSuffix("/") { path = path.dropLast() }
        self = path.lowercased().hasSuffix(".appex") ? .appExtension : .application
    }

    /// The scenes the overlay window may join: the application's (`application`, in order) in an
    /// app (the bound scene is among them while connected); in an extension the scene of the
    /// extension's view, else the bound scene, or none.
    func overlayScenes<Scene>(application: [Scene], extensionView: Scene?, bound: Scene? = nil) -> [Scene] {
        switch self {
        case .application: return application
        case .appExtension: return (extensionView ?? bound).map { [$0] } ?? []
        }
    }

    /// Where the overlay's views go. In an app: a window of their own above the app's (the window
    /// level is the seed's). In an app extension an extra window is never composited into the
    /// host app's remote view, so they go into the extension's own view, as SVProgressHUD's
    /// `viewForExtension` does; the overlay then covers that view, not the screen.
    enum Surface: Sendable {
        /// A `UIWindow` of the overlay's own.
        case ownWindow
        /// A view inside the view the extension handed over (`HUDCenter.appExtensionView`); with
        /// none handed over, nothing shows (the engine runs as usual).
        case extensionView
    }

    /// Where the overlay's views go in this process.
    var surface: Surface { self == .application ? .ownWindow : .extensionView }

    /// Whether a scene of `role` may host the overlay: an application window scene in an app;
    /// in an extension, the one scene it has handed over, whatever its role.
    func hostsOverlay(isWindowApplicationRole: Bool) -> Bool { self == .appExtension || isWindowApplicationRole }
}
