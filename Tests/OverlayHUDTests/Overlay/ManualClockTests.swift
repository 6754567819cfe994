import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
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
            clock.cancel(t)  // twice: ignored
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
            clock.advance(by: .nan)
            clock.advance(by: -1)
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

    /// Every combination of start time, duration and step ends, within the stated number of steps,
    /// with time never going backwards (a step below a Double's resolution at `now` used to spin).
    func testRunEndsForEveryDurationAndStep() {
        onMain {
            for start in [0, 1e6, 1e15, 1e300] {
                for duration in SpecialValues.doubles {
                    for step in SpecialValues.doubles {
                        let clock = ManualClock(start: start)
                        var steps = 0
                        var last = clock.now
                        clock.run(for: duration, step: step) { now in
                            steps += 1
                            XCTAssertGreaterThan(now, last)
                            last = now
                        }
                        XCTAssertLessThanOrEqual(
                            steps, ManualClock.maximumRunSteps, "start \(start) for \(duration) step \(step)")
                        if duration.isFinite, duration > 0, step.isFinite, step > 0, (start + duration).isFinite {
                            XCTAssertEqual(clock.now, start + duration, "reaches the end")
                        } else {
                            XCTAssertEqual(clock.now, start, "refused: no move")
                        }
                    }
                }
            }
        }
    }

    func testRunWithAStepBelowTheClockResolutionStillCoversTheDuration() {
        onMain {
            let clock = ManualClock(start: 1e6)
            var fired = false
            clock.schedule(after: 0.5) { fired = true }
            clock.run(for: 1, step: 1e-12)
            XCTAssertTrue(fired)
            XCTAssertEqual(clock.now, 1e6 + 1)
        }
    }
}
