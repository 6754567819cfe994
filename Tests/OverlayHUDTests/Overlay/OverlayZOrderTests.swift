import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// DESIGN's z-order inside the overlay: popups below the waiting HUD, banners on top — in the order
/// layers are drawn and in where a tap lands, whatever order the elements were shown in.
final class OverlayZOrderTests: XCTestCase {
    func testBannersAboveTheWaitingHUDAbovePopups() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment.withoutPauseBetweenPopups()
            var tapped: [String] = []
            env.center.onBannerTap = { tapped.append($0.id) }
            // Shown top first, so insertion order alone would draw them upside down.
            env.center.showBanner(BannerInfo(id: "call", title: "Incoming call"))
            var config = WaitingHUDConfiguration(mode: .indeterminate, label: "Saving")
            config.style.maskType = .black  // covers the screen and keeps touches
            env.center.showWaiting(config)
            env.center.showPopup(TestPopup("p"))
            env.clock.advance(by: 1)
            let order = env.center.overlay.rootLayer.sublayersInDrawingOrder.map(\.name)
            XCTAssertEqual(order, ["popups", "waitingHUD", "bannerStack"], "drawn bottom to top")

            let pill = try XCTUnwrap(env.layer("banner"))
            let onBanner = try XCTUnwrap(pill.convert(pill.bounds.center, to: nil))
            XCTAssertTrue(env.center.handleTap(at: onBanner))
            XCTAssertEqual(tapped, ["call"], "a tap on the banner reaches it above the HUD's mask")
            let hit = try XCTUnwrap(env.center.overlay.hitTest(HUDPoint(195, 600)))
            XCTAssertTrue(
                hit.isDescendant(of: try XCTUnwrap(env.layer("waitingHUD"))), "below the banners the HUD's mask is on top")
        }
    }
}
