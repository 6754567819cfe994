import OverlayHUDCore

// Taps, touches and swipes on messages. Hit testing (model geometry, as UIKit) decides what a point
// lands on; only the cards are interactive, so every other touch passes through to the app.
extension MessageStack {
    /// The message on screen whose card is `layer` or contains it.
    func message(owning layer: HUDLayer) -> ShownMessage? { shown.first { $0.owns(layer) } }

    /// The message on screen under `point` (overlay coordinates), if any.
    func message(at point: HUDPoint) -> ShownMessage? {
        guard let hit = overlay.hitTest(point) else { return nil }
        return message(owning: hit)
    }

    /// A tap on a message: its `onTap` runs, then the message leaves if its configuration (as it
    /// is after the callback, which may refresh it) says a tap dismisses it.
    func handleTap(on layer: HUDLayer, at point: HUDPoint) -> Bool {
        guard let m = message(owning: layer) else { return false }
        let tapped = m.configuration
        tapped.onTap?(tapped)
        if m.isShown && m.configuration.dismissesOnTap { dismiss(m) }
        return true
    }

    /// A finger went down: on a message, its timer pauses until ``touchUp()``.
    func touchDown(at point: HUDPoint) -> Bool { touches.touchDown(on: point.isFinite ? message(at: point) : nil) }

    /// The finger lifted: the touched message's timer runs on with the time it had left.
    @discardableResult
    func touchUp() -> Bool { touches.touchUp() }

}

// Drags and swipes (``DraggableStack/handlePan(_:)``), as banners take them. A card follows the
// finger towards its edge (top: up, bottom: down, toast: either way) and rubber-bands the other
// way; on release it leaves when it moves towards its edge at ≥ ``swipeVelocity`` pt/s, or has
// been dragged ≥ ``swipeDistance`` that way and is not flicked back as fast; otherwise it springs
// back. A message a swipe may not dismiss rubber-bands both ways.
extension MessageStack: DraggableStack {
    static var animationsStoppedByDrag: [String] { ["appear", "appearOpacity", "pulse", "settle"] }
    static var dragSettleDuration: Double { reflowDuration }

    func draggable(at point: HUDPoint) -> ShownMessage? { message(at: point) }

    func swipeAway(_ m: ShownMessage, translation ty: Double, velocity vy: Double) -> Bool {
        guard let direction = swipeDirection(translation: ty, velocity: vy, for: m) else { return false }
        dismiss(m, swipedToward: direction)
        return true
    }

    func dragDidChange() { host.commit(overlay) }

    static var swipeVelocity: Double { 300 }
    static var swipeDistance: Double { 30 }

    /// The directions (−1 up, 1 down) a swipe may take `m` away in.
    private func dismissDirections(for m: ShownMessage) -> [Double] {
        guard m.configuration.dismissesOnSwipe else { return [] }
        switch m.position {
        case .top: return [-1]
        case .bottom: return [1]
        case .center: return [-1, 1]
        }
    }

    /// The direction the released card leaves in, or `nil` when it springs back.
    private func swipeDirection(translation ty: Double, velocity vy: Double, for m: ShownMessage) -> Double? {
        for d in dismissDirections(for: m) {
            let along = ty * d
            let speed = vy * d
            if speed >= Self.swipeVelocity || (along >= Self.swipeDistance && speed > -Self.swipeVelocity) { return d }
        }
        return nil
    }

    /// The shown offset for a drag of `ty` points: 1:1 towards a dismissing edge; otherwise
    /// rubber-banded as a scroll view does, approaching the card's height: `h·(1 − 1/(0.55·|t|/h + 1))`.
    func dragOffset(_ ty: Double, for m: ShownMessage) -> Double {
        guard ty != 0 else { return 0 }
        let d = ty < 0 ? -1.0 : 1.0
        if dismissDirections(for: m).contains(d) { return ty }
        let h = max(1, m.view.size.height)
        return d * h * (1 - 1 / (0.55 * abs(ty) / h + 1))
    }
}
