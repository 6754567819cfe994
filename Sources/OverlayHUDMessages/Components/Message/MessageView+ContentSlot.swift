@_spi(Layers) import OverlayHUDCore

// A message showing the app's own view (UIKit: a `UIView` or a SwiftUI view): the card is a
// transparent frame around the view's slot, so the view slides, fades, stacks and is swiped as the
// card is, and is clipped to it. The view draws its own background, corners and shadow; the
// card's icon, texts, action button and progress bar are not shown. A refresh may switch a message between a view and the
// drawn card.
extension MessageView {
    /// Lays the card out as the frame of `slot`, ``contentSize`` big; returns that size.
    func layoutContent(_ slot: HUDContentSlotID) -> HUDSize {
        card.backgroundColor = nil
        card.borderWidth = 0
        card.shadowOpacity = 0
        card.cornerRadius = 0
        for part in [icon, title, body] { part.isHidden = true }
        madeActionLayers?.button.removeFromSuperlayer()
        madeProgressLayers?.track.removeFromSuperlayer()
        content.contentSlot = slot
        content.masksToBounds = true
        content.isInteractive = true
        if content.superlayer == nil { card.addSublayer(content) }
        size = contentSize
        card.bounds = HUDRect(origin: .zero, size: size)
        content.frame = card.bounds
        return size
    }

    /// Back to the drawn card (after a refresh without a view): the slot leaves the card.
    func leaveContent() {
        guard content.superlayer != nil else { return }
        content.removeFromSuperlayer()
        content.contentSlot = nil
        card.shadowOpacity = Self.shadowOpacity
    }
}
