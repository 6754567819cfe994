@_spi(Layers) import OverlayHUDCore

// Room for the card at every text size and on every screen. At the accessibility text sizes the
// card widens to the screen's readable width, so its fields and labels get the room their text
// needs. A card taller than the screen (landscape, the largest text) is cut to the screen's height
// inside the safe area, and its content (title, fields, button) scrolls in it: the content
// layer's bounds' origin is the offset, as a `UIScrollView`'s is, so the hosts only mirror it.
// Below the accessibility sizes a card that fits keeps the original's size and place.
extension CardPopupView {
    /// The margin kept from the safe area's sides and, when the card scrolls, its top and bottom
    /// (UIKit's layout margins on a phone).
    static let screenMargin = 16.0
    /// The widest the readable width gets (UIKit's readable content guide on an iPad).
    static let readableWidth = 672.0

    /// The room inside `bounds` the card keeps within: the safe area less ``screenMargin``.
    func room(in bounds: HUDRect) -> HUDRect {
        if isInSheet { return bounds }
        let inset = safeAreaInsets
        let m = Self.screenMargin
        let x = bounds.minX + finite(inset.left) + m
        let y = bounds.minY + finite(inset.top) + m
        let w = bounds.width - finite(inset.left) - finite(inset.right) - 2 * m
        let h = bounds.height - finite(inset.top) - finite(inset.bottom) - 2 * m
        return HUDRect(x, y, max(0, w.isFinite ? w : 0), max(0, h.isFinite ? h : 0))
    }

    /// The card's width in `bounds`: the configured width; at an accessibility text size (with a
    /// font that grows) the screen's readable width (the room's, at most ``readableWidth``) when
    /// that is wider, and never wider than the room.
    func cardWidth(in bounds: HUDRect) -> Double {
        let configured = configuration.width
        guard pendingCategory.isAccessibilityCategory, fontsGrow else { return configured }
        let available = room(in: bounds).width
        guard available > 0 else { return configured }
        return min(max(configured, min(available, Self.readableWidth)), available)
    }

    /// Whether any of the card's texts follows the reader's text size.
    private var fontsGrow: Bool { fonts.title.isScaled || fonts.field.isScaled || fonts.button.isScaled }

    /// The most the content scrolls: how much taller it is than the card on screen.
    var maximumScrollOffset: Double { max(0, metrics.cardSize.height - viewportHeight) }

    /// Whether the card is cut to the screen and its content scrolls.
    var scrolls: Bool { maximumScrollOffset > 0 }

    /// Sizes and places the card in `bounds`: a card that fits sits at the centre (the
    /// original's place); a taller one is as tall as the room and sits in its middle, its content
    /// clipped to it and scrolled by ``scrollOffset`` (kept within range).
    func placeViewport(in bounds: HUDRect) {
        let full = metrics.cardSize
        let room = room(in: bounds)
        if full.height <= room.height + 2 * Self.screenMargin || room.height <= 0 {
            // Fits the screen (the margins may go): the original's place, nothing clipped.
            viewportHeight = full.height
            scrollOffset = 0
            card.bounds = HUDRect(0, 0, full.width, full.height)
            content.masksToBounds = false
            content.bounds = HUDRect(0, 0, full.width, full.height)
            content.position = HUDPoint(full.width / 2, full.height / 2)
            // At the screen's centre, as the original; one that would reach under the sensor
            // housing or the home indicator from there sits in the middle of the safe area.
            var y = bounds.height / 2
            let top = finite(safeAreaInsets.top)
            let bottom = bounds.height - finite(safeAreaInsets.bottom)
            if !isInSheet, y - full.height / 2 < top || y + full.height / 2 > bottom { y = (top + bottom) / 2 }
            card.position = HUDPoint(bounds.width / 2, y)
            return
        }
        viewportHeight = room.height
        card.bounds = HUDRect(0, 0, full.width, room.height)
        content.masksToBounds = true
        content.position = HUDPoint(full.width / 2, room.height / 2)
        card.position = HUDPoint(room.midX - bounds.minX, room.midY - bounds.minY)
        setScrollOffset(scrollOffset)
    }

    /// Scrolls the content so `offset` points of it are above the card's top, clamped to
    /// `0…maximumScrollOffset`; a NaN or infinite offset is ignored.
    func setScrollOffset(_ offset: Double) {
        guard offset.isFinite else { return }
        scrollOffset = min(max(0, offset), maximumScrollOffset)
        content.bounds = HUDRect(0, scrollOffset, metrics.cardSize.width, viewportHeight)
    }

    /// Scrolls as little as needed to show all of `layer` (one of the content's, or the content's
    /// frame for it), or its top when it is taller than the card; nothing when the card fits.
    func scrollToReveal(_ layer: HUDLayer) {
        guard scrolls, layer.isDescendant(of: content) else { return }
        let corners = [HUDPoint(0, 0), HUDPoint(layer.bounds.width, layer.bounds.height)].map {
            layer.convert(HUDPoint(layer.bounds.minX + $0.x, layer.bounds.minY + $0.y), to: content) ?? .zero
        }
        let top = min(corners[0].y, corners[1].y)
        let bottom = max(corners[0].y, corners[1].y)
        var offset = scrollOffset
        if bottom > offset + viewportHeight { offset = bottom - viewportHeight }
        if top < offset { offset = top }
        setScrollOffset(offset)
    }

    private func finite(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
}
