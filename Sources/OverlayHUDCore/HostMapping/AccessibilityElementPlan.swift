/// What a host does to bring its platform accessibility elements from one snapshot to the next.
///
/// The engine decides the elements (``HUDAccessibilitySnapshot``: words, traits, frames, order,
/// modality, focus); a host keeps one platform element per identity and updates it in place, so
/// VoiceOver's focus stays put while a HUD's progress ticks or its label changes; only when the
/// set of elements changes (one comes, one goes, or their order changes) does the host replace
/// its list and tell assistive technologies that the layout changed.
///
/// ```swift
/// let diff = AccessibilityElementPlan.diff(from: previous.elements, to: update.snapshot.elements)
/// if diff.setChanged { /* new list, post layoutChanged */ } else { /* update diff.updated in place */ }
/// ```
enum AccessibilityElementPlan {
    /// What changed between two element lists.
    struct Diff: Equatable, Sendable {
        /// The identities, or their order, changed: replace the list and post layout-changed.
        var setChanged: Bool
        /// Indices (in the new list) of elements kept whose words, traits or frame changed.
        var updated: [Int]

        /// Nothing to do.
        var isEmpty: Bool { !setChanged && updated.isEmpty }
    }

    /// What changed from `old` to `new`.
    /// - Complexity: O(n) in the number of elements.
    static func diff(from old: [HUDAccessibilityElement], to new: [HUDAccessibilityElement]) -> Diff {
        let setChanged = old.map(\.id) != new.map(\.id)
        let before = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let updated = new.indices.filter { i in before[new[i].id].map { $0 != new[i] } ?? false }
        return Diff(setChanged: setChanged, updated: updated)
    }
}
