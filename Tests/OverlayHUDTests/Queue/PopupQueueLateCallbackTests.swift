import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class PopupQueueLateCallbackTests: XCTestCase {
    func testRepeatedAndLateTransitionCompletionsAreIgnored() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let c = env.center
            let queue = c.popupQueue
            let a = KeepingPopup()
            let b = TestPopup("b", transitions: .instant)
            c.enqueue(a)
            c.enqueue(b)
            XCTAssertEqual(queue.current?.phase, .presenting)
            a.presents[0]()
            a.presents[0]()  // twice: no effect
            XCTAssertEqual(queue.current?.phase, .shown)
            c.hidePopups()
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
            XCTAssertEqual(a.hides, [.hiddenByCode])
            queue._checkInvariants()
        }
    }

    /// The present transition still runs when the dismissal starts; its completion, arriving from
    /// the will-hide, is the present's and must not end the dismissal.
    func testAPresentCompletionArrivingInWillHideDoesNotEndTheDismissal() {
        onMain {
            let env = HUDTestEnvironment.withoutPauseBetweenPopups()
            let c = env.center
            let queue = c.popupQueue
            let a = KeepingPopup()
            a.onWillHide = { [unowned a] in a.presents[0]() }
            c.enqueue(a)
            XCTAssertEqual(queue.current?.phase, .presenting)
            c.hidePopups()
            XCTAssertTrue(c.currentPopup === a)
            XCTAssertEqual(queue.current?.phase, .dismissing, "the present's completion ended nothing")
            XCTAssertEqual(a.dismisses.count, 1, "the dismiss transition runs")
            a.dismisses[0]()
            XCTAssertNil(c.currentPopup)
            XCTAssertEqual(a.hides, [.hiddenByCode])
            queue._checkInvariants()
        }
    }

    func testCallbacksFromAnEarlierStayDoNothingToTheNextOne() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let c = env.center
            let queue = c.popupQueue
            let a = KeepingPopup()
            c.enqueue(a)
            a.presents[0]()
            c.hidePopups()
            a.dismisses[0]()
            XCTAssertNil(c.currentPopup)
            XCTAssertNil(a.onRequestDismiss, "cleared once the popup has left")

            // The same popup again: a new stay, with new callbacks.
            c.enqueue(a)
            XCTAssertTrue(c.currentPopup === a)
            XCTAssertEqual(queue.current?.phase, .presenting)
            a.presents[0]()  // the first stay's present completion
            a.dismisses[0]()  // … and its dismiss completion
            a.requests[0](.tap)  // … and its dismiss request
            XCTAssertEqual(queue.current?.phase, .presenting, "nothing from the first stay counts")
            XCTAssertTrue(c.currentPopup === a)
            XCTAssertEqual(a.hides, [.hiddenByCode])
            a.presents[1]()
            XCTAssertEqual(queue.current?.phase, .shown)
            a.requests[1](.tap)  // this stay's request does
            XCTAssertEqual(queue.current?.phase, .dismissing)
            a.dismisses[1]()
            XCTAssertNil(c.currentPopup)
            XCTAssertEqual(a.hides, [.hiddenByCode, .tap])
            queue._checkInvariants()
        }
    }

    func testSuspendedPopupIgnoresItsOldPresentCompletion() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let c = env.center
            let queue = c.popupQueue
            let low = KeepingPopup(priority: .low)
            c.enqueue(low, lowerPriorityHidden: true)
            XCTAssertEqual(queue.current?.phase, .presenting)
            let high = TestPopup("high", priority: .high, transitions: .instant)
            c.enqueue(high)
            low.dismisses[0]()  // its set-aside transition ends
            XCTAssertEqual(currentName(c), "high", "the presenting low popup stepped aside")
            low.presents[0]()  // its first present finishing while hidden: ignored
            XCTAssertEqual(currentName(c), "high")
            c.hidePopups()
            XCTAssertTrue(c.currentPopup === low)
            XCTAssertEqual(queue.current?.phase, .presenting, "back with a second present")
            XCTAssertEqual(low.presents.count, 2)
            low.presents[0]()  // the old completion still does nothing
            XCTAssertEqual(queue.current?.phase, .presenting)
            low.presents[1]()
            XCTAssertEqual(queue.current?.phase, .shown)
            c.hidePopups()
            low.dismisses[1]()
            XCTAssertNil(c.currentPopup)
            queue._checkInvariants()
        }
    }

    func testKeptCallbacksOfAPopupThatLeftReachNothing() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let c = env.center
            let keeper = KeepingPopup()
            c.enqueue(keeper)
            keeper.presents[0]()
            c.hidePopups()
            keeper.dismisses[0]()
            let others = (0..<30).map { TestPopup("q\($0)", transitions: .instant) }
            for p in others { c.enqueue(p) }
            XCTAssertEqual(currentName(c), "q0")
            for _ in 0..<3 {
                keeper.requests[0](.tap)
                keeper.presents[0]()
                keeper.dismisses[0]()
            }
            XCTAssertEqual(currentName(c), "q0", "the kept callbacks reach nothing")
            XCTAssertEqual(c.queuedPopups.count, 29)
            var shown: [String] = []
            while let name = currentName(c) {
                shown.append(name)
                c.hidePopups()
            }
            XCTAssertEqual(shown, others.map(\.name))
            XCTAssertTrue(
                others.allSatisfy { $0.log == ["present", "willHide hiddenByCode", "dismiss", "didHide hiddenByCode"] })
            XCTAssertEqual(keeper.hides, [.hiddenByCode])
            c.popupQueue._checkInvariants()
        }
    }

    func testCallbacksOutliveTheirCenterHarmlessly() {
        onMain {
            let popup = KeepingPopup()
            weak var weakCenter: HUDCenter?
            do {
                let env = HUDTestEnvironment()
                env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
                weakCenter = env.center
                env.center.enqueue(popup)
            }
            XCTAssertNil(weakCenter, "a center is not kept alive by its popups' callbacks")
            popup.presents[0]()
            popup.requests.first?(.hiddenByCode)
            popup.onRequestDismiss?(.hiddenByCode)
        }
    }
}
