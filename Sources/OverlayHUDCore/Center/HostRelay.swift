/// Stands between the components and the host: every commit passes through here, so what
/// follows from the overlay's content is decided once, in the engine, whoever changed it.
///
/// - One commit per entry point: the center runs each entry point (a call of its API, a tap, a
///   clock callback of a component, an animation completion) inside ``batch(_:)``. A component's
///   `commit` there only marks the overlay changed; the host gets one commit when the outermost
///   batch ends, and none when nothing changed. A commit outside any batch (an MBProgressHUD's
///   own overlay) reaches the host at once.
/// - The host hears that the overlay became visible when it gets its first layer and empty when
///   it loses its last, before the commit that shows it — also when a component changes the
///   overlay by itself later (a grace time ending, a popup handed over, a banner arriving). What
///   the host reports while it hears it goes into that commit (``CommitBatch/absorb(_:)``).
/// - Animation completions run on the engine's clock when their animation ends, on every host
///   alike: after each commit the relay keeps one timer at the overlay's next completion time
///   (none while nothing animates to an end), runs the due completions when it fires, and
///   commits what they changed. The host only mirrors.
/// - What VoiceOver reaches — elements, modality, focus — is decided from the whole overlay by
///   one ``AccessibilityCoordinator`` (the topmost modal layer wins) and reaches the host after
///   the commit that changed it, so a window it made exists (``HUDHost/accessibilityDidChange(_:)``;
///   ``Overlay/isAccessibilityModal`` says what held at the last update, for a window a host
///   makes later) — after every commit, or, for a host that asks for it
///   (``HUDAccessibilityDelivery/onRequest``), when it asks. Components only describe their layers.
@MainActor
package final class HostRelay: HUDHost {
    /// The host everything is forwarded to.
    let host: any HUDHost
    private let overlay: Overlay
    private let clock: any HUDClock
    private var isVisible = false
    private var completionTimer: TimerToken?
    private var completionDue: Double?
    private var pendingModal: Bool?
    /// The batch commits wait for (the center's; an MBProgressHUD's overlay has one of its own).
    let commitBatch: CommitBatch
    /// Decides elements, modality and focus.
    let accessibility = AccessibilityCoordinator()
    /// Whether a commit happened since the host last heard what VoiceOver reaches.
    private var accessibilityIsStale = false
    /// Called once, after the host has heard that the overlay became empty, then cleared (a scene's
    /// center is kept until what it showed has left: `SceneCenterRegistry`).
    var whenEmpty: (@MainActor () -> Void)?
    /// Called each time the host has heard that the overlay became empty (the center ends the
    /// touch sequence under way: the host's window takes no more touches).
    var didBecomeEmpty: (@MainActor () -> Void)?
    /// Called after each commit (the center tells who listens what shows now: ``OverlayShownState``).
    var didCommit: (@MainActor () -> Void)?

    init(host: any HUDHost, overlay: Overlay, clock: any HUDClock, batch: CommitBatch = CommitBatch()) {
        self.host = host
        self.overlay = overlay
        self.clock = clock
        commitBatch = batch
        batch.relay = self
    }

    /// The clock components schedule on: the center's clock, each callback run as one batch.
    /// Kept as `any HUDClock`: handed the concrete type, the optimiser compiled each component's
    /// initializer (and `ContentSlotTable.sizeDidChange`) a second time for it (iOS code size).
    package private(set) lazy var batchingClock: any HUDClock = BatchingClock(base: clock, relay: self)

    /// Runs `body` as one entry point (see ``CommitBatch``).
    func batch<T>(_ body: () throws -> T) rethrows -> T { try commitBatch.run(body) }

    // Visibility is derived from the overlay's content in `commit`; components never report it.
    package func overlayDidBecomeVisible(_ overlay: Overlay) {}
    package func overlayDidBecomeEmpty(_ overlay: Overlay) {}

    /// Asks for a commit: inside a batch it is made when the batch ends, outside one at once.
    package func commit(_ overlay: Overlay) {
        if commitBatch.isOpen { commitBatch.setNeedsCommit() } else { commitNow() }
    }

    /// Commits at once (the batch calls it when it ends).
    func commitNow() {
        let visible = !overlay.rootLayer.sublayers.isEmpty
        if visible != isVisible {
            isVisible = visible
            if visible {
                // What the host reports as its window appears (a screen it could not read before the
                // first layout) goes into this commit, not into commits of its own before it.
                commitBatch.absorb { host.overlayDidBecomeVisible(overlay) }
            } else {
                // Nothing shown, and the completion timer of what just left cancelled first: the
                // host releases its window when nothing is scheduled any more.
                scheduleCompletions()
                host.overlayDidBecomeEmpty(overlay)
                didBecomeEmpty?()
            }
        }
        host.commit(overlay)
        accessibilityIsStale = true
        if host.accessibilityDelivery == .afterEveryCommit { updateAccessibility() }
        scheduleCompletions()
        if !visible, let action = whenEmpty {
            whenEmpty = nil
            action()
        }
        didCommit?()
    }

    /// Works out what VoiceOver reaches, if a commit changed it since the last time, and hands the
    /// host the update.
    func updateAccessibility() {
        guard accessibilityIsStale else { return }
        accessibilityIsStale = false
        apply(accessibility.update(overlay))
    }

    private func apply(_ update: HUDAccessibilityUpdate?) {
        guard let update else { return }
        overlay.isAccessibilityModal = update.snapshot.isModal
        host.accessibilityDidChange(update)
    }

    /// Follows focus the user moved (reported by the host) and tells the host what changed.
    func accessibilityFocusDidMove(to element: HUDAccessibilityElement.ID?) {
        updateAccessibility()
        apply(accessibility.focusDidMove(to: element))
    }

    package func announce(_ text: String) { host.announce(text) }
    /// Components no longer report modality: the coordinator derives it (ignored).
    package func screenChanged(modal: Bool) {}
    /// Only the relay itself makes updates (ignored).
    package func accessibilityDidChange(_ update: HUDAccessibilityUpdate) {}
    package func play(_ haptic: Haptic) { host.play(haptic) }
    /// UI-test mode (``HUDCenter/isUITestModeEnabled``): motion as with Reduce Motion, and no
    /// element leaves by itself.
    var isUITestMode = false
    package var isReduceMotionEnabled: Bool { host.isReduceMotionEnabled || isUITestMode }
    package var holdsAutoDismiss: Bool { isUITestMode }
    package var isVoiceOverRunning: Bool { host.isVoiceOverRunning }
    package func measure(_ text: TextContent) -> HUDSize { host.measure(text) }
    package func measureContent(_ slot: HUDContentSlotID, fitting: HUDSize) -> HUDSize {
        host.measureContent(slot, fitting: fitting)
    }
    package func measureContent(_ slot: HUDContentSlotID, width: Double, fittingHeight: Double) -> HUDSize {
        host.measureContent(slot, width: width, fittingHeight: fittingHeight)
    }
    package func contentHoldsTextInput(_ slot: HUDContentSlotID) -> Bool { host.contentHoldsTextInput(slot) }
    package func releaseContent(_ slot: HUDContentSlotID) { host.releaseContent(slot) }

    /// Keeps one clock timer at the overlay's next completion time, or none.
    private func scheduleCompletions() {
        let now = clock.now
        let next = overlay.rootLayer.nextCompletionTime(after: now)
        guard next != completionDue else { return }
        if let token = completionTimer { clock.cancel(token) }
        completionTimer = nil
        completionDue = next
        guard let next else { return }
        completionTimer = clock.schedule(after: next - now) { [weak self] in self?.runDueCompletions() }
    }

    /// Runs the completions due now, then commits what they changed (which schedules the next),
    /// all as one batch.
    private func runDueCompletions() {
        batch {
            completionTimer = nil
            completionDue = nil
            overlay.rootLayer.processCompletions(at: clock.now)
            commit(overlay)
        }
    }
}
