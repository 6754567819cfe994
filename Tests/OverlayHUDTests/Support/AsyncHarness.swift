import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// A ``HUDTestEnvironment`` held on the main actor for `async` tests (XCTest on Linux cannot run
/// `@MainActor` test methods): the test awaits its work, and steps the manual clock on the main
/// actor between awaits. Nothing waits on the wall clock.
@MainActor
final class AsyncHarness {
    private(set) lazy var env = HUDTestEnvironment.withoutPauseBetweenPopups()
    var center: HUDCenter { env.center }

    nonisolated init() {}

    /// Lets the main queue run the hops made so far until `condition` holds (at most `limit`
    /// turns). Each turn is one `MainActor.run`, queued behind the hops already made.
    nonisolated func until(_ limit: Int = 10_000, _ condition: @escaping @MainActor (AsyncHarness) -> Bool) async -> Bool {
        for _ in 0..<limit {
            if await MainActor.run(body: { condition(self) }) { return true }
            await Task.yield()
        }
        return false
    }
}

/// A sequence that never yields: iterating it returns only when the iterating task is cancelled.
func untilCancelled() async {
    // AsyncStream's iteration ends (returns nil) when the iterating task is cancelled.
    for await _ in AsyncStream<Void>(Void.self, { _ in }) {}
}
