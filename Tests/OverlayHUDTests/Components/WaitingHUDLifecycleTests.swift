import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class WaitingHUDLifecycleTests: XCTestCase {
    func testShowAnimatesInAndHideRemovesThenCompletes() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting("Loading…", mode: .indeterminate)
            XCTAssertTrue(env.center.isWaitingVisible)
            XCTAssertTrue(env.host.isOverlayVisible)
            let root = env.layer("waitingHUD")!
            XCTAssertEqual(root.presentation(at: 0).opacity, 0, accuracy: 1e-9, "fades in from 0")
            XCTAssertEqual(root.presentation(at: 0.3).opacity, 1, accuracy: 1e-9)
            env.clock.advance(by: 1)
            var log: [String] = []
            env.center.hideWaiting { log.append("completion, visible=\(env.center.isWaitingVisible)") }
            XCTAssertEqual(log, [], "completion waits for the hide animation")
            env.clock.advance(by: 0.29)
            XCTAssertTrue(env.center.isWaitingVisible)
            env.clock.advance(by: 0.02)
            XCTAssertEqual(log, ["completion, visible=false"], "completion runs after removal")
            XCTAssertFalse(env.host.isOverlayVisible)
            XCTAssertEqual(env.clock.pendingCount, 0, "nothing scheduled once nothing is shown")
            XCTAssertEqual(env.host.announcements, ["Loading…"])
        }
    }

    func testGraceTimeHiddenBeforeItPassesNeverAppears() {
        onMain {
            let env = HUDTestEnvironment()
            var config = WaitingHUDConfiguration(mode: .indeterminate, label: "Quick")
            config.graceTime = 0.5
            env.center.showWaiting(config)
            XCTAssertFalse(env.center.isWaitingVisible)
            env.clock.advance(by: 0.4)
            var done = 0
            env.center.hideWaiting { done += 1 }
            XCTAssertEqual(done, 1, "hidden during grace: finishes at once")
            env.clock.advance(by: 1)
            XCTAssertFalse(env.center.isWaitingVisible)
            XCTAssertFalse(env.host.isOverlayVisible)
            XCTAssertEqual(env.host.announcements, [], "it never appeared")
            XCTAssertEqual(env.clock.pendingCount, 0)
        }
    }

    func testGraceTimeElapsedShows() {
        onMain {
            let env = HUDTestEnvironment()
            var config = WaitingHUDConfiguration(mode: .indeterminate, label: "Slow")
            config.graceTime = 0.5
            env.center.showWaiting(config)
            env.clock.advance(by: 0.5)
            XCTAssertTrue(env.center.isWaitingVisible)
        }
    }

    func testMinShowTimeMakesHideWait() {
        onMain {
            let env = HUDTestEnvironment()
            var config = WaitingHUDConfiguration(mode: .indeterminate, label: "Brief")
            config.minShowTime = 2
            env.center.showWaiting(config)
            env.clock.advance(by: 0.5)
            env.center.hideWaiting()
            env.clock.advance(by: 1.4)  // t = 1.9: still inside the minimum
            XCTAssertTrue(env.center.isWaitingVisible)
            XCTAssertEqual(env.layer("waitingHUD")?.opacity, 1)
            env.clock.advance(by: 0.1)  // t = 2.0: the hide starts now
            XCTAssertEqual(env.layer("waitingHUD")?.opacity, 0)
            env.clock.advance(by: 0.3)
            XCTAssertFalse(env.center.isWaitingVisible)
        }
    }

    func testHideAfterDelayAndShowCancelsIt() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting("A", mode: .indeterminate)
            env.center.hideWaiting(afterDelay: 1)
            env.clock.advance(by: 0.9)
            env.center.showWaiting("B", mode: .indeterminate)  // cancels the delayed hide, like MBProgressHUD
            env.clock.advance(by: 5)
            XCTAssertTrue(env.center.isWaitingVisible)
            XCTAssertEqual(env.center.waitingConfiguration?.label, "B")
            env.center.hideWaiting(afterDelay: 1)
            env.clock.advance(by: 1.31)
            XCTAssertFalse(env.center.isWaitingVisible)
        }
    }

    func testHideDuringShowAnimationAndShowDuringHideAnimation() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting("X", mode: .indeterminate)
            env.clock.advance(by: 0.15)
            let root = env.layer("waitingHUD")!
            let midOpacity = root.presentation(at: env.clock.now).opacity
            XCTAssertGreaterThan(midOpacity, 0.1)
            XCTAssertLessThan(midOpacity, 0.9)
            env.center.hideWaiting()
            // The hide starts from what is on screen: no jump.
            XCTAssertEqual(root.presentation(at: env.clock.now).opacity, midOpacity, accuracy: 1e-9)
            env.clock.advance(by: 0.1)
            env.center.showWaiting("X again", mode: .indeterminate)  // during the hide animation: turns back
            XCTAssertTrue(root === env.layer("waitingHUD"), "the same HUD comes back")
            env.clock.advance(by: 0.3)
            XCTAssertEqual(root.presentation(at: env.clock.now).opacity, 1, accuracy: 1e-9)
            env.clock.advance(by: 5)
            XCTAssertTrue(env.center.isWaitingVisible, "the cancelled hide never removes it")
        }
    }

    func testReShowAfterCompletionMakesAFreshHUDAndOldOneIsReleased() {
        onMain {
            let env = HUDTestEnvironment()
            weak var firstRoot: HUDLayer?
            env.center.showWaiting("one", mode: .indeterminate)
            firstRoot = env.layer("waitingHUD")
            env.center.hideWaiting(animated: false)
            XCTAssertNil(firstRoot, "a dismissed HUD's layers are released")
            env.center.showWaiting("two", mode: .indeterminate)
            XCTAssertTrue(env.center.isWaitingVisible)
            XCTAssertEqual(env.center.waitingConfiguration?.label, "two")
        }
    }

    func testDismissedHUDIsReleasedWithItsTimersAndClosures() {
        onMain {
            let env = HUDTestEnvironment()
            weak var hud: WaitingHUD?
            var config = WaitingHUDConfiguration(mode: .determinate, label: "P")
            config.minShowTime = 1
            config.onButtonTap = { _ = env.center }  // a closure that captures the center
            env.center.showWaiting(config)
            hud = env.center.waiting
            env.center.observeWaitingProgress(Progress(totalUnitCount: 10))
            env.center.hideWaiting(afterDelay: 0.2)
            env.clock.advance(by: 3)
            XCTAssertNil(hud)
            XCTAssertEqual(env.clock.pendingCount, 0)
        }
    }

    func testBadInputs() {
        onMain {
            let env = HUDTestEnvironment()
            var done = 0
            env.center.hideWaiting { done += 1 }  // nothing shown: completion at once, no crash
            XCTAssertEqual(done, 1)
            var config = WaitingHUDConfiguration(mode: .annularDeterminate)
            for (input, expected) in [(Double.nan, 0.0), (-.infinity, 0), (-3, 0), (1.5, 1), (.infinity, 1), (0.25, 0.25)] {
                config.progress = input
                XCTAssertEqual(config.progress, expected, "progress \(input)")
            }
            config.graceTime = -1
            XCTAssertEqual(config.graceTime, 0)
            config.graceTime = .nan
            XCTAssertEqual(config.graceTime, 0)
            config.minShowTime = -.infinity
            XCTAssertEqual(config.minShowTime, 0)
            config.catHalfTurnDuration = 0
            XCTAssertEqual(config.catHalfTurnDuration, 2)
            config.label = String(repeating: "é", count: 10_000)
            env.center.showWaiting(config)
            env.center.showWaiting(config)  // double show: an update, still one HUD
            XCTAssertEqual(env.center.overlay.rootLayer.sublayers.count, 1)
            if let label = env.layer("label") {
                // One word broken between characters into lines: together they are the label kept.
                let text = TextLayoutChecks.lines(of: label).map(\.text.string).joined()
                XCTAssertEqual(text.count, WaitingHUDConfiguration.maximumLabelLength)
                XCTAssertTrue(text.hasSuffix("…"))
            } else {
                XCTFail("label missing")
            }
            let bezel = env.layer("bezel")!
            XCTAssertLessThanOrEqual(
                bezel.frame.width, env.center.overlay.size.width, "a long label never widens the bezel past the screen")
            env.center.hideWaiting(afterDelay: -5)  // negative delay: now
            env.clock.advance(by: 0.3)
            XCTAssertFalse(env.center.isWaitingVisible)
            config.label = ""
            env.center.showWaiting(config)
            XCTAssertNil(env.layer("label"), "an empty label leaves the bezel")
        }
    }

    /// A grace time and a minimum show time together (SwiftMessages' `.indefinite(delay:minimum:)`):
    /// shown only if the work is slow, then for at least the minimum.
    func testGraceAndMinimumShowTimeTogetherShowOnlyIfSlowThenStayTheMinimum() {
        onMain {
            let env = HUDTestEnvironment()
            var configuration = WaitingHUDConfiguration(mode: .indeterminate, label: "Sync")
            configuration.graceTime = 0.3
            configuration.minShowTime = 0.8

            env.center.showWaiting(configuration)
            env.clock.advance(by: 0.2)
            env.center.hideWaiting(animated: false)
            env.clock.advance(by: 1)
            XCTAssertFalse(env.center.isShowingAnything, "fast work never flashes a HUD")

            env.center.showWaiting(configuration)
            env.clock.advance(by: 0.31)
            XCTAssertTrue(env.center.isWaitingVisible, "slow work shows it after the delay")
            env.center.hideWaiting(animated: false)
            env.clock.advance(by: 0.7)
            XCTAssertTrue(env.center.isWaitingVisible, "and it stays the minimum")
            env.clock.advance(by: 0.2)
            XCTAssertFalse(env.center.isWaitingVisible)
        }
    }
}
