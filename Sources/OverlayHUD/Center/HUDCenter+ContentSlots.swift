extension HUDCenter {
    /// Shows the platform view the host holds in `slot` as a popup through the queue (the
    /// platform-neutral half of `showPopup(view:presentation:didHide:)` on iOS; tests use it
    /// with a `HeadlessHost` slot). When the popup has left, the host releases the view.
    package func showPopup(
        contentSlot slot: HUDContentSlotID, presentation: PopupPresentation = PopupPresentation(),
        didHide: (@MainActor @Sendable (PopupHideReason) -> Void)? = nil
    ) {
        batch {
            let popup = makeContentSlotPopup(slot, presentation: presentation)
            popupQueue.enqueue(popup, didHide: didHide)
        }
    }

    /// Shows a banner drawn by the platform view the host holds in `slot` (the platform-neutral
    /// half of `showBanner(_:view:)` on iOS; tests use it with a `HeadlessHost` slot). `info` gives
    /// the banner's id (repeats, ``hideBanner(id:)``, ``onBannerTap``), lifetime and what VoiceOver
    /// reads; its avatar and accessory are not shown. The view fills the banner: it stacks, swipes
    /// and vanishes with it, and is released when the banner has left or was dropped as a repeat.
    package func showBanner(_ info: BannerInfo, contentSlot slot: HUDContentSlotID) {
        batch { _ = presentBanner(info, contentSlot: slot) }
    }

    /// Shows `message` drawn by the platform view the host holds in `slot` (the platform-neutral
    /// half of `showMessage(_:view:)` on iOS): it waits, refreshes, moves and leaves as any
    /// message, and the view is released once no message shows it.
    package func showMessage(_ message: MessageConfiguration, contentSlot slot: HUDContentSlotID) {
        var message = message
        message.contentSlot = slot
        presentMessage(message)
    }

    /// Makes the popup for `slot`, committing after each re-layout its view's size change causes.
    @inline(never)  // `any Popup` from out of line: one copy of the queue's `enqueue` (see `makeOptionPopup`)
    func makeContentSlotPopup(_ slot: HUDContentSlotID, presentation: PopupPresentation) -> any Popup {
        let popup = ContentSlotPopup(slot: slot, presentation: presentation, host: relay, overlay: overlay)
        popup.onRelayout = { [weak self] in self?.didChangeContent() }
        return popup
    }

    /// Feeds a size change of the platform view in `slot`: its element measures and lays out
    /// again, at most three times per slot within 0.1 s; a change beyond that is measured once
    /// more when the 0.1 s are over, so a view that changes size on every layout pass cannot
    /// loop: it keeps the last size accepted until its next change. Unknown slots: no-op.
    package func contentSizeDidChange(_ slot: HUDContentSlotID) {
        batch { _ = overlay.contentSlots.sizeDidChange(slot, clock: relay.batchingClock) }
    }
}
