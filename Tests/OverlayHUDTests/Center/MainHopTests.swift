import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUDCore

/// `MainHop`: how calls made on any thread reach the main actor.
final class MainHopTests: XCTestCase {
    /// What ran on the main actor, in order.
    @MainActor private final class Ran { var steps: [String] = [] }

    /// `sync` answers at once on the main thread; from another thread it runs on the main thread
    /// behind the hops that thread queued before (Objective-C's class methods, such as
    /// `+HUDForView:` called from a download callback after `progress` was set there).
    func testSyncRunsOnTheMainThreadAfterTheCallersEarlierHops() {
        let ran = MainActor.assumeIsolated { Ran() }
        XCTAssertEqual(MainHop.sync { ran.steps.count }, 0, "on the main thread: at once")
        let answered = expectation(description: "sync answered off the main thread")
        let thread = Thread {
            MainHop.run(ran, "hop") { ran, step in ran.steps.append(step) }
            let answer = MainHop.sync { () -> [String] in
                ran.steps.append(Thread.isMainThread ? "sync on main" : "sync elsewhere")
                return ran.steps
            }
            XCTAssertEqual(answer, ["hop", "sync on main"])
            answered.fulfill()
        }
        thread.start()
        wait(for: [answered], timeout: 60)  // runs the main queue meanwhile
    }
}
