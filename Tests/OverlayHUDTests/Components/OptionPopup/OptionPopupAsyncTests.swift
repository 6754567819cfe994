import XCTest

@testable import OverlayHUD
@testable import OverlayHUDSoftware

/// The `await` form: returns the choice, or nil when the popup hides without one.
final class OptionPopupAsyncTests: XCTestCase {
    func testChooseOptionReturnsTheChoiceOrNil() {
        let env = onMainValue { HUDTestEnvironment() }
        let center = onMainValue { env.center }
        let config = OptionPopupConfiguration.modern(options: nineOptions())
        for (tap, expected) in [(true, Optional(3)), (false, nil)] {
            let done = expectation(description: "chosen")
            let result = ResultBox()
            Task.detached {
                let r = try await center.chooseOption(config)
                await MainActor.run { result.value = r }
                done.fulfill()
            }
            // Let the hop reach the main queue, then act.
            var spins = 0
            while onMainValue({ center.currentPopup == nil }) && spins < 1_000 {
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001))
                spins += 1
            }
            onMain {
                let popup = center.currentPopup as! OptionPopup
                env.clock.advance(by: 1)
                if tap { popup.choose(3) }
                center.hidePopups()
                env.clock.advance(by: 1)
            }
            wait(for: [done], timeout: 10)
            onMain { XCTAssertEqual(result.value, expected) }
        }
    }
}

@MainActor
final class ResultBox { var value: Int?? = .none }

/// Runs `body` on the main actor from a synchronous XCTest method and returns its value.
func onMainValue<T: Sendable>(_ body: @MainActor () -> T) -> T { MainActor.assumeIsolated(body) }
