import Foundation
import XCTest

/// Helpers for tests of calls made off the main thread, which hop to the main queue.
extension XCTestCase {
    /// Drains the main queue: everything hopped before this call has been applied when it returns.
    func drainMainQueue() {
        let drained = expectation(description: "main queue drained")
        DispatchQueue.global().async { DispatchQueue.main.async { drained.fulfill() } }
        wait(for: [drained], timeout: 60)
    }

    /// Runs `body` on a thread of its own while the main thread waits for it, blocked: nothing the
    /// body hops to the main queue can run before this returns.
    func onBackgroundThread(_ body: @escaping @Sendable () -> Void) {
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            XCTAssertFalse(Thread.isMainThread)
            body()
            finished.signal()
        }
        thread.start()
        finished.wait()
    }
}
