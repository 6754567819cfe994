@_spi(Layers) import OverlayHUDCore

// A card taller than the screen scrolls (CardPopupView+Scrolling.swift): a drag that begins on it
// moves its content with the finger, kept within its range (no overscroll, no momentum: the
// content stops where the finger lifts); the focused field, and the element VoiceOver focuses, is
// scrolled into view. The pan is the overlay's own (`HostInputEvent.pan…`), so a drag that starts
// on a field's platform text field scrolls the card rather than editing the field.
extension CardPopup {
    /// One step of a drag: a drag that begins on a scrolling card (before its action ran) is the
    /// card's until it ends; each step scrolls the content by the drag's vertical movement.
    /// Returns whether the card took it. A NaN or infinite location does not begin a drag; a step
    /// whose translation is NaN or infinite is taken and ignored.
    func handlePan(_ event: BannerPanEvent) -> Bool {
        switch event.phase {
        case .began:
            scrollDragStart = nil
            guard view.scrolls, !didRunAction, !view.card.isHidden, event.location.x.isFinite, event.location.y.isFinite,
                let p = view.card.convert(event.location, from: nil),
                view.card.bounds.contains(p)
            else { return false }
            scrollDragStart = view.scrollOffset
            return true
        case .changed, .ended:
            guard let start = scrollDragStart else { return false }
            if event.phase == .ended { scrollDragStart = nil }
            let dy = event.translation.y
            guard dy.isFinite else { return true }
            view.setScrollOffset(start - dy)
            return true
        case .cancelled:
            guard scrollDragStart != nil else { return false }
            scrollDragStart = nil
            return true
        }
    }

    /// Scrolls `layer` into view when it is one of the card's (VoiceOver moved its focus there);
    /// returns whether the card scrolled.
    func reveal(_ layer: HUDLayer) -> Bool {
        guard layer.isDescendant(of: view.content) else { return false }
        let before = view.scrollOffset
        view.scrollToReveal(layer)
        return view.scrollOffset != before
    }

    /// Keeps the focused field in view (after focus moved or the card was laid out again, e.g.
    /// above the keyboard).
    func revealFocusedField() {
        guard let i = focusedField, i < view.fields.count else { return }
        view.scrollToReveal(view.fields[i])
    }
}
