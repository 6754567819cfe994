import Foundation

/// Follows a Foundation `Progress` for the waiting HUD: reads `fractionCompleted` 30 times a
/// second on the center's clock while the HUD is shown, and pushes changes into the HUD.
///
/// Polling rather than key-value observation works the same on every platform (Linux's
/// Foundation has no KVO) and only runs while a HUD is on screen.
@MainActor
final class ProgressObservation {
    static let interval = 1.0 / 30

    let progress: Progress
    private weak var center: HUDCenter?
    private var token: TimerToken?
    private var lastValue: Double?

    init(progress: Progress, center: HUDCenter) {
        self.progress = progress
        self.center = center
        poll()
    }

    func cancel() {
        if let token, let center { center.clock.cancel(token) }
        token = nil
    }

    private func poll() {
        guard let center, let hud = center.waiting, hud.phase != .finished else { token = nil; return }
        let value = WaitingHUDConfiguration.clampProgress(progress.fractionCompleted)
        if value != lastValue {
            lastValue = value
            var config = hud.configuration
            config.progress = value
            hud.update(config)
        }
        token = center.clock.schedule(after: Self.interval) { [weak self] in self?.poll() }
    }
}

extension HUDCenter {
    /// Makes the shown waiting HUD follow `progress.fractionCompleted` (MBProgressHUD's
    /// `progressObject`). Pass `nil` to stop. Ignored when no HUD is shown.
    public func observeWaitingProgress(_ progress: Progress?) {
        progressObservation?.cancel()
        progressObservation = nil
        guard let progress, waiting != nil else { return }
        progressObservation = ProgressObservation(progress: progress, center: self)
    }
}
