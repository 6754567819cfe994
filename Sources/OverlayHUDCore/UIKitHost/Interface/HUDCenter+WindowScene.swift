#if canImport(UIKit)
    // @preconcurrency: UIScene and its notifications are not annotated for Swift 6 concurrency in the 17.4 SDK.
    @preconcurrency import UIKit

    extension HUDCenter {
        /// The center that shows in `scene`: on iPad with several windows, what it shows appears in
        /// that window — also while another window is the active one (Split View, Stage Manager) —
        /// instead of in whichever window is active, where ``shared`` shows.
        ///
        /// ```swift
        /// // In a view controller of the window the upload belongs to:
        /// if let scene = view.window?.windowScene {
        ///     HUDCenter.center(for: scene).showWaiting("Uploading…")
        /// }
        /// ```
        /// - One center per scene: every call for the same scene returns the same center, with a
        ///   window and host of its own. It starts with ``shared``'s settings (status HUD, banner
        ///   and message settings, language, the option popups' selection records) and shares its
        ///   fonts (``HUDFont/register(_:named:)``); settings changed later apply to the center they
        ///   are set on.
        /// - It is bound to the scene's session: while a scene of that session is connected its
        ///   window stays there, in the foreground, inactive or in the background.
        /// - When the scene disconnects, its window goes with it: what the center shows leaves (the
        ///   waiting HUD and popups at once; popups' `didHide` runs with
        ///   ``HUDHideReason/sceneGone``), nothing stays scheduled, and the center is released once
        ///   its last element has left. A center you still hold shows its next element in the
        ///   foreground-active scene, and in its own again when the session reconnects; the next
        ///   call for that scene makes a new center.
        /// - ``shared`` is not bound to any scene: it shows in the foreground-active one, as before.
        /// - SwiftUI modifiers use this center on their own when the app has several windows (see the
        ///   SwiftUI article).
        public static func center(for scene: UIWindowScene) -> HUDCenter {
            let shared = HUDCenter.shared
            let registry = shared.sceneCenters
            if registry.disconnectObservation == nil { registry.disconnectObservation = SceneDisconnectObservation(registry) }
            let sessionID = scene.session.persistentIdentifier
            return shared.sceneCenter(for: sessionID) {
                let fonts = (shared.host as? UIKitHUDHost)?.fonts ?? UIKitFonts()
                return HUDEnvironment(host: UIKitHUDHost(boundTo: scene, fonts: fonts), clock: SystemClock())
            }
        }

        /// The center of `scene`'s session if ``center(for:)`` made one and the scene has not
        /// disconnected since.
        package static func existingCenter(for scene: UIWindowScene) -> HUDCenter? {
            shared.sceneCentersStorage?.existingCenter(for: scene.session.persistentIdentifier)
        }
    }

    /// Tells the registry of scene centers when a scene disconnects; one observer, held by the
    /// registry while it keeps a center and removed with it.
    private final class SceneDisconnectObservation {
        private let token: NSObjectProtocol

        @MainActor
        init(_ registry: SceneCenterRegistry) {
            token = NotificationCenter.default.addObserver(
                forName: UIScene.didDisconnectNotification, object: nil, queue: .main
            ) { [weak registry] note in
                let scene = note.object as? UIScene  // main-actor class: Sendable, unlike `Any?`
                MainActor.assumeIsolated {
                    guard let id = scene?.session.persistentIdentifier else { return }
                    registry?.sceneDidDisconnect(id)
                }
            }
        }

        deinit { NotificationCenter.default.removeObserver(token) }
    }
#endif
