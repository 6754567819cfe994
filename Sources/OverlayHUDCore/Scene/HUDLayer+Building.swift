// Small conveniences components use to build and animate layers.

extension HUDLayer {
    /// Adds `animation` (when it could be built) under `key`, starting now. Called, not inlined,
    /// at its ~40 component call sites (iOS code size).
    @inline(never)
    package func run(_ animation: HUDAnimation?, forKey key: String, at now: Double) {
        guard let animation else { return }
        add(animation, forKey: key, at: now)
    }

    /// A layer with a name, frame and optional background in one call.
    static func make(_ name: String, frame: HUDRect, color: HUDColor? = nil, cornerRadius: Double = 0) -> HUDLayer {
        let l = HUDLayer(name: name)
        l.frame = frame
        l.backgroundColor = color
        l.cornerRadius = cornerRadius
        return l
    }
}

extension HUDLayer {
    /// Removes every animation in this subtree (completions fire with `finished == false`).
    package func removeAllAnimationsInTree() {
        removeAllAnimations()
        for l in sublayers { l.removeAllAnimationsInTree() }
    }
}
