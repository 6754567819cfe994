extension Overlay {
    /// The content slot a touch at `point` belongs to: the slot of the layer hit testing finds
    /// there, or of its nearest ancestor holding one; `nil` when the point hits no layer or one
    /// outside any slot. A host hands such a touch to the slot's platform view (UIKit: a button
    /// in your own view) instead of the engine.
    func contentSlot(at point: HUDPoint) -> HUDContentSlotID? {
        var layer = hitTest(point)
        while let l = layer {
            if let slot = l.contentSlot { return slot }
            layer = l.superlayer
        }
        return nil
    }

    /// The content slots the layers on the overlay hold now (an array: a few at most). A host lets go of a view it keeps
    /// only while shown once its slot is not among them (`ContentSlotViews.releaseTransient(keeping:)`).
    /// - Complexity: O(*n*), *n* the number of layers on the overlay.
    var heldContentSlots: [HUDContentSlotID] {
        var held: [HUDContentSlotID] = []
        var stack = [rootLayer]
        while let layer = stack.popLast() {
            if let slot = layer.contentSlot { held.append(slot) }
            stack.append(contentsOf: layer.sublayers)
        }
        return held
    }
}
