import XCTest
@testable import OverlayHUD
@testable import OverlayHUDSoftware

final class ManualClockTests: XCTestCase {
    func testFiresInTimeOrderWithNowAtDueTime() {
        onMain {
            let clock = ManualClock()
            var log: [String] = []
            clock.schedule(after: 2) { log.append("b@\(clock.now)") }
            clock.schedule(after: 1) { log.append("a@\(clock.now)") }
            clock.schedule(after: 2) { log.append("c@\(clock.now)") }
            clock.advance(by: 1.5)
            XCTAssertEqual(log, ["a@1.0"])
            clock.advance(by: 10)
            XCTAssertEqual(log, ["a@1.0", "b@2.0", "c@2.0"])
            XCTAssertEqual(clock.now, 11.5)
            XCTAssertEqual(clock.pendingCount, 0)
        }
    }

    func testCallbacksScheduledWhileAdvancingAndCancellation() {
        onMain {
            let clock = ManualClock()
            var fired: [Double] = []
            clock.schedule(after: 1) {
                fired.append(clock.now)
                clock.schedule(after: 1) { fired.append(clock.now) }
            }
            let t = clock.schedule(after: 1.5) { fired.append(-1) }
            clock.cancel(t)
            clock.cancel(t) // twice: ignored
            clock.advance(by: 3)
            XCTAssertEqual(fired, [1, 2])
        }
    }

    func testBadDelaysAndSteps() {
        onMain {
            let clock = ManualClock(start: .nan)
            XCTAssertEqual(clock.now, 0)
            var n = 0
            clock.schedule(after: -5) { n += 1 }
            clock.schedule(after: .nan) { n += 1 }
            clock.schedule(after: .infinity) { n += 100 }
            XCTAssertEqual(n, 0, "never fires inside schedule")
            clock.advance(by: .nan); clock.advance(by: -1)
            XCTAssertEqual(n, 0)
            clock.advance(by: 0.001)
            XCTAssertEqual(n, 2)
            clock.advance(by: 1e9)
            XCTAssertEqual(n, 2, "an infinite delay never fires")
            var steps = 0
            clock.run(for: 1, step: 0.25) { _ in steps += 1 }
            XCTAssertEqual(steps, 4)
        }
    }
}
