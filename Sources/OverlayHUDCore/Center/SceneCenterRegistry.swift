/// The centers bound to window scenes (`HUDCenter.center(for:)` on iOS), one per scene session,
/// kept by ``HUDCenter/shared`` (``HUDCenter/sceneCenters``) so no other global exists.
///
/// - ``center(for:make:)`` makes a scene's center at first use (with `make`) and returns the same
///   one after.
/// - ``sceneDidDisconnect(_:)``: what that center shows leaves — the waiting HUD and popups
///   (showing and queued) at once, banners and messages (showing and waiting) with their exit
///   animation, in a window the host has already withdrawn — and the registry lets it
///   go; nothing of it stays scheduled once its elements have left. A center the app still holds
///   lives on (its host shows it in the foreground-active scene, and back in its own scene if the
///   session reconnects: `OverlaySceneBinding`); the next ``center(for:make:)`` for that session
///   makes a new one.
/// - Unknown ids are a no-op; any string is an id (also the empty one).
///
/// ```swift
/// let registry = SceneCenterRegistry()
/// let a = registry.center(for: "A") { HUDCenter(environment: environmentA) }
/// registry.sceneDidDisconnect("A")   // a's elements leave; the registry forgets it
/// ```
@MainActor
final class SceneCenterRegistry {
    private var centers: [String: HUDCenter] = [:]
    /// Centers of disconnected scenes whose elements are still leaving (kept until they have left,
    /// so their exit animations end and every `didHide` runs).
    private var leaving: [ObjectIdentifier: HUDCenter] = [:]

    /// What follows the platform's disconnections while centers are kept (the UIKit glue's
    /// notification observer); released with the last center, so nothing observes when none is kept.
    var disconnectObservation: AnyObject?

    /// Creates an empty registry.
    init() {}

    /// The ids of the scenes with a center, in no particular order.
    var sceneIDs: [String] { Array(centers.keys) }

    /// Whether no center is kept (neither a scene's nor one still emptying).
    var isEmpty: Bool { centers.isEmpty && leaving.isEmpty }

    /// The center of scene `id`, made with `make` the first time.
    func center(for id: String, make: () -> HUDCenter) -> HUDCenter {
        if let c = centers[id] { return c }
        let c = make()
        centers[id] = c
        return c
    }

    /// The center of scene `id` if one was made and its scene has not disconnected.
    func existingCenter(for id: String) -> HUDCenter? { centers[id] }

    /// Scene `id` disconnected: its center's elements leave and the registry lets it go once they
    /// have left (at once when nothing showed). Unknown ids (no center, or already disconnected)
    /// are a no-op.
    func sceneDidDisconnect(_ id: String) {
        guard let center = centers.removeValue(forKey: id) else { return }
        let key = ObjectIdentifier(center)
        leaving[key] = center
        center.relay.whenEmpty = { [weak self] in self?.didEmpty(key) }
        center.hideEverything()
        if !center.isShowingAnything { didEmpty(key) }
    }

    private func didEmpty(_ key: ObjectIdentifier) {
        guard let center = leaving.removeValue(forKey: key) else { return }
        center.relay.whenEmpty = nil
        if isEmpty { disconnectObservation = nil }
    }
}
