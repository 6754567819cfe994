@_spi(Layers) import OverlayHUDCore

/// A popup showing a platform view of the app's own (UIKit: a `UIView` or a SwiftUI view) through
/// the queue, inside the engine's motion: its content layer is the view's slot
/// (``HUDLayer/contentSlot``), so the host parents the view inside it and the default transitions
/// scale and fade it with its backdrop.
///
/// Sizing: the host measures the view within the overlay's bounds less 16-point margins
/// (``HUDHost/measureContent(_:fitting:)``); the answer is clamped (zero, negative or NaN sides
/// become 44 points, +∞ or oversized sides the space available), and a view wider than the space
/// is measured again at the width it gets, so wrapping text grows taller (``ContentSlotSizing``). When the host reports that the
/// view changed size the popup measures and re-centres again, at most three times within 0.1 s
/// (`ContentSlotTable`).
/// While it is presenting or shown, the overlay window is the key window when its presentation
/// says so (``PopupPresentation/keyWindow``; by default with a backdrop while the view holds a text
/// input; `HUDCenter.wantsKeyWindow`), so text fields in the
/// view take the keyboard; it lays out above the keyboard while one is up, as every popup does.
/// When the popup has left, the host is told to release the view.
@MainActor
final class ContentSlotPopup: Popup, ContentSlotOwner {
    let slot: HUDContentSlotID
    let presentation: PopupPresentation
    /// The slot layer: the view's place, size and motion.
    let content: HUDLayer
    var onRequestDismiss: (@MainActor (HUDHideReason) -> Void)?
    private let host: any HUDHost
    private weak var overlay: Overlay?
    private var lastBounds: HUDRect?
    /// Called after a re-layout the host asked for (the center commits).
    var onRelayout: (() -> Void)?

    init(slot: HUDContentSlotID, presentation: PopupPresentation, host: any HUDHost, overlay: Overlay) {
        self.slot = slot
        self.presentation = presentation
        self.host = host
        self.overlay = overlay
        content = HUDLayer(name: "contentSlot")
        content.contentSlot = slot
        content.masksToBounds = true
        content.isInteractive = true
        overlay.contentSlots.register(slot, owner: self)
    }

    /// Measures the view within `bounds` and centres it there.
    func layout(in bounds: HUDRect) {
        lastBounds = bounds
        let available = ContentSlotSizing.available(in: bounds)
        let size = host.contentSlotSize(of: slot, available: available)
        content.bounds = HUDRect(0, 0, size.width, size.height)
        content.position = HUDPoint(bounds.midX, bounds.midY)
    }

    func contentSlotDidChangeSize(_ slot: HUDContentSlotID) {
        guard let lastBounds else { return }
        layout(in: lastBounds)
        onRelayout?()
    }

    /// Whether the view holds a text input now (the host walks it: ``HUDHost/contentHoldsTextInput(_:)``).
    var holdsTextInput: Bool { host.contentHoldsTextInput(slot) }

    /// Taps on the view are the view's own (UIKit delivers them to it); the engine ignores them.
    func handleTap(on layer: HUDLayer, at point: HUDPoint) -> Bool { false }

    func popupDidHide(_ reason: HUDHideReason) {
        overlay?.contentSlots.release(slot)
        host.releaseContent(slot)
    }
}
