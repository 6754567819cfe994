@_spi(Layers) import OverlayHUDCore

/// One notification's life in the stack (a banner, a message): its view, when it arrived and its
/// one timer — its lifetime, which a finger or a drag pauses, then the end of its exit animation.
/// The stack drives it; the timer's actions hold the entry weakly, so it cannot form a cycle.
@MainActor
final class NotificationEntry<View: NotificationView>: StackedElement {
    enum Phase { case shown, leaving, gone }

    let view: View
    /// Clock time the entry appeared (or, for a message, was last refreshed).
    var arrival: Double
    private(set) var phase = Phase.shown
    /// Why it leaves (set when it is taken off; its did-hide says the same).
    var hideReason = HUDHideReason.hiddenByCode
    /// The end of its entry animation, while someone waits to hear it did show.
    var appearance: TimerToken?
    /// The lifetime (paused while a finger or a drag holds the entry), or, while leaving, its
    /// removal at the end of the exit animation.
    let timer: PausableTimer
    /// What the timer runs, whichever of the two it is timing (set once by the stack, so a restart
    /// captures nothing new); it holds the entry weakly.
    var timerAction: @MainActor () -> Void = {}

    init(view: View, arrival: Double, clock: any HUDClock) {
        self.view = view
        self.arrival = arrival
        timer = PausableTimer(clock: clock)
    }

    var isShown: Bool { phase == .shown }
    var dragLayer: HUDLayer { view.surface }

    func markLeaving() { phase = .leaving }
    func markGone() { phase = .gone }

    /// Whether `layer` is this entry's surface or one of its parts.
    func owns(_ layer: HUDLayer) -> Bool { layer === view.surface || layer.isDescendant(of: view.surface) }
}
