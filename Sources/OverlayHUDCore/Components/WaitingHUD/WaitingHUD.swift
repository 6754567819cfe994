/// One waiting HUD's life: grace time, show animation, shown, minimum show time, delayed
/// hide, hide animation, removal, completion — as MBProgressHUD, on an injected clock.
///
/// States: `waitingForGrace` → `presenting` → `shown` → `hiding` → `finished`.
/// A hide during grace finishes at once (the HUD never appears); a hide before `minShowTime`
/// has passed waits for it; a show during the hide animation turns the HUD back in from where
/// it is; a show while shown only updates it (and cancels a delayed hide, as MBProgressHUD does).
/// A non-animated hide or show during a show or hide animation cuts the animation short and
/// takes effect at once, as MBProgressHUD's does; nothing of the animation stays scheduled.
@MainActor
final class WaitingHUD: OverlayLayoutObserver {
    /// No raw value: a `String` one would make `==` compare the names (`RawRepresentable`'s `==`).
    enum Phase { case waitingForGrace, presenting, shown, hiding, finished }

    /// Duration of the show and hide animations (MBProgressHUD: 0.3 s).
    static let transitionDuration = 0.3
    /// How long after the call the original cat starts to appear (SCCatWaitingHUD: 0.25 s).
    static let catShowDelay = 0.25

    /// Delay before the show animation and the duration of show and hide: the original cat
    /// appears 0.25 s late over a quarter of a half-turn (its `easeInDuration`), at most
    /// ``WaitingHUDConfiguration/maximumTransitionDuration``; the rest as MBProgressHUD.
    var transitionTiming: (showDelay: Double, duration: Double) {
        guard view.isOriginalCat else { return (0, Self.transitionDuration) }
        let quarterTurn = configuration.catHalfTurnDuration * 0.25
        return (Self.catShowDelay, min(quarterTurn, WaitingHUDConfiguration.maximumTransitionDuration))
    }

    let view: WaitingHUDView
    private(set) var phase: Phase
    private(set) var configuration: WaitingHUDConfiguration
    /// Called once, after removal, when the HUD has finished (HUDCenter releases it here).
    var onFinished: ((WaitingHUD) -> Void)?
    /// Told each step of the HUD's life (``HUDEvent``): shown, hidden and why.
    var onEvent: ((HUDEvent.Phase, HUDHideReason?) -> Void)?
    /// Why the pending or running hide hides (the last ``hide(animated:afterDelay:completion:reason:)`` says).
    private var hideReason = HUDHideReason.hiddenByCode
    /// Called when the action button is tapped instead of the configuration's
    /// ``WaitingHUDConfiguration/onButtonTap`` (a cancellable work's Cancel, MBProgressHUD's button).
    var buttonAction: (@MainActor () -> Void)?
    private var completions: [@MainActor () -> Void] = []
    private var shownAt: Double?
    /// What the HUD waits for on the clock.
    private enum Wait { case grace, presentEnd, hideEnd, minShow, delayedHide }
    private let timers: ElementTimers<Wait>
    private unowned let overlay: Overlay
    private let clock: any HUDClock
    /// The relay: a `commit` asks for the one commit the entry point makes at its end.
    private let host: any HUDHost

    init(configuration: WaitingHUDConfiguration, overlay: Overlay, clock: any HUDClock, host: any HUDHost) {
        self.configuration = configuration
        self.overlay = overlay
        self.clock = clock
        self.host = host
        timers = ElementTimers(clock: clock)
        let host = host
        view = WaitingHUDView(configuration: configuration) { [weak host] in host?.measure($0) ?? .zero }
        phase = .waitingForGrace
    }

    /// Starts showing (after the grace time when one is set).
    ///
    /// The last call wins: a show cancels every hide still pending — a delayed hide, or one waiting
    /// for the minimum show time — whatever the phase (grace time, showing, or hiding). A
    /// non-animated show (``WaitingHUDConfiguration/isAnimated`` off) during the show animation ends
    /// it at once.
    func show() {
        guard phase != .finished else { return }
        timers.cancel(.delayedHide)
        timers.cancel(.minShow)
        switch phase {
        case .waitingForGrace:
            if configuration.graceTime > 0 {
                if !timers.isPending(.grace) {
                    timers.schedule(.grace, after: configuration.graceTime) { [weak self] in self?.present() }
                }
            } else {
                present()
            }
        case .presenting:
            guard !configuration.isAnimated else { break }
            timers.cancel(.presentEnd)
            transition(in: true, animated: false, from: true)
            phase = .shown
            onEvent?(.didShow, nil)
            host.commit(overlay)
        case .shown:
            break
        case .hiding:
            timers.cancel(.hideEnd)
            present()
        case .finished:
            break
        }
    }

    /// Applies a new configuration to the HUD (labels, mode, progress, style).
    func update(_ config: WaitingHUDConfiguration) {
        let old = configuration
        configuration = config
        guard phase != .waitingForGrace, phase != .finished else { return }
        var progressOnly = old
        progressOnly.progress = config.progress
        if progressOnly == config {
            // Only the progress moved: animate the indicator, leave the rest of the layout alone.
            if old.progress != config.progress { view.setProgress(config.progress, animated: config.isAnimated, at: clock.now) }
            host.commit(overlay)
            return
        }
        view.apply(config, in: overlay, reduceMotion: host.isReduceMotionEnabled, at: clock.now)
        if config.label != old.label || config.details != old.details { announce() }
        host.commit(overlay)
    }

    /// The overlay's language changed: the cat's default title is shown in the new one.
    func languageDidChange() {
        guard phase != .waitingForGrace, phase != .finished, configuration.mode == .cat else { return }
        view.apply(configuration, in: overlay, reduceMotion: host.isReduceMotionEnabled, at: clock.now)
        host.commit(overlay)
    }

    /// Hides after `delay` seconds (NaN/negative → now) for `reason`; `completion` runs after removal.
    func hide(
        animated: Bool, afterDelay delay: Double = 0, completion: (@MainActor () -> Void)? = nil,
        reason: HUDHideReason = .hiddenByCode
    ) {
        if let completion { completions.append(completion) }
        if phase != .hiding { hideReason = reason }
        let d = WaitingHUDConfiguration.clampTime(delay)
        if d > 0 {
            timers.cancel(.delayedHide)
            timers.schedule(.delayedHide, after: d) { [weak self] in self?.hideNow(animated: animated) }
        } else {
            hideNow(animated: animated)
        }
    }

    /// Re-lays-out after rotation, size, safe-area, keyboard or trait changes (also mid-animation:
    /// animations run on transforms and opacity, layout moves the model).
    func overlayDidChangeLayout(_ overlay: Overlay) {
        guard phase != .waitingForGrace, phase != .finished else { return }
        if view.needsAppearance(of: configuration, in: overlay) {
            // Light and dark switched: the colours are applied again (the indicator keeps running).
            view.apply(configuration, in: overlay, reduceMotion: host.isReduceMotionEnabled, at: clock.now)
        } else {
            view.layout(in: overlay)
        }
        host.commit(overlay)
    }

    /// The part of the overlay the HUD covers (`nil`: the whole screen).
    var region: HUDRect? {
        get { view.region }
        set {
            view.region = newValue
            if phase != .waitingForGrace && phase != .finished { view.layout(in: overlay) }
        }
    }

    /// Handles a tap on the action button: the override, else the configuration's handler.
    func tapButton() {
        if let buttonAction { buttonAction() } else { configuration.onButtonTap?() }
    }

    /// Removes the HUD at once, whatever it is doing (an MBProgressHUD non-animated hide during an
    /// animated one); pending completions run.
    func finishNow() { finish() }

    private func hideNow(animated: Bool) {
        timers.cancel(.delayedHide)
        switch phase {
        case .waitingForGrace:
            timers.cancel(.grace)
            finish()
        case .presenting, .shown:
            if let shownAt, configuration.minShowTime > 0 {
                let remaining = shownAt + configuration.minShowTime - clock.now
                if remaining > 1e-9 {
                    if !timers.isPending(.minShow) {
                        timers.schedule(.minShow, after: remaining) { [weak self] in self?.hideNow(animated: animated) }
                    }
                    return
                }
            }
            timers.cancel(.minShow)
            timers.cancel(.presentEnd)
            beginHide(animated: animated)
        case .hiding:
            // A non-animated hide cuts the hide animation short, as MBProgressHUD's does.
            if !animated { finish() }
        case .finished:
            break
        }
    }

    private func present() {
        timers.cancel(.grace)
        let now = clock.now
        let wasHiding = phase == .hiding
        if phase == .waitingForGrace {
            view.apply(configuration, in: overlay, reduceMotion: host.isReduceMotionEnabled, at: now)
            overlay.rootLayer.addSublayer(view.root)
            overlay.addLayoutObserver(self)
            shownAt = now
            announce()
        }
        phase = .presenting
        onEvent?(.willShow, nil)
        let animated = configuration.isAnimated
        let timing = transitionTiming
        let delay = wasHiding ? 0 : timing.showDelay
        transition(in: true, animated: animated, from: wasHiding, delay: delay)
        if animated {
            timers.schedule(.presentEnd, after: delay + timing.duration) { [weak self] in
                guard let self, self.phase == .presenting else { return }
                self.phase = .shown
                self.onEvent?(.didShow, nil)
            }
        } else {
            phase = .shown
            onEvent?(.didShow, nil)
        }
        host.commit(overlay)
    }

    private func beginHide(animated: Bool) {
        phase = .hiding
        onEvent?(.willHide, hideReason)
        let animated = animated && configuration.isAnimated
        transition(in: false, animated: animated, from: true)
        if animated {
            timers.schedule(.hideEnd, after: transitionTiming.duration) { [weak self] in self?.finish() }
            host.commit(overlay)
        } else {
            finish()
        }
    }

    private func finish() {
        guard phase != .finished else { return }
        let wasSeen = phase != .waitingForGrace
        if phase == .presenting || phase == .shown { onEvent?(.willHide, hideReason) }
        phase = .finished
        timers.cancelAll()
        view.root.removeAllAnimationsInTree()
        view.root.removeFromSuperlayer()
        overlay.removeLayoutObserver(self)
        host.commit(overlay)
        let done = completions
        completions.removeAll()
        if wasSeen { onEvent?(.didHide, hideReason) }
        onFinished?(self)
        for c in done { c() }
    }

    /// Sets the model to the end state and animates to it from what is on screen now.
    private func transition(in showing: Bool, animated: Bool, from current: Bool, delay: Double = 0) {
        let now = clock.now
        let reduce = host.isReduceMotionEnabled
        let root = view.root
        let bezel = view.bezel
        let shownOpacity = current ? root.presentation(at: now).opacity : (showing ? 0 : 1)
        let shownTransform = current ? bezel.presentation(at: now).transform : .identity
        root.opacity = showing ? 1 : 0
        let scales = Self.scales(for: reduce ? .fade : configuration.style.animation)
        let startScale = showing ? scales.showFrom : 1.0
        let endScale = showing ? 1.0 : scales.hideTo
        bezel.transform = .scale(endScale, endScale)
        guard animated else {
            root.removeAnimation(forKey: "hudOpacity")
            bezel.removeAnimation(forKey: "hudScale")
            return
        }
        let timing = TimingFunction.easeInEaseOut
        let duration = transitionTiming.duration
        var fade = AnimationRecipes.basic(
            .opacity, from: .scalar(shownOpacity), to: .scalar(root.opacity),
            duration: duration, timing: timing, fill: delay > 0 ? .backwards : .removed)
        if delay > 0 { fade?.beginTime = now + delay }
        root.run(fade, forKey: "hudOpacity", at: now)
        let from = current ? shownTransform : .scale(startScale, startScale)
        bezel.removeAnimation(forKey: "hudScale")  // a finished or reversed zoom must not linger
        if from != bezel.transform {
            bezel.run(
                AnimationRecipes.basic(
                    .transform, from: .transform(from), to: .transform(bezel.transform),
                    duration: duration, timing: timing), forKey: "hudScale", at: now)
        }
    }

    /// Start scale when showing and end scale when hiding, per MBProgressHUD's animation types.
    static func scales(for animation: WaitingHUDStyle.TransitionStyle) -> (showFrom: Double, hideTo: Double) {
        switch animation {
        case .fade: return (1, 1)
        case .zoom: return (0.5, 0.5)
        case .zoomIn: return (0.5, 1.5)
        case .zoomOut: return (1.5, 0.5)
        }
    }

    private func announce() {
        let text = view.bezel.accessibilityLabel ?? ""
        if !text.isEmpty { host.announce(text) }
    }

    /// Timers still pending (tests check that a finished HUD leaves none).
    var pendingTimerCount: Int { timers.pendingCount }
}
