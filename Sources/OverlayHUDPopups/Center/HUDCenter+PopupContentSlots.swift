@_spi(Layers) import OverlayHUDCore

extension HUDCenter {
    /// Shows the platform view the host holds in `slot` as a popup through the queue (the
    /// platform-neutral half of `showPopup(view:presentation:didHide:)` on iOS; tests use it
    /// with a `HeadlessHost` slot). When the popup has left, the host releases the view.
    package func showPopup(
        contentSlot slot: HUDContentSlotID, presentation: PopupPresentation = PopupPresentation(),
        didHide: (@MainActor @Sendable (HUDHideReason) -> Void)? = nil
    ) {
        batch {
            let popup = makeContentSlotPopup(slot, presentation: presentation)
            popupQueue.enqueue(popup, didHide: didHide)
        }
    }

    /// Makes the popup for `slot`, committing after each re-layout its view's size change causes.
    @inline(never)  // `any Popup` from out of line: one copy of the queue's `enqueue` (see `makeOptionPopup`)
    func makeContentSlotPopup(_ slot: HUDContentSlotID, presentation: PopupPresentation) -> any Popup {
        let popup = ContentSlotPopup(slot: slot, presentation: presentation, host: relay, overlay: overlay)
        popup.onRelayout = { [weak self] in self?.didChangeContent() }
        return popup
    }
}
