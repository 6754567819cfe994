@_spi(Layers) import OverlayHUDCore

/// Stacked call banners — KJCallNotifyView's behaviour on the ``NotificationStack`` in the
/// ``BannerLook``.
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
extension NotificationStack where Look == BannerLook {
    /// How banners behave.
    var configuration: BannerConfiguration { look.configuration }

    // MARK: Adding and removing

    /// Shows `info` at the bottom of the stack — drawn by the app's view in `contentSlot` when one
    /// is given (``BannerView+ContentSlot``); returns `false` when it was dropped as a repeat (its
    /// slot's view is then released).
    @discardableResult
    func present(_ info: BannerInfo, contentSlot: HUDContentSlotID? = nil) -> Bool {
        if !configuration.repetition, shown.contains(where: { isRepeat(info, of: $0.info) }) {
            if let contentSlot { releaseContent(contentSlot) }
            for phase in [HUDEvent.Phase.willHide, .didHide] { onEvent?(.banner(id: info.id), phase, .preempted, info.lifecycle) }
            return false
        }
        let now = clock.now
        var pushedVisibly = false
        while shown.count >= configuration.capacity, let oldest = shown.first {
            if hiding(because: .replaced, { vanish(oldest, slidingOffTop: true) }) { pushedVisibly = true }
        }
        let view = BannerView(info: info, contentSlot: contentSlot, measure: measureText)
        if let contentSlot { overlay.contentSlots.register(contentSlot, owner: self) }
        applyLook(to: view)
        let banner = add(view)
        let index = shown.count - 1
        view.pill.position = slotCenter(index)
        reflow(animated: true)
        appear(banner, risingFrom: pushedVisibly ? slotCenter(index + 1) : nil)
        reportShown(banner, after: 0)  // a banner pops in at its place
        startTimer(banner)
        let text = info.accessibilityText
        if !text.isEmpty { host.announce(text) }
        if let haptic = configuration.arrivalHaptic, look.lastHaptic.map({ now - $0 >= BannerLook.hapticInterval }) ?? true {
            look.lastHaptic = now
            host.play(haptic)
        }
        host.commit(overlay)
        return true
    }

    /// Dismisses every banner on screen with `id` (a no-op for unknown ids).
    func remove(id: String) {
        let matching = shown.filter { $0.info.id == id }
        guard !matching.isEmpty else { return }
        hiding(because: .hiddenByCode) { for b in matching { vanish(b) } }
        reflow(animated: true)
        settle()
    }

    /// Dismisses every banner on screen (because the app hid them, or for `reason`).
    func removeAll(because reason: HUDHideReason = .hiddenByCode) {
        guard !shown.isEmpty else { return }
        hiding(because: reason) { for b in shown { vanish(b) } }
        settle()
    }

    /// Dismisses one banner (close button, timer, tap with `dismissesOnTap`) and reflows the rest.
    /// Closed (not swiped), the top banner slides off the top and any other stays in place under
    /// the ones below as they slide up (`kj_vanish:`).
    func dismiss(_ banner: StackedBanner, offscreen: Bool = false) {
        guard banner.isShown else { return }
        if offscreen {
            vanish(banner, offscreen: true)
        } else if shown.first === banner {
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
        look.configuration = new
        hiding(because: .hiddenByCode) { while shown.count > configuration.capacity, let oldest = shown.first { vanish(oldest) } }
        for b in shown { applyLook(to: b.view) }
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
            category: overlay.traits.contentSizeCategory, maximumWidth: widestPill,
            maximumHeight: max(0, overlay.safeAreaInsets.inset(overlay.bounds).height - 16))
    }

    /// Centre of the pill in stack slot `index` (0 = top): centred horizontally in the safe area
    /// (the seed centres on the screen), `topMargin` below the safe area's top, `spacing` below
    /// the pill above (each pill as tall as its texts need: 48 pt at the default text size; a
    /// slot past the stack counts 48 pt pills).
    func slotCenter(_ index: Int) -> HUDPoint {
        let safe = overlay.safeAreaInsets.inset(overlay.bounds)
        let count = min(max(0, index), shown.count)
        var above = 0.0
        for b in shown[..<count] { above += b.view.height }
        above += Double(max(0, index - shown.count)) * BannerView.height
        let h = index < shown.count ? shown[index].view.height : BannerView.height
        return slotCenter(index, below: above, height: h, in: safe)
    }

    /// The centre of every pill on screen, top first (``slotCenter(_:)`` of each slot, in one pass).
    func slotCenters() -> [HUDPoint] {
        let safe = overlay.safeAreaInsets.inset(overlay.bounds)
        var out: [HUDPoint] = []
        out.reserveCapacity(shown.count)
        var above = 0.0
        for (index, b) in shown.enumerated() {
            let h = b.view.height
            out.append(slotCenter(index, below: above, height: h, in: safe))
            above += h
        }
        return out
    }

    /// Centre of a pill `h` tall in slot `index` under pills `above` points tall in all.
    private func slotCenter(_ index: Int, below above: Double, height h: Double, in safe: HUDRect) -> HUDPoint {
        let top = safe.minY + configuration.topMargin + above + Double(max(0, index)) * configuration.spacing
        return HUDPoint(safe.midX, top + h / 2)
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
                    duration: BannerLook.reflowDuration, timing: .easeInEaseOut), forKey: "reflow", at: now)
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
        banner.view.pill.accessibilityElementsHidden = true  // on its way out: VoiceOver no longer reaches it
        guard takeOff(banner, evenIfJustArrived: offscreen) else { return false }
        let now = clock.now
        let pill = banner.view.pill
        let shown = pill.presentation(at: now)
        pill.removeAnimation(forKey: "settle")
        if inPlace && !offscreen && !host.isReduceMotionEnabled {
            Self.deafen(pill)
            finish(banner, after: BannerLook.reflowDuration)
            return true
        }
        if slidingOffTop && !offscreen && !host.isReduceMotionEnabled {
            Self.deafen(pill)
            let height = banner.view.height
            let target = HUDPoint(pill.position.x, min(BannerLook.autoVanishTop, -height) + height / 2)
            pill.transform = .identity
            pill.position = target
            pill.run(
                AnimationRecipes.basic(
                    .position, from: .point(shown.position), to: .point(target),
                    duration: BannerLook.reflowDuration, timing: .easeInEaseOut), forKey: "reflow", at: now)
            if shown.transform != .identity {
                pill.run(
                    AnimationRecipes.basic(
                        .transform, from: .transform(shown.transform), to: .transform(.identity),
                        duration: BannerLook.reflowDuration, timing: .easeInEaseOut), forKey: "vanishMove", at: now)
            }
            finish(banner, after: BannerLook.reflowDuration)
            return true
        }
        pill.opacity = 0
        pill.run(
            AnimationRecipes.basic(
                .opacity, from: .scalar(shown.opacity), to: .scalar(0),
                duration: BannerLook.vanishDuration, timing: .easeIn), forKey: "vanishOpacity", at: now)
        let target: HUDTransform3D
        if offscreen {
            target = .translation(0, -(pill.position.y + banner.view.height))
        } else {
            target = pill.transform.concatenating(.translation(0, host.isReduceMotionEnabled ? 0 : -BannerLook.vanishSlide))
        }
        pill.transform = target
        if shown.transform != target {
            pill.run(
                AnimationRecipes.basic(
                    .transform, from: .transform(shown.transform), to: .transform(target),
                    duration: BannerLook.vanishDuration, timing: .easeIn), forKey: "vanishMove", at: now)
        }
        finish(banner, after: BannerLook.vanishDuration)
        return true
    }

    /// A leaving banner stays opaque, so it is made deaf to touches instead.
    private static func deafen(_ l: HUDLayer) {
        l.isInteractive = false
        l.sublayers.forEach(deafen)
    }
}
