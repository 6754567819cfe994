@_spi(Layers) import OverlayHUDCore

/// Messages and toasts — SwiftMessages' job on the ``NotificationStack`` in the ``MessageLook``:
/// a waiting line, the messages on screen and their timers.
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
extension NotificationStack where Look == MessageLook {
    /// How messages share the screen.
    var configuration: MessageStackConfiguration { look.configuration }

    /// Messages waiting for their turn.
    var waiting: MessageWaitingLine { look.waiting }

    // MARK: Showing and hiding

    /// Shows `message` now, refreshes the one on screen with its id, or puts it in line.
    func present(_ message: MessageConfiguration) {
        let id = message.resolvedID
        if let same = shown.first(where: { $0.id == id }) {
            refresh(same, with: message)
        } else if waiting.isEmpty && hasRoom {
            show(message)
        } else {
            if let replaced = look.waiting.enqueue(message) {
                releaseContent(of: replaced)
                reportHidden([replaced], .replaced)
            }
        }
        settle()
    }

    /// Hides the message with `id` (animated) or takes it out of line. Unknown ids are a no-op.
    func hide(id: String) {
        if let waited = look.waiting.remove(id) {
            look.hidden.append(waited)
            reportHidden([waited], .hiddenByCode)
        }
        hiding(because: .hiddenByCode) { for m in shown where m.id == id { leave(m) } }
        reflow(animated: true)
        advance()
        settle()
    }

    /// Hides every message on screen and empties the line (because the app hid them, or for `reason`).
    func hideAll(because reason: HUDHideReason = .hiddenByCode) {
        let waited = look.waiting.removeAll()
        look.hidden += waited
        reportHidden(waited, reason)
        hiding(because: reason) { for m in shown { leave(m) } }
        settle()
    }

    /// Dismisses one message (timer, tap, swipe) and lets the others move and the next one in.
    func dismiss(_ message: ShownMessage, swipedToward direction: Double? = nil) {
        guard message.isShown else { return }
        leave(message, swipedToward: direction)
        reflow(animated: true)
        advance()
        settle()
    }

    /// Applies a new configuration: the messages move to the new margins and widths, and more may
    /// show when the arrangement allows more (a smaller one takes effect as messages leave).
    func update(_ new: MessageStackConfiguration) {
        look.configuration = new
        for m in shown { layoutView(m) }
        reflow(animated: true)
        advance()
        settle()
    }

    /// Whether another message may show now.
    var hasRoom: Bool {
        switch configuration.arrangement {
        case .oneAtATime: return shown.isEmpty && leaving.isEmpty
        case .stacked: return shown.count < configuration.arrangement.capacity
        }
    }

    /// Shows waiting messages while there is room.
    func advance() {
        while hasRoom, let next = look.waiting.popFirst() { show(next) }
    }

    private func show(_ message: MessageConfiguration) {
        let view = MessageView(configuration: message, measure: measureText)
        if let slot = message.contentSlot { overlay.contentSlots.register(slot, owner: self) }
        let m = add(view)
        layoutView(m)
        reflow(animated: true)
        appear(m)
        reportShown(m, after: m.position == .center ? MessageLook.toastAppearDuration : MessageLook.appearDuration)
        startTimer(m)
        arrived(m)
    }

    /// New text, theme and callbacks for a message on screen; its timer starts again. A new icon
    /// fades in; a refresh that only moves the progress bar is quiet: no pulse, announcement or haptic.
    private func refresh(_ m: ShownMessage, with message: MessageConfiguration) {
        let old = m.configuration
        reportHidden([old], .replaced)
        m.view.update(message)
        report(m.view, .willShow)
        reportShown(m, after: 0)  // the card stays: it only pulses
        if let slot = message.contentSlot, slot != old.contentSlot { overlay.contentSlots.register(slot, owner: self) }
        releaseContent(of: old)
        layoutView(m)
        reflow(animated: true)
        if message.resolvedIcon != old.resolvedIcon && message.contentSlot == nil {
            m.view.iconDidChange(at: clock.now, reduceMotion: host.isReduceMotionEnabled)
        }
        guard !message.isProgressStep(after: old) else {
            startTimer(m)
            return
        }
        if !host.isReduceMotionEnabled {
            m.view.card.run(
                AnimationRecipes.basic(
                    .transformScale, from: .scalar(MessageLook.pulseScale), to: .scalar(1), duration: MessageLook.pulseDuration,
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

    // MARK: Leaving

    /// Tells the owner that `messages`, none of them on screen now, hid because of `reason`.
    private func reportHidden(_ messages: [MessageConfiguration], _ reason: HUDHideReason) {
        for message in messages {
            for phase in [HUDEvent.Phase.willHide, .didHide] { onEvent?(message.eventElement, phase, reason, message.lifecycle) }
        }
    }

    /// Takes `m` off the screen: its exit animation starts from where it is shown, and it is removed
    /// when that ends (at once when it appeared this instant). The caller reflows, advances and settles.
    ///
    /// Top and bottom cards slide back past their edge, toasts fade and shrink; a swiped card slides
    /// on in the swipe's direction (`-1` up, `1` down). With Reduce Motion unswiped cards only fade.
    func leave(_ m: ShownMessage, swipedToward direction: Double? = nil) {
        guard takeOff(m) else { return }
        let now = clock.now
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
                    .opacity, from: .scalar(shownState.opacity), to: .scalar(0), duration: MessageLook.leaveDuration,
                    timing: .easeIn), forKey: "leaveOpacity", at: now)
            if m.position == .center && !host.isReduceMotionEnabled {
                target = .scale(MessageLook.toastScale, MessageLook.toastScale)
            }
        }
        card.transform = target
        if shownState.transform != target {
            card.run(
                AnimationRecipes.basic(
                    .transform, from: .transform(shownState.transform), to: .transform(target),
                    duration: MessageLook.leaveDuration, timing: .easeIn), forKey: "leaveMove", at: now)
        }
        finish(m, after: MessageLook.leaveDuration)
    }
}
