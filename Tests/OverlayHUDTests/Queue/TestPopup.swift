@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A lightweight popup for queue tests: a 100 × 100 content layer, a log of callbacks, and a
/// choice of transitions (the default ones, instant, or never completing).
@MainActor
final class TestPopup: AdjustablePresentation {
    enum Transitions { case standard, instant, neverComplete }

    let content: HUDLayer
    var onRequestDismiss: (@MainActor (HUDHideReason) -> Void)?
    var presentation: PopupPresentation
    let name: String
    var transitions: Transitions
    var log: [String] = []
    var presentCount = 0
    var tapped: [String] = []
    var onHide: (() -> Void)?
    var onWillHide: (() -> Void)?
    var onSuspend: (() -> Void)?

    /// - Parameter content: a layer to show (popups may share one); default: a new one with a button.
    init(
        _ name: String, priority: PopupPresentation.Priority = .normal, id: String? = nil, transitions: Transitions = .standard,
        content shared: HUDLayer? = nil
    ) {
        self.name = name
        presentation = PopupPresentation(priority: priority, id: id)
        self.transitions = transitions
        if let shared {
            content = shared
            return
        }
        content = HUDLayer.make("test.\(name)", frame: HUDRect(0, 0, 100, 100), color: .white)
        content.isInteractive = true
        let button = HUDLayer.make("test.\(name).button", frame: HUDRect(10, 10, 30, 30), color: .black)
        button.isInteractive = true
        content.addSublayer(button)
    }

    func present(_ context: PopupTransitionContext, completion: @escaping @MainActor () -> Void) {
        presentCount += 1
        log.append("present")
        switch transitions {
        case .standard: PopupTransition.present(context, completion: completion)
        case .instant: completion()
        case .neverComplete: break
        }
    }

    func dismiss(_ context: PopupTransitionContext, reason: HUDHideReason, completion: @escaping @MainActor () -> Void) {
        log.append("dismiss")
        switch transitions {
        case .standard: PopupTransition.dismiss(context, completion: completion)
        case .instant: completion()
        case .neverComplete: break
        }
    }

    func handleTap(on layer: HUDLayer, at point: HUDPoint) -> Bool {
        tapped.append(layer.name ?? "?")
        return true
    }

    func popupDidSuspend() {
        log.append("suspend")
        onSuspend?()
    }
    func popupDidResume() { log.append("resume") }
    func popupWillHide(_ reason: HUDHideReason) {
        log.append("willHide \(reason.rawValue)")
        onWillHide?()
    }
    func popupDidHide(_ reason: HUDHideReason) {
        log.append("didHide \(reason.rawValue)")
        onHide?()
    }
}

/// The names of popups in queue order.
@MainActor
func queuedNames(_ center: HUDCenter) -> [String] {
    center.queuedPopups.map { ($0 as? TestPopup)?.name ?? "?" }
}

/// The name of the showing test popup.
@MainActor
func currentName(_ center: HUDCenter) -> String? {
    center.currentPopup.map { ($0 as? TestPopup)?.name ?? "?" }
}

/// A test popup whose presentation a test may change before showing it.
@MainActor
protocol AdjustablePresentation: Popup {
    var presentation: PopupPresentation { get set }
}

extension HUDCenter {
    /// Tests' shorthand for XBPopUpView's `lowerPriorityHidden`: sets whether the popup yields,
    /// then shows it through ``HUDCenter/showPopup(_:didHide:)``.
    func enqueue(
        _ popup: some AdjustablePresentation, lowerPriorityHidden: Bool = false,
        didHide: (@MainActor @Sendable (HUDHideReason) -> Void)? = nil
    ) {
        popup.presentation.yieldsToHigherPriority = lowerPriorityHidden
        showPopup(popup, didHide: didHide)
    }
}
