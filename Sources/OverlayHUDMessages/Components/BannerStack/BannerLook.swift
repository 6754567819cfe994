@_spi(Layers) import OverlayHUDCore

/// The call banners' look of the ``NotificationStack`` — KJCallNotifyView's behaviour: its
/// configuration, tap callback and haptic pacing, where banners sit, and what a tap, a swipe and
/// the end of a banner's time do. The rules that add and remove banners are the stack's
/// (``BannerStack``).
@MainActor
final class BannerLook: NotificationLook {
    static let reflowDuration = 0.5
    static let vanishDuration = 0.25
    static let settleDuration = 0.3
    static let vanishSlide = 20.0
    /// Where an auto-vanishing banner's top goes (KJCallNotifyView's `kj_autoVanish`: y = −kAutoH(48)).
    static let autoVanishTop = -48.0
    /// Shortest time between two arrival haptics.
    static let hapticInterval = 0.1

    static var layerName: String { "bannerStack" }
    static var zPosition: Double { OverlayZOrder.banners }
    static var animationsStoppedByDrag: [String] { ["settle"] }
    static var dragSettleDuration: Double { settleDuration }
    static var glidesOnSameScreen: Bool { false }

    /// How banners behave.
    var configuration: BannerConfiguration
    /// Called with the banner's info when its body is tapped.
    var onTap: ((BannerInfo) -> Void)?
    /// When the last arrival haptic played.
    var lastHaptic: Double?

    init(configuration: BannerConfiguration) { self.configuration = configuration }

    // Banners never wait: beyond the capacity the oldest leaves.
    var hasWaiting: Bool { false }
    func waitingHolds(_ slot: HUDContentSlotID) -> Bool { false }

    func layout(_ view: BannerView, in stack: BannerStack) { stack.applyLook(to: view) }

    func places(in stack: BannerStack) -> [HUDPoint] { stack.slotCenters() }

    func lifetime(of view: BannerView) -> Double? { configuration.lifetime(of: view.info) }

    /// KJCallNotifyView's auto-vanish: the banner slides off the top and the rest move up.
    func timeDidRunOut(for banner: StackedBanner, in stack: BannerStack) {
        stack.vanish(banner, slidingOffTop: true)
        stack.reflow(animated: true)
        stack.settle()
    }

    /// A tap on a banner: the close button dismisses it; the accessory toggles and runs its action;
    /// the body calls the tap callback, then (with `dismissesOnTap`) dismisses it — unless the callback
    /// already removed it. Callbacks may add or remove banners.
    func tap(_ banner: StackedBanner, on layer: HUDLayer, in stack: BannerStack) {
        if layer === banner.view.close {
            stack.dismiss(banner)
            return
        }
        if layer === banner.view.accessory, let accessory = banner.info.accessory {
            banner.view.setAccessorySelected(!banner.view.isAccessorySelected)
            stack.host.commit(stack.overlay)
            accessory.action(banner.info)
            return
        }
        onTap?(banner.info)
        if configuration.dismissesOnTap && banner.isShown { stack.dismiss(banner) }
    }

    // Drags and swipes. Upward drags follow the finger; downward ones rubber-band. On release a
    // banner is swiped away when it moves up at ≥ `swipeVelocityThreshold`, or has been dragged up
    // by ≥ `swipeDistanceThreshold` and is not flicked back down that fast; otherwise it springs back.

    /// The shown offset for a drag of `ty` points: 1:1 upwards; downwards rubber-banded as a
    /// scroll view does, approaching one pill height: `h·(1 − 1/(0.55·ty/h + 1))`.
    func dragOffset(_ ty: Double, for banner: StackedBanner) -> Double {
        guard ty > 0 else { return ty }
        let h = BannerView.height
        return h * (1 - 1 / (0.55 * ty / h + 1))
    }

    func swipeAway(_ banner: StackedBanner, translation ty: Double, velocity vy: Double, in stack: BannerStack) -> Bool {
        // Up is the banner's edge: the shared rule measures along it.
        guard configuration.swipeThresholds.dismisses(along: -ty, speed: -vy) else { return false }
        stack.dismiss(banner, offscreen: true)
        return true
    }

    /// A banner that left lets its view go at once (unless another banner shows it).
    func didFinish(_ banner: StackedBanner, in stack: BannerStack) {
        if let slot = banner.view.contentSlot { stack.releaseContent(slot) }
    }

    func admitWaiting(in stack: BannerStack) {}
    func didSettle(_ stack: BannerStack) {}
}

/// The stack of call banners.
typealias BannerStack = NotificationStack<BannerLook>
/// One banner in the stack.
typealias StackedBanner = NotificationEntry<BannerView>

extension NotificationEntry where View == BannerView {
    /// What the banner shows.
    var info: BannerInfo { view.info }
}
