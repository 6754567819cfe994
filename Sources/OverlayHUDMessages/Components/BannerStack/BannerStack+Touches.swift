import Foundation
@_spi(Layers) import OverlayHUDCore

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
    /// the body calls the tap callback, then (with `dismissesOnTap`) dismisses it — unless the callback
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
        if configuration.dismissesOnTap && banner.isShown { dismiss(banner) }
        return true
    }

    /// A finger went down: on a banner, its vanish timer pauses until ``touchUp()``.
    func touchDown(at point: HUDPoint) -> Bool { touches.touchDown(on: point.isFinite ? banner(at: point) : nil) }

    /// The finger lifted: the touched banner's timer resumes with the time it had left.
    @discardableResult
    func touchUp() -> Bool { touches.touchUp() }

}

// Drags and swipes (``DraggableStack/handlePan(_:)``). Upward drags follow the finger; downward
// ones rubber-band. On release a banner is swiped away when it moves up at ≥
// `swipeVelocityThreshold`, or has been dragged up by ≥ `swipeDistanceThreshold` and is not
// flicked back down that fast; otherwise it springs back.
extension BannerStack: DraggableStack {
    static var animationsStoppedByDrag: [String] { ["settle"] }
    static var dragSettleDuration: Double { settleDuration }

    func draggable(at point: HUDPoint) -> StackedBanner? { banner(at: point) }

    /// The shown offset for a drag of `ty` points: 1:1 upwards; downwards rubber-banded as a
    /// scroll view does, approaching one pill height: `h·(1 − 1/(0.55·ty/h + 1))`.
    func dragOffset(_ ty: Double, for banner: StackedBanner) -> Double {
        guard ty > 0 else { return ty }
        let h = BannerView.height
        return h * (1 - 1 / (0.55 * ty / h + 1))
    }

    func swipeAway(_ banner: StackedBanner, translation ty: Double, velocity vy: Double) -> Bool {
        let v = configuration.swipeVelocityThreshold
        let d = configuration.swipeDistanceThreshold
        guard vy <= -v || (ty <= -d && vy < v) else { return false }
        dismiss(banner, offscreen: true)
        return true
    }

    func dragDidChange() { host.commit(overlay) }
}
