import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// A later call is never ignored: a non-animated hide or show during any show or hide animation
/// takes effect at once (MBProgressHUD cuts the running animation short), leaving nothing
/// scheduled; an animated one turns the HUD round from where it is. The show and hide take at most
/// ``WaitingHUDConfiguration/maximumTransitionDuration``, whatever the cat's half-turn.
final class WaitingHUDInterruptionTests: XCTestCase {
    /// The original cat at its default pace and at paces whose quarter would be far too long, and
    /// MBProgressHUD's indeterminate mode.
    static let cases: [(String, WaitingHUDConfiguration)] = {
        var result: [(String, WaitingHUDConfiguration)] = [("indeterminate", WaitingHUDConfiguration(mode: .indeterminate))]
        for halfTurn in [2, 1e3, 1e300, .greatestFiniteMagnitude] {
            var cat = WaitingHUDConfiguration(mode: .cat)
            cat.catHalfTurnDuration = halfTurn
            result.append(("cat half-turn \(halfTurn)", cat))
        }
        return result
    }()

    func testNonAnimatedHideDuringAnimatedHideRemovesAtOnce() {
        onMain {
            for (name, config) in Self.cases {
                let env = HUDTestEnvironment()
                env.center.showWaiting(config)
                env.clock.advance(by: 20)
                env.center.hideWaiting(animated: true)
                env.clock.advance(by: 0.05)
                XCTAssertTrue(env.center.isWaitingVisible, "\(name): animating out")
                var done = 0
                env.center.hideWaiting(animated: false) { done += 1 }
                XCTAssertFalse(env.center.isWaitingVisible, "\(name): gone at once")
                XCTAssertNil(env.center.waitingConfiguration, name)
                XCTAssertEqual(done, 1, "\(name): completion at once")
                env.assertIdle(name)
            }
        }
    }

    func testNonAnimatedHideDuringAnimatedShowRemovesAtOnce() {
        onMain {
            for (name, config) in Self.cases {
                for wait in [0, 0.1, 0.3] {
                    let env = HUDTestEnvironment()
                    env.center.showWaiting(config)
                    env.clock.advance(by: wait)
                    env.center.hideWaiting(animated: false)
                    XCTAssertFalse(env.center.isWaitingVisible, "\(name) after \(wait) s: gone at once")
                    env.assertIdle("\(name) after \(wait) s")
                }
            }
        }
    }

    func testNonAnimatedShowDuringAnimatedHideShowsAtOnce() {
        onMain {
            for (name, config) in Self.cases {
                let env = HUDTestEnvironment()
                env.center.showWaiting(config)
                env.clock.advance(by: 20)
                env.center.hideWaiting(animated: true)
                env.clock.advance(by: 0.05)
                var again = config
                again.isAnimated = false
                env.center.showWaiting(again)
                let root = try! XCTUnwrap(env.layer("waitingHUD"))
                XCTAssertEqual(root.presentation(at: env.clock.now).opacity, 1, "\(name): fully shown at once")
                XCTAssertEqual(env.center.waiting?.phase, .shown, name)
                env.assertIdle(allowingContent: true, name)
            }
        }
    }

    func testNonAnimatedShowDuringAnimatedShowEndsItAtOnce() {
        onMain {
            for (name, config) in Self.cases {
                for wait in [0, 0.1, 0.3] {
                    let env = HUDTestEnvironment()
                    env.center.showWaiting(config)
                    env.clock.advance(by: wait)
                    var again = config
                    again.isAnimated = false
                    env.center.showWaiting(again)
                    let root = try! XCTUnwrap(env.layer("waitingHUD"))
                    XCTAssertEqual(root.presentation(at: env.clock.now).opacity, 1, "\(name) after \(wait) s: shown at once")
                    XCTAssertEqual(env.center.waiting?.phase, .shown, "\(name) after \(wait) s")
                    env.assertIdle(allowingContent: true, "\(name) after \(wait) s")
                }
            }
        }
    }

    func testAnimatedShowDuringAnimatedHideShowsAgain() {
        onMain {
            for (name, config) in Self.cases {
                let env = HUDTestEnvironment()
                env.center.showWaiting(config)
                env.clock.advance(by: 20)
                env.center.hideWaiting(animated: true)
                env.clock.advance(by: 0.05)
                env.center.showWaiting(config)
                env.clock.advance(by: WaitingHUDConfiguration.maximumTransitionDuration)
                XCTAssertTrue(env.center.isWaitingVisible, "\(name): the last call, a show, wins")
                XCTAssertEqual(env.layer("waitingHUD")?.presentation(at: env.clock.now).opacity, 1, name)
                XCTAssertEqual(env.center.waiting?.phase, .shown, name)
                env.assertIdle(allowingContent: true, name)
            }
        }
    }

    func testShowAndHideTakeAtMostTheMaximumTransitionDuration() {
        onMain {
            let maximum = WaitingHUDConfiguration.maximumTransitionDuration
            XCTAssertEqual(maximum, 10)
            for (name, config) in Self.cases {
                let env = HUDTestEnvironment()
                env.center.showWaiting(config)
                env.clock.advance(by: WaitingHUD.catShowDelay + maximum)
                XCTAssertEqual(env.center.waiting?.phase, .shown, "\(name): shown within the maximum")
                XCTAssertEqual(env.layer("waitingHUD")?.presentation(at: env.clock.now).opacity, 1, name)
                env.center.hideWaiting(animated: true)
                env.clock.advance(by: maximum)
                XCTAssertFalse(env.center.isWaitingVisible, "\(name): gone within the maximum")
                env.assertIdle(name)
            }
        }
    }
}
