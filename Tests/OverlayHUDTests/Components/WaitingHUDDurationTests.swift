import XCTest

@_spi(Layers) @testable import OverlayHUD
@testable import OverlayHUDSoftware

final class WaitingHUDDurationTests: XCTestCase {
    func testDurationIsGraceAndMinimumShowTimeAsOneValue() {
        var configuration = WaitingHUDConfiguration()
        XCTAssertEqual(configuration.duration, .untilHidden)
        configuration.duration = .indefinite(delay: 0.3, minimum: 0.8)
        XCTAssertEqual(configuration.graceTime, 0.3)
        XCTAssertEqual(configuration.minShowTime, 0.8)
        configuration.minShowTime = 0
        XCTAssertEqual(configuration.duration, .indefinite(delay: 0.3, minimum: 0))
        configuration.duration = .untilHidden
        XCTAssertEqual(configuration.graceTime, 0)
        XCTAssertEqual(configuration.minShowTime, 0)
    }

    func testBadDelaysAndMinimumsCountAsZero() {
        var configuration = WaitingHUDConfiguration()
        for bad in [Double.nan, -1, -Double.infinity, -Double.greatestFiniteMagnitude] {
            configuration.duration = .indefinite(delay: bad, minimum: bad)
            XCTAssertEqual(configuration.duration, .untilHidden, "\(bad)")
        }
    }

    /// Shown only if the work is slow, then for at least the minimum.
    func testAnIndefiniteDurationShowsOnlyIfSlowThenStaysTheMinimum() {
        onMain {
            let env = HUDTestEnvironment()
            var configuration = WaitingHUDConfiguration(mode: .indeterminate, label: "Sync")
            configuration.duration = .indefinite(delay: 0.3, minimum: 0.8)

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
