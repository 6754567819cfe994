import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The smallest custom popup the `Popup` documentation shows: only `content` and
/// `onRequestDismiss`, everything else the protocol's defaults (XBPopUpView's base class: centred,
/// a black backdrop at 70 % that closes the popup on tap, a 0.25 s fade and scale in and out).
@MainActor
private final class Toast: Popup {
    let content: HUDLayer = {
        let layer = HUDLayer(name: "toast")
        layer.frame = HUDRect(0, 0, 200, 80)
        layer.backgroundColor = .white
        layer.isInteractive = true
        return layer
    }()
    var onRequestDismiss: (@MainActor (HUDHideReason) -> Void)?
}

final class MinimalPopupTests: XCTestCase {
    func testTheDefaultsCentreFadeInAndShowTheDefaultBackdrop() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let toast = Toast()
            env.center.showPopup(toast)
            XCTAssertEqual(toast.content.position, HUDPoint(195, 422), "layout(in:): centred in the overlay")
            let backdrop = try XCTUnwrap(env.layer("popupBackdrop"))
            XCTAssertEqual(PopupPresentation().backdrop, HUDColor(white: 0, alpha: 0.7), "XBPopUpView's black at 70 %")
            XCTAssertEqual(backdrop.backgroundColor, HUDColor(white: 0, alpha: 0.7))
            XCTAssertEqual(
                toast.content.presentation(at: env.clock.now).opacity, 0, accuracy: 1e-9, "present(_:completion:) fades in")
            XCTAssertEqual(toast.content.presentation(at: env.clock.now).transform.m11, 0.85, accuracy: 1e-9)
            env.clock.advance(by: 0.24)
            XCTAssertEqual(env.center.popupQueueStorage?.current?.phase, .presenting)
            env.clock.advance(by: 0.02)
            XCTAssertEqual(env.center.popupQueueStorage?.current?.phase, .shown, "presented after 0.25 s")
        }
    }

    func testATapOnTheContentIsKeptAndATapOutsideDismisses() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let toast = Toast()
            var reasons: [HUDHideReason] = []
            env.center.showPopup(toast) { reasons.append($0) }
            env.clock.advance(by: 0.3)
            XCTAssertFalse(toast.handleTap(on: toast.content, at: HUDPoint(195, 422)), "handleTap(on:at:): not used")
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(195, 422)), "taps on the content never reach the app")
            XCTAssertTrue(env.center.currentPopup === toast)
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(20, 100)))
            XCTAssertEqual(toast.content.opacity, 0, "dismiss(_:reason:completion:) fades out")
            env.clock.advance(by: 0.24)
            XCTAssertTrue(env.center.currentPopup === toast, "still leaving")
            env.clock.advance(by: 0.02)
            XCTAssertNil(env.center.currentPopup)
            XCTAssertEqual(reasons, [.tapOutside])
        }
    }
}
