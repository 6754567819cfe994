@_spi(Layers) import OverlayHUDCore

/// One banner's life in the stack: its view, when it arrived and its timer (the vanish timer, which
/// a finger or a drag pauses, then the end of its vanish animation). The stack drives it; the
/// timer's actions hold the banner weakly, so it cannot form a cycle.
@MainActor
final class StackedBanner: StackedElement {
    enum Phase { case shown, vanishing, gone }

    let info: BannerInfo
    let view: BannerView
    /// Clock time the banner was added.
    let arrival: Double
    private(set) var phase = Phase.shown
    /// The vanish timer (paused while a finger or a drag holds the banner), or, while vanishing,
    /// the banner's removal.
    let timer: PausableTimer

    init(info: BannerInfo, view: BannerView, arrival: Double, clock: any HUDClock) {
        self.info = info
        self.view = view
        self.arrival = arrival
        timer = PausableTimer(clock: clock)
    }

    var isShown: Bool { phase == .shown }
    var dragLayer: HUDLayer { view.pill }

    func markVanishing() { phase = .vanishing }
    func markGone() { phase = .gone }

    /// Whether `layer` is this banner's pill or one of its parts.
    func owns(_ layer: HUDLayer) -> Bool { layer === view.pill || layer.isDescendant(of: view.pill) }
}
