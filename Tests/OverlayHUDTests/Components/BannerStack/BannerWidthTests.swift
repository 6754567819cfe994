import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A banner is as wide as configured, but keeps 8 pt from each side of the safe area on a screen
/// too narrow for it, and follows the safe area when it changes.
final class BannerWidthTests: XCTestCase {
    func testAWideBannerKeepsEightPointsFromTheSafeAreasSides() throws {
        try onMainThrowing {
            let narrow = ScreenMetrics(size: HUDSize(320, 568), scale: 2, safeAreaInsets: HUDEdgeInsets(top: 20))
            let env = HUDTestEnvironment(metrics: narrow)
            var config = BannerConfiguration()
            config.width = 600
            env.center.bannerConfiguration = config
            env.center.showBanner(BannerInfo(id: "a", title: "A wide banner"))
            let pill = try XCTUnwrap(env.layer("banner"))
            XCTAssertEqual(pill.frame.minX, 8, "8 pt from the left edge")
            XCTAssertEqual(pill.frame.maxX, 312, "8 pt from the right edge")

            // Landscape with a notch: the safe area loses 44 pt a side, the margin stays 8 pt inside it.
            env.center.overlay.update(
                metrics: ScreenMetrics(
                    size: HUDSize(568, 320), scale: 2, safeAreaInsets: HUDEdgeInsets(left: 44, right: 44),
                    orientation: .landscapeLeft))
            XCTAssertEqual(pill.frame.minX, 52)
            XCTAssertEqual(pill.frame.maxX, 516)

            config.width = 200  // fits: as configured
            env.center.bannerConfiguration = config
            XCTAssertEqual(pill.bounds.width, 200)
            XCTAssertEqual(pill.position.x, 284, "centred in the safe area")
        }
    }
}
