import Foundation

extension HUDCenter {
    /// Shows the waiting HUD while `operation` runs and hides it afterwards — also when the
    /// operation throws or its task is cancelled —, lets it report progress, and — with
    /// `cancellable: true` — shows a Cancel button that cancels it.
    ///
    /// ```swift
    /// let data = try await HUDCenter.shared.withWaiting("Loading…") { _ in try await download() }
    /// ```
    ///
    /// `operation` runs in a task of its own. Tapping Cancel cancels that task (the operation sees
    /// `Task.isCancelled`; `Task.checkCancellation()` and cancellable awaits throw
    /// `CancellationError`) and ends this activity at once, so the HUD hides then (unless other
    /// activities hold it), whether or not the operation heeds the cancellation. Cancelling the
    /// calling task cancels the operation too. Whatever the operation returns or throws is
    /// returned or thrown here. Nested calls balance with ``pushActivity(_:mode:)`` counting; the
    /// latest cancellable call owns the button (a tap cancels only it). Report progress through
    /// the ``WaitingProgressReporter`` the operation receives.
    ///
    /// ```swift
    /// let receipt = try await HUDCenter.shared.withWaiting("Uploading…", cancellable: true) { progress in
    ///     try await upload(file) { sent in progress.report(sent) }
    /// }
    /// ```
    /// - Parameters:
    ///   - label: the HUD's label (`nil`: the mode's default).
    ///   - mode: the HUD's mode when it is not shown yet; progress reports switch a mode that shows
    ///     none to ``WaitingHUDConfiguration/Mode/determinate``.
    ///   - cancellable: whether the HUD shows a Cancel button (false by default).
    ///   - cancelTitle: the button's title (`nil`: "Cancel" in the overlay's language,
    ///     ``localization``); an empty or whitespace-only title counts as `nil`.
    ///   - operation: the work; it receives the progress reporter.
    public nonisolated func withWaiting<T: Sendable>(
        _ label: String? = nil, mode: WaitingHUDConfiguration.Mode = .cat, cancellable: Bool = false,
        cancelTitle: String? = nil,
        _ operation: @escaping @Sendable (WaitingProgressReporter) async throws -> T
    ) async throws -> T {
        let title = cancelTitle.flatMap { $0.contains(where: { !$0.isWhitespace }) ? $0 : nil }
        let work = WaitingWork(cancelTitle: cancellable ? (title ?? "") : nil)
        await MainActor.run { work.begin(on: self, label: label, mode: mode) }
        let task = Task { try await operation(WaitingProgressReporter(work: work)) }
        await MainActor.run { work.attach { task.cancel() } }
        do {
            let value = try await withTaskCancellationHandler {
                try await task.value
            } onCancel: {
                task.cancel()
            }
            await MainActor.run { work.end() }
            return value
        } catch {
            await MainActor.run { work.end() }
            throw error
        }
    }

    /// Gives the HUD's button its action: the latest cancellable work's Cancel, else the
    /// configuration's ``WaitingHUDConfiguration/onButtonTap``.
    func refreshWaitingButton() {
        guard let hud = waiting else { return }
        if let work = waitingWorks.last {
            hud.buttonAction = { [weak work] in work?.cancel() }
        } else {
            hud.buttonAction = nil
        }
    }
}
