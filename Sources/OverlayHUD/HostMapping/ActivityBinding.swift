/// What SwiftUI's `.waitingHUD(isPresented:)` does: it holds at most one activity of the center's
/// balanced count (`pushActivity` / `popActivity`), so it never hides a HUD other code showed and
/// never ends an activity it did not start.
///
/// ```swift
/// var binding = ActivityBinding()
/// binding.setPresented(true)    // .push
/// binding.setPresented(true)    // .none: already holds one
/// binding.viewDisappeared()     // .pop
/// ```
/// The modifier watches its flag and label as one value (`changed(presented:label:)`): a new label
/// relabels the HUD it holds, after the flag's step, so when both change together it still pushes,
/// then relabels.
package struct ActivityBinding: Equatable {
    /// One thing to do to the center.
    enum Step: Hashable { case push, pop, none }

    /// Whether this binding holds an activity now.
    private(set) var holdsActivity = false

    /// The binding became `presented`.
    mutating func setPresented(_ presented: Bool) -> Step {
        guard presented != holdsActivity else { return .none }
        holdsActivity = presented
        return presented ? .push : .pop
    }

    /// The label the view had at its last update.
    private(set) var label: String?

    /// The view appeared with `presented` and `label`: the flag's step (a push carries the label).
    mutating func appeared(presented: Bool, label: String?) -> Step {
        self.label = label
        return setPresented(presented)
    }

    /// The view's flag or label changed: the flag's step, then whether to relabel the HUD this
    /// binding holds with `label` (the label differs from the last one seen).
    mutating func changed(presented: Bool, label newLabel: String?) -> (step: Step, relabel: Bool) {
        let step = setPresented(presented)
        guard newLabel != label else { return (step, false) }
        label = newLabel
        return (step, holdsActivity)
    }

    /// The view went away: give back what it holds.
    mutating func viewDisappeared() -> Step { setPresented(false) }
}
