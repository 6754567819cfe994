@_spi(Layers) import OverlayHUDCore

/// One `await` on a popup (``HUDCenter/chooseOption(_:)``, ``HUDCenter/cardPopupAction(_:)``):
/// resumes its caller once — with the popup's answer, with `nil` when it hides without one, or
/// with `CancellationError` when the caller's task is cancelled, which also takes the popup off
/// the screen (or out of the queue) at once.
///
/// The start and the cancellation each take a FIFO hop to the main actor and may arrive in either
/// order: a cancellation that comes first makes the start resume at once, showing nothing.
///
/// Not generic: the answer is `any Sendable`, which the public call casts back, so the wait is
/// compiled once, not once per answer type (iOS code size).
@MainActor
final class PopupCall {
    /// The popup's answer (an option's index, a card's texts).
    typealias Answer = any Sendable

    private var continuation: CheckedContinuation<Answer?, any Error>?
    private var popup: (any Popup)?
    private var isCancelled = false
    private var isFinished = false

    nonisolated init() {}

    /// Shows `popup` (made on the main actor; `nil` answers `nil`) through `center`'s queue and
    /// waits for `finish` or `cancel`.
    func start(
        _ continuation: CheckedContinuation<Answer?, any Error>, center: HUDCenter, popup make: () -> (any Popup)?
    ) {
        self.continuation = continuation
        if isCancelled { return finish(.failure(CancellationError())) }
        guard let popup = make() else { return finish(.success(nil)) }
        self.popup = popup
        center.enqueue(popup) { [weak self] _ in self?.finish(.success(nil)) }
    }

    /// Resumes the caller (only the first time).
    func finish(_ result: Result<Answer?, any Error>) {
        guard !isFinished, let continuation else { return }
        isFinished = true
        self.continuation = nil
        popup = nil
        continuation.resume(with: result)
    }

    /// The caller's task was cancelled: the popup leaves at once (no exit animation, also when its
    /// exit is already running) and the caller gets `CancellationError`.
    func cancel(center: HUDCenter) {
        isCancelled = true
        guard !isFinished, continuation != nil else { return }
        let popup = self.popup
        finish(.failure(CancellationError()))
        if let popup { center.popupQueue.dismiss(PopupDismissal(.popup(ObjectIdentifier(popup))), animated: false) }
    }
}
