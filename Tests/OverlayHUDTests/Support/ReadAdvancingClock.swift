@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A clock like ``SystemClock`` on a device, where time is new on every read: each read of `now`
/// moves it on by `step` seconds. Callbacks wait on an inner ``ManualClock`` that tests advance.
@MainActor
final class ReadAdvancingClock: HUDClock {
    let base = ManualClock()
    private let step: Double
    private var reads = 0.0

    init(step: Double = 1e-6) { self.step = step }

    var now: Double {
        reads += 1
        return base.now + reads * step
    }

    @discardableResult
    func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        base.schedule(after: delay, action)
    }

    func cancel(_ token: TimerToken) { base.cancel(token) }
}
