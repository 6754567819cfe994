import Foundation

// Taps, touches and swipes on banners. Hit testing (model geometry, as UIKit) decides what a
// point lands on; only pills and their buttons are interactive, so everything else passes through.
extension BannerStack {
    /// The banner on screen whose pill is `layer` or contains it.
    func banner(owning layer: HUDLayer) -> StackedBanner? { banners.first { $0.owns(layer) } }

    /// The banner on screen under `point` (overlay coordinates), if any.
    func banner(at point: HUDPoint) -> StackedBanner? {
        guard let hit = overlay.hitTest(point) else { return nil }
        return banner(owning: hit)
    }

    /// A tap on a banner: the close button dismisses it; the accessory toggles and runs its action;
    /// the body calls the tap callback, then (with `tapVanish`) dismisses it — unless the callback
    /// already removed it. Callbacks may add or remove banners.
    func handleTap(on layer: HUDLayer, at point: HUDPoint) -> Bool {
        guard let banner = banner(owning: layer) else { return false }
        if layer === banner.view.close {
            dismiss(banner)
            return true
        }
        if layer === banner.view.accessory, let accessory = banner.info.accessory {
            banner.view.setAccessorySelected(!banner.view.isAccessorySelected)
            host.commit(overlay)
            accessory.action(banner.info)
            return true
        }
        onTap?(banner.info)
        if configuration.tapVanish && banner.isShown { dismiss(banner) }
        return true
    }

    /// A finger went down: on a banner, its vanish timer pauses until ``touchUp()``.
    func touchDown(at point: HUDPoint) -> Bool { touches.touchDown(on: point.isFinite ? banner(at: point) : nil) }

    /// The finger lifted: the touched banner's timer resumes with the time it had left.
    @discardableResult
    func touchUp() -> Bool { touches.touchUp() }

    /// Drags and swipes. Upward drags follow the finger; downward ones rubber-band. On release a
    /// banner is swiped away when it moves up at ≥ `swipeVelocityThreshold`, or has been dragged up
    /// by ≥ `swipeDistanceThreshold` and is not flicked back down that fast; otherwise it springs back.
    func handlePan(_ event: BannerPanEvent) -> Bool {
        let ty = event.translation.y.isFinite ? event.translation.y : 0
        let vy = event.velocity.y.isFinite ? event.velocity.y : 0
        switch event.phase {
        case .began:
            if let previous = touches.endDrag() { springBack(previous) }
            guard event.location.isFinite, let banner = banner(at: event.location) else { return false }
            touches.beginDrag(banner)
            banner.view.pill.removeAnimation(forKey: "settle")
            banner.view.pill.transform = .translation(0, Self.dragOffset(ty))
            host.commit(overlay)
            return true
        case .changed:
            guard let banner = touches.dragged, banner.isShown else { return false }
            banner.view.pill.transform = .translation(0, Self.dragOffset(ty))
            host.commit(overlay)
            return true
        case .ended, .cancelled:
            guard let banner = touches.endDrag() else { return false }
            guard banner.isShown else { return true }
            let v = configuration.swipeVelocityThreshold
            let d = configuration.swipeDistanceThreshold
            if event.phase == .ended && (vy <= -v || (ty <= -d && vy < v)) {
                dismiss(banner, offscreen: true)
            } else {
                springBack(banner)
            }
            return true
        }
    }

    /// The shown offset for a drag of `ty` points: 1:1 upwards; downwards rubber-banded as a
    /// scroll view does, approaching one pill height: `h·(1 − 1/(0.55·ty/h + 1))`.
    static func dragOffset(_ ty: Double) -> Double {
        guard ty > 0 else { return ty }
        let h = BannerView.height
        return h * (1 - 1 / (0.55 * ty / h + 1))
    }

    private func springBack(_ banner: StackedBanner) {
        touches.settle(banner, over: Self.settleDuration, at: clock.now)
        host.commit(overlay)
    }
}
