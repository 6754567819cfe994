@_spi(Layers) import OverlayHUDCore

// Notifications showing the app's own view: the stack measures the view through the host, lays
// the entries out again when the view changes size, and has the host let the view go once no
// entry on screen, leaving or waiting shows it.
extension NotificationStack: ContentSlotOwner {
    /// The size of the view in `slot` within `space`: the host's measurement, clamped by
    /// ``HUDHost/contentSlotSize(of:available:)`` (zero, negative or NaN sides become 44 pt, +∞ or
    /// oversized ones the space available; a view wider than `space` is measured again at its width).
    func contentSize(of slot: HUDContentSlotID, within space: HUDSize) -> HUDSize {
        host.contentSlotSize(of: slot, available: space)
    }

    /// The view in `slot` changed its size: every entry on screen showing it is measured again
    /// and the entries move (animated, from where each is shown). An entry on its way out keeps
    /// its size.
    func contentSlotDidChangeSize(_ slot: HUDContentSlotID) {
        let entries = shown.filter { $0.view.contentSlot == slot }
        guard !entries.isEmpty else { return }
        for entry in entries { look.layout(entry.view, in: self) }
        reflow(animated: true)
        host.commit(overlay)
    }

    /// Lets the view in `slot` go (its entry left, was dropped, taken out of line or refreshed
    /// without it) — unless an entry on screen, leaving or waiting still shows it.
    func releaseContent(_ slot: HUDContentSlotID) {
        let holds: (Entry) -> Bool = { $0.view.contentSlot == slot }
        guard !shown.contains(where: holds), !leaving.contains(where: holds), !look.waitingHolds(slot) else { return }
        overlay.contentSlots.release(slot)
        host.releaseContent(slot)
    }
}
