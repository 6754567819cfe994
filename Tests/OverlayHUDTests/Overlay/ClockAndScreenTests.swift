import Dispatch
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The clocks' and the screen's readable state: timer tokens, the next due time, the system
/// clock (read and scheduled, never waited on), the orientation and the dark appearance.
final class ClockAndScreenTests: XCTestCase {
    func testTokensCancelTheirOwnCallbackAndNextDueTimeIsTheEarliest() {
        onMain {
            let clock = ManualClock(start: 10)
            var fired: [String] = []
            XCTAssertNil(clock.nextDueTime, "nothing scheduled")
            let late: TimerToken = clock.schedule(after: 2) { fired.append("late") }
            let early = clock.schedule(after: 1) { fired.append("early") }
            XCTAssertNotEqual(late, early)
            XCTAssertEqual(clock.nextDueTime, 11)
            clock.cancel(early)
            XCTAssertEqual(clock.nextDueTime, 12, "only the cancelled callback went")
            clock.advance(by: 5)
            XCTAssertEqual(fired, ["late"])
            XCTAssertNil(clock.nextDueTime)
        }
    }

    func testTheSystemClockReadsMonotonicTimeAndCancels() {
        onMain {
            let clock = SystemClock()
            let uptime = Double(DispatchTime.now().uptimeNanoseconds) / 1e9
            let a = clock.now
            let b = clock.now
            XCTAssertEqual(a, uptime, accuracy: 60, "seconds of monotonic time, as DispatchTime")
            XCTAssertGreaterThanOrEqual(b, a)
            // Scheduled and cancelled before the main queue runs again: nothing fires, nothing waits.
            let first = clock.schedule(after: 3600) { XCTFail("cancelled") }
            let second = clock.schedule(after: .infinity) { XCTFail("never due") }
            XCTAssertNotEqual(first, second)
            XCTAssertEqual(clock.pendingCount, 2)
            clock.cancel(first)
            XCTAssertEqual(clock.pendingCount, 1)
            clock.cancel(first)
            clock.cancel(second)
            XCTAssertEqual(clock.pendingCount, 0)
        }
    }

    func testTheOverlayReportsTheScreensOrientation() {
        onMain {
            let env = HUDTestEnvironment()
            XCTAssertEqual(env.center.overlay.orientation, .portrait)
            let landscape = ScreenMetrics.iPhone.rotated(to: .landscapeLeft)
            XCTAssertEqual(landscape.orientation, .landscapeLeft)
            XCTAssertTrue(landscape.orientation.isLandscape)
            env.center.screenDidChange(to: landscape)
            XCTAssertEqual(env.center.overlay.orientation, .landscapeLeft)
            XCTAssertEqual(env.center.overlay.size, HUDSize(844, 390))
        }
    }

    func testTheDarkAppearanceReachesTheBanners() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            XCTAssertFalse(env.center.overlay.isDarkAppearance)
            env.center.showBanner(BannerInfo(id: "a", title: "Mia"))
            let pill = try XCTUnwrap(env.center.bannerStack?.shown.first?.view.pill)
            let light = pill.backgroundColor
            env.center.overlay.updateAppearance(dark: true)
            XCTAssertTrue(env.center.overlay.isDarkAppearance)
            env.center.showBanner(BannerInfo(id: "b", title: "Leo"))
            XCTAssertNotEqual(pill.backgroundColor, light, "the pills follow the dark appearance")
        }
    }
}
