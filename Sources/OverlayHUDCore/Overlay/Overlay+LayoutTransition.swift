// Animating a re-layout (`OverlayLayoutTransition`).
extension Overlay {
    /// Where a layer was before a re-layout.
    struct LayoutSnapshot {
        let layer: HUDLayer
        let position: HUDPoint
        let size: HUDSize
    }

    /// The model position and size of every layer below the root (the root follows the window), in
    /// tree order.
    func layoutSnapshot() -> [LayoutSnapshot] {
        var out: [LayoutSnapshot] = []
        func visit(_ layer: HUDLayer, depth: Int) {
            guard depth <= HUDLayer.maximumTreeDepth else { return }
            for child in layer.sublayers {
                out.append(LayoutSnapshot(layer: child, position: child.position, size: child.bounds.size))
                visit(child, depth: depth + 1)
            }
        }
        visit(rootLayer, depth: 1)
        return out
    }

    /// Adds an additive move from each layer's old place to its new one (layers that left the
    /// tree, or did not move, get nothing).
    /// - Complexity: O(*n*) when the re-layout kept the tree as it was (each layer's old place is
    ///   looked up where it was first); O(*n*²) at worst, *n* the layers.
    func animateLayout(from before: [LayoutSnapshot], _ transition: OverlayLayoutTransition) {
        for (i, after) in layoutSnapshot().enumerated() {
            let old = i < before.count && before[i].layer === after.layer ? before[i] : before.first { $0.layer === after.layer }
            guard let old else { continue }
            let dp = HUDPoint(old.position.x - after.position.x, old.position.y - after.position.y)
            let ds = HUDSize(old.size.width - after.size.width, old.size.height - after.size.height)
            if dp != .zero, dp.isFinite, var a = try? HUDAnimation.basic("position", from: .point(dp), to: .point(.zero)) {
                add(a: &a, transition, to: after.layer)
            }
            if ds != .zero, ds.isFinite, var a = try? HUDAnimation.basic("bounds.size", from: .size(ds), to: .size(.zero)) {
                add(a: &a, transition, to: after.layer)
            }
        }
    }

    private func add(a: inout HUDAnimation, _ t: OverlayLayoutTransition, to layer: HUDLayer) {
        a.isAdditive = true
        a.duration = t.duration
        a.beginTime = t.beginTime
        a.timingFunction = t.timingFunction
        // No key: a second rotation during the first adds its own move, as UIKit's additive animations do.
        layer.add(a, forKey: nil, at: t.beginTime)
    }
}
