@_spi(Layers) import OverlayHUDCore

/// Anything the popup queue can show: the option and card popups, or your own (XBPopUpView's
/// `XBPopUpDelegate`). Only one popup shows at a time; see ``HUDCenter/showPopup(_:didHide:)``.
///
/// Only `content` and `onRequestDismiss` have no default. A minimal custom popup:
/// ```swift
/// final class Toast: Popup {
///     let content: Layer = {
///         let layer = HUDLayer(name: "toast")
///         layer.frame = HUDRect(0, 0, 200, 80)
///         layer.backgroundColor = .white
///         layer.cornerRadius = 12
///         return layer
///     }()
///     var onRequestDismiss: (@MainActor (HUDHideReason) -> Void)?
///     var presentation: PopupPresentation { PopupPresentation(priority: .high) }
/// }
/// HUDCenter.shared.showPopup(Toast())
/// ```
///
/// Contract (what the queue promises and expects):
/// - `present(_:completion:)` and `dismiss(_:reason:completion:)` must call `completion`
///   once when their transition ends. A popup that never calls it does not stall the queue:
///   after the queue's transition timeout (5 s on the center's clock) a present
///   counts as done, and a dismiss counts as done and the popup is removed — counted from the
///   first dismissal: further dismissals while it leaves never extend its stay. Late or repeated
///   calls are ignored.
/// - Every popup handed to the queue gets exactly one `popupWillHide(_:)` and then exactly one
///   `popupDidHide(_:)`, also when it is never shown (duplicate, overflow, dismissed while
///   waiting). After did-hide the queue holds no reference to it; it may be enqueued again.
@MainActor
public protocol Popup: AnyObject, Sendable {
    /// Priority, id, backdrop, taps outside, yielding, context and key window (default:
    /// ``PopupPresentation/init(priority:id:backdrop:dismissesOnTapOutside:yieldsToHigherPriority:context:keyWindow:)`` with its
    /// defaults). Read once, when the popup is shown through the queue.
    @_spi(Layers) var presentation: PopupPresentation { get }
    /// The popup's layer tree, added above the backdrop while it shows.
    @_spi(Layers) var content: HUDLayer { get }
    /// Set by the queue while the popup is enqueued: call it to ask to be dismissed (the
    /// seed's will-hide block). Calling it when not enqueued does nothing.
    @_spi(Layers) var onRequestDismiss: (@MainActor (HUDHideReason) -> Void)? { get set }

    /// Places `content` in `bounds` — the overlay's bounds above the keyboard; for a bottom sheet
    /// (``PopupPresentation/Placement/bottomSheet``) the room in the sheet, in its coordinates,
    /// measured once at the most the sheet can take, then again at the height the content took —
    /// called when shown, on rotation and when the keyboard moves.
    /// Default: centred.
    @_spi(Layers) func layout(in bounds: HUDRect)
    /// Runs the entry transition (default ``PopupTransition``: backdrop and content fade in, content scales 0.85 → 1 in 0.25 s).
    @_spi(Layers) func present(_ context: PopupTransitionContext, completion: @escaping @MainActor () -> Void)
    /// Runs the exit transition (default: backdrop and content fade out, content scales to 0.85 in 0.25 s).
    @_spi(Layers) func dismiss(
        _ context: PopupTransitionContext, reason: HUDHideReason, completion: @escaping @MainActor () -> Void)
    /// Handles a tap on a layer inside ``content``; return whether it was used (default false).
    /// Taps on the content are never passed to the app either way.
    @_spi(Layers) func handleTap(on layer: HUDLayer, at point: HUDPoint) -> Bool
    /// Called when a higher-priority popup has taken the screen from this one (it
    /// ``PopupPresentation/yieldsToHigherPriority``), or its context stopped being the active
    /// one: its dismiss transition has run, the popup is off screen and waits in the queue to show
    /// again. Pause timers here; keep your state. A popup may be suspended and resumed any number of times.
    @_spi(Layers) func popupDidSuspend()
    /// Called when a suspended popup is back on screen, just before its present transition runs again.
    @_spi(Layers) func popupDidResume()
    /// Called once before the popup leaves (before its dismiss transition, if it is showing).
    @_spi(Layers) func popupWillHide(_ reason: HUDHideReason)
    /// Called once after the popup has left the screen and the queue.
    @_spi(Layers) func popupDidHide(_ reason: HUDHideReason)
}

extension Popup {
    /// Normal priority, no id, black backdrop at 70 % that dismisses on tap, keeps the screen.
    @_spi(Layers) public var presentation: PopupPresentation { PopupPresentation() }
    /// Centres ``content`` in `bounds`.
    @_spi(Layers) public func layout(in bounds: HUDRect) {
        content.position = HUDPoint(bounds.midX, bounds.midY)
    }

    /// The default entry: ``PopupTransition/present(_:completion:)``.
    @_spi(Layers) public func present(_ context: PopupTransitionContext, completion: @escaping @MainActor () -> Void) {
        PopupTransition.present(context, completion: completion)
    }

    /// The default exit: ``PopupTransition/dismiss(_:completion:)``.
    @_spi(Layers) public func dismiss(
        _ context: PopupTransitionContext, reason: HUDHideReason, completion: @escaping @MainActor () -> Void
    ) {
        PopupTransition.dismiss(context, completion: completion)
    }

    /// Ignores the tap.
    @_spi(Layers) public func handleTap(on layer: HUDLayer, at point: HUDPoint) -> Bool { false }
    /// Does nothing.
    @_spi(Layers) public func popupDidSuspend() {}
    /// Does nothing.
    @_spi(Layers) public func popupDidResume() {}
    /// Does nothing.
    @_spi(Layers) public func popupWillHide(_ reason: HUDHideReason) {}
    /// Does nothing.
    @_spi(Layers) public func popupDidHide(_ reason: HUDHideReason) {}
}
