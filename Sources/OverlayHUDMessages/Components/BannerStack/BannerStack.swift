@_spi(Layers) import OverlayHUDCore

/// Stacked call banners — KJCallNotifyView's behaviour as a state machine on the main actor
/// and the injected clock.
///
/// Banners stack down from the top of the safe area, oldest on top. Adding one beyond
/// ``BannerConfiguration/capacity`` makes the oldest vanish at once; each banner vanishes on its
/// own after its lifetime (paused while a finger is on it); removing any banner moves the ones
/// below up to fill the gap (``reflow(animated:)``), starting from where they are shown, so
/// reflows that overlap stay smooth. Only the banners' pills and buttons take touches.
///
/// Motion, as the seed's: a banner pops in at its place at once (`addSubview`, no animation);
/// reflow 0.5 s (ease-in-ease-out, the seed's `UIView.animate`); the oldest banner, timed out
/// or pushed out, slides up until its top is at y = −48 in 0.5 s; a banner closed by its button
/// (or a tap with `dismissesOnTap`) does the same when it is on top, and otherwise stays where it is,
/// under the banners sliding up over it, until it is removed 0.5 s later (`kj_vanish:`). Removed by
/// the app (`hideBanner`) it fades out and lifts 20 pt in 0.25 s (ease-in); a swiped banner slides
/// off the top; spring-back after a short drag 0.3 s (ease-out). With Reduce Motion banners only fade. A banner removed in the same instant it arrived was never
/// seen: it is removed without animation (a burst of 10,000 leaves no trail of animations).
@MainActor
final class BannerStack: OverlayLayoutObserver, OverlayTouchTarget {
    static let reflowDuration = 0.5
    static let vanishDuration = 0.25
    static let settleDuration = 0.3
    static let vanishSlide = 20.0
    /// Where an auto-vanishing banner's top goes (KJCallNotifyView's `kj_autoVanish`: y = −kAutoH(48)).
    static let autoVanishTop = -48.0
    /// Shortest time between two arrival haptics.
    static let hapticInterval = 0.1

    /// Full-screen, non-interactive container at ``OverlayZOrder/banners``.
    let root = HUDLayer(name: "bannerStack")
    private(set) var configuration: BannerConfiguration
    /// Banners on screen, top (oldest) first.
    private(set) var banners: [StackedBanner] = []
    /// Banners playing their vanish animation.
    private(set) var leaving: [StackedBanner] = []
    /// Called with the banner's info when its body is tapped.
    var onTap: ((BannerInfo) -> Void)?
    /// Called once the last banner has gone (the owner releases the stack here).
    var onEmpty: ((BannerStack) -> Void)?
    /// The banner a finger rests on and the one it drags.
    let touches = StackTouches<StackedBanner>()
    private var lastHaptic: Double?
    unowned let overlay: Overlay
    let clock: any HUDClock
    /// The center's relay: a `commit` asks for the one commit the entry point makes at its end.
    let host: any HUDHost

    init(configuration: BannerConfiguration, overlay: Overlay, clock: any HUDClock, host: any HUDHost) {
        self.configuration = configuration
        self.overlay = overlay
        self.clock = clock
        self.host = host
        root.zPosition = OverlayZOrder.banners
    }

    var isEmpty: Bool { banners.isEmpty && leaving.isEmpty }

    // MARK: Adding and removing

    /// Shows `info` at the bottom of the stack — drawn by the app's view in `contentSlot` when one
    /// is given (``BannerView+ContentSlot``); returns `false` when it was dropped as a repeat (its
    /// slot's view is then released).
    @discardableResult
    func present(_ info: BannerInfo, contentSlot: HUDContentSlotID? = nil) -> Bool {
        if !configuration.repetition, banners.contains(where: { isRepeat(info, of: $0.info) }) {
            if let contentSlot { releaseContent(contentSlot) }
            return false
        }
        let now = clock.now
        var pushedVisibly = false
        while banners.count >= configuration.capacity, let oldest = banners.first {
            if vanish(oldest, slidingOffTop: true) { pushedVisibly = true }
        }
        let host = self.host
        let view = BannerView(info: info, contentSlot: contentSlot) { [weak host] in host?.measure($0) ?? .zero }
        if let contentSlot { overlay.contentSlots.register(contentSlot, owner: self) }
        applyLook(to: view)
        let banner = StackedBanner(info: info, view: view, arrival: now, clock: clock)
        if root.superlayer == nil {
            root.frame = overlay.bounds
            overlay.rootLayer.addSublayer(root)
            overlay.addLayoutObserver(self)
        }
        banners.append(banner)
        root.addSublayer(view.pill)
        let index = banners.count - 1
        view.pill.position = slotCenter(index)
        reflow(animated: true)
        appear(banner, risingFrom: pushedVisibly ? slotCenter(index + 1) : nil)
        startTimer(banner)
        let text = info.accessibilityText
        if !text.isEmpty { host.announce(text) }
        if let haptic = configuration.arrivalHaptic, lastHaptic.map({ now - $0 >= Self.hapticInterval }) ?? true {
            lastHaptic = now
            host.play(haptic)
        }
        host.commit(overlay)
        return true
    }

    /// Dismisses every banner on screen with `id` (a no-op for unknown ids).
    func remove(id: String) {
        let matching = banners.filter { $0.info.id == id }
        guard !matching.isEmpty else { return }
        for b in matching { vanish(b) }
        reflow(animated: true)
        settle()
    }

    /// Dismisses every banner on screen.
    func removeAll() {
        guard !banners.isEmpty else { return }
        for b in banners { vanish(b) }
        settle()
    }

    /// Dismisses one banner (close button, timer, tap with `dismissesOnTap`) and reflows the rest.
    /// Closed (not swiped), the top banner slides off the top and any other stays in place under
    /// the ones below as they slide up (`kj_vanish:`).
    func dismiss(_ banner: StackedBanner, offscreen: Bool = false) {
        guard banner.isShown else { return }
        if offscreen {
            vanish(banner, offscreen: true)
        } else if banners.first === banner {
            vanish(banner, slidingOffTop: true)
        } else {
            vanish(banner, inPlace: true)
        }
        reflow(animated: true)
        settle()
    }

    /// Applies a new configuration: a smaller `capacity` dismisses the oldest banners now; layout
    /// values move the banners; lifetimes apply to banners shown afterwards.
    func update(_ new: BannerConfiguration) {
        configuration = new
        while banners.count > configuration.capacity, let oldest = banners.first { vanish(oldest) }
        for b in banners { applyLook(to: b.view) }
        reflow(animated: true)
        settle()
    }

    // MARK: Layout

    /// The pill width: the configured one, no wider than the safe area less 16 pt.
    var pillWidth: Double {
        let safe = overlay.safeAreaInsets.inset(overlay.bounds)
        return max(0, min(configuration.width, safe.width - 16))
    }

    /// The widest a pill grows (to fit a subtitle, or its texts at a large text size): the safe
    /// area's width less 16 pt.
    var widestPill: Double { max(0, overlay.safeAreaInsets.inset(overlay.bounds).width - 16) }

    /// The fonts and text size banners are set in now: the configuration's fonts at the overlay's
    /// content size category, growing up to ``widestPill``.
    var textSettings: BannerView.TextSettings {
        BannerView.TextSettings(
            titleFont: configuration.titleFont, subtitleFont: configuration.subtitleFont,
            category: overlay.traits.contentSizeCategory, maximumWidth: widestPill)
    }

    /// Centre of the pill in stack slot `index` (0 = top): centred horizontally in the safe area
    /// (the seed centres on the screen), `topMargin` below the safe area's top, `spacing` below
    /// the pill above (each pill as tall as its texts need: 48 pt at the default text size; a
    /// slot past the stack counts 48 pt pills).
    func slotCenter(_ index: Int) -> HUDPoint {
        let safe = overlay.safeAreaInsets.inset(overlay.bounds)
        let heights = banners.prefix(max(0, index + 1)).map(\.view.height)
        let h = index < heights.count ? heights[index] : BannerView.height
        let above = heights.prefix(max(0, index)).reduce(0, +) + Double(max(0, index - heights.count)) * BannerView.height
        let top = safe.minY + configuration.topMargin + above + Double(max(0, index)) * configuration.spacing
        return HUDPoint(safe.midX, top + h / 2)
    }

    /// Moves every banner to its slot. Animated moves run 0.5 s from where each banner is shown
    /// now (so a reflow that interrupts another continues smoothly); banners that arrived this
    /// instant were never seen and jump.
    func reflow(animated: Bool) {
        let now = clock.now
        for (i, b) in banners.enumerated() {
            let target = slotCenter(i)
            let pill = b.view.pill
            guard pill.position != target else { continue }
            let shown = pill.presentation(at: now).position
            pill.position = target
            if animated && b.arrival != now {
                pill.run(
                    AnimationRecipes.basic(
                        .position, from: .point(shown), to: .point(target),
                        duration: Self.reflowDuration, timing: .easeInEaseOut), forKey: "reflow", at: now)
            } else {
                pill.removeAnimation(forKey: "reflow")
            }
        }
    }

    /// Re-lays-out after rotation, size, safe-area or trait changes (no animation).
    func overlayDidChangeLayout(_ overlay: Overlay) {
        root.frame = overlay.bounds
        for b in banners + leaving { applyLook(to: b.view) }
        for (i, b) in banners.enumerated() {
            b.view.pill.removeAnimation(forKey: "reflow")
            b.view.pill.position = slotCenter(i)
        }
        host.commit(overlay)
    }

    // MARK: Internals

    private func isRepeat(_ new: BannerInfo, of shown: BannerInfo) -> Bool {
        if let rule = configuration.isRepeat { return rule(new, shown) }
        return new.id == shown.id
    }

    /// The seed adds the view at its place with no animation; only when the stack moved up one slot
    /// does the newcomer rise with it, from the slot below.
    private func appear(_ banner: StackedBanner, risingFrom start: HUDPoint?) {
        let pill = banner.view.pill
        let now = clock.now
        if let start {
            // The stack moved up one slot: the newcomer rises with it.
            pill.run(
                AnimationRecipes.basic(
                    .position, from: .point(start), to: .point(pill.position),
                    duration: Self.reflowDuration, timing: .easeInEaseOut), forKey: "reflow", at: now)
        }
    }

    private func startTimer(_ banner: StackedBanner) {
        banner.timer.start(configuration.lifetime(of: banner.info)) { [weak self, weak banner] in
            guard let self, let banner, banner.isShown else { return }
            self.vanish(banner, slidingOffTop: true)
            self.reflow(animated: true)
            self.settle()
        }
    }

    /// Removes `banner` once its vanish animation, `seconds` long, has played.
    private func finish(_ banner: StackedBanner, after seconds: Double) {
        banner.timer.start(seconds) { [weak self, weak banner] in
            guard let self, let banner else { return }
            self.finish(banner)
            self.settle()
        }
    }

    /// Takes `banner` off the stack and starts its vanish animation; returns whether it animates
    /// (`false`: it arrived this instant and was removed at once). The caller reflows and settles.
    ///
    /// `slidingOffTop` is KJCallNotifyView's auto-vanish (timer, or pushed out by a newer banner):
    /// the banner slides up until its top is at y = −48, in 0.5 s, without fading. `inPlace` is
    /// its close of a banner below the top: it stays, deaf to touches, under the banners sliding
    /// up over it, and goes after 0.5 s. With Reduce Motion both fade instead.
    @discardableResult
    func vanish(_ banner: StackedBanner, offscreen: Bool = false, slidingOffTop: Bool = false, inPlace: Bool = false) -> Bool {
        guard banner.isShown else { return false }
        banners.removeAll { $0 === banner }
        banner.timer.stop()
        banner.markVanishing()
        banner.view.pill.accessibilityElementsHidden = true  // on its way out: VoiceOver no longer reaches it
        let now = clock.now
        if banner.arrival == now && !offscreen {
            finish(banner)
            return false
        }
        leaving.append(banner)
        let pill = banner.view.pill
        let shown = pill.presentation(at: now)
        pill.removeAnimation(forKey: "settle")
        if inPlace && !offscreen && !host.isReduceMotionEnabled {
            Self.deafen(pill)
            finish(banner, after: Self.reflowDuration)
            return true
        }
        if slidingOffTop && !offscreen && !host.isReduceMotionEnabled {
            Self.deafen(pill)
            let height = banner.view.height
            let target = HUDPoint(pill.position.x, min(Self.autoVanishTop, -height) + height / 2)
            pill.transform = .identity
            pill.position = target
            pill.run(
                AnimationRecipes.basic(
                    .position, from: .point(shown.position), to: .point(target),
                    duration: Self.reflowDuration, timing: .easeInEaseOut), forKey: "reflow", at: now)
            if shown.transform != .identity {
                pill.run(
                    AnimationRecipes.basic(
                        .transform, from: .transform(shown.transform), to: .transform(.identity),
                        duration: Self.reflowDuration, timing: .easeInEaseOut), forKey: "vanishMove", at: now)
            }
            finish(banner, after: Self.reflowDuration)
            return true
        }
        pill.opacity = 0
        pill.run(
            AnimationRecipes.basic(
                .opacity, from: .scalar(shown.opacity), to: .scalar(0),
                duration: Self.vanishDuration, timing: .easeIn), forKey: "vanishOpacity", at: now)
        let target: HUDTransform3D
        if offscreen {
            target = .translation(0, -(pill.position.y + banner.view.height))
        } else {
            target = pill.transform.concatenating(.translation(0, host.isReduceMotionEnabled ? 0 : -Self.vanishSlide))
        }
        pill.transform = target
        if shown.transform != target {
            pill.run(
                AnimationRecipes.basic(
                    .transform, from: .transform(shown.transform), to: .transform(target),
                    duration: Self.vanishDuration, timing: .easeIn), forKey: "vanishMove", at: now)
        }
        finish(banner, after: Self.vanishDuration)
        return true
    }

    /// A leaving banner stays opaque, so it is made deaf to touches instead.
    private static func deafen(_ l: HUDLayer) {
        l.isInteractive = false
        l.sublayers.forEach(deafen)
    }

    /// Removes a banner's layers and forgets it.
    private func finish(_ banner: StackedBanner) {
        banner.timer.stop()
        banner.markGone()
        leaving.removeAll { $0 === banner }
        banners.removeAll { $0 === banner }
        banner.view.pill.removeAllAnimationsInTree()
        banner.view.pill.removeFromSuperlayer()
        if let slot = banner.view.contentSlot { releaseContent(slot) }
    }

    /// Reports the change; when nothing is left, leaves the overlay and tells the owner.
    func settle() {
        guard isEmpty else {
            host.commit(overlay)
            return
        }
        if root.superlayer != nil {
            root.removeFromSuperlayer()
            overlay.removeLayoutObserver(self)
        }
        host.commit(overlay)
        onEmpty?(self)
    }
}
