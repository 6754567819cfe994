/// Who hears that what a center shows changed (``OverlayShownState``): SwiftUI's modifiers and
/// `OverlayActivity`.
///
/// After every commit the center works the state out — only while someone listens — and hands
/// it to each listener when it differs from the last one handed out. A listener is kept as long as
/// its `owner` lives (held weakly), so nothing has to be removed from a `deinit`. A listener that
/// shows or hides something while it hears runs the next round after this one, not inside it.
/// It schedules nothing.
@MainActor
final class ShownStateFanOut {
    private struct Listener {
        weak var owner: AnyObject?
        let hear: @MainActor (OverlayShownState) -> Void
    }

    private var listeners: [Listener] = []
    private(set) var last = OverlayShownState()
    private var isDelivering = false
    private var needsAnotherRound = false

    /// Whether anyone listens (a center without listeners works nothing out).
    var isEmpty: Bool {
        listeners.removeAll { $0.owner == nil }
        return listeners.isEmpty
    }

    /// Keeps `hear` while `owner` lives. The first listener (none left alive before it) takes
    /// `current` as the last state handed out: what changed while no one listened was never
    /// compared, and a change back to an old state must still be heard.
    func add(
        owner: AnyObject, current: @autoclosure () -> OverlayShownState, _ hear: @escaping @MainActor (OverlayShownState) -> Void
    ) {
        if isEmpty { last = current() }
        listeners.append(Listener(owner: owner, hear: hear))
    }

    /// Forgets every listener of `owner`.
    func remove(owner: AnyObject) { listeners.removeAll { $0.owner == nil || $0.owner === owner } }

    /// Hands `read()` to the listeners when it changed; again while listeners changed it.
    func deliver(_ read: () -> OverlayShownState) {
        guard !isDelivering else {
            needsAnotherRound = true
            return
        }
        isDelivering = true
        defer { isDelivering = false }
        repeat {
            needsAnotherRound = false
            let state = read()
            guard state != last else { continue }
            last = state
            listeners.removeAll { $0.owner == nil }
            for listener in listeners where listener.owner != nil { listener.hear(state) }
        } while needsAnotherRound
    }
}
