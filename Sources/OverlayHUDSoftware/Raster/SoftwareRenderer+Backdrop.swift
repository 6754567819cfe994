@_spi(Layers) import OverlayHUD

// Background effects: the blurred backdrop of a layer with a `backgroundEffect`, as UIKit's effect view.
extension SoftwareRenderer {
    /// What a layer with a background effect draws in place of its background colour: what lies
    /// beneath its rounded bounds blurred with σ = the effect's radius, the effect's own veil over
    /// it, and `tint` over that (the host mapping's split: the effect tint, else the background
    /// colour), as UIKit's effect view with its content colour.
    struct Backdrop {
        let radius: Double
        let veil: HUDColor
        let tint: HUDColor?

        /// Veil and tint as one premultiplied colour, at `alpha`.
        func cover(alpha: Double) -> UInt32 {
            let veil = PixelMath.premultiplied(self.veil, alpha: alpha)
            guard let tint else { return veil }
            return PixelMath.over(PixelMath.premultiplied(tint, alpha: alpha), veil)
        }
    }

    /// Replaces the pixels under `s`'s rounded bounds with the blurred backdrop and its tint, at
    /// `alpha` (a layer faded without a group shows that much of the blur, the crisp pixels the rest).
    ///
    /// The backdrop is the canvas with every group being drawn stacked over it (their opacity and
    /// clip come later, as a group's content does). A uniform backdrop blurs to itself, so then
    /// only the tint is drawn.
    func drawBackdrop(
        _ s: LayerState, _ t: DeviceTransform, _ backdrop: Backdrop, alpha: Double, tolerance tol: Double,
        into target: PixelBuffer
    ) {
        let b = s.bounds.standardized
        let tint = backdrop.cover(alpha: 1)
        func tintOnly() {
            let color = backdrop.cover(alpha: alpha)
            guard color != 0 else { return }
            fillRoundedRect(b, radii: s.cornerRadii, t, color: color, tolerance: tol, into: target)
        }
        let sigma = backdrop.radius.isFinite ? min(max(0, backdrop.radius) * scale, 4096) : 0
        let strength = UInt32((HUDColor.clamp(alpha) * 255).rounded())
        guard sigma >= 0.5, strength > 0, b.width > 0, b.height > 0, let area = deviceArea(b, t) else { return tintOnly() }
        let layers = Array(offscreens.prefix(offscreenDepth))
        if canvas.pendingUniform != nil, layers.allSatisfy({ $0.dirty.isEmpty }) { return tintOnly() }
        canvas.materialize()
        let w = canvas.width
        let bounds = PixelRect(x0: 0, y0: 0, x1: canvas.width, y1: canvas.height)
        // Unsafe buffer: samples at coordinates the blur clamps to the canvas.
        canvas.bytes.withUnsafeBytes { craw in
            guard let cbase = craw.baseAddress else { return }
            if layers.isEmpty {
                backdropBlur.prepare(area: area, sigma: sigma, tint: tint, bounds: bounds) { x, y in
                    cbase.load(fromByteOffset: (y &* w &+ x) &* 4, as: UInt32.self)
                }
            } else {
                backdropBlur.prepare(area: area, sigma: sigma, tint: tint, bounds: bounds) { x, y in
                    let o = (y &* w &+ x) &* 4
                    var p = cbase.load(fromByteOffset: o, as: UInt32.self)
                    for layer in layers {
                        p = layer.bytes.withUnsafeBytes { PixelMath.over($0.load(fromByteOffset: o, as: UInt32.self), p) }
                    }
                    return p
                }
            }
        }
        layerPolygons.removeAll()
        appendRoundedRect(b, radii: s.cornerRadii, tolerance: tol)
        fillLayerPolygons(t, evenOdd: false, paint: .backdrop(strength), into: target)
    }

    /// The whole pixels `b` covers on the canvas (its device bounding box), `nil` when none or
    /// when a corner is not finite.
    private func deviceArea(_ b: HUDRect, _ t: DeviceTransform) -> PixelRect? {
        var x0 = Double.infinity
        var y0 = Double.infinity
        var x1 = -Double.infinity
        var y1 = -Double.infinity
        for corner in [HUDPoint(b.minX, b.minY), HUDPoint(b.maxX, b.minY), HUDPoint(b.minX, b.maxY), HUDPoint(b.maxX, b.maxY)] {
            let p = t.map(corner)
            guard p.isFinite else { return nil }
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        let bound = 1e9
        guard x0 > -bound, y0 > -bound, x1 < bound, y1 < bound else { return nil }
        let area = PixelRect(
            x0: Int(x0.rounded(.down)), y0: Int(y0.rounded(.down)), x1: Int(x1.rounded(.up)), y1: Int(y1.rounded(.up))
        )
        .intersection(PixelRect(x0: 0, y0: 0, x1: canvas.width, y1: canvas.height))
        return area.isEmpty ? nil : area
    }
}
