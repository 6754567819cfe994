/// Which accessibility elements the overlay exposes, and what changed since the last commit.
///
/// Every visible engine layer with a non-empty accessibility label is one element, in drawing
/// order, identified by its layer. A host keeps one platform element per identity and updates it
/// in place, so VoiceOver's focus stays put while a HUD's progress ticks or its label changes;
/// only when the set of elements changes (one comes, one goes, or their order changes) does the
/// host replace its list and tell assistive technologies that the layout changed.
///
/// ```swift
/// let next = AccessibilityElementPlan.elements(in: overlay.rootLayer)
/// let diff = AccessibilityElementPlan.diff(from: previous, to: next)
/// if diff.setChanged { /* new list, post layoutChanged */ } else { /* update diff.updated in place */ }
/// ```
enum AccessibilityElementPlan {
    /// One element as the host exposes it.
    struct Element: Hashable, Sendable {
        /// The layer's identity (stable while the layer lives).
        var identity: ObjectIdentifier
        /// What VoiceOver reads.
        var label: String
        /// Whether it acts on a tap (a button trait), else static text.
        var isButton: Bool
        /// Its frame in overlay (root view) coordinates: the bounding box of its transformed bounds.
        var frame: HUDRect
    }

    /// What a host does to bring its elements from one commit to the next.
    struct Diff: Hashable, Sendable {
        /// The identities, or their order, changed: replace the list and post layout-changed.
        var setChanged: Bool
        /// Indices (in the new list) of elements kept whose label, trait or frame changed.
        var updated: [Int]

        /// Nothing to do.
        var isEmpty: Bool { !setChanged && updated.isEmpty }
    }

    /// The elements of the visible layers under `root` that carry a label, in drawing order.
    /// Hidden and fully transparent (< 0.01) layers, and everything below them, are left out.
    /// - Complexity: O(n) in the number of layers.
    static func elements(in root: HUDLayer) -> [Element] {
        var out: [Element] = []
        func visit(_ layer: HUDLayer, depth: Int) {
            guard depth <= HUDLayer.maximumTreeDepth, !layer.isHidden, layer.opacity >= 0.01 else { return }
            if let label = layer.accessibilityLabel, !label.isEmpty {
                let m = layer.transformToRoot
                let b = layer.bounds
                let corners = [
                    HUDPoint(b.minX, b.minY), HUDPoint(b.maxX, b.minY), HUDPoint(b.maxX, b.maxY), HUDPoint(b.minX, b.maxY),
                ]
                out.append(
                    Element(
                        identity: ObjectIdentifier(layer), label: label, isButton: layer.isInteractive,
                        frame: HUDPath.bounds(of: corners.map { m.apply(to: $0) })))
            }
            for child in layer.sublayersInDrawingOrder { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 1)
        return out
    }

    /// What changed from `old` to `new`.
    /// - Complexity: O(n) in the number of elements.
    static func diff(from old: [Element], to new: [Element]) -> Diff {
        let setChanged = old.map(\.identity) != new.map(\.identity)
        let before = Dictionary(old.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        let updated = new.indices.filter { i in before[new[i].identity].map { $0 != new[i] } ?? false }
        return Diff(setChanged: setChanged, updated: updated)
    }
}
