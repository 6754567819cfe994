extension HUDLayer {
    /// The values shown at `time`: the model with the attached animations applied in the order
    /// they were added (`CALayer.presentation()`). Pure: nothing is fired or removed.
    ///
    /// - Complexity: O(animations); allocation-free.
    package func presentation(at time: Double) -> LayerState {
        var state = model
        applyAnimations(at: time, to: &state)
        return state
    }

    /// Calls `body` with every layer of this subtree (depth first, parents before children,
    /// sublayers in array order), its presentation at `time`, and its depth below this layer.
    ///
    /// - Complexity: O(layers + animations); allocation-free apart from what `body` does.
    package func visitPresentation(at time: Double, _ body: (HUDLayer, LayerState, Int) -> Void) {
        visitPresentation(at: time, depth: 0, body)
    }

    private func visitPresentation(at time: Double, depth: Int, _ body: (HUDLayer, LayerState, Int) -> Void) {
        var state = model
        applyAnimations(at: time, to: &state)
        body(self, state, depth)
        // The loop walks a copy of the array, so `body` may edit the tree.
        for l in sublayers { l.visitPresentation(at: time, depth: depth + 1, body) }
    }

    private func applyAnimations(at time: Double, to state: inout LayerState) {
        evaluators?.apply(to: &state, at: time, isTopLevel: true)
    }
}
