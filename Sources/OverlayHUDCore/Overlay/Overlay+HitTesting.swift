extension Overlay {
    /// The front-most interactive, visible layer under `point` (overlay coordinates), or `nil`
    /// when the touch should pass through to the app below.
    ///
    /// Uses model geometry, as UIKit does. Hidden layers, layers with opacity below 0.01 and their
    /// subtrees are skipped; a non-interactive layer is never returned itself, but its interactive
    /// sublayers can be; `masksToBounds` clips hits to the (rounded) bounds; an interactive layer
    /// with a corner radius is hit only inside its rounded shape; transforms (including rotation
    /// and perspective) are honoured. Non-finite points return `nil`. Layers more than
    /// ``HUDLayer/maximumTreeDepth`` levels below the root are never hit (the walk recurses per level).
    /// - Complexity: O(n) in the number of layers.
    package func hitTest(_ point: HUDPoint) -> HUDLayer? {
        guard point.isFinite else { return nil }
        return HitTester.hit(rootLayer, pointInSuperlayer: point, parentSublayerTransform: .identity, depth: 1)
    }

    /// Whether a touch at `point` is kept by the overlay (true) or passes through (false).
    func capturesTouch(at point: HUDPoint) -> Bool { hitTest(point) != nil }
}

enum HitTester {
    static func hit(_ layer: HUDLayer, pointInSuperlayer p: HUDPoint, parentSublayerTransform: HUDTransform3D, depth: Int)
        -> HUDLayer?
    {
        guard depth <= HUDLayer.maximumTreeDepth else { return nil }
        let m = layer.model
        guard !m.isHidden, m.opacity.isNaN == false, m.opacity >= 0.01 else { return nil }
        let toParent = m.transformToSuperlayer.concatenating(parentSublayerTransform)
        guard let local = toParent.unproject(p) else { return nil }
        let inside = contains(m, local)
        if m.masksToBounds && !inside { return nil }
        let subT = layer.sublayerTransformAboutCenter
        for child in layer.sublayersInDrawingOrder.reversed() {
            if let h = hit(child, pointInSuperlayer: local, parentSublayerTransform: subT, depth: depth + 1) { return h }
        }
        return layer.isInteractive && inside ? layer : nil
    }

    /// Whether `p` (layer coordinates) lies in the layer's bounds, respecting rounded corners.
    static func contains(_ m: LayerState, _ p: HUDPoint) -> Bool {
        let b = m.bounds.standardized
        guard b.contains(p) else { return false }
        let r = m.cornerRadii
        let limit = min(b.width, b.height) / 2
        func outside(_ radius: Double, _ cx: Double, _ cy: Double, _ inCorner: Bool) -> Bool {
            let rr = min(radius, limit)
            guard rr > 0, inCorner else { return false }
            let dx = p.x - cx
            let dy = p.y - cy
            return dx * dx + dy * dy > rr * rr
        }
        let tl = min(r.topLeft, limit)
        let tr = min(r.topRight, limit)
        let br = min(r.bottomRight, limit)
        let bl = min(r.bottomLeft, limit)
        if outside(tl, b.minX + tl, b.minY + tl, p.x < b.minX + tl && p.y < b.minY + tl) { return false }
        if outside(tr, b.maxX - tr, b.minY + tr, p.x > b.maxX - tr && p.y < b.minY + tr) { return false }
        if outside(br, b.maxX - br, b.maxY - br, p.x > b.maxX - br && p.y > b.maxY - br) { return false }
        if outside(bl, b.minX + bl, b.maxY - bl, p.x < b.minX + bl && p.y > b.maxY - bl) { return false }
        return true
    }
}
