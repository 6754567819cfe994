import Foundation

/// Follows a Foundation `Progress`: reads `fractionCompleted` 30 times a second on a clock and
/// hands each new (clamped) value to a sink, until the sink returns `false` or ``cancel()`` is called.
///
/// Polling rather than key-value observation works the same on every platform (Linux's
/// Foundation has no KVO), and it only runs while something that shows progress is on screen.
/// Used by ``HUDCenter/observeWaitingProgress(_:)`` and ``MBProgressHUD/progressObject``.
@MainActor
final class ProgressObservation {
    static let interval = 1.0 / 30

    let progress: Progress
    private let clock: any HUDClock
    /// Receives each changed value; returns whether to keep following.
    private let sink: @MainActor (Double) -> Bool
    private var token: TimerToken?
    private var lastValue: Double?

    init(progress: Progress, clock: any HUDClock, sink: @escaping @MainActor (Double) -> Bool) {
        self.progress = progress
        self.clock = clock
        self.sink = sink
        poll()
    }

    /// Stops following; the pending tick is cancelled, so nothing stays on the clock.
    func cancel() {
        if let token { clock.cancel(token) }
        token = nil
    }

    private func poll() {
        let value = WaitingHUDConfiguration.clampProgress(progress.fractionCompleted)
        if value != lastValue {
            lastValue = value
            guard sink(value) else { token = nil; return }
        }
        token = clock.schedule(after: Self.interval) { [weak self] in self?.poll() }
    }
}

extension HUDCenter {
    /// Makes the shown waiting HUD follow `progress.fractionCompleted` (MBProgressHUD's
    /// `progressObject`). Pass `nil` to stop. Ignored when no HUD is shown.
    public func observeWaitingProgress(_ progress: Progress?) {
        progressObservation?.cancel()
        progressObservation = nil
        guard let progress, waiting != nil else { return }
        progressObservation = ProgressObservation(progress: progress, clock: clock) { [weak self] value in
            guard let hud = self?.waiting, hud.phase != .finished else { return false }
            var config = hud.configuration
            config.progress = value
            hud.update(config)
            return true
        }
    }
}
