import OverlayHUDCore

// Messages showing the app's own view: the stack measures the view through the host, lays the
// messages out again when the view changes size, and has the host let the view go once no message
// on screen, leaving or waiting shows it.
extension MessageStack: ContentSlotOwner {
    /// The size of the view in `slot` for a message at most `width` wide: the host's measurement
    /// within that width and the height messages are placed in, clamped by
    /// ``ContentSlotSizing/clamp(_:available:)`` (zero, negative or NaN sides become 44 pt, +∞ or
    /// oversized ones the space available).
    func contentSize(of slot: HUDContentSlotID, width: Double) -> HUDSize {
        let minimum = ContentSlotSizing.minimumSide
        let height = placementRect.height
        let space = HUDSize(max(minimum, width.isFinite ? width : minimum), max(minimum, height.isFinite ? height : minimum))
        return ContentSlotSizing.clamp(host.measureContent(slot, fitting: space), available: space)
    }

    /// The view in `slot` changed its size: its message is measured again and the messages move
    /// (animated, from where each is shown). A message on its way out keeps its size.
    func contentSlotDidChangeSize(_ slot: HUDContentSlotID) {
        guard let m = shown.first(where: { $0.configuration.contentSlot == slot }) else { return }
        layoutView(m)
        arrange(animated: true)
        host.commit(overlay)
    }

    /// Lets the view of `message` go (it left, was taken out of the line, or was replaced by a
    /// refresh) — unless a message on screen, leaving or waiting still shows it.
    func releaseContent(of message: MessageConfiguration) {
        guard let slot = message.contentSlot else { return }
        let views = shown + leaving
        guard !views.contains(where: { $0.configuration.contentSlot == slot }), !waiting.holds(slot) else { return }
        overlay.contentSlots.release(slot)
        host.releaseContent(slot)
    }
}
