/// The clock the center's components schedule on: the center's own clock, with every callback
/// run as one ``HostRelay/batch(_:)``, so a timer that changes several things (a hide animation
/// ending, a banner's lifetime running out, a popup's transition ending) commits once.
///
/// Times and tokens are the base clock's: a token from here cancels there too.
@MainActor
final class BatchingClock: HUDClock {
    private let base: any HUDClock
    private weak var relay: HostRelay?

    init(base: any HUDClock, relay: HostRelay) {
        self.base = base
        self.relay = relay
    }

    var now: Double { base.now }

    @discardableResult
    func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        base.schedule(after: delay) { [weak relay] in
            if let relay { relay.batch(action) } else { action() }
        }
    }

    func cancel(_ token: TimerToken) { base.cancel(token) }
}
