extension HUDCenter {
    /// Shows a status HUD at once (main actor) and returns its presentation number
    /// (``OverlayShownState/waitingPresentation``), which SwiftUI's `.statusHUD(item:)` watches.
    package func presentStatus(
        _ kind: WaitingHUDConfiguration.Mode, _ text: String?, duration: HUDDuration, dismissesOnTap: Bool
    ) -> Int {
        showStatus(kind, text, duration: duration, dismissesOnTap: dismissesOnTap)
        return waitingPresentations
    }

    /// Hides the status HUD of `presentation` (animated), only while it is still the one showing:
    /// no other show replaced it and no activity was pushed onto it since, so a HUD other code
    /// holds is never hidden. Otherwise a no-op.
    package func hideStatus(presentation: Int) {
        guard presentation == waitingPresentations, activityCount == 0, let hud = waiting,
            hud.phase != .hiding, hud.phase != .finished
        else { return }
        batch { dismissWaiting(animated: true, afterDelay: 0, completion: nil) }
    }
}
