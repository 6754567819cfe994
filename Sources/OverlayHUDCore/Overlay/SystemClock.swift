import Dispatch

/// The real clock: monotonic time, callbacks on the main queue.
///
/// This is the one place OverlayHUD reads real time (`DispatchTime`, which is monotonic on every
/// platform). The UIKit host uses it too; its timeline matches `CACurrentMediaTime()` closely
/// enough for scheduling, while animation times are handed to Core Animation relative to now.
@MainActor
final class SystemClock: HUDClock {
    private var items: [UInt64: DispatchWorkItem] = [:]
    private var nextID: UInt64 = 0

    /// Creates a system clock.
    init() {}

    var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    @discardableResult
    func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        nextID += 1
        let id = nextID
        let d = Self.sanitizedDelay(delay)
        let item = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                self?.items[id] = nil
                action()
            }
        }
        items[id] = item
        if d.isFinite {
            DispatchQueue.main.asyncAfter(deadline: .now() + d, execute: item)
        }
        return TimerToken(id: id)
    }

    func cancel(_ token: TimerToken) {
        items.removeValue(forKey: token.id)?.cancel()
    }

    /// The number of callbacks waiting to fire.
    package var pendingCount: Int { items.count }
}
