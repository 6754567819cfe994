import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class PausableTimerTests: XCTestCase {
    func testHoldsPauseAndTheLastReleaseRunsOnWithTheTimeLeft() {
        onMain {
            let clock = ManualClock()
            let timer = PausableTimer(clock: clock)
            var fired = 0
            timer.start(4) { fired += 1 }
            clock.advance(by: 1.5)
            timer.hold(.touch)
            timer.hold(.pan)
            timer.hold(.touch)
            XCTAssertEqual(timer.holds, [.touch, .pan], "each hold counts once")
            XCTAssertNil(timer.deadline)
            XCTAssertEqual(clock.pendingCount, 0, "paused: nothing on the clock")
            clock.advance(by: 10)
            timer.release(.touch)
            XCTAssertEqual(clock.pendingCount, 0, "still held by the drag")
            timer.release(.touch)
            timer.release(.pan)
            XCTAssertEqual(timer.deadline, 14.0, "2.5 s were left")
            clock.advance(by: 2.4)
            XCTAssertEqual(fired, 0)
            clock.advance(by: 0.1)
            XCTAssertEqual(fired, 1)
            XCTAssertNil(timer.deadline)
        }
    }

    func testStartingWhileHeldWaitsWithTheFullTimeAndStopForgetsEverything() {
        onMain {
            let clock = ManualClock()
            let timer = PausableTimer(clock: clock)
            var log: [String] = []
            timer.hold(.touch)
            timer.start(3) { log.append("a") }
            XCTAssertEqual(clock.pendingCount, 0)
            timer.release(.touch)
            XCTAssertEqual(timer.deadline, 3.0)
            timer.start(1) { log.append("b") }
            XCTAssertEqual(clock.pendingCount, 1, "starting again replaces what was pending")
            timer.hold(.pan)
            timer.stop()
            XCTAssertTrue(timer.holds.isEmpty)
            timer.release(.pan)
            clock.advance(by: 10)
            XCTAssertEqual(log, [], "stopped: nothing runs, a release after stop resumes nothing")
            timer.start(nil) { log.append("never") }
            timer.hold(.touch)
            timer.release(.touch)
            clock.advance(by: 100)
            XCTAssertEqual(log, [], "nil seconds: never by itself")
            XCTAssertEqual(clock.pendingCount, 0)
        }
    }
}
