/// One banner's life in the stack: its view, when it arrived, its vanish deadline and what is
/// holding it (a finger, a drag). The stack drives it; it owns no closures, so it cannot form a cycle.
@MainActor
final class StackedBanner {
    /// What keeps the vanish timer paused.
    enum Hold: Hashable { case touch, pan }

    enum Phase { case shown, vanishing, gone }

    let info: BannerInfo
    let view: BannerView
    /// Clock time the banner was added.
    let arrival: Double
    private(set) var phase = Phase.shown
    /// When the vanish timer fires (nil: never, or paused).
    var deadline: Double?
    /// Seconds left when paused (nil: never vanishes by itself).
    var remaining: Double?
    /// The pending vanish (or, while vanishing, removal) timer.
    var timer: TimerToken?
    /// What pauses the vanish timer; it runs again when this becomes empty.
    var holds: Set<Hold> = []

    init(info: BannerInfo, view: BannerView, arrival: Double) {
        self.info = info
        self.view = view
        self.arrival = arrival
    }

    var isShown: Bool { phase == .shown }

    func markVanishing() { phase = .vanishing }
    func markGone() { phase = .gone }

    /// Whether `layer` is this banner's pill or one of its parts.
    func owns(_ layer: HUDLayer) -> Bool { layer === view.pill || layer.isDescendant(of: view.pill) }
}
