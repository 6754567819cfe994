@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A popup that keeps every completion and dismiss request the queue hands it, so a test can
/// call them late, twice, or after the popup has left and come back.
@MainActor
final class KeepingPopup: AdjustablePresentation {
    let content = HUDLayer.make("keeping", frame: HUDRect(0, 0, 50, 50), color: .white)
    var onRequestDismiss: (@MainActor (HUDHideReason) -> Void)?
    var presentation: PopupPresentation
    var presents: [@MainActor () -> Void] = []
    var dismisses: [@MainActor () -> Void] = []
    var requests: [@MainActor (HUDHideReason) -> Void] = []
    var hides: [HUDHideReason] = []
    var onWillHide: (() -> Void)?

    init(priority: PopupPresentation.Priority = .normal) { presentation = PopupPresentation(priority: priority) }

    func present(_ context: PopupTransitionContext, completion: @escaping @MainActor () -> Void) {
        presents.append(completion)
        if let request = onRequestDismiss { requests.append(request) }
    }

    func dismiss(_ context: PopupTransitionContext, reason: HUDHideReason, completion: @escaping @MainActor () -> Void) {
        dismisses.append(completion)
    }

    func popupWillHide(_ reason: HUDHideReason) { onWillHide?() }
    func popupDidHide(_ reason: HUDHideReason) { hides.append(reason) }
}
