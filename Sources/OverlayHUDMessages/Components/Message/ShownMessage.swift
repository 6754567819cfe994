@_spi(Layers) import OverlayHUDCore

/// One message's life on screen: its view, when it arrived and its timer (its duration, which a
/// finger or a drag pauses, then the end of its exit animation). The stack drives it; the timer's
/// actions hold the message weakly, so it cannot form a cycle.
@MainActor
final class ShownMessage: StackedElement {
    enum Phase { case shown, leaving, gone }

    let view: MessageView
    /// Clock time the message appeared (or was last refreshed).
    var arrival: Double
    private(set) var phase = Phase.shown
    /// The leave timer (paused while a finger or a drag holds the message), or, while leaving, the
    /// removal at the end of the exit animation.
    let timer: PausableTimer

    init(view: MessageView, arrival: Double, clock: any HUDClock) {
        self.view = view
        self.arrival = arrival
        timer = PausableTimer(clock: clock)
    }

    var configuration: MessageConfiguration { view.configuration }
    var id: String { view.configuration.resolvedID }
    var position: MessagePosition { view.configuration.position }
    var isShown: Bool { phase == .shown }
    var dragLayer: HUDLayer { view.card }

    func markLeaving() { phase = .leaving }
    func markGone() { phase = .gone }

    /// Whether `layer` is this message's card or one of its parts.
    func owns(_ layer: HUDLayer) -> Bool { layer === view.card || layer.isDescendant(of: view.card) }
}
