/// The named one-shot timers of one overlay element (a waiting HUD, an MBProgressHUD) on a clock.
///
/// Scheduling a name that is pending replaces its timer; a timer forgets its name just before its
/// action runs (so the action may schedule it again); ``cancelAll()`` leaves nothing of the
/// element's on the clock — an element calls it on its way out. Actions should capture their
/// element weakly: a timer holds its action until it fires or is cancelled.
///
/// ```swift
/// enum Phase { case grace, minShow }
/// let timers = ElementTimers<Phase>(clock: clock)
/// timers.schedule(.grace, after: 0.3) { [weak self] in self?.present() }
/// timers.cancel(.grace)
/// ```
@MainActor
final class ElementTimers<Name: Equatable> {
    private let clock: any HUDClock
    /// The pending timers, at most one per name: an element has a few names, so an array searched
    /// in order, which links less code per element than a dictionary would.
    private var tokens: [(name: Name, token: TimerToken)] = []

    init(clock: any HUDClock) { self.clock = clock }

    /// Runs `action` once, `delay` seconds from now (see ``HUDClock/schedule(after:_:)``), in place
    /// of `name`'s pending timer if there is one.
    func schedule(_ name: Name, after delay: Double, _ action: @escaping @MainActor () -> Void) {
        cancel(name)
        let token = clock.schedule(after: delay) { [weak self] in
            self?.tokens.removeAll { $0.name == name }
            action()
        }
        tokens.append((name, token))
    }

    /// Cancels `name`'s timer; a no-op when none is pending.
    func cancel(_ name: Name) {
        guard let index = tokens.firstIndex(where: { $0.name == name }) else { return }
        clock.cancel(tokens.remove(at: index).token)
    }

    /// Cancels every pending timer.
    func cancelAll() {
        for pending in tokens { clock.cancel(pending.token) }
        tokens.removeAll()
    }

    /// Whether `name`'s timer is pending.
    func isPending(_ name: Name) -> Bool { tokens.contains { $0.name == name } }

    /// How many timers are pending (tests check that an element that has gone leaves none).
    var pendingCount: Int { tokens.count }
}
