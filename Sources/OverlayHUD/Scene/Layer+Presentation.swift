extension Layer {
    /// The values shown at `time`: the model with the attached animations applied in the order
    /// they were added (`CALayer.presentation()`). Pure: nothing is fired or removed.
    ///
    /// - Complexity: O(animations); allocation-free.
    public func presentation(at time: Double) -> LayerState {
        var state = model
        applyAnimations(at: time, to: &state)
        return state
    }

    /// Calls `body` with every layer of this subtree (depth first, parents before children,
    /// sublayers in array order), its presentation at `time`, and its depth below this layer.
    ///
    /// - Complexity: O(layers + animations); allocation-free apart from what `body` does.
    public func visitPresentation(at time: Double, _ body: (Layer, LayerState, Int) -> Void) {
        visitPresentation(at: time, depth: 0, body)
    }

    private func visitPresentation(at time: Double, depth: Int, _ body: (Layer, LayerState, Int) -> Void) {
        var state = model
        applyAnimations(at: time, to: &state)
        body(self, state, depth)
        // The array copy keeps every child alive (even if `body` edits the tree), so the
        // children are visited unretained.
        let children = sublayers
        children.withUnsafeBufferPointer { children in
            for l in children {
                Unmanaged.passUnretained(l)._withUnsafeGuaranteedRef { $0.visitPresentation(at: time, depth: depth + 1, body) }
            }
        }
    }

    private func applyAnimations(at time: Double, to state: inout LayerState) {
        // Unretained evaluators (owned by `animationEntries`, which evaluation never changes):
        // no retain/release per animation per frame; up to four are read from the layer itself.
        let inline = inlineEvaluators
        guard let first = inline.0 else { return }
        guard inline.3 == nil || evaluators.count <= 4 else {
            evaluators.withUnsafeBufferPointer { evaluators in
                for e in evaluators { e._withUnsafeGuaranteedRef { $0.apply(to: &state, at: time, isTopLevel: true) } }
            }
            return
        }
        first._withUnsafeGuaranteedRef { $0.apply(to: &state, at: time, isTopLevel: true) }
        guard let second = inline.1 else { return }
        second._withUnsafeGuaranteedRef { $0.apply(to: &state, at: time, isTopLevel: true) }
        guard let third = inline.2 else { return }
        third._withUnsafeGuaranteedRef { $0.apply(to: &state, at: time, isTopLevel: true) }
        guard let fourth = inline.3 else { return }
        fourth._withUnsafeGuaranteedRef { $0.apply(to: &state, at: time, isTopLevel: true) }
    }
}
