/// The window scene a host's overlay is bound to (`HUDCenter.center(for:)`), by its session, and
/// what happens when that scene disconnects.
///
/// - The binding names the scene's session (`UISceneSession.persistentIdentifier`), not the scene
///   object: a scene the system disconnects and later reconnects to the same session (a window
///   closed in the app switcher and opened again, or reclaimed in the background) is the same
///   place, so the overlay returns there.
/// - While the bound scene is connected, ``OverlaySceneSelector`` keeps the overlay in it.
/// - When it disconnects while the overlay shows, the window goes with it: the host *withdraws*
///   (hides and detaches the window at once) and shows nothing more until the overlay has been
///   empty once — what it showed belonged to the closed window, and its exit animations must not
///   flash in another one. The next show follows ``OverlaySceneSelector``'s default rule (the
///   foreground-active scene) until a scene of the session connects again.
/// - Unbound (`sessionID == nil`, `HUDCenter.shared`): never withdraws, prefers nothing.
///
/// ```swift
/// var binding = OverlaySceneBinding(sessionID: "scene-A")
/// let preferred = binding.preferredIndex(amongSessions: sessions)   // for OverlaySceneSelector
/// if binding.sceneDidDisconnect(sessionID: id, overlayShows: true) { /* hide and detach the window */ }
/// ```
struct OverlaySceneBinding: Sendable {
    /// The bound scene's session identifier; `nil`: not bound.
    let sessionID: String?
    /// Whether the overlay was withdrawn with its disconnected scene and waits to be empty once.
    private(set) var isWithdrawn = false

    /// Creates a binding to the session `sessionID` (`nil`: unbound).
    init(sessionID: String?) { self.sessionID = sessionID }

    /// The index, in `sessions` (the connected scenes' session identifiers, in the selector's order),
    /// of the bound scene: the first match; `nil` when unbound or not connected.
    func preferredIndex(amongSessions sessions: [String]) -> Int? {
        guard let sessionID else { return nil }
        return sessions.firstIndex(of: sessionID)
    }

    /// A scene of session `sessionID` disconnected. Returns whether the host withdraws its window:
    /// only when the overlay shows and the scene is the bound one.
    mutating func sceneDidDisconnect(sessionID disconnected: String, overlayShows: Bool) -> Bool {
        guard overlayShows, let sessionID, disconnected == sessionID, !isWithdrawn else { return false }
        isWithdrawn = true
        return true
    }

    /// The overlay has nothing left to show: a withdrawn overlay may show again (in the scene
    /// ``OverlaySceneSelector`` picks at the next show).
    mutating func overlayDidBecomeEmpty() { isWithdrawn = false }
}
