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
struct ActivityBinding: Equatable {
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

    /// The view went away: give back what it holds.
    mutating func viewDisappeared() -> Step { setPresented(false) }
}
