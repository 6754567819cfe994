@_spi(Layers) import OverlayHUDCore

// A banner showing the app's own view (UIKit: a `UIView` or a SwiftUI view): the pill is a
// transparent frame around the view's slot, so the view stacks, moves, swipes and fades as the
// pill does and is clipped to it. The view draws its own background, shadow and corners; the
// seed's avatar, texts and buttons are not shown.
extension BannerView {
    /// Makes the pill the frame of `slot`: no colour or shadow of its own, the slot filling it.
    func adoptContent(_ slot: HUDContentSlotID) {
        pill.shadowOpacity = 0
        pill.cornerRadius = 0
        content.contentSlot = slot
        content.masksToBounds = true
        content.isInteractive = true
        pill.addSublayer(content)
        applyAccessibility()
    }

    /// Sizes the pill to ``contentSize`` and the slot to the pill.
    func layoutContent() {
        width = contentSize.width
        height = contentSize.height
        pill.backgroundColor = nil
        pill.bounds = HUDRect(0, 0, width, height)
        content.frame = pill.bounds
    }
}
