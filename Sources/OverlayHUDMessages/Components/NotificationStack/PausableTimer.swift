@_spi(Layers) import OverlayHUDCore

/// The one timer of a stacked element (a banner, a message) on the injected clock: its lifetime,
/// which pauses while anything holds the element (a finger, a drag) and then runs on with the time
/// that was left; once the element leaves, the end of its exit animation.
///
/// Starting again replaces what is pending; ``stop()`` cancels it and forgets holds and time left.
/// The action should capture its element weakly: the clock holds it until it runs or is cancelled.
///
/// ```swift
/// banner.timer.start(4) { [weak self, weak banner] in … }   // vanish after 4 s
/// banner.timer.hold(.touch)      // a finger: paused, 2.5 s left
/// banner.timer.release(.touch)   // runs on: the action in 2.5 s
/// ```
@MainActor
final class PausableTimer {
    /// What keeps the timer paused.
    enum Hold { case touch, pan }

    private let clock: any HUDClock
    /// What runs when the time is up.
    private var action: (@MainActor () -> Void)?
    private var token: TimerToken?
    /// Seconds left while paused (nil: not paused, or nothing to run).
    private var remaining: Double?
    /// When the action runs (nil: nothing pending, or paused).
    private(set) var deadline: Double?
    /// What pauses the timer (each at most once); it runs again when this becomes empty.
    private(set) var holds: [Hold] = []

    init(clock: any HUDClock) { self.clock = clock }

    /// Runs `action` `seconds` from now (nil: never by itself) in place of what is pending; while
    /// something holds the timer it waits, and the full time runs once nothing does.
    func start(_ seconds: Double?, _ action: @escaping @MainActor () -> Void) {
        cancelPending()
        deadline = nil
        remaining = nil
        self.action = action
        guard let seconds else { return }
        if holds.isEmpty {
            schedule(after: seconds)
        } else {
            remaining = seconds
        }
    }

    /// Pauses the timer for `hold`, keeping the time that is left.
    func hold(_ hold: Hold) {
        if holds.isEmpty, let deadline {
            remaining = max(0, deadline - clock.now)
            self.deadline = nil
            cancelPending()
        }
        if !holds.contains(hold) { holds.append(hold) }
    }

    /// Ends `hold`; when nothing holds the timer any more it runs on with the time that was left.
    func release(_ hold: Hold) {
        guard let index = holds.firstIndex(of: hold) else { return }
        holds.remove(at: index)
        guard holds.isEmpty, let left = remaining else { return }
        remaining = nil
        schedule(after: left)
    }

    /// Cancels what is pending and forgets holds and time left.
    func stop() {
        cancelPending()
        action = nil
        holds.removeAll()
        remaining = nil
        deadline = nil
    }

    private func schedule(after seconds: Double) {
        deadline = clock.now + seconds
        token = clock.schedule(after: seconds) { [weak self] in
            guard let self, let action else { return }
            token = nil
            deadline = nil
            action()
        }
    }

    private func cancelPending() {
        if let token {
            clock.cancel(token)
            self.token = nil
        }
    }
}
