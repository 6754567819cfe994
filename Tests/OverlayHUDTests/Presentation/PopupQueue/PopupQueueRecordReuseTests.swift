import XCTest
@testable import OverlayHUD

final class PopupQueueRecordReuseTests: XCTestCase {
    func testRecordsAreReusedOnlyWhenNothingElseHoldsThem() {
        onMain {
            let env = HUDTestEnvironment()
            let c = env.center
            let queue = c.popupQueue
            weak var weakPopup: TestPopup?
            do {
                let popups = (0..<20).map { TestPopup("p\($0)", transitions: .instant) }
                weakPopup = popups[7]
                for p in popups { c.enqueue(p) }
                while c.currentPopup != nil { c.dismissPopups() }
            }
            XCTAssertNil(weakPopup, "a record kept for reuse does not keep its popup alive")
            let spares = queue.spareRecordCount
            XCTAssertGreaterThan(spares, 10, "records of popups that left are kept")
            XCTAssertLessThanOrEqual(spares, c.popupQueueConfiguration.capacity + 1)
            queue._checkInvariants()

            // A popup that keeps its callbacks: its record must never stand for another popup.
            let keeper = KeepingPopup()
            c.enqueue(keeper)
            keeper.presents[0]()
            c.dismissPopups()
            keeper.dismisses[0]()
            // One more popup through the queue: the keeper's record would become a spare now
            // (and be the first handed out) if its kept callbacks did not hold it.
            c.enqueue(TestPopup("flush", transitions: .instant))
            c.dismissPopups()
            let others = (0..<30).map { TestPopup("q\($0)", transitions: .instant) }
            for p in others { c.enqueue(p) }
            XCTAssertEqual(currentName(c), "q0")
            for _ in 0..<3 {
                keeper.requests[0](.finished)
                keeper.presents[0]()
                keeper.dismisses[0]()
            }
            XCTAssertEqual(currentName(c), "q0", "the kept callbacks reach nothing")
            XCTAssertEqual(c.queuedPopups.count, 29)
            var shown: [String] = []
            while let name = currentName(c) { shown.append(name); c.dismissPopups() }
            XCTAssertEqual(shown, others.map(\.name))
            XCTAssertTrue(others.allSatisfy { $0.log == ["present", "willHide dismissed", "dismiss", "didHide dismissed"] })
            queue._checkInvariants()
        }
    }

    func testSpareRecordsStayWithinTheCapacity() {
        onMain {
            let env = HUDTestEnvironment()
            let c = env.center
            c.popupQueueConfiguration.capacity = 4
            for round in 0..<3 {
                let popups = (0..<12).map { TestPopup("r\(round).\($0)", transitions: .instant) }
                for p in popups { c.enqueue(p) }  // 1 shows, 4 wait, 7 overflow
                XCTAssertEqual(c.queuedPopups.count, 4)
                while c.currentPopup != nil { c.dismissPopups() }
                XCTAssertLessThanOrEqual(c.popupQueue.spareRecordCount, 5)
                c.popupQueue._checkInvariants()
            }
        }
    }
}
