import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class WaitingHUDProgressObservationTests: XCTestCase {
    func testFollowsFractionCompletedOnTheClock() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting(WaitingHUDConfiguration(mode: .determinate, label: "Copying"))
            let progress = Progress(totalUnitCount: 8)
            env.center.observeWaitingProgress(progress)
            progress.completedUnitCount = 2
            XCTAssertEqual(env.center.waitingConfiguration?.progress, 0, "read on the next tick, not synchronously")
            env.clock.advance(by: ProgressObservation.interval)
            XCTAssertEqual(env.center.waitingConfiguration?.progress, 0.25)
            progress.completedUnitCount = 8
            env.clock.advance(by: ProgressObservation.interval)
            XCTAssertEqual(env.center.waitingConfiguration?.progress, 1)
            env.clock.advance(by: 1)  // past the show animation: only the observation's tick is pending
            XCTAssertEqual(env.clock.pendingCount, 1)
            env.center.observeWaitingProgress(nil)
            XCTAssertEqual(env.clock.pendingCount, 0, "stopping the observation cancels its timer")
        }
    }

    func testObservingWithNoHUDIsIgnoredAndCompletionsRunInOrder() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.observeWaitingProgress(Progress(totalUnitCount: 1))
            XCTAssertEqual(env.clock.pendingCount, 0)
            env.center.showWaiting("x", mode: .indeterminate)
            var order: [Int] = []
            env.center.hideWaiting(afterDelay: 1) { order.append(1) }
            env.center.hideWaiting(afterDelay: 2) { order.append(2) }
            env.center.hideWaiting { order.append(3) }
            XCTAssertEqual(order, [], "completions wait for removal")
            env.clock.advance(by: WaitingHUD.transitionDuration)
            XCTAssertEqual(order, [1, 2, 3], "every completion runs once, in the order given")
            env.clock.advance(by: 5)
            XCTAssertEqual(order, [1, 2, 3])
        }
    }

    func testACompletionThatShowsOrHidesAgainWorks() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting("first", mode: .indeterminate)
            env.center.hideWaiting(animated: false) {
                // Re-entrant: show a new HUD from inside the completion of the old one.
                env.center.showWaiting("second", mode: .indeterminate)
                env.center.hideWaiting(afterDelay: 1) { env.center.showSuccess("done") }
            }
            XCTAssertEqual(env.center.waitingConfiguration?.label, "second")
            XCTAssertTrue(env.center.isWaitingVisible)
            env.clock.advance(by: 1 + WaitingHUD.transitionDuration)
            XCTAssertEqual(env.center.waitingConfiguration?.mode, .success, "the second completion showed a status HUD")
            env.clock.advance(by: 10)
            XCTAssertFalse(env.center.isShowingAnything)
            XCTAssertEqual(env.clock.pendingCount, 0)
        }
    }
}
