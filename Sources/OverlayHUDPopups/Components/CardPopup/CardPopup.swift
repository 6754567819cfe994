@_spi(Layers) import OverlayHUDCore

/// A card that scales in over a light backdrop, with text fields whose underline grows when
/// focused, a gradient action button, and a close-and-logo finale (DGPopUpViewController).
///
/// Sequence (times after the popup starts showing, on the center's clock):
/// - 0 → 0.25 s: the backdrop fades in (ease-in-ease-out); the card is at scale 0.
/// - 0.25 → 1.05 s: the card scales 0 → 1 while its opacity goes 0.5 → 1 (ease-out).
/// - focus a field: its progress line (anchor (0, 0.5), base width 1) scales in x from where it
///   is to the field's width (280 in the original) in 0.3 s (ease-in) and stays; leaving an
///   empty field shrinks it back to 1 the same way.
/// - action (button tap or ``performAction()``): `onAction` gets the texts; the button scales
///   1 → 0.01 in 0.6 s; from 0.3 s the card scales 1 → 0.01 in 0.6 s (both ease-in-ease-out);
///   at 0.9 s the end logo scales 0 → 0.6 in 1.4 s (ease-in-ease-out) and stays, as the
///   original's, until a tap or a dismissal — or leaves by itself after
///   ``CardPopupConfiguration/endHold`` when that is set.
/// - leaving after the action: the backdrop and logo stay 0.6 s and then go (the original's
///   `removeAnimation` fades only the card, already gone), or fade out in 0.25 s with
///   ``CardPopupConfiguration/fadesFinaleOut``.
/// - tap outside the card before the action: the card fades out in 0.6 s (ease-in-ease-out),
///   then the popup is removed.
///
/// Text entry is the host's job: it calls ``focus(field:)``, ``setText(_:forField:)`` and
/// ``blur()``; the engine keeps the text and runs the animations. Bad field indices are ignored.
@MainActor
package final class CardPopup: Popup {
    /// Backdrop fade-in length.
    static let backdropFadeDuration = 0.25
    /// Card scale-in length.
    static let cardScaleDuration = 0.8
    /// Outside-tap fade-out length.
    static let fadeOutDuration = 0.6
    /// Progress-line grow/shrink length.
    static let progressDuration = 0.3
    /// Button and card shrink length.
    static let shrinkDuration = 0.6
    /// Delay of the card's shrink after the button's.
    static let cardShrinkDelay = 0.3
    /// End-logo growth length.
    static let logoDuration = 1.4
    /// End-logo final scale.
    static let logoScale = 0.6

    /// What the card shows.
    let configuration: CardPopupConfiguration
    /// Called with the fields' texts, in order, when the action runs.
    var onAction: (@MainActor ([String]) -> Void)?
    /// Set by the queue while enqueued.
    package var onRequestDismiss: (@MainActor (HUDHideReason) -> Void)?
    /// Set by the center that shows the card (``TextInputPopup``): commits, so the host gives
    /// key status back before ``onAction`` runs.
    var onTextInputEnd: (@MainActor () -> Void)?
    /// The fields' current texts.
    private(set) var values: [String]
    /// The focused field, if any.
    private(set) var focusedField: Int?
    /// Whether the action has run (the finale is playing).
    private(set) var didRunAction = false
    let view: CardPopupView
    private weak var clock: (any HUDClock)?
    private var animated = true
    private var timers: [TimerToken] = []
    /// The scroll offset when the drag under way began (CardPopup+Scrolling.swift); `nil`: none.
    var scrollDragStart: Double?

    /// Builds the card.
    init(configuration: CardPopupConfiguration) {
        self.configuration = configuration
        view = CardPopupView(configuration: configuration)
        values = configuration.fields.prefix(CardPopupView.maxFields).map(\.text)
    }

    /// The full-screen container (card and logo).
    package var content: HUDLayer { view.container }
    /// ``CardPopupConfiguration/presentation``.
    package var presentation: PopupPresentation { configuration.presentation }

    /// Covers `bounds`, card and logo centred; a card taller than `bounds` scrolls, its focused
    /// field kept in view.
    package func layout(in bounds: HUDRect) {
        view.layout(in: bounds)
        revealFocusedField()
    }

    /// Backdrop fades in over 0.25 s, then the card scales in over 0.8 s.
    package func present(_ context: PopupTransitionContext, completion: @escaping @MainActor () -> Void) {
        clock = context.clock
        animated = configuration.isAnimated && context.isAnimated
        let now = context.now
        let card = view.card
        context.backdrop.opacity = 1
        card.opacity = 1
        card.transform = .identity
        guard animated else {
            completion()
            return
        }
        context.backdrop.run(
            AnimationRecipes.basic(
                .opacity, from: .scalar(0), to: .scalar(1), duration: Self.backdropFadeDuration,
                timing: .easeInEaseOut), forKey: "cardBackdrop", at: now)
        let start = now + Self.backdropFadeDuration
        if var scale = AnimationRecipes.basic(
            .transformScale, from: .scalar(0), to: .scalar(1), duration: Self.cardScaleDuration,
            timing: .easeOut, fill: .backwards)
        {
            scale.beginTime = start
            card.add(scale, forKey: "cardScale", at: now)
        }
        if var fade = AnimationRecipes.basic(
            .opacity, from: .scalar(0.5), to: .scalar(1), duration: Self.cardScaleDuration,
            timing: .easeOut, fill: .backwards)
        {
            fade.beginTime = start
            card.add(fade, forKey: "cardOpacity", at: now)
        }
        after(Self.backdropFadeDuration + Self.cardScaleDuration, completion)
    }

    /// After the action: backdrop and logo stay 0.6 s, then go (or fade out in 0.25 s with
    /// ``CardPopupConfiguration/fadesFinaleOut``). Otherwise: the card fades out in 0.6 s.
    package func dismiss(_ context: PopupTransitionContext, reason: HUDHideReason, completion: @escaping @MainActor () -> Void) {
        cancelTimers()
        guard animated, context.isAnimated else {
            completion()
            return
        }
        let now = context.now
        if didRunAction && !configuration.fadesFinaleOut {
            after(Self.fadeOutDuration, completion)
        } else if didRunAction {
            let from = context.backdrop.presentation(at: now).opacity
            context.backdrop.opacity = 0
            view.container.opacity = 0
            context.backdrop.run(
                AnimationRecipes.basic(
                    .opacity, from: .scalar(from), to: .scalar(0), duration: Self.backdropFadeDuration,
                    timing: .easeInEaseOut), forKey: "cardBackdrop", at: now)
            view.container.run(
                AnimationRecipes.basic(
                    .opacity, from: .scalar(1), to: .scalar(0), duration: Self.backdropFadeDuration,
                    timing: .easeInEaseOut), forKey: "cardFinaleFade", at: now)
            after(Self.backdropFadeDuration, completion)
        } else {
            let from = view.card.presentation(at: now).opacity
            view.card.opacity = 0
            view.card.run(
                AnimationRecipes.basic(
                    .opacity, from: .scalar(from), to: .scalar(0), duration: Self.fadeOutDuration,
                    timing: .easeInEaseOut), forKey: "cardOpacity", at: now)
            after(Self.fadeOutDuration, completion)
        }
    }

    /// Taps on a field focus it, on the button run the action, elsewhere on the card blur.
    package func handleTap(on layer: HUDLayer, at point: HUDPoint) -> Bool {
        guard !didRunAction else { return true }
        if layer === view.button || layer.isDescendant(of: view.button) {
            performAction()
            return true
        }
        if let i = view.fieldIndex(of: layer) {
            focus(field: i)
            return true
        }
        if layer === view.card || layer.isDescendant(of: view.card) {
            blur()
            return true
        }
        return false
    }

    /// Focuses field `index` (blurring the focused one): its progress line grows to full width.
    package func focus(field index: Int) {
        guard index >= 0, index < values.count, !didRunAction, focusedField != index else { return }
        blur()
        focusedField = index
        revealFocusedField()
        animateProgress(index, to: view.progressFullScale)
    }

    /// Leaves the focused field; its progress line shrinks back when it is empty.
    func blur() {
        guard let i = focusedField else { return }
        focusedField = nil
        if values[i].isEmpty { animateProgress(i, to: 1) }
    }

    /// Sets the text of field `index` (what the host's keyboard typed).
    package func setText(_ text: String, forField index: Int) {
        guard index >= 0, index < values.count else { return }
        values[index] = text
        let f = configuration.fields[index]
        view.setText(text, isSecure: f.isSecure, placeholder: f.placeholder, at: index)
    }

    /// Runs the action as the button would: hands the texts to ``onAction`` and plays the finale.
    /// A second call is ignored.
    package func performAction() {
        guard !didRunAction else { return }
        focusedField = nil
        didRunAction = true
        // No field takes text any more (`textInputFields` is empty): the host hears it, and hands
        // key status back to the app's window, before app code runs.
        onTextInputEnd?()
        onAction?(values)
        guard animated, let now = clock?.now else {
            view.button.isHidden = true
            view.card.isHidden = true
            view.logo.isHidden = false
            view.logo.transform = .scale(Self.logoScale, Self.logoScale)
            if configuration.endHold != nil { onRequestDismiss?(.tap) }
            return
        }
        view.button.transform = .scale(0.01, 0.01)
        view.button.run(
            AnimationRecipes.basic(
                .transformScale, from: .scalar(1), to: .scalar(0.01), duration: Self.shrinkDuration,
                timing: .easeInEaseOut), forKey: "buttonShrink", at: now)
        view.card.transform = .scale(0.01, 0.01)
        if var shrink = AnimationRecipes.basic(
            .transformScale, from: .scalar(1), to: .scalar(0.01), duration: Self.shrinkDuration,
            timing: .easeInEaseOut, fill: .backwards)
        {
            shrink.beginTime = now + Self.cardShrinkDelay
            view.card.add(shrink, forKey: "cardScale", at: now)
        }
        after(Self.shrinkDuration) { [weak self] in self?.view.button.isHidden = true }
        after(Self.cardShrinkDelay + Self.shrinkDuration) { [weak self] in self?.showLogo() }
    }

    private func showLogo() {
        guard let now = clock?.now else { return }
        view.card.isHidden = true
        view.logo.isHidden = false
        view.logo.transform = .scale(Self.logoScale, Self.logoScale)
        view.logo.run(
            AnimationRecipes.basic(
                .transformScale, from: .scalar(0), to: .scalar(Self.logoScale), duration: Self.logoDuration,
                timing: .easeInEaseOut), forKey: "logoScale", at: now)
        guard let hold = configuration.endHold else { return }
        after(Self.logoDuration + hold) { [weak self] in self?.onRequestDismiss?(.tap) }
    }

    private func animateProgress(_ i: Int, to target: Double) {
        let line = view.progressLines[i]
        guard animated, let now = clock?.now else {
            line.transform = .scale(target, 1)
            line.removeAnimation(forKey: "progress")
            return
        }
        let from = line.presentation(at: now).transform.m11
        line.transform = .scale(target, 1)
        line.run(
            AnimationRecipes.basic(
                .transformScaleX, from: .scalar(from), to: .scalar(target), duration: Self.progressDuration,
                timing: .easeIn, fill: .forwards, removedOnCompletion: false), forKey: "progress", at: now)
    }

    private func after(_ delay: Double, _ action: @escaping @MainActor () -> Void) {
        guard let clock else {
            action()
            return
        }
        timers.append(clock.schedule(after: delay, action))
    }

    /// Every way out (dismissed, dropped, dismissed while set aside during the finale) ends here:
    /// the finale's timers are the popup's scheduled work, and none outlives it.
    package func popupDidHide(_ reason: HUDHideReason) { cancelTimers() }

    private func cancelTimers() {
        if let clock { for t in timers { clock.cancel(t) } }
        timers.removeAll()
    }
}

extension CardPopup: SheetSurfacePopup {
    /// The card (its content is a container as large as the space it lays out in).
    var sheetSurface: HUDLayer { view.card }
    func placeInSheet() { view.isInSheet = true }
}
