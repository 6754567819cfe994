import XCTest
@testable import OverlayHUD

/// A popup that keeps every completion and dismiss request the queue hands it, so a test can
/// call them late, twice, or after the popup has left and come back.
@MainActor
private final class KeepingPopup: Popup {
    let content = Layer.make("keeping", frame: Rect(0, 0, 50, 50), color: .white)
    var onRequestDismiss: (@MainActor (PopupHideReason) -> Void)?
    let priority: PopupPriority
    var presents: [@MainActor () -> Void] = []
    var dismisses: [@MainActor () -> Void] = []
    var requests: [@MainActor (PopupHideReason) -> Void] = []
    var hides: [PopupHideReason] = []

    init(priority: PopupPriority = .normal) { self.priority = priority }

    func present(_ context: PopupTransitionContext, completion: @escaping @MainActor () -> Void) {
        presents.append(completion)
        if let request = onRequestDismiss { requests.append(request) }
    }

    func dismiss(_ context: PopupTransitionContext, reason: PopupHideReason, completion: @escaping @MainActor () -> Void) {
        dismisses.append(completion)
    }

    func popupDidHide(_ reason: PopupHideReason) { hides.append(reason) }
}

final class PopupQueueLateCallbackTests: XCTestCase {
    func testRepeatedAndLateTransitionCompletionsAreIgnored() {
        onMain {
            let env = HUDTestEnvironment()
            let c = env.center
            let queue = c.popupQueueStorage ?? c.popupQueue
            let a = KeepingPopup()
            let b = TestPopup("b", transitions: .instant)
            c.enqueue(a)
            c.enqueue(b)
            XCTAssertEqual(queue.current?.phase, .presenting)
            a.presents[0]()
            a.presents[0]()  // twice: no effect
            XCTAssertEqual(queue.current?.phase, .shown)
            c.dismissPopups()
            XCTAssertEqual(queue.current?.phase, .dismissing)
            a.presents[0]()  // a present completion arriving during the dismiss is not the dismiss's
            XCTAssertEqual(queue.current?.phase, .dismissing)
            XCTAssertTrue(c.currentPopup === a)
            a.dismisses[0]()
            XCTAssertEqual(currentName(c), "b", "the dismiss completion moves the queue on")
            a.dismisses[0]()  // late and repeated: must not touch b
            a.presents[0]()
            XCTAssertEqual(currentName(c), "b")
            XCTAssertEqual(queue.current?.phase, .shown)
            XCTAssertEqual(a.hides, [.dismissed])
            queue._checkInvariants()
        }
    }

    func testCallbacksFromAnEarlierStayDoNothingToTheNextOne() {
        onMain {
            let env = HUDTestEnvironment()
            let c = env.center
            let queue = c.popupQueueStorage ?? c.popupQueue
            let a = KeepingPopup()
            c.enqueue(a)
            a.presents[0]()
            c.dismissPopups()
            a.dismisses[0]()
            XCTAssertNil(c.currentPopup)
            XCTAssertNil(a.onRequestDismiss, "cleared once the popup has left")

            // The same popup again: a new stay, with new callbacks.
            c.enqueue(a)
            XCTAssertTrue(c.currentPopup === a)
            XCTAssertEqual(queue.current?.phase, .presenting)
            a.presents[0]()     // the first stay's present completion
            a.dismisses[0]()    // … and its dismiss completion
            a.requests[0](.finished)  // … and its dismiss request
            XCTAssertEqual(queue.current?.phase, .presenting, "nothing from the first stay counts")
            XCTAssertTrue(c.currentPopup === a)
            XCTAssertEqual(a.hides, [.dismissed])
            a.presents[1]()
            XCTAssertEqual(queue.current?.phase, .shown)
            a.requests[1](.finished)  // this stay's request does
            XCTAssertEqual(queue.current?.phase, .dismissing)
            a.dismisses[1]()
            XCTAssertNil(c.currentPopup)
            XCTAssertEqual(a.hides, [.dismissed, .finished])
            queue._checkInvariants()
        }
    }

    func testSuspendedPopupIgnoresItsOldPresentCompletion() {
        onMain {
            let env = HUDTestEnvironment()
            let c = env.center
            let queue = c.popupQueueStorage ?? c.popupQueue
            let low = KeepingPopup(priority: .low)
            c.enqueue(low, lowerPriorityHidden: true)
            XCTAssertEqual(queue.current?.phase, .presenting)
            let high = TestPopup("high", priority: .high, transitions: .instant)
            c.enqueue(high)
            XCTAssertEqual(currentName(c), "high", "the presenting low popup stepped aside")
            low.presents[0]()  // its present finishing while hidden: ignored
            XCTAssertEqual(currentName(c), "high")
            c.dismissPopups()
            XCTAssertTrue(c.currentPopup === low)
            XCTAssertEqual(queue.current?.phase, .shown, "back without a second present")
            XCTAssertEqual(low.presents.count, 1)
            low.presents[0]()
            XCTAssertEqual(queue.current?.phase, .shown)
            c.dismissPopups()
            low.dismisses[0]()
            XCTAssertNil(c.currentPopup)
            queue._checkInvariants()
        }
    }

    func testCallbacksOutliveTheirCenterHarmlessly() {
        onMain {
            let popup = KeepingPopup()
            weak var weakCenter: HUDCenter?
            do {
                let env = HUDTestEnvironment()
                weakCenter = env.center
                env.center.enqueue(popup)
            }
            XCTAssertNil(weakCenter, "a center is not kept alive by its popups' callbacks")
            popup.presents[0]()
            popup.requests.first?(.dismissed)
            popup.onRequestDismiss?(.dismissed)
        }
    }
}

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
