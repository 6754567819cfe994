@_spi(Layers) import OverlayHUDCore

// Banners showing the app's own view: the stack measures the view through the host, re-lays the
// stack out when the view changes size, and has the host let the view go when its banner has left.
extension BannerStack: ContentSlotOwner {
    /// The space a banner's own view may fill: as wide as the widest pill (the safe area's width
    /// less 16 pt), as tall as the safe area less 16 pt; never below ``ContentSlotSizing/minimumSide``.
    var contentSpace: HUDSize {
        let safe = overlay.safeAreaInsets.inset(overlay.bounds)
        let minimum = ContentSlotSizing.minimumSide
        let height = safe.height.isFinite ? safe.height - 16 : minimum
        return HUDSize(max(minimum, widestPill), max(minimum, height))
    }

    /// The size of the view in `slot`: the host's measurement within ``contentSpace``, clamped by
    /// ``ContentSlotSizing/clamp(_:available:)`` (zero, negative or NaN sides become 44 pt, +∞ or
    /// oversized ones the space available).
    func contentSize(of slot: HUDContentSlotID) -> HUDSize {
        let space = contentSpace
        return ContentSlotSizing.clamp(host.measureContent(slot, fitting: space), available: space)
    }

    /// The view in `slot` changed its size: its banner is measured again and the stack reflows
    /// (animated, from where each banner is shown). A banner on its way out keeps its size.
    func contentSlotDidChangeSize(_ slot: HUDContentSlotID) {
        guard let banner = banners.first(where: { $0.view.contentSlot == slot }) else { return }
        applyLook(to: banner.view)
        reflow(animated: true)
        host.commit(overlay)
    }

    /// Lets the view in `slot` go (its banner left, or was dropped as a repeat) — unless another
    /// banner still shows the same slot.
    func releaseContent(_ slot: HUDContentSlotID) {
        guard !(banners + leaving).contains(where: { $0.view.contentSlot == slot }) else { return }
        overlay.contentSlots.release(slot)
        host.releaseContent(slot)
    }
}
