/// The one overlay service: owns the overlay window model and everything shown in it.
///
/// Use ``shared`` from any thread:
/// ```swift
/// HUDCenter.shared.showWaiting("Loading…")
/// // … later, from any thread:
/// HUDCenter.shared.hideWaiting()
/// ```
/// Entry points marked `nonisolated` may be called from any thread: on the main thread they
/// apply at once; elsewhere they take one FIFO hop to the main queue, so calls made in order on
/// one thread apply in that order. Everything else is main-actor only.
///
/// For your tests, `OverlayTestCenter` (in the `OverlayHUDSoftware` product) makes a center of
/// its own on a manual clock, with no window system: `OverlayTestCenter().center`.
@MainActor
public final class HUDCenter {
    /// The app-wide center. Its host and clock are created on first use on the main actor
    /// (the UIKit window on iOS, the headless host elsewhere).
    public nonisolated static let shared = HUDCenter(makeEnvironment: { HUDEnvironment.platformDefault() })

    private nonisolated let makeEnvironment: @MainActor @Sendable () -> HUDEnvironment
    private var environmentStorage: HUDEnvironment?
    private var overlayStorage: Overlay?
    var waiting: WaitingHUD?
    var activityCount = 0
    var progressObservation: ProgressObservation?
    /// Cancellable ``withWaiting(_:mode:cancellable:cancelTitle:_:)`` runs in progress, oldest
    /// first; the latest owns the HUD's button (see HUDCenter+CancellableWork.swift).
    var waitingWorks: [WaitingWork] = []
    /// How status HUDs (`showSuccess`, `showError`, `showInfo`) behave by default.
    public var statusHUDSettings = StatusHUDSettings()
    /// Elements that want taps on their layers (banners, messages, popups), front-most first
    /// (``addTouchTarget(_:zPosition:)``).
    var touchTargets: [TouchTargetEntry] = []
    /// The host's touch sequence under way: whether its tap is the app's own view's (HostTouchSequence.swift).
    var touchSequence = HostTouchSequence()
    /// The parts that add elements (banners and messages, popups), each made on first use
    /// (HUDCenterPart.swift); the core knows none of them.
    var parts: [any HUDCenterPart] = []

    /// The centers bound to window scenes (see HUDCenter+SceneCenters.swift); the shared center's.
    var sceneCentersStorage: SceneCenterRegistry?
    /// Who hears what shows (HUDCenter+ShownState.swift), once someone listens.
    var shownStateStorage: ShownStateFanOut?
    /// How many waiting HUD presentations this center made (``OverlayShownState/waitingPresentation``).
    var waitingPresentations = 0

    // MARK: -
    private var relayStorage: HostRelay?
    /// ``isUITestModeEnabled`` once set (nil: what the launch asked for; HUDCenter+UITestMode.swift).
    var uiTestModeStorage: Bool?
    /// The batch each entry point runs in (see ``batch(_:)``).
    let commitBatch = CommitBatch()
    /// Where lifecycle events go, made when someone first listens (HUDCenter+Events.swift).
    var eventsStorage: EventFanOut?
    /// Whether a stream of ``events()`` is read: what every element's report checks first.
    package let eventListening = EventListening()

    /// Creates a center whose environment is made lazily, on the main actor, at first use; the
    /// center attaches itself to the environment's host then (``HUDHost/attach(_:)``).
    package nonisolated init(makeEnvironment: @escaping @MainActor @Sendable () -> HUDEnvironment) {
        self.makeEnvironment = makeEnvironment
    }

    /// Creates a center running on `environment` (tests, the software host, previews, a second
    /// center on its own UIKit host) and attaches it to the environment's host, so the host's
    /// touches, keyboard, screen and appearance changes come here. A host serves one center: the
    /// last one attached.
    package init(environment: HUDEnvironment) {
        self.makeEnvironment = { HUDEnvironment.platformDefault() }
        environmentStorage = environment
        environment.host.attach(self)
        followScreen(of: environment.host)
    }

    /// The host, clock and screen.
    var environment: HUDEnvironment {
        if let e = environmentStorage { return e }
        let e = makeEnvironment()
        environmentStorage = e
        e.host.attach(self)
        followScreen(of: e.host)
        return e
    }

    /// The overlay window model everything is shown in.
    @inline(never)  // read by every entry point; one copy of the first-use path (iOS code size)
    package var overlay: Overlay {
        if let o = overlayStorage { return o }
        let o = Overlay(metrics: environment.metrics)
        overlayStorage = o
        readScreen(into: o)
        return o
    }

    /// Has the batches read `host`'s screen while the overlay shows nothing, when it can read it
    /// (``HostScreenReading``): each show then lays out for the screen as it is, once.
    private func followScreen(of host: any HUDHost) {
        guard let reader = host as? any HostScreenReading else { return }
        // The host is cast once, here, not at each entry point (the environment holds it as long).
        commitBatch.didOpen = { [weak self] in
            guard let overlay = self?.overlayStorage, overlay.rootLayer.sublayers.isEmpty else { return }
            Self.readScreen(of: reader, into: overlay)
        }
    }

    /// Takes the host's screen into `overlay`, which shows nothing: only stored (no element is laid
    /// out, nothing is committed). Nothing when the host cannot tell.
    private func readScreen(into overlay: Overlay) {
        guard let reader = environment.host as? any HostScreenReading else { return }
        Self.readScreen(of: reader, into: overlay)
    }

    private static func readScreen(of reader: any HostScreenReading, into overlay: Overlay) {
        guard let screen = reader.currentScreen() else { return }
        overlay.update(metrics: screen.metrics)
        overlay.updateTraits(screen.traits)
    }

    /// The clock the center waits on.
    package var clock: any HUDClock { environment.clock }
    /// The host the center shows through.
    package var host: any HUDHost { environment.host }

    /// What components show through: the host, behind the engine's visibility and completion rules.
    package var relay: HostRelay {
        if let r = relayStorage { return r }
        let r = HostRelay(host: host, overlay: overlay, clock: clock, batch: commitBatch)
        // An emptied overlay's window takes no more touches: a finger still down there never lifts for the engine.
        r.didBecomeEmpty = { [weak self] in self?.touchSequence.reset() }
        r.didCommit = { [weak self] in self?.shownStateDidCommit() }
        relayStorage = r
        r.isUITestMode = isUITestModeEnabled
        return r
    }

    /// Whether anything is in the overlay (the test center's `isShowingAnything` reads it).
    package var isShowingAnything: Bool { !overlay.rootLayer.sublayers.isEmpty }

    /// Runs `work` on the main actor (at once on the main thread, else one FIFO hop), as one batch.
    @inline(never)  // one copy of the hop, not one in each of the ~17 entry points (iOS code size)
    package nonisolated func hop(_ work: @escaping @MainActor @Sendable (HUDCenter) -> Void) {
        MainHop.run { self.batch { work(self) } }
    }

    /// Runs one entry point: whatever `body` changes reaches the host in one commit at its end.
    package func batch<T>(_ body: () throws -> T) rethrows -> T { try commitBatch.run(body) }

    /// Asks for a commit of the overlay through the relay (made when the entry point's batch ends).
    package func didChangeContent() { relay.commit(overlay) }

    /// Commits now, inside a batch too: app code is about to run and the host must be current
    /// first (a card whose fields stop taking text hands key status back before `onAction`).
    package func commitBeforeAppCode() { relay.commitNow() }

    /// Feeds a tap at `point` (overlay coordinates) to whatever it lands on, and commits what it
    /// changed (a card's finale, an option's click effect) while something still shows. Returns
    /// whether the overlay kept the touch (false: it passes through to the app).
    @discardableResult
    package func handleTap(at point: HUDPoint) -> Bool {
        guard let hit = overlay.hitTest(point) else { return false }
        return batch {
            if !waitingHandlesTap(on: hit) {
                for entry in touchTargets where entry.target.handleTap(on: hit, at: point) { break }
            }
            if isShowingAnything { didChangeContent() }
            return true
        }
    }

    /// A tap on `layer` if it is the waiting HUD's: its button acts, a bezel that a tap dismisses
    /// hides the HUD (at once, animated). Returns whether the waiting HUD handled it. A tap and a
    /// VoiceOver double tap both come here.
    func waitingHandlesTap(on layer: HUDLayer) -> Bool {
        guard let waiting else { return false }
        if layer === waiting.view.button {
            waiting.tapButton()
            return true
        }
        guard waiting.configuration.dismissesOnTap,
            layer === waiting.view.bezel || layer.isDescendant(of: waiting.view.bezel)
        else { return false }
        activityCount = 0
        dismissWaiting(animated: true, afterDelay: 0, completion: nil, reason: .tap)
        return true
    }
}
