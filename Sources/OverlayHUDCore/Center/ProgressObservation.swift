import Foundation

/// Follows a Foundation `Progress`: reads `fractionCompleted` 30 times a second on a clock and
/// hands each new (clamped) value to a sink, until the sink returns `false`, ``cancel()`` is called,
/// or `isLive` says nothing that shows the progress is on screen any more (checked at every tick,
/// also when the value has not changed — a sink alone is only asked on changes, so a progress
/// that stands still would otherwise be polled for ever).
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
    /// Whether what shows the progress is on screen; polling stops for good once it is not.
    private let isLive: @MainActor () -> Bool
    private var token: TimerToken?
    private var lastValue: Double?

    init(
        progress: Progress, clock: any HUDClock, isLive: @escaping @MainActor () -> Bool = { true },
        sink: @escaping @MainActor (Double) -> Bool
    ) {
        self.progress = progress
        self.clock = clock
        self.isLive = isLive
        self.sink = sink
        poll()
    }

    /// Stops following; the pending tick is cancelled, so nothing stays on the clock.
    func cancel() {
        if let token { clock.cancel(token) }
        token = nil
    }

    private func poll() {
        guard isLive() else {
            token = nil
            return
        }
        let value = WaitingHUDConfiguration.clampProgress(progress.fractionCompleted)
        if value != lastValue {
            lastValue = value
            guard sink(value) else {
                token = nil
                return
            }
        }
        token = clock.schedule(after: Self.interval) { [weak self] in self?.poll() }
    }
}

extension HUDCenter {
    /// Makes the shown waiting HUD follow `progress.fractionCompleted` (MBProgressHUD's
    /// `progressObject`). Pass `nil` to stop. Ignored when no HUD is shown.
    func observeWaitingProgress(_ progress: Progress?) {
        progressObservation?.cancel()
        progressObservation = nil
        guard let progress, waiting != nil else { return }
        progressObservation = ProgressObservation(
            progress: progress, clock: clock,
            isLive: { [weak self] in self?.waiting.map { $0.phase != .finished } ?? false },
            sink: { [weak self] value in
                guard let hud = self?.waiting, hud.phase != .finished else { return false }
                var config = hud.configuration
                config.progress = value
                hud.update(config)
                return true
            })
    }
}
