import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The waiting HUD's own view (`waitingContent(view:)`, issue 32): touches on it reach the view,
/// as on MBProgressHUD's `customView`, while a masked HUD still blocks the app; and any size it
/// reports leaves the indicator, the labels and the bezel on screen.
final class WaitingHUDCustomViewTests: XCTestCase {
    /// Custom content whose layer holds `slot`, as the UIKit host's `waitingContent(view:)` builds it.
    @MainActor
    private static func content(_ slot: HUDContentSlotID?, size: HUDSize) -> WaitingHUDConfiguration.CustomContent {
        WaitingHUDConfiguration.CustomContent(id: "view", size: size) {
            let layer = HUDLayer(name: "customIndicator")
            layer.contentSlot = slot
            return layer
        }
    }

    func testTouchesOnTheViewReachItAndTheMaskStillBlocks() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let slot = env.host.register(HeadlessContentView(size: HUDSize(80, 40)))
            var config = WaitingHUDConfiguration(mode: .custom(Self.content(slot, size: HUDSize(80, 40))), label: "Working")
            config.style.maskType = .black
            env.center.showWaiting(config)
            env.clock.advance(by: 1)
            let indicator = try XCTUnwrap(env.layer("customIndicator"))
            let centre = try XCTUnwrap(indicator.convert(HUDPoint(40, 20), to: nil))
            XCTAssertEqual(env.center.overlay.contentSlot(at: centre), slot, "a touch on the view is the view's")
            XCTAssertNil(env.center.overlay.contentSlot(at: HUDPoint(20, 20)), "the mask is no view")
            XCTAssertTrue(env.center.overlay.capturesTouch(at: HUDPoint(20, 20)), "the masked HUD still blocks the app")
        }
    }

    /// A button in the view is the view's alone: a tap on it does not dismiss a HUD that a tap
    /// dismisses; a tap beside it on the bezel still does.
    func testATapOnAButtonInTheViewIsTheViewsAlone() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let view = HeadlessContentView(size: HUDSize(80, 40))
            view.tapHandlingFrames = [HUDRect(0, 0, 80, 40)]
            let slot = env.host.register(view)
            var config = WaitingHUDConfiguration(mode: .custom(Self.content(slot, size: HUDSize(80, 40))), label: "Working")
            config.dismissesOnTap = true
            env.center.showWaiting(config)
            env.clock.advance(by: 1)
            let indicator = try XCTUnwrap(env.layer("customIndicator"))
            env.host.tap(at: try XCTUnwrap(indicator.convert(HUDPoint(40, 20), to: nil)))
            env.clock.advance(by: 1)
            XCTAssertTrue(env.center.isShowingAnything, "the button took the tap")
            let bezel = try XCTUnwrap(env.layer("bezel"))
            env.host.tap(at: try XCTUnwrap(bezel.convert(HUDPoint(bezel.bounds.width / 2, bezel.bounds.height - 4), to: nil)))
            env.clock.advance(by: 1)
            XCTAssertFalse(env.center.isShowingAnything, "a tap on the bezel still dismisses")
        }
    }

    func testACustomLayerWithoutAViewTakesNoTouches() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            env.center.showWaiting(WaitingHUDConfiguration(mode: .custom(Self.content(nil, size: HUDSize(80, 40))), label: "W"))
            env.clock.advance(by: 1)
            let indicator = try XCTUnwrap(env.layer("customIndicator"))
            XCTAssertFalse(indicator.isInteractive)
        }
    }

    /// NaN, ±∞, 0, negative, 10⁹ and the largest Double: the indicator gets a finite size within
    /// the bezel's content, the labels stay in the bezel and the bezel on the screen.
    func testEveryReportedSizeLeavesEverythingOnScreen() throws {
        try onMainThrowing {
            let values: [Double] = [.nan, .infinity, -.infinity, 0, -5, 1e9, .greatestFiniteMagnitude]
            let sizes = values.flatMap { [HUDSize($0, $0), HUDSize($0, 37), HUDSize(37, $0)] }
            for size in sizes {
                let env = HUDTestEnvironment()
                let slot = env.host.register(HeadlessContentView(size: size))
                env.center.showWaiting(
                    WaitingHUDConfiguration(mode: .custom(Self.content(slot, size: size)), label: "Working", details: "Details"))
                env.clock.advance(by: 1)
                let bezel = try XCTUnwrap(env.layer("bezel"))
                let indicator = try XCTUnwrap(env.layer("customIndicator"))
                let screen = HUDRect(origin: .zero, size: env.center.overlay.size)
                let corners = [HUDPoint(0, 0), HUDPoint(bezel.bounds.width, bezel.bounds.height)]
                for corner in corners {
                    let p = try XCTUnwrap(bezel.convert(corner, to: nil))
                    XCTAssertTrue(screen.insetBy(dx: -0.5, dy: -0.5).contains(p), "\(size): bezel corner \(p)")
                }
                XCTAssertTrue(indicator.bounds.size.isFinite && indicator.position.isFinite, "\(size): \(indicator.bounds)")
                XCTAssertGreaterThanOrEqual(indicator.bounds.width, 0)
                XCTAssertGreaterThanOrEqual(indicator.bounds.height, 0)
                for layer in [indicator, try XCTUnwrap(env.layer("label")), try XCTUnwrap(env.layer("detailsLabel"))] {
                    let frame = layer.frame
                    let inside = bezel.bounds.insetBy(dx: -0.5, dy: -0.5)
                    XCTAssertTrue(
                        inside.contains(frame.origin) && inside.contains(HUDPoint(frame.maxX, frame.maxY)),
                        "\(size): \(layer.name ?? "") \(frame) in \(bezel.bounds)")
                }
            }
        }
    }
}
