import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// What the waiting HUD's style values change on screen, and the cat's default title
/// (MBProgressHUD's `bezelView`/`contentColor`, SCCatWaitingHUD's look and `title`).
final class WaitingHUDStyleTests: XCTestCase {
    func testBezelStylesPaintTheBezel() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            var config = WaitingHUDConfiguration(mode: .text, label: "Saved")
            config.style.bezel = .solid(HUDColor(hex: 0x123456))
            env.center.showWaiting(config)
            let bezel = try XCTUnwrap(env.layer("bezel"))
            XCTAssertEqual(bezel.backgroundColor, HUDColor(hex: 0x123456))
            XCTAssertNil(bezel.backgroundEffect, "a solid colour needs no blur")
            config.style.bezel = .blur(tint: HUDColor(white: 0.8, alpha: 0.6))
            env.center.showWaiting(config)
            XCTAssertEqual(bezel.backgroundEffect, .lightBlur)
            // The tint is drawn over the blur as the bezel's own colour (MBProgressHUD's bezel view).
            XCTAssertEqual(bezel.backgroundColor, HUDColor(white: 0.8, alpha: 0.6))
            XCTAssertNil(bezel.backgroundEffectTint)
        }
    }

    func testContentColorColoursTheLabel() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            var config = WaitingHUDConfiguration(mode: .text, label: "Saved")
            XCTAssertEqual(config.style.contentColor, HUDColor(white: 0, alpha: 0.7), "MBProgressHUD's default")
            config.style.contentColor = HUDColor(hex: 0xFF3B30)
            env.center.showWaiting(config)
            guard case .text(let text) = env.layer("label")?.content else { return XCTFail("the label is drawn") }
            XCTAssertEqual(text.color, HUDColor(hex: 0xFF3B30))
        }
    }

    func testTheCatWithoutALabelSaysLoading() throws {
        try onMainThrowing {
            // SCCatWaitingHUD.m: title = @"Loading...".
            XCTAssertEqual(WaitingHUDConfiguration.catDefaultTitle, "Loading...")
            XCTAssertEqual(WaitingHUDConfiguration(mode: .cat).label, WaitingHUDConfiguration.catDefaultTitle)
            XCTAssertNil(WaitingHUDConfiguration(mode: .indeterminate).label, "only the cat has a default title")
            XCTAssertEqual(WaitingHUDConfiguration(mode: .cat, label: "").label, "", "an empty label shows none")
            let env = HUDTestEnvironment()
            env.center.showWaiting()
            env.clock.advance(by: 1)
            // The cat's title line sits in its own sublayer of the clipping label (SCCatWaitingHUD.m:147).
            guard case .text(let text) = env.layer("titleText")?.content else { return XCTFail("the title is drawn") }
            XCTAssertEqual(text.string, "Loading...")
        }
    }

    func testCatLooksSetTheTitlesFont() throws {
        try onMainThrowing {
            // The original (SCCatWaitingHUD.m): the system font at 20 pt with kerning 5; the modern
            // look: the bold 16 pt label of the other modes, on an opaque bezel without a blur behind.
            XCTAssertEqual(WaitingHUDStyle.cat.catLook, .original)
            XCTAssertEqual(WaitingHUDStyle.catModern.catLook, .modern)
            XCTAssertEqual(WaitingHUDStyle.catModern.maskType, .none)
            XCTAssertEqual(WaitingHUDStyle().catLook, .original)
            for (style, size, kerning) in [(WaitingHUDStyle.cat, 20.0, 5.0), (.catModern, 16, 0)] {
                let env = HUDTestEnvironment()
                env.center.showWaiting(WaitingHUDConfiguration(mode: .cat, label: "Wait", style: style))
                env.clock.advance(by: 1)
                // The original look draws its title in a `titleText` line inside the clipping label.
                let line = style.catLook == .original ? env.layer("titleText") : env.layer("label")
                guard case .text(let text) = line?.content else { return XCTFail("the title is drawn") }
                XCTAssertEqual(text.fontSize, size, "\(style.catLook)")
                XCTAssertEqual(text.kerning, kerning, "\(style.catLook)")
            }
        }
    }

    func testEqualCustomContentKeepsItsLayer() throws {
        try onMainThrowing {
            let star = WaitingHUDConfiguration.CustomContent(id: "star", size: HUDSize(37, 37)) { HUDLayer(name: "star") }
            let sameStar = WaitingHUDConfiguration.CustomContent(id: "star", size: HUDSize(37, 37)) { HUDLayer(name: "other") }
            let moon = WaitingHUDConfiguration.CustomContent(id: "moon", size: HUDSize(37, 37)) { HUDLayer(name: "moon") }
            XCTAssertEqual(star, sameStar, "the id and size are the identity, not the builder")
            XCTAssertNotEqual(star, moon)
            XCTAssertNotEqual(star, WaitingHUDConfiguration.CustomContent(id: "star", size: HUDSize(20, 20)) { HUDLayer() })
            XCTAssertEqual(Set([star, sameStar, moon]).count, 2)

            let env = HUDTestEnvironment()
            env.center.showWaiting("Done", mode: .custom(star))
            XCTAssertNotNil(env.layer("star"))
            env.center.showWaiting("Done", mode: .custom(sameStar))
            XCTAssertNotNil(env.layer("star"), "equal content: the layer is kept, not built again")
            env.center.showWaiting("Done", mode: .custom(moon))
            XCTAssertNil(env.layer("star"))
            XCTAssertNotNil(env.layer("moon"))
        }
    }
}
