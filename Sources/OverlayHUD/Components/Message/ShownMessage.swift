/// One message's life on screen: its view, when it arrived, its timer and what holds it (a finger,
/// a drag). The stack drives it; it owns no closures of its own, so it cannot form a cycle.
@MainActor
final class ShownMessage {
    /// What keeps the timer paused.
    enum Hold: Hashable { case touch, pan }

    enum Phase { case shown, leaving, gone }

    let view: MessageView
    /// Clock time the message appeared (or was last refreshed).
    var arrival: Double
    private(set) var phase = Phase.shown
    /// When the timer fires (nil: never, or paused).
    var deadline: Double?
    /// Seconds left while paused (nil: the message does not leave by itself).
    var remaining: Double?
    /// The pending leave timer, or, while leaving, the removal at the end of the exit animation.
    var timer: TimerToken?
    /// What pauses the timer; it runs again when this becomes empty.
    var holds: Set<Hold> = []

    init(view: MessageView, arrival: Double) {
        self.view = view
        self.arrival = arrival
    }

    var configuration: MessageConfiguration { view.configuration }
    var id: String { view.configuration.resolvedID }
    var position: MessagePosition { view.configuration.position }
    var isShown: Bool { phase == .shown }

    func markLeaving() { phase = .leaving }
    func markGone() { phase = .gone }

    /// Whether `layer` is this message's card or one of its parts.
    func owns(_ layer: HUDLayer) -> Bool { layer === view.card || layer.isDescendant(of: view.card) }
}
