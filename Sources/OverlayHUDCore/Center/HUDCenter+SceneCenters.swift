// The centers bound to window scenes: the registry the shared center keeps, and what a scene's
// center takes from the shared one and does when its scene goes (the UIKit entry point is
// `HUDCenter.center(for:)` in UIKitHost/Interface).
extension HUDCenter {
    /// The centers bound to window scenes, kept by the shared center (made at first use).
    var sceneCenters: SceneCenterRegistry {
        if let r = sceneCentersStorage { return r }
        let r = SceneCenterRegistry()
        sceneCentersStorage = r
        return r
    }

    /// The center bound to scene `id` (a session identifier on iOS), made the first time on the
    /// environment `makeEnvironment` gives, with this center's settings (``adoptSettings(of:)``).
    /// Kept until ``SceneCenterRegistry/sceneDidDisconnect(_:)``.
    func sceneCenter(for id: String, makeEnvironment: () -> HUDEnvironment) -> HUDCenter {
        sceneCenters.center(for: id) {
            let center = HUDCenter(environment: makeEnvironment())
            center.adoptSettings(of: self)
            return center
        }
    }

    /// Takes `other`'s settings, so a scene's center looks and behaves as the shared one is
    /// configured: status HUD settings and the built-in strings' language here, and each part's
    /// (banner, message and queue settings, the option popups' selection records — the same
    /// store — and the banner tap handler).
    func adoptSettings(of other: HUDCenter) {
        statusHUDSettings = other.statusHUDSettings
        localization = other.localization
        adoptPartSettings(of: other)
    }

    /// Everything shown leaves, as one batch: the waiting HUD (its activities end) and every popup
    /// (showing and queued) at once, banners and messages (showing and waiting) with their exit.
    func hideEverything() {
        batch {
            activityCount = 0
            dismissWaiting(animated: false, afterDelay: 0, completion: nil, reason: .sceneGone)
            for part in parts { part.hideEverything() }
        }
    }
}
