import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The queue's any-thread entry points off the main thread: nothing applies until the hop, then
/// everything applies in call order.
final class PopupQueueThreadingTests: XCTestCase {
    func testBackgroundCallsApplyAfterTheHopInCallOrder() {
        let (center, a, b, c) = MainActor.assumeIsolated {
            (
                HUDTestEnvironment.withoutPauseBetweenPopups().center, TestPopup("a", transitions: .instant),
                TestPopup("b", priority: .high, transitions: .instant), TestPopup("c", priority: .low, transitions: .instant)
            )
        }
        let called = DispatchSemaphore(value: 0)
        Thread {
            center.showPopup(a)
            center.showPopup(b)
            center.showPopup(c)
            center.hidePopups()
            called.signal()
        }.start()
        called.wait()
        MainActor.assumeIsolated { XCTAssertNil(center.currentPopup, "off the main thread the calls wait for the hop") }
        let drained = expectation(description: "main queue drained")
        DispatchQueue.global().async { DispatchQueue.main.async { drained.fulfill() } }
        wait(for: [drained], timeout: 60)
        MainActor.assumeIsolated {
            XCTAssertEqual(currentName(center), "b", "a showed, was dismissed, and the higher b followed")
            XCTAssertEqual(queuedNames(center), ["c"])
            XCTAssertEqual(a.log, ["present", "willHide hiddenByCode", "dismiss", "didHide hiddenByCode"])
        }
    }
}
