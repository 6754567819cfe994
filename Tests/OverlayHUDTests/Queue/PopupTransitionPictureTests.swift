import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A popup with nothing but content, shown with the queue's defaults (XBPopUpView demo's
/// `XBTestPopView`: a red area over a blue bar, 260 × 320 pt).
@MainActor
private final class XBTestPopup: Popup {
    let content: HUDLayer = {
        let l = HUDLayer(name: "plain")
        l.bounds = HUDRect(0, 0, 260, 320)
        l.backgroundColor = HUDColor(red: 1, green: 0, blue: 0)
        return l
    }()
    var onRequestDismiss: (@MainActor (HUDHideReason) -> Void)?
}

/// XBPopUpView's default transition as a picture, the demo's "default style" row
/// (ViewController.m, `默认样式`): XBDefaultTransition.m:11-12 scale kMinScale 0.85 → kMaxScale 1,
/// :27 over 0.25 s, :39 and :59 `UIViewAnimationOptionCurveEaseInOut`, the navigation view
/// fading 0 → 1 with XBPopUpViewController.m:49's backdrop, `colorWithWhite:0 alpha:0.7`.
final class PopupTransitionPictureTests: XCTestCase {
    func testHalfwayInThePopupIsAtScale0925OverAHalfFadedBlackBackdrop() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            env.center.showPopup(XBTestPopup())
            env.clock.advance(by: 0.125)
            let progress = TimingFunction.easeInEaseOut.value(at: 0.5)
            let image = try TestFonts.renderer().render(
                env.center.overlay.rootLayer, canvas: env.center.overlay.size, scale: 1, at: 0.125, background: .white)
            // The backdrop: black at 0.7 × progress over white.
            XCTAssertEqual(Double(image[5, 5].g), 255 * (1 - 0.7 * progress), accuracy: 1.5)
            // The content: 260 pt × (0.85 + 0.15 × progress), centred, red at `progress` over the backdrop.
            let half = 130 * (0.85 + 0.15 * progress)
            let left = 195 - half
            let inside = image[Int(left + 2), 422]
            let outside = image[Int(left - 2), 422]
            XCTAssertGreaterThan(Int(inside.r) - Int(inside.g), 100, "red inside the scaled popup")
            XCTAssertEqual(Int(outside.r), Int(outside.g), "only backdrop outside it")
            XCTAssertEqual(Double(inside.g), 255 * (1 - 0.7 * progress) * (1 - progress), accuracy: 2)
            // At the end: scale 1, the full backdrop.
            env.clock.advance(by: 0.125)
            let done = try TestFonts.renderer().render(
                env.center.overlay.rootLayer, canvas: env.center.overlay.size, scale: 1, at: 0.25, background: .white)
            XCTAssertEqual(Double(done[5, 5].g), 255 * 0.3, accuracy: 1)
            XCTAssertEqual(done[66, 422].r, 255, "the full 260 pt popup from x 65")
            XCTAssertEqual(done[63, 422].r, done[63, 422].g)
        }
    }
}
