import Foundation

/// What an ``MBProgressHUD`` does, on every platform: MBProgressHUD 1.2's show/hide rules
/// (`MBProgressHUD.m`) over the engine's waiting HUD, drawn in an overlay of the HUD's own.
///
/// The platform classes (a `UIView` on iOS, a plain class elsewhere) hold the public API and
/// hand the engine the content (``makeConfiguration``); the engine owns the life cycle:
/// - `show`: cancels a pending min-show hide, clears *finished*, then shows after `graceTime`
///   (read now) unless a hide came first;
/// - showing for real: cancels a delayed hide, records the start, makes the view visible
///   (``alpha`` 1), follows the progress object, animates the content in with the animation
///   type read now; a hide animation still running is cut, and its end runs (``onDone``)
///   without removing the HUD, as UIKit calls an interrupted animation's completion;
/// - `hide`: cancels the grace timer, marks the HUD *finished*, and waits for what is left of
///   `minShowTime` (read now) counted from the last real show;
/// - hiding for real: cancels a delayed hide; animates out only when animated and shown
///   (an animated hide of a HUD never shown is instant), else ends at once — also during an
///   animated hide, which it cuts short;
/// - the end (*done*): stops following the progress object; if finished, ``alpha`` 0 and the
///   platform removes the view when `removeFromSuperViewOnHide`; then completion and delegate,
///   also for a HUD that never appeared.
@MainActor
final class MBProgressHUDEngine {
    /// The HUD's own overlay: the view's layer tree (size = the view's bounds).
    let overlay: Overlay
    let clock: any HUDClock
    private let relay: HostRelay
    /// The content now: mode, texts, progress, style, and whether show/hide animate.
    var makeConfiguration: () -> WaitingHUDConfiguration = { WaitingHUDConfiguration(mode: .indeterminate) }
    /// Seconds before a show takes effect (read at show; clamped as ``WaitingHUDConfiguration/graceTime``).
    var graceTime: Double = 0
    /// Minimum seconds shown before a hide takes effect (read at hide; clamped as
    /// ``WaitingHUDConfiguration/minShowTime``).
    var minShowTime: Double = 0
    /// Whether the HUD leaves its container when hidden (MBProgressHUD: `NO` unless shown by
    /// `showHUDAddedTo:` or hidden by `hideHUDForView:`).
    var removeFromSuperViewOnHide = false
    /// MBProgressHUD's `finished`: a hide was asked for and no show since.
    private(set) var isFinished = false
    /// The view's alpha: 0 until shown, 1 from the real show, 0 again at the end of a hide.
    private(set) var alpha: Double = 0 { didSet { if alpha != oldValue { onAlphaChange?(alpha) } } }
    /// The platform sets the view's alpha here.
    var onAlphaChange: ((Double) -> Void)?
    /// The end of a hide: the platform removes the view (when asked), then runs the completion
    /// block and tells the delegate.
    var onDone: (() -> Void)?
    /// Called when the progress object moved (the platform sets `progress`).
    var onProgress: ((Double) -> Void)?
    /// The Foundation progress followed while the HUD is shown (only then: nothing polls it while
    /// the HUD is hidden or was never shown; a show starts following it).
    var progressObject: Progress? {
        didSet { if progressObject !== oldValue { followProgress(progressObject != nil && waiting != nil && !isFinished) } }
    }

    private(set) var waiting: WaitingHUD?
    private var useAnimation = false
    private var showStarted: Double?
    /// What the HUD waits for on the clock (MBProgressHUD's three timers).
    private enum Wait { case grace, minShow, hideDelay }
    private let timers: ElementTimers<Wait>
    private var hideGeneration = 0
    private var hideInFlight = false
    private var progressObservation: ProgressObservation?

    init(size: HUDSize, clock: any HUDClock, host: any HUDHost) {
        overlay = Overlay(metrics: ScreenMetrics(size: size, scale: 1))
        self.clock = clock
        timers = ElementTimers(clock: clock)
        relay = HostRelay(host: host, overlay: overlay, clock: clock)
    }

    /// The layers of the waiting HUD (bezel, indicator, labels, button) while it is in the overlay.
    var view: WaitingHUDView? { waiting?.view }

    /// The layers while they are on screen (shown, showing or hiding; not once finished).
    var shownView: WaitingHUDView? {
        guard let waiting, waiting.phase != .finished, waiting.view.root.superlayer != nil else { return nil }
        return waiting.view
    }

    /// Set by a platform whose views draw the texts (iOS: the `UILabel`s and the `UIButton`):
    /// measures a text at a maximum width; the engine then lays out empty layers in their place.
    var hostedTextSize: ((WaitingHUDTextSlot, Double) -> HUDSize)? {
        didSet {
            waiting?.view.hostedTextSize = hostedTextSize
            relayout()
        }
    }

    /// Takes the display settings (text size, appearance, direction) of `source` from now on, as
    /// a view takes its window's traits: the labels follow its content size category.
    func followTraits(of source: Overlay) {
        traitSource = source
        overlay.updateTraits(source.traits)
        source.addLayoutObserver(self)
    }
    private(set) weak var traitSource: Overlay?

    /// Lays the shown HUD out again (a label's font or line count changed: the texts measure anew).
    func relayout() {
        guard shownView != nil else { return }
        waiting?.overlayDidChangeLayout(overlay)
    }

    /// The bezel's model opacity (MBProgressHUD's `bezelView.alpha`): 1 shown, 0 hidden or hiding.
    var bezelAlpha: Double {
        guard let waiting, waiting.phase != .finished, waiting.view.root.superlayer != nil else { return 0 }
        return waiting.view.root.opacity
    }

    /// Whether the bezel is animating in or out.
    var isAnimating: Bool { waiting?.view.root.animation(forKey: "hudOpacity") != nil && waiting?.phase != .finished }

    /// Follows the container's bounds (autoresizing) and the safe area.
    func resize(to size: HUDSize, safeArea: HUDEdgeInsets = .zero) {
        let metrics = ScreenMetrics(size: size, scale: overlay.metrics.scale, safeAreaInsets: safeArea)
        guard metrics != overlay.metrics else { return }
        overlay.update(metrics: metrics)
    }

    // MARK: MBProgressHUD's public operations

    func show(animated: Bool) {
        timers.cancel(.minShow)
        useAnimation = animated
        isFinished = false
        let grace = WaitingHUDConfiguration.clampWait(graceTime)
        if grace > 0 {
            timers.schedule(.grace, after: grace) { [weak self] in
                guard let self, !self.isFinished else { return }
                self.showUsingAnimation(self.useAnimation)
            }
        } else {
            showUsingAnimation(useAnimation)
        }
    }

    func hide(animated: Bool) {
        timers.cancel(.grace)
        useAnimation = animated
        isFinished = true
        let minShow = WaitingHUDConfiguration.clampWait(minShowTime)
        if minShow > 0, let started = showStarted {
            let shownFor = clock.now - started
            if shownFor < minShow {
                timers.schedule(.minShow, after: minShow - shownFor) { [weak self] in
                    guard let self else { return }
                    self.hideUsingAnimation(self.useAnimation)
                }
                return
            }
        }
        hideUsingAnimation(useAnimation)
    }

    func hide(animated: Bool, afterDelay delay: Double) {
        timers.schedule(.hideDelay, after: WaitingHUDConfiguration.clampTime(delay)) { [weak self] in
            self?.hide(animated: animated)
        }
    }

    /// Applies new content (mode, texts, progress, style) to the shown HUD.
    func refresh() {
        guard let waiting, waiting.phase != .finished else { return }
        var config = makeConfiguration()
        config.isAnimated = waiting.configuration.isAnimated
        waiting.update(config)
    }

    /// Taps the button when `point` (overlay coordinates) lands on it; returns whether it did.
    func tapButton(at point: HUDPoint) -> Bool {
        guard let waiting, waiting.phase != .finished, let hit = overlay.hitTest(point), hit === waiting.view.button else {
            return false
        }
        waiting.tapButton()
        return true
    }

    /// Timers still pending (tests check a finished HUD leaves none behind).
    var pendingTimerCount: Int { timers.pendingCount + (waiting?.pendingTimerCount ?? 0) }

    // MARK: The real show and hide

    private func showUsingAnimation(_ animated: Bool) {
        timers.cancel(.hideDelay)
        if hideInFlight, let waiting, waiting.phase == .hiding {
            // The hide animation is cut: its completion runs now, with the HUD not finished.
            hideInFlight = false
            hideGeneration += 1
            done()
            guard self.waiting === waiting, !isFinished else { return }
        }
        showStarted = clock.now
        alpha = 1
        followProgress(true)
        var config = makeConfiguration()
        config.isAnimated = animated
        config.graceTime = 0
        config.minShowTime = 0
        if let waiting, waiting.phase != .finished {
            waiting.update(config)
            waiting.show()
        } else {
            let hud = WaitingHUD(configuration: config, overlay: overlay, clock: clock, host: relay)
            hud.view.hostedTextSize = hostedTextSize
            hud.buttonAction = { [weak self] in self?.onButtonTap?() }
            waiting = hud
            hud.show()
        }
    }

    /// Called when the engine's button is tapped.
    var onButtonTap: (() -> Void)?

    private func hideUsingAnimation(_ animated: Bool) {
        timers.cancel(.hideDelay)
        let wasShown = showStarted != nil
        showStarted = nil
        guard let waiting, waiting.phase != .finished else {
            done()
            return
        }
        if animated && wasShown {
            var config = makeConfiguration()
            config.isAnimated = true
            waiting.update(config)  // the animation type is read now
            hideGeneration += 1
            let generation = hideGeneration
            hideInFlight = true
            waiting.hide(animated: true) { [weak self] in
                guard let self, self.hideGeneration == generation else { return }
                self.hideInFlight = false
                self.waiting = nil
                self.done()
            }
        } else {
            hideGeneration += 1
            hideInFlight = false
            if waiting.phase == .hiding { waiting.finishNow() } else { waiting.hide(animated: false) }
            self.waiting = nil
            done()
        }
    }

    private func done() {
        followProgress(false)
        if isFinished { alpha = 0 }
        onDone?()
    }

    private func followProgress(_ enabled: Bool) {
        progressObservation?.cancel()
        progressObservation = nil
        guard enabled, let object = progressObject else { return }
        progressObservation = ProgressObservation(progress: object, clock: clock) { [weak self] value in
            guard let self else { return false }
            self.onProgress?(value)
            return true
        }
    }

}

/// The content an ``MBProgressHUD`` shows, in engine terms; both platform classes fill one.
struct MBHUDContent {
    var mode: MBProgressHUDMode = .indeterminate
    var customView: WaitingHUDConfiguration.CustomContent?
    var label: String?
    var details: String?
    /// The labels' fonts, line counts and alignments.
    var labelFormat = WaitingHUDLabelFormat.label
    var detailsFormat = WaitingHUDLabelFormat.mbDetails
    /// The button's title; MBProgressHUD shows the button only when it also has a target.
    var buttonTitle: String?
    var buttonHasTarget = false
    var progress: Float = 0
    var animationType: MBProgressHUDAnimation = .fade
    var offset = HUDPoint.zero
    var margin = 20.0
    var minSize = HUDSize.zero
    var isSquare = false
    /// `nil` keeps the views' own colours (MBProgressHUD); the engine then uses its default.
    var contentColor: HUDColor? = WaitingHUDStyle().contentColor
    var bezel: WaitingHUDStyle.BezelStyle = WaitingHUDStyle().bezel
    /// The material of a blurred bezel (`bezelView.blurEffectStyle`; `nil`: the look's).
    var bezelBlur: BackgroundEffect?
    /// The background view's colour (MBProgressHUD: clear).
    var backgroundColor: HUDColor?

    /// The waiting HUD's configuration for this content.
    var configuration: WaitingHUDConfiguration {
        let hudMode: WaitingHUDConfiguration.Mode
        switch mode {
        case .indeterminate: hudMode = .indeterminate
        case .determinate: hudMode = .determinate
        case .determinateHorizontalBar: hudMode = .determinateHorizontalBar
        case .annularDeterminate: hudMode = .annularDeterminate
        case .customView: hudMode = customView.map { .custom($0) } ?? .text
        case .text: hudMode = .text
        }
        var style = WaitingHUDStyle()
        style.animation = animationType.hudAnimation
        style.offset = offset
        style.margin = margin
        style.minSize = minSize
        style.isSquare = isSquare
        style.contentColor = contentColor ?? WaitingHUDStyle().contentColor
        style.bezel = bezel
        style.blurEffect = bezelBlur
        if let c = backgroundColor, c.alpha > 0 { style.maskType = .custom(c) } else { style.maskType = .none }
        var c = WaitingHUDConfiguration(mode: hudMode, label: label, details: details, style: style)
        c.buttonTitle = buttonHasTarget && !(buttonTitle ?? "").isEmpty ? buttonTitle : nil
        c.progress = Double(progress)
        c.labelFormat = labelFormat
        c.detailsFormat = detailsFormat
        return c
    }
}

/// The host an MBProgressHUD's own overlay reports to off UIKit: measures and announces through
/// the center's host; there is no window to show or hide.
@MainActor
final class MeasuringHost: HUDHost {
    private let base: any HUDHost
    init(_ base: any HUDHost) { self.base = base }
    package func overlayDidBecomeVisible(_ overlay: Overlay) {}
    package func overlayDidBecomeEmpty(_ overlay: Overlay) {}
    package func commit(_ overlay: Overlay) {}
    package func announce(_ text: String) { base.announce(text) }
    func screenChanged(modal: Bool) {}
    /// Nothing here is shown to VoiceOver: nobody asks, so no accessibility work is done.
    package var accessibilityDelivery: HUDAccessibilityDelivery { .onRequest }
    package func play(_ haptic: Haptic) {}
    package var isReduceMotionEnabled: Bool { base.isReduceMotionEnabled }
    package var isVoiceOverRunning: Bool { base.isVoiceOverRunning }
    package func measure(_ text: TextContent) -> HUDSize { base.measure(text) }
}

extension MBProgressHUDEngine: OverlayLayoutObserver {
    /// The overlay whose traits this HUD follows changed: its own overlay takes the new traits
    /// (which lays the shown HUD out again).
    func overlayDidChangeLayout(_ source: Overlay) {
        guard source === traitSource else { return }
        overlay.updateTraits(source.traits)
    }
}
