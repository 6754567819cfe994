@_spi(Layers) import OverlayHUDCore

extension HUDLayer {
    /// Brings a dragged layer back to rest (identity transform) from where it is shown, easing
    /// out over `duration` seconds as the "settle" animation. Out of the generic ``StackTouches``,
    /// so it is compiled once for banners and messages (iOS code size).
    func settleBack(over duration: Double, at now: Double) {
        let shown = presentation(at: now).transform
        transform = .identity
        if shown != .identity {
            run(
                AnimationRecipes.basic(
                    .transform, from: .transform(shown), to: .transform(.identity), duration: duration,
                    timing: .easeOut), forKey: "settle", at: now)
        }
    }
}
