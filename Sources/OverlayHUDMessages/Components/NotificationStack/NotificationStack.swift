@_spi(Layers) import OverlayHUDCore

/// The one stack of notifications — call banners and messages — as a state machine on the main
/// actor and the injected clock, in one of two looks (``NotificationLook``): the seed's call
/// banner (``BannerLook``) or the message card and toast (``MessageLook``). A center keeps one
/// stack per look, messages below banners (``OverlayZOrder``).
///
/// The stack owns what both looks share: the entries on screen (in the order they appeared) and
/// those playing their exit, each entry's one timer (paused while a finger or a drag holds it),
/// touches, drags and swipes, the app's own views in content slots, the move of every entry to its
/// place, and the commit: every change asks the host (the center's relay) for a commit, which the
/// entry point under way — an API call, a tap, a clock callback on the batching clock — makes once
/// at its end. Once nothing shows, leaves or waits the stack leaves the overlay and its owner
/// releases it; every timer is cancelled on every way out. An entry hidden in the instant it
/// appeared was never seen: it is removed without animation.
@MainActor
final class NotificationStack<Look: NotificationLook>: OverlayLayoutObserver, OverlayTouchTarget {
    typealias Entry = NotificationEntry<Look.View>

    /// Full-screen, non-interactive container at the look's ``NotificationLook/zPosition``.
    let root = HUDLayer(name: Look.layerName)
    /// The look's rules and their state.
    let look: Look
    /// Entries on screen, in the order they appeared (banners: top first).
    private(set) var shown: [Entry] = []
    /// Entries playing their exit animation.
    private(set) var leaving: [Entry] = []
    /// Called once nothing shows, leaves or waits (the owner releases the stack here).
    var onEmpty: ((NotificationStack) -> Void)?
    /// Told each step of a notification's life: its element, the step, why it leaves, its handler
    /// (the center posts it as a ``HUDEvent``).
    var onEvent: ((HUDEvent.Element, HUDEvent.Phase, HUDHideReason?, HUDEventHandler?) -> Void)?
    /// Whether a stream of the center's events is being read (then every entry's did-show is timed).
    let events: EventListening
    /// Why the entries taken off now leave (``hiding(because:_:)``); `nil`: the app hid them.
    private var currentHideReason: HUDHideReason?
    /// The entry a finger rests on and the one it drags.
    let touches = StackTouches<Entry>()
    /// The screen the last layout was made for: a layout change on the same screen is the keyboard
    /// (or the appearance), which a look may animate itself.
    private var laidOutMetrics: ScreenMetrics?
    unowned let overlay: Overlay
    let clock: any HUDClock
    /// The center's relay: a `commit` asks for the one commit the entry point makes at its end.
    let host: any HUDHost
    /// The host's text measurement, which every view the stack makes sets its texts with (one
    /// closure for the stack's life, not one per notification).
    let measureText: (TextContent) -> HUDSize

    init(look: Look, overlay: Overlay, clock: any HUDClock, host: any HUDHost, events: EventListening) {
        self.look = look
        self.events = events
        self.overlay = overlay
        self.clock = clock
        self.host = host
        measureText = { [weak host] in host?.measure($0) ?? .zero }
        root.zPosition = Look.zPosition
    }

    var isEmpty: Bool { shown.isEmpty && leaving.isEmpty && !look.hasWaiting }

    // MARK: Arriving

    /// Puts `view` on screen as the last entry (joining the overlay first if needed); the caller
    /// lays it out, places it and starts its timer.
    func add(_ view: Look.View) -> Entry {
        let entry = Entry(view: view, arrival: clock.now, clock: clock)
        entry.timerAction = { [weak self, weak entry] in
            guard let self, let entry else { return }
            self.timerDidFire(for: entry)
        }
        if root.superlayer == nil {
            root.frame = overlay.bounds
            overlay.rootLayer.addSublayer(root)
            overlay.addLayoutObserver(self)
            laidOutMetrics = overlay.metrics
        }
        shown.append(entry)
        root.addSublayer(view.surface)
        report(view, .willShow)
        return entry
    }

    /// (Re)starts `entry`'s timer for its full lifetime, paused if something holds it.
    func startTimer(_ entry: Entry) {
        entry.timer.start(host.holdsAutoDismiss ? nil : look.lifetime(of: entry.view), entry.timerAction)
    }

    /// `entry`'s timer ran out: on screen, its lifetime is up (the look says what follows);
    /// leaving, its exit has played — it is removed and waiting entries may take its room.
    private func timerDidFire(for entry: Entry) {
        switch entry.phase {
        case .shown:
            hiding(because: .timer) { look.timeDidRunOut(for: entry, in: self) }
        case .leaving:
            finish(entry)
            look.admitWaiting(in: self)
            settle()
        case .gone:
            return
        }
    }

    // MARK: Leaving

    /// Takes `entry` off the screen: it no longer counts as shown and its timer stops. Returns
    /// whether it is to play an exit animation — false when it was not on screen, or when it
    /// appeared this instant (then it is removed at once, unless `evenIfJustArrived`). The caller
    /// animates the exit and calls ``finish(_:after:)``.
    func takeOff(_ entry: Entry, evenIfJustArrived: Bool = false) -> Bool {
        guard entry.isShown else { return false }
        shown.removeAll { $0 === entry }
        entry.timer.stop()
        entry.markLeaving()
        endAppearance(of: entry)
        entry.hideReason = currentHideReason ?? .hiddenByCode
        report(entry.view, .willHide, entry.hideReason)
        if entry.arrival == clock.now && !evenIfJustArrived {
            finish(entry)
            return false
        }
        leaving.append(entry)
        return true
    }

    /// Removes `entry` once its exit animation, `seconds` long, has played; waiting entries may
    /// then take its room.
    func finish(_ entry: Entry, after seconds: Double) {
        entry.timer.start(seconds, entry.timerAction)
    }

    /// Removes an entry's layers and forgets it.
    func finish(_ entry: Entry) {
        guard entry.phase != .gone else { return }
        endAppearance(of: entry)
        if entry.isShown { report(entry.view, .willHide, entry.hideReason) }
        entry.timer.stop()
        entry.markGone()
        report(entry.view, .didHide, entry.hideReason)
        leaving.removeAll { $0 === entry }
        shown.removeAll { $0 === entry }
        entry.view.surface.removeAllAnimationsInTree()
        entry.view.surface.removeFromSuperlayer()
        look.didFinish(entry, in: self)
    }

    /// Asks for a commit; when nothing shows, leaves or waits, leaves the overlay and tells the
    /// owner; then the look's callbacks run (they may show or hide notifications).
    func settle() {
        let empty = isEmpty
        if empty && root.superlayer != nil {
            root.removeFromSuperlayer()
            overlay.removeLayoutObserver(self)
        }
        host.commit(overlay)
        if empty { onEmpty?(self) }
        look.didSettle(self)
    }

    // MARK: Lifecycle events

    /// Tells the owner that `view` reached `phase` (for a hide, because of `reason`); nothing is
    /// made or posted when no one listens.
    func report(_ view: Look.View, _ phase: HUDEvent.Phase, _ reason: HUDHideReason? = nil) {
        let handler = view.lifecycle
        guard handler != nil || events.hasStreams else { return }
        onEvent?(view.eventElement, phase, reason, handler)
    }

    /// Reports `entry` shown once its entry animation, `seconds` long, has played (at once when it
    /// has none, or when no one listens: then nothing is timed).
    func reportShown(_ entry: Entry, after seconds: Double) {
        guard seconds > 0, entry.view.lifecycle != nil || events.hasStreams else { return report(entry.view, .didShow) }
        entry.appearance = clock.schedule(after: seconds) { [weak self, weak entry] in
            guard let self, let entry else { return }
            self.endAppearance(of: entry)
        }
    }

    /// The entry animation of `entry` has played, or `entry` leaves before it has: it did show.
    private func endAppearance(of entry: Entry) {
        guard let token = entry.appearance else { return }
        clock.cancel(token)
        entry.appearance = nil
        report(entry.view, .didShow)
    }

    /// Runs `body` with the entries it takes off leaving because of `reason` (a tap, a swipe, the
    /// timer, an overflow, the scene going away); calls nested in it say their own (an app's
    /// `hideBanner` from a tap callback is the app's).
    func hiding<T>(because reason: HUDHideReason, _ body: () -> T) -> T {
        let outer = currentHideReason
        currentHideReason = reason
        defer { currentHideReason = outer }
        return body()
    }

    // MARK: Places

    /// Moves every entry on screen to its place. Animated moves run the look's
    /// ``NotificationLook/reflowDuration`` from where each entry is shown now (so a move that
    /// interrupts another continues smoothly); entries that appeared this instant were never seen
    /// and jump.
    func reflow(animated: Bool) {
        let now = clock.now
        for (entry, target) in zip(shown, look.places(in: self)) {
            let surface = entry.view.surface
            guard surface.position != target else { continue }
            let from = surface.presentation(at: now).position
            surface.position = target
            if animated && entry.arrival != now {
                surface.run(
                    AnimationRecipes.basic(
                        .position, from: .point(from), to: .point(target), duration: Look.reflowDuration,
                        timing: .easeInEaseOut), forKey: "reflow", at: now)
            } else {
                surface.removeAnimation(forKey: "reflow")
            }
        }
    }

    /// Re-lays-out after rotation, a size, safe-area or keyboard change, or a new appearance: the
    /// entries are laid out again and placed at once — or, on the same screen and when the look
    /// says so (the keyboard moved messages), glide to their new places.
    func overlayDidChangeLayout(_ overlay: Overlay) {
        root.frame = overlay.bounds
        let glides = Look.glidesOnSameScreen && laidOutMetrics == overlay.metrics
        laidOutMetrics = overlay.metrics
        for entry in shown { look.layout(entry.view, in: self) }
        for entry in leaving { look.layout(entry.view, in: self) }
        if !glides {
            for entry in shown { entry.view.surface.removeAnimation(forKey: "reflow") }
        }
        reflow(animated: glides)
        host.commit(overlay)
    }
}
