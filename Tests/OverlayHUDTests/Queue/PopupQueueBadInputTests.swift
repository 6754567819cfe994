// The popup queue at the extremes of its configuration (capacity Int.max and Int.min).

import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The queue's configuration at its extremes: no arithmetic on the capacity may trap.
final class PopupQueueBadInputTests: XCTestCase {
    /// `Int.max`: nothing is ever dropped for room, and the first popup still shows at once.
    func testCapacityIntMaxShowsAndQueuesWithoutTrapping() {
        onMain {
            let env = HUDTestEnvironment.withoutPauseBetweenPopups()
            let c = env.center
            c.popupQueueConfiguration.capacity = .max
            let log = StringLog()
            for (name, p) in [("a", PopupPresentation.Priority.normal), ("b", .low), ("c", .high)] {
                c.enqueue(TestPopup(name, priority: p, transitions: .instant)) { log.lines.append("\(name) \($0.rawValue)") }
            }
            XCTAssertEqual(currentName(c), "a")
            XCTAssertEqual(queuedNames(c), ["c", "b"], "nothing dropped")
            c.hidePopups()
            XCTAssertEqual(currentName(c), "c")
            c.hidePopups(.all)
            XCTAssertEqual(log.lines, ["a hiddenByCode", "c hiddenByCode", "b hiddenByCode"], "the showing one first")
            XCTAssertNil(c.currentPopup)
            c.enqueue(TestPopup("d", transitions: .instant))
            XCTAssertEqual(currentName(c), "d", "an empty queue shows the newcomer at once")
            c.popupQueue._checkInvariants()
        }
    }

    /// `Int.min`: nothing may wait, but a popup that can show at once shows; the rest overflow.
    func testCapacityIntMinShowsOneAndDropsTheRest() {
        onMain {
            let env = HUDTestEnvironment.withoutPauseBetweenPopups()
            let c = env.center
            c.popupQueueConfiguration.capacity = .min
            let log = StringLog()
            for name in ["a", "b", "c"] {
                c.enqueue(TestPopup(name, transitions: .instant)) { log.lines.append("\(name) \($0.rawValue)") }
            }
            XCTAssertEqual(currentName(c), "a")
            XCTAssertEqual(queuedNames(c), [])
            XCTAssertEqual(log.lines, ["b overflow", "c overflow"])
            c.hidePopups()
            XCTAssertNil(c.currentPopup)
            c.enqueue(TestPopup("d", transitions: .instant))
            XCTAssertEqual(currentName(c), "d")
            c.popupQueue._checkInvariants()
        }
    }
}
