@_spi(Layers) import OverlayHUDCore

// Taps, touches, drags and swipes on notifications. Hit testing (model geometry, as UIKit) decides
// what a point lands on; only the entries' surfaces and their buttons are interactive, so every
// other touch passes through to the app. What a tap does, how far a surface follows the finger
// and when a release swipes it away are the look's.
extension NotificationStack {
    /// The entry on screen whose surface is `layer` or contains it.
    func entry(owning layer: HUDLayer) -> Entry? { shown.first { $0.owns(layer) } }

    /// The entry on screen under `point` (overlay coordinates), if any.
    func entry(at point: HUDPoint) -> Entry? {
        guard let hit = overlay.hitTest(point) else { return nil }
        return entry(owning: hit)
    }

    /// A tap on an entry: the look decides what it does (callbacks may add or remove entries).
    func handleTap(on layer: HUDLayer, at point: HUDPoint) -> Bool {
        guard let entry = entry(owning: layer) else { return false }
        hiding(because: .tap) { look.tap(entry, on: layer, in: self) }
        return true
    }

    /// A finger went down: on an entry, its timer pauses until ``touchUp()``.
    func touchDown(at point: HUDPoint) -> Bool { touches.touchDown(on: point.isFinite ? entry(at: point) : nil) }

    /// The finger lifted: the touched entry's timer runs on with the time it had left.
    @discardableResult
    func touchUp() -> Bool { touches.touchUp() }

    /// Drags and swipes: the entry under the finger follows it (as the look's
    /// ``NotificationLook/dragOffset(_:for:)`` says) and its timer waits; on release it is swiped
    /// away (``NotificationLook/swipeAway(_:translation:velocity:in:)``) or settles back. A new drag
    /// ends the one before. Non-finite translations and velocities count as zero; a drag beginning
    /// at a non-finite point takes nothing. Returns whether the stack took the event (false: it
    /// goes on to what lies below).
    func handlePan(_ event: BannerPanEvent) -> Bool {
        let ty = event.translation.y.isFinite ? event.translation.y : 0
        let vy = event.velocity.y.isFinite ? event.velocity.y : 0
        switch event.phase {
        case .began:
            if let previous = touches.endDrag() { settleBack(previous) }
            guard event.location.isFinite, let entry = entry(at: event.location) else { return false }
            touches.beginDrag(entry)
            let layer = entry.dragLayer
            for key in Look.animationsStoppedByDrag { layer.removeAnimation(forKey: key) }
            layer.transform = .translation(0, look.dragOffset(ty, for: entry))
            host.commit(overlay)
            return true
        case .changed:
            guard let entry = touches.dragged, entry.isShown else { return false }
            entry.dragLayer.transform = .translation(0, look.dragOffset(ty, for: entry))
            host.commit(overlay)
            return true
        case .ended, .cancelled:
            guard let entry = touches.endDrag() else { return false }
            guard entry.isShown else { return true }
            if event.phase == .ended
                && hiding(because: .swipe, { look.swipeAway(entry, translation: ty, velocity: vy, in: self) })
            {
                return true
            }
            settleBack(entry)
            return true
        }
    }

    private func settleBack(_ entry: Entry) {
        touches.settle(entry, over: Look.dragSettleDuration, at: clock.now)
        host.commit(overlay)
    }
}
