import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The ways into a center that the other suites go around: the shared center, a lazily made
/// environment, the accessors for what a center runs on, the status messages and the waiting
/// HUD's action button.
final class PublicEntryPointTests: XCTestCase {
    func testSharedIsOneCenterOnThePlatformDefault() {
        onMain {
            // Only read here: showing something on the shared center would start its system clock.
            XCTAssertTrue(HUDCenter.shared === HUDCenter.shared)
            XCTAssertTrue(HUDCenter.shared.host is WindowlessHost, "no UIKit here: the windowless host")
            XCTAssertTrue(HUDCenter.shared.clock is SystemClock)
            XCTAssertTrue(HUDCenter.shared.environment.host === HUDCenter.shared.host, "made once")
            XCTAssertEqual(HUDCenter.shared.environment.metrics, .iPhone)
        }
    }

    func testPlatformDefaultIsTheWindowlessHostOnTheSystemClock() {
        onMain {
            let a = HUDEnvironment.platformDefault()
            let b = HUDEnvironment.platformDefault()
            XCTAssertTrue(a.host is WindowlessHost)
            XCTAssertTrue(a.clock is SystemClock)
            XCTAssertFalse(a.host === b.host, "each call makes a new host")
            XCTAssertEqual(a.metrics, .iPhone)
        }
    }

    func testMakeEnvironmentRunsOnceAtFirstUse() {
        onMain {
            let clock = ManualClock()
            let host = HeadlessHost(fonts: TestFonts.library())
            var made = 0
            let center = HUDCenter(makeEnvironment: {
                made += 1
                return HUDEnvironment(host: host, clock: clock, metrics: ScreenMetrics(size: HUDSize(320, 480), scale: 2))
            })
            XCTAssertEqual(made, 0, "nothing is made until the center is used")
            XCTAssertTrue(center.clock === clock)
            XCTAssertEqual(made, 1)
            XCTAssertTrue(center.host === host)
            XCTAssertTrue(center.environment.clock === clock)
            XCTAssertEqual(center.overlay.size, HUDSize(320, 480), "the overlay covers the environment's screen")
            center.showWaiting("Loading")
            XCTAssertTrue(host.isOverlayVisible, "the center shows through the host it made")
            XCTAssertEqual(made, 1, "made once")
        }
    }

    func testAccessorsReturnTheEnvironmentGiven() {
        onMain {
            let env = HUDTestEnvironment()
            XCTAssertTrue(env.center.clock === env.clock)
            XCTAssertTrue(env.center.host === env.host)
            XCTAssertTrue(env.center.environment.host === env.host)
            XCTAssertTrue(env.center.environment.clock === env.clock)
            env.center.hideWaiting(afterDelay: 2)
            XCTAssertEqual(env.clock.pendingCount, 0, "nothing shown: no delayed hide")
            env.center.showWaiting("Loading")
            let pending = env.clock.pendingCount
            env.center.hideWaiting(afterDelay: 2)
            XCTAssertEqual(env.clock.pendingCount, pending + 1, "the delayed hide waits on the center's clock")
            env.clock.advance(by: 1.9)
            XCTAssertTrue(env.center.isWaitingVisible)
            env.clock.advance(by: 1.1)
            XCTAssertFalse(env.center.isWaitingVisible, "the hide ran when that clock reached it")
        }
    }

    func testStatusMessagesShowTheirOwnModes() {
        onMain {
            // SVProgressHUD's showSuccessWithStatus:, showErrorWithStatus:, showInfoWithStatus:.
            let env = HUDTestEnvironment()
            env.center.showSuccess("Saved")
            XCTAssertEqual(env.center.waitingConfiguration?.mode, .success)
            env.center.showError("Failed")
            XCTAssertEqual(env.center.waitingConfiguration?.mode, .error)
            XCTAssertEqual(env.center.waitingConfiguration?.label, "Failed")
            env.center.showInfo("Heads up")
            XCTAssertEqual(env.center.waitingConfiguration?.mode, .info)
            XCTAssertEqual(env.center.waitingConfiguration?.label, "Heads up")
            env.clock.advance(by: HUDCenter.displayDuration(for: "Heads up") + 1)
            XCTAssertFalse(env.center.isWaitingVisible, "a status message hides after its reading time")
        }
    }

    func testButtonTitleShowsAButtonWhoseTapRunsTheHandler() {
        onMain {
            let env = HUDTestEnvironment()
            var taps = 0
            var config = WaitingHUDConfiguration(mode: .indeterminate, label: "Uploading")
            config.buttonTitle = "Cancel"
            config.onButtonTap = { taps += 1 }
            env.center.showWaiting(config)
            env.clock.advance(by: 1)
            let button = try! XCTUnwrap(env.layer("button"))
            XCTAssertFalse(button.isHidden)
            guard case .text(let title) = button.content else { return XCTFail("the title is drawn") }
            XCTAssertEqual(title.string, "Cancel")
            let centre = button.presentationCenterInRoot(at: env.clock.now)
            XCTAssertTrue(env.center.handleTap(at: centre))
            XCTAssertEqual(taps, 1, "a tap on the button runs onButtonTap")

            config.buttonTitle = nil
            env.center.showWaiting(config)
            XCTAssertTrue(button.isHidden, "no title, no button")
            env.center.handleTap(at: centre)
            XCTAssertEqual(taps, 1)
        }
    }
}
