@_spi(Layers) import OverlayHUDCore

// The popup queue's stage: the root layer and the backdrop, the transitions and their timeouts,
// and the callbacks that tell popups what happens to them. The rules are PopupQueue's.

/// Carries out a ``PopupQueue``'s decisions in the overlay (see ``PopupStaging``).
///
/// All popups share one root layer (zPosition ``OverlayZOrder/popups``) holding the backdrop and
/// the showing popup's content; the root is in the overlay only while a popup shows or is about
/// to. While a popup is set aside for the next one, both transitions get a stand-in backdrop, so
/// the real one stays up across the hand-over. When the popup showing next uses the very same
/// content layer as the one leaving (popups sharing one view), that layer stays attached instead
/// of leaving and coming back: the leaving popup's did-hide runs with it already in place.
///
/// Each transition the stage starts gets a new number; its completion and its timeout (on the
/// clock, ``PopupQueueConfiguration/transitionTimeout``) count only while it is the latest, and
/// only once.
@MainActor
final class PopupStage: PopupStaging, OverlayTouchTarget, OverlayLayoutObserver {
    /// The container of the backdrop and the showing popup's content.
    let root = HUDLayer(name: "popups")
    /// The full-screen backdrop (interactive for modal popups).
    let backdrop = HUDLayer(name: "popupBackdrop")
    /// The frame around a framed popup's content (``PopupPresentation/isFramed``): the bottom
    /// sheet, or a clear full-screen layer a drag moves (PopupStage+Sheet.swift).
    let sheet = HUDLayer(name: "popupSheet")
    /// The bottom sheet's grabber, shown while a drag may dismiss it.
    let grabber = HUDLayer(name: "popupSheet.grabber")
    /// Where a bottom sheet's popup lays out, in the sheet's coordinates (from its last layout).
    var sheetContentBounds = HUDRect.zero
    /// Asks the queue to dismiss a popup dragged away (PopupStage+Drag.swift).
    var onDragDismiss: (@MainActor (PopupRecord) -> Void)?
    /// The drag under way, if any (PopupStage+Drag.swift).
    var drag: PopupDrag?
    /// The stage's own motion of a framed popup (a sheet's slide, a dragged popup's exit), while it runs.
    var motion: TimerToken?
    /// Called when the root enters or leaves the overlay (the center tells its host).
    var onContentChange: (() -> Void)?
    var onBackdropTap: (@MainActor () -> Void)?
    var onTransitionEnd: (@MainActor (PopupRecord, PopupRecord.Phase) -> Void)?
    /// Told each step of a popup's life (the center posts it as a ``HUDEvent``; PopupStage+Events.swift).
    var onEvent: ((HUDEvent.Element, HUDEvent.Phase, HUDHideReason?, HUDEventHandler?) -> Void)?
    /// Whether a stream of the center's events is being read (else only a popup's own handler hears).
    let events: EventListening
    /// Whether the backdrop is the "Dismiss" button now (PopupStage+Accessibility.swift).
    var backdropIsDismissButton = false
    /// The record on stage, from ``show(_:)`` until its content is taken off.
    private(set) var showing: PopupRecord?
    /// The content layer ``show(_:)`` attached for ``showing`` (taken off later, whatever the
    /// popup's `content` returns by then).
    private var content: HUDLayer?
    /// A leaving popup's content left attached because the popup showing next uses the same
    /// layer; settled (kept or taken off) before the queue's call that left it returns.
    private var handedOver: HUDLayer?
    /// Whether the backdrop is up and stays up for the popup showing next (a popup was set aside).
    private var backdropHeld = false
    /// What ``show(_:)`` found, for the present transition that follows it.
    private var entering = false
    private var presentHoldsBackdrop = false
    /// The number of the latest transition started.
    private var lastTransition: UInt64 = 0
    /// The transition running (nil when none runs): its number, its record and the phase it runs for.
    private var running: (n: UInt64, record: PopupRecord, phase: PopupRecord.Phase)?
    /// The timeout of the running transition.
    private var timeout: TimerToken?
    /// The overlay (held strongly: it keeps its layout observers weakly, so there is no cycle).
    let overlay: Overlay
    let clock: any HUDClock
    let host: any HUDHost

    init(overlay: Overlay, clock: any HUDClock, host: any HUDHost, events: EventListening) {
        self.overlay = overlay
        self.clock = clock
        self.host = host
        self.events = events
        root.zPosition = OverlayZOrder.popups
        // Drawn below the content as before (it is added first); read after it (PopupStage+Accessibility.swift).
        backdrop.zPosition = -1
        root.addSublayer(backdrop)
        sheet.addSublayer(grabber)
    }

    // MARK: Turns

    func show(_ record: PopupRecord) {
        showing = record
        entering = root.superlayer == nil
        if entering {
            overlay.rootLayer.addSublayer(root)
            overlay.addLayoutObserver(self)
        }
        let bounds = HUDRect(origin: .zero, size: overlay.size)
        if entering || root.bounds.size != bounds.size {
            root.frame = bounds
            backdrop.frame = bounds
        }
        presentHoldsBackdrop = backdropHeld && !entering
        backdropHeld = false
        if backdrop.hasAnimations { backdrop.removeAllAnimations() }
        let modal = record.presentation.isModal
        backdrop.opacity = 1
        if let color = record.presentation.backdrop {
            backdrop.backgroundColor = color
        } else {
            backdrop.backgroundColor = nil
        }
        backdrop.isInteractive = modal
        // The root catches touches too, so a modal popup blocks the app even while a custom
        // transition has made the backdrop transparent (and during the exit transition).
        root.isInteractive = modal
        backdrop.isHidden = !modal
        let content = record.popup.content
        self.content = content
        settleHandedOver(keeping: content)
        drag = nil
        let parent = prepareFrame(for: record)
        if content.superlayer !== parent { parent.addSublayer(content) }
        adoptTraits(overlay.traits, for: record)
        layOut(record)
        report(record, .willShow)
    }

    /// Lays `record`'s popup out: in ``popupBounds``, or in its frame (PopupStage+Sheet.swift).
    private func layOut(_ record: PopupRecord) {
        if record.presentation.isFramed {
            layOutFrame(for: record)
        } else {
            layOut(record.popup, in: popupBounds)
        }
    }

    /// Lays `popup` out in `bounds`, handing a ``TextSizingPopup`` the text settings first.
    func layOut(_ popup: any Popup, in bounds: HUDRect) {
        (popup as? any TextSizingPopup)?.prepareTextLayout(TextLayoutEnvironment(overlay: overlay, host: host))
        popup.layout(in: bounds)
    }

    func present(_ record: PopupRecord, timeout: Double) {
        let entering = entering
        let n = beginTransition(record, for: .presenting)
        if record.presentation.placement == .bottomSheet {
            presentSheet(record, transition: n, context: context(for: record, holdingBackdrop: presentHoldsBackdrop))
        } else {
            record.popup.present(context(for: record, holdingBackdrop: presentHoldsBackdrop)) { [weak self] in
                self?.endTransition(n)
            }
        }
        startTimeout(n, after: timeout)
        announceModality()
        if entering { onContentChange?() } else { host.commit(overlay) }
    }

    var animatesTransitions: Bool { !host.isReduceMotionEnabled }

    func dismiss(_ record: PopupRecord, reason: HUDHideReason, settingAside: Bool, animated: Bool, timeout: Double) {
        if settingAside { backdropHeld = true }
        drag = nil
        if settingAside { report(record, .willHide, .preempted) }
        let n = beginTransition(record, for: .dismissing)
        let context = context(for: record, holdingBackdrop: settingAside, animated: animated)
        if record.presentation.placement == .bottomSheet || (reason == .swipe && record.presentation.isFramed) {
            dismissFrame(record, reason: reason, transition: n, context: context, animated: animated)
        } else {
            record.popup.dismiss(context, reason: reason) { [weak self] in self?.endTransition(n) }
        }
        startTimeout(n, after: timeout)
        // The host mirrors the exit transition, and the engine times its completion, from here; a
        // set-aside that ended at once has already moved on (and committed).
        if !settingAside || running?.n == n { host.commit(overlay) }
    }

    func remove(_ record: PopupRecord, handingOverTo next: PopupRecord?) {
        if let content, next?.popup.content === content {
            // The next popup shows this very layer: leave it attached.
            handedOver = content
        } else {
            content?.removeFromSuperlayer()
            detachFrame()
        }
        content = nil
        showing = nil
        drag = nil
        if backdrop.hasAnimations { backdrop.removeAllAnimations() }
    }

    func setAside(_ record: PopupRecord) {
        report(record, .didHide)
        content?.removeFromSuperlayer()
        detachFrame()
        content = nil
        showing = nil
        drag = nil
    }

    func rest() {
        settleHandedOver(keeping: nil)
        detachFrame()
        backdropHeld = false
        if backdrop.hasAnimations { backdrop.removeAllAnimations() }
        backdrop.isHidden = true
        backdrop.isInteractive = false
        root.isInteractive = false
        announceModality()
        if root.superlayer != nil { host.commit(overlay) }
    }

    func close() {
        settleHandedOver(keeping: nil)
        detachFrame()
        backdropHeld = false
        announceModality()
        if root.superlayer != nil {
            root.removeFromSuperlayer()
            overlay.removeLayoutObserver(self)
            onContentChange?()
        }
    }

    // MARK: Callbacks

    func willHide(_ record: PopupRecord, reason: HUDHideReason) {
        report(record, .willHide, reason)
        record.popup.popupWillHide(reason)
    }

    func didHide(_ record: PopupRecord, reason: HUDHideReason) {
        let didHide = record.didHide
        record.didHide = nil
        report(record, .didHide)
        record.popup.popupDidHide(reason)
        didHide?(reason)
    }

    func didSuspend(_ record: PopupRecord) { record.popup.popupDidSuspend() }
    func didResume(_ record: PopupRecord) { record.popup.popupDidResume() }

    // MARK: Taps and layout

    /// Backdrop taps go to the queue (``onBackdropTap``); content taps go to the popup while it is
    /// presenting or shown; either way the touch is kept.
    func handleTap(on layer: HUDLayer, at point: HUDPoint) -> Bool {
        guard let record = showing else { return false }
        // The sheet's margins and grabber keep the touch (no tap through to the backdrop).
        if layer === root || layer === sheet || layer === grabber { return true }
        if layer === backdrop {
            onBackdropTap?()
            return true
        }
        let content = record.popup.content
        if layer === content || layer.isDescendant(of: content) {
            if record.isActive { _ = record.popup.handleTap(on: layer, at: point) }
            return true
        }
        return false
    }

    /// Re-lays-out the backdrop and the showing popup after rotation, a size change, the
    /// keyboard moving, a trait change (``TraitFollowingPopup``) or new display settings (a larger text size).
    func overlayDidChangeLayout(_ overlay: Overlay) {
        guard let record = showing else { return }
        root.frame = overlay.bounds
        backdrop.frame = HUDRect(origin: .zero, size: overlay.size)
        adoptTraits(overlay.traits, for: record)
        layOut(record)
        host.commit(overlay)
    }

    /// Where popups lay out: the screen above the keyboard while one is up (the backdrop still
    /// covers the whole screen), so a popup that takes text stays in sight while the user types.
    var popupBounds: HUDRect {
        var r = HUDRect(origin: .zero, size: overlay.size)
        if let keyboard = overlay.keyboardFrame, keyboard.height > 0, keyboard.minY > 0, keyboard.minY < r.maxY {
            r.size.height = keyboard.minY
        }
        return r
    }

    // MARK: Helpers

    /// Marks the root modal while a modal popup shows (PopupStage+Accessibility.swift); the center's
    /// accessibility coordinator decides modality and focus for the whole overlay from the layers.
    private func announceModality() {
        let modal = showing?.presentation.isModal ?? false
        setAccessibility(modal: modal, dismissesOnTapOutside: showing?.presentation.dismissesOnTapOutside ?? false)
    }

    /// Takes a handed-over layer off screen unless it is `content` (the layer about to show);
    /// leaves it alone if someone else has adopted it meanwhile.
    private func settleHandedOver(keeping content: HUDLayer?) {
        guard let layer = handedOver else { return }
        handedOver = nil
        if layer !== content, layer.superlayer === root || layer.superlayer === sheet { layer.removeFromSuperlayer() }
    }

    /// The transition context; `holdingBackdrop` hands the transition a stand-in backdrop, so
    /// the real one stays as it is (up) whatever the transition does.
    private func context(for record: PopupRecord, holdingBackdrop: Bool, animated: Bool = true) -> PopupTransitionContext {
        PopupTransitionContext(
            backdrop: holdingBackdrop ? HUDLayer(name: "popupBackdrop.standIn") : backdrop,
            content: content ?? record.popup.content,
            bounds: record.presentation.placement == .bottomSheet
                ? sheetContentBounds : HUDRect(origin: .zero, size: overlay.size),
            clock: clock, isAnimated: animated && !host.isReduceMotionEnabled)
    }

    /// Starts a transition of `record` for `phase`: the one running before (if any) no longer
    /// counts. Returns its number.
    private func beginTransition(_ record: PopupRecord, for phase: PopupRecord.Phase) -> UInt64 {
        cancelTimeout()
        cancelMotion()
        lastTransition &+= 1  // compared for equality only: wrapping after 2^64 transitions is harmless
        running = (lastTransition, record, phase)
        return lastTransition
    }

    /// Whether transition `n` is the one running.
    func isRunning(_ n: UInt64) -> Bool { running?.n == n }

    /// Transition `n` completed (or timed out): the queue hears of it if it is still the one running.
    func endTransition(_ n: UInt64) {
        guard let ended = running, ended.n == n else { return }
        running = nil
        cancelTimeout()
        cancelMotion()
        onTransitionEnd?(ended.record, ended.phase)
        if ended.phase == .presenting, ended.record.phase == .shown { report(ended.record, .didShow) }
    }

    /// Times transition `n` out after `seconds`, unless it has ended already (or `seconds` is infinite).
    private func startTimeout(_ n: UInt64, after seconds: Double) {
        guard seconds.isFinite, running?.n == n else { return }
        timeout = clock.schedule(after: seconds) { [weak self] in
            self?.timeout = nil
            self?.endTransition(n)
        }
    }

    private func cancelTimeout() {
        if let timeout { clock.cancel(timeout) }
        timeout = nil
    }

    func _checkInvariants(showing record: PopupRecord?) {
        #if DEBUG
            assert(handedOver == nil, "a handed-over layer was left unsettled")
            assert(showing === record, "the stage shows another record than the queue's")
            if record == nil {
                assert(timeout == nil && content == nil && running == nil, "state of a popup no longer showing")
                assert(motion == nil && drag == nil, "motion or a drag of a popup no longer showing")
            }
        #endif
    }
}
