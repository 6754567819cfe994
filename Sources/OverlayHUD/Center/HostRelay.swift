/// Stands between the components and the host: every commit passes through here, so what
/// follows from the overlay's content is decided once, in the engine, whoever changed it.
///
/// - The host hears that the overlay became visible when it gets its first layer and empty when
///   it loses its last, before the commit that shows it — also when a component changes the
///   overlay by itself later (a grace time ending, a popup handed over, a banner arriving).
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
final class HostRelay: HUDHost {
    /// The host everything is forwarded to.
    let host: any HUDHost
    private let overlay: Overlay
    private let clock: any HUDClock
    private var isVisible = false
    private var completionTimer: TimerToken?
    private var completionDue: Double?
    /// Decides elements, modality and focus.
    let accessibility = AccessibilityCoordinator()
    /// Whether a commit happened since the host last heard what VoiceOver reaches.
    private var accessibilityIsStale = false

    init(host: any HUDHost, overlay: Overlay, clock: any HUDClock) {
        self.host = host
        self.overlay = overlay
        self.clock = clock
    }

    // Visibility is derived from the overlay's content in `commit`; components never report it.
    func overlayDidBecomeVisible(_ overlay: Overlay) {}
    func overlayDidBecomeEmpty(_ overlay: Overlay) {}

    func commit(_ overlay: Overlay) {
        let visible = !overlay.rootLayer.sublayers.isEmpty
        if visible != isVisible {
            isVisible = visible
            if visible { host.overlayDidBecomeVisible(overlay) } else { host.overlayDidBecomeEmpty(overlay) }
        }
        host.commit(overlay)
        accessibilityIsStale = true
        if host.accessibilityDelivery == .afterEveryCommit { updateAccessibility() }
        scheduleCompletions()
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

    func announce(_ text: String) { host.announce(text) }
    /// Components no longer report modality: the coordinator derives it (ignored).
    func screenChanged(modal: Bool) {}
    /// Only the relay itself makes updates (ignored).
    func accessibilityDidChange(_ update: HUDAccessibilityUpdate) {}
    func play(_ haptic: Haptic) { host.play(haptic) }
    var isReduceMotionEnabled: Bool { host.isReduceMotionEnabled }
    func measure(_ text: TextContent) -> HUDSize { host.measure(text) }

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

    /// Runs the completions due now, then commits what they changed (which schedules the next).
    private func runDueCompletions() {
        completionTimer = nil
        completionDue = nil
        overlay.rootLayer.processCompletions(at: clock.now)
        commit(overlay)
    }
}
