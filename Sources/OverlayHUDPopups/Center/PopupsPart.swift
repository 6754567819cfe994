@_spi(Layers) import OverlayHUDCore

/// What popups keep in a center: the queue with its stage (made on first use) and where option
/// popups' selection records are kept (the center's part for this target, see `HUDCenterPart`).
@MainActor
final class PopupsPart: HUDCenterPart {
    weak var center: HUDCenter?
    /// The queue, once something was enqueued or configured.
    var queue: PopupQueue?
    /// Where option popups' selection records are kept, once read or set.
    var optionSelectionStore: (any OptionPopupConfiguration.SelectionStore)?

    init(center: HUDCenter) { self.center = center }

    func adoptSettings(of other: any HUDCenterPart) {
        guard let other = other as? PopupsPart, let center else { return }
        if let configuration = other.queue?.configuration { center.popupQueueConfiguration = configuration }
        if let store = other.optionSelectionStore { optionSelectionStore = store }
    }

    func hideEverything() { queue?.dismiss(.all, animated: false, reason: .sceneGone) }

    var textInput: (any TextInputSource)? { self }

    /// The popup that shows, from the start of its present transition to the start of its dismiss.
    func addShown(to state: inout OverlayShownState) {
        guard let record = queue?.current, record.isActive else { return }
        state.isPopupVisible = true
        state.popupID = record.popupID
    }

    /// A drag on a card popup taller than the screen scrolls it (``CardPopup/handlePan(_:)``);
    /// otherwise a pan that begins on a popup that may be dragged away drags it
    /// (PopupStage+Drag.swift).
    func handlePan(_ event: BannerPanEvent) -> Bool {
        if let card = queue?.currentPopup as? CardPopup, card.handlePan(event) {
            center?.didChangeContent()
            return true
        }
        return (queue?.stage as? PopupStage)?.handlePan(event) ?? false
    }

    /// VoiceOver focused `layer`: a scrolling card popup shows it (``CardPopup/reveal(_:)``).
    func accessibilityFocusDidMove(to layer: HUDLayer) -> Bool {
        guard let card = queue?.currentPopup as? CardPopup else { return false }
        return card.reveal(layer)
    }
}

extension HUDCenter {
    /// The queue if it was made (nothing enqueued or configured yet: `nil`).
    var popupQueueStorage: PopupQueue? { existingPart(PopupsPart.self)?.queue }
}
