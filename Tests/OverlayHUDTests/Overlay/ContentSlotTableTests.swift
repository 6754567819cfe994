import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// How often a content slot may lay out again (`ContentSlotTable`) on a clock whose time is new on
/// every read, as on a device (issue 21, "Bad input": a view that changes size every layout pass
/// has a documented answer and nothing loops).
final class ContentSlotTableTests: XCTestCase {
    /// An owner whose every re-layout makes the host report a new size on the next frame, as a
    /// view whose size depends on its own frame does.
    @MainActor
    private final class LoopingOwner: ContentSlotOwner {
        var relayouts = 0
        var reportPending = false
        func contentSlotDidChangeSize(_ slot: HUDContentSlotID) {
            relayouts += 1
            reportPending = true
        }
    }

    /// Runs the host's frames: while a report is pending the next frame (1/60 s later) makes it.
    @MainActor
    private static func runFrames(
        _ table: ContentSlotTable, _ slot: HUDContentSlotID, _ owner: LoopingOwner, _ clock: ReadAdvancingClock,
        frames: Int
    ) {
        for _ in 0..<frames {
            clock.base.advance(by: 1.0 / 60)
            if owner.reportPending {
                owner.reportPending = false
                table.sizeDidChange(slot, clock: clock)
            }
        }
    }

    func testAViewThatChangesSizeEveryPassStopsOnARealClock() {
        onMain {
            let clock = ReadAdvancingClock()
            let table = ContentSlotTable()
            let owner = LoopingOwner()
            let slot = HUDContentSlotID(rawValue: 7)
            table.register(slot, owner: owner)
            XCTAssertTrue(table.sizeDidChange(slot, clock: clock))
            Self.runFrames(table, slot, owner, clock, frames: 600)
            let budget = ContentSlotTable.maximumRelayoutsPerWindow
            XCTAssertEqual(owner.relayouts, 2 * budget, "a budget, one retry with its budget, then frozen")
            XCTAssertFalse(owner.reportPending, "the last report was refused: nothing runs any more")
            XCTAssertEqual(clock.base.pendingCount, 0, "no retry left waiting")
        }
    }

    func testARefusedChangeIsMeasuredAgainWhenTheWindowEnds() {
        onMain {
            let clock = ReadAdvancingClock()
            let table = ContentSlotTable()
            let owner = LoopingOwner()
            let slot = HUDContentSlotID(rawValue: 7)
            table.register(slot, owner: owner)
            let budget = ContentSlotTable.maximumRelayoutsPerWindow
            for _ in 0..<budget { XCTAssertTrue(table.sizeDidChange(slot, clock: clock)) }
            XCTAssertFalse(table.sizeDidChange(slot, clock: clock), "over budget within the window")
            XCTAssertEqual(owner.relayouts, budget)
            XCTAssertEqual(clock.base.pendingCount, 1, "one retry waits")
            XCTAssertFalse(table.sizeDidChange(slot, clock: clock), "still refused")
            XCTAssertEqual(clock.base.pendingCount, 1, "still one retry")
            clock.base.advance(by: ContentSlotTable.relayoutWindow)
            XCTAssertEqual(owner.relayouts, budget + 1, "the retry measured the view again")
            // A change after the retry's window is a real one: a fresh budget, retries again.
            clock.base.advance(by: ContentSlotTable.relayoutWindow)
            XCTAssertTrue(table.sizeDidChange(slot, clock: clock))
            XCTAssertEqual(owner.relayouts, budget + 2)
        }
    }

    func testReleasingASlotCancelsItsRetry() {
        onMain {
            let clock = ReadAdvancingClock()
            let table = ContentSlotTable()
            let owner = LoopingOwner()
            let slot = HUDContentSlotID(rawValue: 7)
            table.register(slot, owner: owner)
            for _ in 0...ContentSlotTable.maximumRelayoutsPerWindow { table.sizeDidChange(slot, clock: clock) }
            XCTAssertEqual(clock.base.pendingCount, 1)
            table.release(slot)
            XCTAssertEqual(clock.base.pendingCount, 0, "released: the retry is cancelled")
            table.register(slot, owner: owner)
            for _ in 0...ContentSlotTable.maximumRelayoutsPerWindow { table.sizeDidChange(slot, clock: clock) }
            table.register(slot, owner: LoopingOwner())
            XCTAssertEqual(clock.base.pendingCount, 0, "a new owner: the old retry is cancelled")
        }
    }

    func testClocksThatReadNaNInfiniteOrGoBackStillStop() {
        onMain {
            for reading in [Double.nan, .infinity, -.infinity, 0, -1, Double(Int.max), Double(Int.min)] {
                let clock = FixedReadingClock(reading)
                let table = ContentSlotTable()
                let owner = LoopingOwner()
                let slot = HUDContentSlotID(rawValue: 7)
                table.register(slot, owner: owner)
                for _ in 0..<100 { table.sizeDidChange(slot, clock: clock) }
                clock.base.advance(by: 10)
                for _ in 0..<100 { table.sizeDidChange(slot, clock: clock) }
                clock.base.advance(by: 10)
                XCTAssertLessThanOrEqual(owner.relayouts, 2 * ContentSlotTable.maximumRelayoutsPerWindow, "\(reading)")
                XCTAssertEqual(clock.base.pendingCount, 0, "\(reading)")
            }
        }
    }

    /// A clock that always reads the same (bad) value; callbacks wait on an inner manual clock.
    @MainActor
    private final class FixedReadingClock: HUDClock {
        let base = ManualClock()
        let reading: Double
        init(_ reading: Double) { self.reading = reading }
        var now: Double { reading }
        func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> TimerToken {
            base.schedule(after: delay, action)
        }
        func cancel(_ token: TimerToken) { base.cancel(token) }
    }
}
