@_spi(Layers) import OverlayHUDCore

// Messages showing the app's own view: a message's view is measured within the message's width
// and the height messages are placed in, and let go once no message shows it
// (``NotificationStack/releaseContent(_:)``).
extension NotificationStack where Look == MessageLook {
    /// The size of the view in `slot` for a message at most `width` wide: the host's measurement
    /// within that width and the height messages are placed in, clamped by
    /// ``ContentSlotSizing/clamp(_:available:)`` (zero, negative or NaN sides become 44 pt, +∞ or
    /// oversized ones the space available).
    func contentSize(of slot: HUDContentSlotID, width: Double) -> HUDSize {
        let minimum = ContentSlotSizing.minimumSide
        let height = placementRect.height
        let space = HUDSize(max(minimum, width.isFinite ? width : minimum), max(minimum, height.isFinite ? height : minimum))
        return contentSize(of: slot, within: space)
    }

    /// Lets the view of `message` go (it left, was taken out of the line, or was replaced by a
    /// refresh) — unless a message on screen, leaving or waiting still shows it.
    func releaseContent(of message: MessageConfiguration) {
        guard let slot = message.contentSlot else { return }
        releaseContent(slot)
    }
}
