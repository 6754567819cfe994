import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

private enum Wait: Hashable { case grace, hide }

final class ElementTimersTests: XCTestCase {
    func testANameHasOneTimerAndForgetsItWhenItFires() {
        onMain {
            let clock = ManualClock()
            let timers = ElementTimers<Wait>(clock: clock)
            var log: [String] = []
            timers.schedule(.grace, after: 1) { log.append("first") }
            timers.schedule(.grace, after: 2) { log.append("second") }
            timers.schedule(.hide, after: 1.5) { log.append("hide") }
            XCTAssertEqual(timers.pendingCount, 2, "scheduling a pending name replaces its timer")
            XCTAssertEqual(clock.pendingCount, 2, "the replaced timer left the clock")
            clock.advance(by: 1.5)
            XCTAssertEqual(log, ["hide"])
            XCTAssertFalse(timers.isPending(.hide), "a fired timer forgets its name")
            XCTAssertTrue(timers.isPending(.grace))
            clock.advance(by: 1)
            XCTAssertEqual(log, ["hide", "second"])
            XCTAssertEqual(timers.pendingCount, 0)
        }
    }

    func testAnActionMayScheduleItsOwnNameAgain() {
        onMain {
            let clock = ManualClock()
            let timers = ElementTimers<Wait>(clock: clock)
            var fired = 0
            @MainActor func arm() {
                timers.schedule(.grace, after: 1) {
                    fired += 1
                    if fired < 3 { arm() }
                }
            }
            arm()
            clock.advance(by: 10)
            XCTAssertEqual(fired, 3)
            XCTAssertEqual(timers.pendingCount, 0)
            XCTAssertEqual(clock.pendingCount, 0)
        }
    }

    func testCancellingLeavesNothingOnTheClock() {
        onMain {
            let clock = ManualClock()
            let timers = ElementTimers<Wait>(clock: clock)
            var fired = false
            timers.cancel(.grace)  // nothing pending: a no-op
            timers.schedule(.grace, after: 1) { fired = true }
            timers.schedule(.hide, after: .infinity) { fired = true }
            timers.cancel(.grace)
            XCTAssertEqual(clock.pendingCount, 1)
            timers.schedule(.grace, after: 1) { fired = true }
            timers.cancelAll()
            XCTAssertEqual(timers.pendingCount, 0)
            XCTAssertEqual(clock.pendingCount, 0, "cancel-all takes every timer off the clock")
            clock.advance(by: 5)
            XCTAssertFalse(fired)
        }
    }

    func testBadDelaysCountAsNowAndInfinityNeverFires() {
        onMain {
            let clock = ManualClock()
            let timers = ElementTimers<Wait>(clock: clock)
            var log: [Wait] = []
            timers.schedule(.grace, after: .nan) { log.append(.grace) }
            timers.schedule(.hide, after: -.infinity) { log.append(.hide) }
            XCTAssertEqual(log, [], "never run inside the call")
            clock.advance(by: 0.001)
            XCTAssertEqual(log, [.grace, .hide], "NaN and negative delays fire at once, in order")
            timers.schedule(.grace, after: .infinity) { log.append(.grace) }
            clock.advance(by: 1e9)
            XCTAssertEqual(log, [.grace, .hide], "an infinite delay never fires")
            XCTAssertTrue(timers.isPending(.grace))
        }
    }
}
