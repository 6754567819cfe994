import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// MBProgressHUD's animation types on the waiting HUD: the bezel's scale as it shows and as it hides
/// (MBProgressHUD.m `animateIn:withType:completion:`): fade keeps 1; zoom 0.5 → 1 → 0.5; zoomIn
/// 0.5 → 1 → 1.5 (grows in, grows out); zoomOut 1.5 → 1 → 0.5 (shrinks in, shrinks out).
final class WaitingHUDTransitionTests: XCTestCase {
    func testEachTransitionStyleScalesTheBezelAsMBProgressHUDDoes() throws {
        let expected: [(WaitingHUDStyle.TransitionStyle, showFrom: Double, hideTo: Double)] = [
            (.fade, 1, 1), (.zoom, 0.5, 0.5), (.zoomIn, 0.5, 1.5), (.zoomOut, 1.5, 0.5),
        ]
        try onMainThrowing {
            for (style, showFrom, hideTo) in expected {
                let env = HUDTestEnvironment()
                var config = WaitingHUDConfiguration(mode: .indeterminate, label: "\(style)")
                config.style.animation = style
                env.center.showWaiting(config)
                let bezel = try XCTUnwrap(env.layer("bezel"))
                let scale = { bezel.presentation(at: env.clock.now).transform.m11 }
                XCTAssertEqual(scale(), showFrom, accuracy: 1e-9, "\(style) shows from")
                env.clock.advance(by: WaitingHUD.transitionDuration)
                XCTAssertEqual(scale(), 1, accuracy: 1e-9, "\(style) shown")
                env.center.hideWaiting()
                env.clock.advance(by: WaitingHUD.transitionDuration - 1e-6)
                XCTAssertEqual(scale(), hideTo, accuracy: 1e-4, "\(style) hides to")
                env.clock.advance(by: 1)
                XCTAssertFalse(env.center.isWaitingVisible)
            }
        }
    }
}
