import XCTest

@_spi(Layers) @testable import OverlayHUDCore

/// The one swipe rule banners, messages and popups share.
final class SwipeThresholdsTests: XCTestCase {
    func testFastEnoughOrFarEnoughAndNotFlickedBackDismisses() {
        let t = SwipeThresholds.standard
        XCTAssertTrue(t.dismisses(along: 0, speed: 300), "fast enough, whatever the distance")
        XCTAssertTrue(t.dismisses(along: 30, speed: 0), "far enough")
        XCTAssertTrue(t.dismisses(along: 30, speed: -299))
        XCTAssertFalse(t.dismisses(along: 30, speed: -300), "flicked back as fast")
        XCTAssertFalse(t.dismisses(along: 29, speed: 299))
        XCTAssertFalse(t.dismisses(along: 0, speed: 0))
    }

    func testNonFiniteReleasesNeverDismiss() {
        let t = SwipeThresholds.standard
        for (along, speed) in [(Double.nan, 0.0), (0, .nan), (.infinity, 0), (0, .infinity), (100, -.infinity)] {
            XCTAssertFalse(t.dismisses(along: along, speed: speed), "\(along), \(speed)")
        }
    }

    /// Banners keep their 24 pt; bad thresholds take the shared defaults.
    func testDefaultsAndBadInput() {
        XCTAssertEqual(SwipeThresholds.banner, SwipeThresholds(velocity: 300, distance: 24))
        XCTAssertEqual(SwipeThresholds.standard, SwipeThresholds(velocity: 300, distance: 30))
        for bad in [Double.nan, .infinity, -.infinity, 0, -5] {
            XCTAssertEqual(SwipeThresholds(velocity: bad, distance: bad), .standard)
        }
        XCTAssertEqual(SwipeThresholds(velocity: 1e300, distance: 1e300).velocity, 1e300)
    }
}
