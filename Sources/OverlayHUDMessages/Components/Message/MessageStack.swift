import OverlayHUDCore

/// Messages and toasts — SwiftMessages' job as a state machine on the main actor and the injected
/// clock: a waiting line, the messages on screen and their timers.
///
/// One message shows at a time by default; the next waits until it has left
/// (``MessageStackConfiguration/Arrangement``). A message whose id is on screen is refreshed
/// instead of shown twice; one whose id waits replaces the waiting one. Each message leaves after its
/// ``MessageConfiguration/duration`` (paused while a finger is on it), on a tap or a swipe as its configuration
/// says, or when code hides it. Top messages sit below the safe area's top, bottom ones above its
/// bottom or the keyboard, toasts in the middle of what is left; only their cards take touches.
///
/// Durations: appear 0.3 s (slide in from the edge, ease-out; toasts fade in and grow from 0.9 in
/// 0.25 s), leave 0.25 s (slide back out, ease-in; toasts fade and shrink), reflow 0.3 s
/// (ease-in-ease-out), refresh pulse 0.25 s (1.04 → 1), spring-back after a short drag 0.3 s.
/// With Reduce Motion messages only fade. A message hidden in the instant it appeared was never
/// seen: it is removed without animation. Every timer is the stack's and is cancelled on every way
/// out; once nothing shows or waits the stack leaves the overlay and its owner releases it.
@MainActor
final class MessageStack: OverlayLayoutObserver, OverlayTouchTarget {
    static let appearDuration = 0.3
    static let toastAppearDuration = 0.25
    static let leaveDuration = 0.25
    static let reflowDuration = 0.3
    static let pulseDuration = 0.25
    static let pulseScale = 1.04
    static let toastScale = 0.9
    /// How far a message that joins a column below another slides in (the first comes from off screen).
    static let stackedSlide = 24.0
    /// Extra distance past the screen's edge a sliding card travels, so its shadow leaves too.
    static let offscreenExtra = 24.0

    /// Full-screen, non-interactive container at ``OverlayZOrder/messages``.
    let root = HUDLayer(name: "messageStack")
    private(set) var configuration: MessageStackConfiguration
    /// Messages on screen, in the order they appeared.
    private(set) var shown: [ShownMessage] = []
    /// Messages playing their exit animation.
    private(set) var leaving: [ShownMessage] = []
    /// Messages waiting for their turn.
    private(set) var waiting = MessageWaitingLine()
    /// Called once nothing shows or waits (the owner releases the stack here).
    var onEmpty: ((MessageStack) -> Void)?
    /// The message a finger rests on and the one it drags.
    let touches = StackTouches<ShownMessage>()
    /// Messages whose `didHide` runs at the end of the current operation, when the stack is consistent.
    private var hidden: [MessageConfiguration] = []
    /// The screen the last layout was made for: a layout change on the same screen is the keyboard
    /// (or the appearance), which the stack animates itself; a new screen animates by the overlay's transition.
    var laidOutMetrics: ScreenMetrics?
    unowned let overlay: Overlay
    let clock: any HUDClock
    /// The center's relay: a `commit` asks for the one commit the entry point makes at its end.
    let host: any HUDHost

    init(configuration: MessageStackConfiguration, overlay: Overlay, clock: any HUDClock, host: any HUDHost) {
        self.configuration = configuration
        self.overlay = overlay
        self.clock = clock
        self.host = host
        root.zPosition = OverlayZOrder.messages
    }

    var isEmpty: Bool { shown.isEmpty && leaving.isEmpty && waiting.isEmpty }

    // MARK: Showing and hiding

    /// Shows `message` now, refreshes the one on screen with its id, or puts it in line.
    func present(_ message: MessageConfiguration) {
        let id = message.resolvedID
        if let same = shown.first(where: { $0.id == id }) {
            refresh(same, with: message)
        } else if waiting.isEmpty && hasRoom {
            show(message)
        } else {
            if let replaced = waiting.enqueue(message) { releaseContent(of: replaced) }
        }
        settle()
    }

    /// Hides the message with `id` (animated) or takes it out of line. Unknown ids are a no-op.
    func hide(id: String) {
        if let waited = waiting.remove(id) { hidden.append(waited) }
        for m in shown where m.id == id { leave(m) }
        arrange(animated: true)
        advance()
        settle()
    }

    /// Hides every message on screen and empties the line.
    func hideAll() {
        hidden += waiting.removeAll()
        for m in shown { leave(m) }
        settle()
    }

    /// Dismisses one message (timer, tap, swipe) and lets the others move and the next one in.
    func dismiss(_ message: ShownMessage, swipedToward direction: Double? = nil) {
        guard message.isShown else { return }
        leave(message, swipedToward: direction)
        arrange(animated: true)
        advance()
        settle()
    }

    /// Applies a new configuration: the messages move to the new margins and widths, and more may
    /// show when the arrangement allows more (a smaller one takes effect as messages leave).
    func update(_ new: MessageStackConfiguration) {
        configuration = new
        for m in shown { layoutView(m) }
        arrange(animated: true)
        advance()
        settle()
    }

    /// Whether another message may show now.
    private var hasRoom: Bool {
        switch configuration.arrangement {
        case .oneAtATime: return shown.isEmpty && leaving.isEmpty
        case .stacked: return shown.count < configuration.arrangement.capacity
        }
    }

    /// Shows waiting messages while there is room.
    private func advance() {
        while hasRoom, let next = waiting.popFirst() { show(next) }
    }

    private func show(_ message: MessageConfiguration) {
        let host = self.host
        let view = MessageView(configuration: message) { [weak host] in host?.measure($0) ?? .zero }
        if let slot = message.contentSlot { overlay.contentSlots.register(slot, owner: self) }
        let m = ShownMessage(view: view, arrival: clock.now, clock: clock)
        if root.superlayer == nil {
            root.frame = overlay.bounds
            overlay.rootLayer.addSublayer(root)
            overlay.addLayoutObserver(self)
            laidOutMetrics = overlay.metrics
        }
        shown.append(m)
        layoutView(m)
        root.addSublayer(view.card)
        arrange(animated: true)
        appear(m)
        startTimer(m)
        arrived(m)
    }

    /// New text, theme and callbacks for a message on screen; its timer starts again.
    private func refresh(_ m: ShownMessage, with message: MessageConfiguration) {
        let old = m.configuration
        m.view.update(message)
        if let slot = message.contentSlot, slot != old.contentSlot { overlay.contentSlots.register(slot, owner: self) }
        releaseContent(of: old)
        layoutView(m)
        arrange(animated: true)
        if !host.isReduceMotionEnabled {
            m.view.card.run(
                AnimationRecipes.basic(
                    .transformScale, from: .scalar(Self.pulseScale), to: .scalar(1), duration: Self.pulseDuration,
                    timing: .easeOut), forKey: "pulse", at: clock.now)
        }
        startTimer(m)
        arrived(m)
    }

    /// What every appearance and refresh says: VoiceOver's announcement and the theme's haptic.
    private func arrived(_ m: ShownMessage) {
        if let text = overlay.localization.resolve(m.view.accessibilityLabel) { host.announce(text) }
        let message = m.configuration
        if message.playsHaptic, let haptic = message.theme.haptic { host.play(haptic) }
    }

    /// Reports the change, leaves the overlay when nothing shows or waits, then runs the `didHide`
    /// callbacks of messages that went (they may show or hide messages).
    func settle() {
        if isEmpty && root.superlayer != nil {
            root.removeFromSuperlayer()
            overlay.removeLayoutObserver(self)
        }
        host.commit(overlay)
        if isEmpty { onEmpty?(self) }
        guard !hidden.isEmpty else { return }
        let gone = hidden
        hidden = []
        for message in gone { releaseContent(of: message) }
        for message in gone { message.didHide?(message) }
    }

    // MARK: Leaving

    /// Takes `m` off the screen: its exit animation starts from where it is shown, and it is removed
    /// when that ends (at once when it appeared this instant). The caller arranges, advances and settles.
    ///
    /// Top and bottom cards slide back past their edge, toasts fade and shrink; a swiped card slides
    /// on in the swipe's direction (`-1` up, `1` down). With Reduce Motion unswiped cards only fade.
    func leave(_ m: ShownMessage, swipedToward direction: Double? = nil) {
        guard m.isShown else { return }
        shown.removeAll { $0 === m }
        m.timer.stop()
        m.markLeaving()
        let now = clock.now
        if m.arrival == now {
            finish(m)
            return
        }
        leaving.append(m)
        let card = m.view.card
        let shownState = card.presentation(at: now)
        card.removeAllAnimations()
        card.position = shownState.position
        card.isInteractive = false
        let slide: Double?
        if let direction {
            slide = direction
        } else if m.position != .center && !host.isReduceMotionEnabled {
            slide = m.position == .top ? -1 : 1
        } else {
            slide = nil
        }
        var target = HUDTransform3D.identity
        if let slide {
            target = .translation(0, offscreenOffset(for: card, toward: slide))
        } else {
            card.opacity = 0
            card.run(
                AnimationRecipes.basic(
                    .opacity, from: .scalar(shownState.opacity), to: .scalar(0), duration: Self.leaveDuration,
                    timing: .easeIn), forKey: "leaveOpacity", at: now)
            if m.position == .center && !host.isReduceMotionEnabled { target = .scale(Self.toastScale, Self.toastScale) }
        }
        card.transform = target
        if shownState.transform != target {
            card.run(
                AnimationRecipes.basic(
                    .transform, from: .transform(shownState.transform), to: .transform(target),
                    duration: Self.leaveDuration, timing: .easeIn), forKey: "leaveMove", at: now)
        }
        m.timer.start(Self.leaveDuration) { [weak self, weak m] in
            guard let self, let m else { return }
            self.finish(m)
            self.advance()
            self.settle()
        }
    }

    /// Removes a message's layers, forgets it and queues its `didHide`.
    private func finish(_ m: ShownMessage) {
        m.timer.stop()
        m.markGone()
        leaving.removeAll { $0 === m }
        shown.removeAll { $0 === m }
        m.view.card.removeAllAnimationsInTree()
        m.view.card.removeFromSuperlayer()
        hidden.append(m.configuration)
    }

    // MARK: Timers

    /// (Re)starts `m`'s timer for its full duration, paused if something holds it.
    private func startTimer(_ m: ShownMessage) {
        m.timer.start(m.configuration.lifetime) { [weak self, weak m] in
            guard let self, let m, m.isShown else { return }
            self.dismiss(m)
        }
    }
}
