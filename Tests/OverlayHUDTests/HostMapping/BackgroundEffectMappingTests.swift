import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class BackgroundEffectMappingTests: XCTestCase {
    /// MBProgressHUD.m, `MBBackgroundView initWithFrame:`: style blur, `UIBlurEffectStyleLight`,
    /// colour `[UIColor colorWithWhite:0.8f alpha:0.6f]` drawn over the blur (before iOS 13).
    func testTheDefaultBezelDrawsMBProgressHUDsColourOverALightBlur() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting(WaitingHUDConfiguration(mode: .text, label: "tinted"))
            let bezel = env.layer("bezel")!
            let split = BackgroundEffectMapping.split(
                effect: bezel.backgroundEffect, backgroundColor: bezel.backgroundColor,
                effectTint: bezel.backgroundEffectTint)
            XCTAssertEqual(split.blurStyle, 1, "UIBlurEffect.Style.light")
            XCTAssertEqual(split.effectTint, HUDColor(white: 0.8, alpha: 0.6), "the tint itself")
            XCTAssertNil(split.layerBackground, "the colour is over the blur, not hidden below it")
        }
    }

    func testAnEffectTintWinsOverTheBackgroundColourOnlyWithAnEffect() {
        let stand = HUDColor(white: 0.8, alpha: 0.9)
        let tint = HUDColor(white: 0.8, alpha: 0.6)
        XCTAssertEqual(
            BackgroundEffectMapping.split(effect: .lightBlur, backgroundColor: stand, effectTint: tint).effectTint, tint)
        XCTAssertEqual(
            BackgroundEffectMapping.split(effect: nil, backgroundColor: stand, effectTint: tint),
            .init(layerBackground: stand, effectTint: nil, blurStyle: nil))
    }
}
