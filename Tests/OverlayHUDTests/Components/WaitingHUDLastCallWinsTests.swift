import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// MBProgressHUD's rule: a show cancels any pending delayed hide, so the last call wins.
final class WaitingHUDLastCallWinsTests: XCTestCase {
    func testShowDuringGraceCancelsAnEarlierDelayedHide() {
        onMain {
            let env = HUDTestEnvironment()
            var config = WaitingHUDConfiguration(label: "A")
            config.graceTime = 1
            env.center.showWaiting(config)
            env.center.hideWaiting(afterDelay: 0.5)
            env.clock.advance(by: 0.2)
            env.center.showWaiting(config)
            env.clock.advance(by: 10)
            XCTAssertTrue(env.center.isWaitingVisible, "the show after the delayed hide wins")
        }
    }

    func testShowDuringTheHideAnimationCancelsAnEarlierDelayedHide() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting("A")
            env.clock.advance(by: 1)
            env.center.hideWaiting()
            env.center.hideWaiting(afterDelay: 0.5)
            env.clock.advance(by: 0.1)
            env.center.showWaiting("B")
            env.clock.advance(by: 10)
            XCTAssertTrue(env.center.isWaitingVisible, "the show after the delayed hide wins")
        }
    }

    /// Random shows (with random grace and minimum show times), hides, delayed hides and clock
    /// steps: once time has run out the HUD is visible exactly when the last call was a show, and
    /// a hidden HUD leaves nothing running.
    func testLastCallWinsOverRandomSequences() {
        onMain {
            var random = SeededRandom(seed: 17)
            for round in 0..<400 {
                let env = HUDTestEnvironment()
                var lastWasShow = false
                var log: [String] = []
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    switch Int.random(in: 0..<5, using: &random) {
                    case 0, 1:
                        var config = WaitingHUDConfiguration(label: "L")
                        config.graceTime = [0, 0.2, 0.5, 1][Int.random(in: 0..<4, using: &random)]
                        config.minShowTime = [0, 0.3, 1][Int.random(in: 0..<3, using: &random)]
                        config.isAnimated = Bool.random(using: &random)
                        env.center.showWaiting(config)
                        lastWasShow = true
                        log.append("show(grace \(config.graceTime), min \(config.minShowTime), animated \(config.isAnimated))")
                    case 2:
                        let animated = Bool.random(using: &random)
                        env.center.hideWaiting(animated: animated)
                        lastWasShow = false
                        log.append("hide(animated \(animated))")
                    case 3:
                        let delay = [0.1, 0.5, 1, 2][Int.random(in: 0..<4, using: &random)]
                        env.center.hideWaiting(afterDelay: delay)
                        lastWasShow = false
                        log.append("hide(after \(delay))")
                    default:
                        let step = [0.05, 0.15, 0.3, 0.6, 1.2][Int.random(in: 0..<5, using: &random)]
                        env.clock.advance(by: step)
                        log.append("advance(\(step))")
                    }
                }
                env.clock.advance(by: 30)
                XCTAssertEqual(env.center.isWaitingVisible, lastWasShow, "round \(round): \(log)")
                if !lastWasShow { env.assertIdle("round \(round): \(log)") }
            }
        }
    }
}
