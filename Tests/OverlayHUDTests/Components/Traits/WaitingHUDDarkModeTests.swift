import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The waiting HUD in the light and the dark look: the cat and every MBProgressHUD mode, the
/// forced styles, a live switch while shown. Dark values: MBProgressHUD 1.2 (MBProgressHUD.m,
/// `commonInit`: `contentColor = [[UIColor labelColor] colorWithAlphaComponent:0.7f]` on iOS 13+)
/// and UIKit's dynamic system colours (`label` dark = white; `systemGray3` dark = #48484A,
/// Apple HIG, Color → Specifications); the light values are the styles' own, unchanged.
final class WaitingHUDDarkModeTests: XCTestCase {
    static let lightContent = HUDColor(white: 0, alpha: 0.7)
    static let darkContent = HUDColor(white: 1, alpha: 0.7)
    static let lightTint = HUDColor(white: 0.8, alpha: 0.6)
    static let darkTint = HUDColor(hex: 0x48484A, alpha: 0.6)

    /// Every colour drawn in `layer`'s tree (backgrounds, borders, shape fills and strokes, text).
    @MainActor
    static func colors(in layer: HUDLayer) -> [HUDColor] {
        var out: [HUDColor] = []
        if let c = layer.backgroundColor { out.append(c) }
        if layer.borderWidth > 0 { out.append(layer.borderColor) }
        if let s = layer.shape { out += [s.fillColor, s.strokeColor].compactMap { $0 } }
        if case .text(let t) = layer.content { out.append(t.color) }
        for l in layer.sublayers { out += colors(in: l) }
        return out
    }

    @MainActor
    static func show(_ config: WaitingHUDConfiguration, dark: Bool) -> HUDTestEnvironment {
        let env = HUDTestEnvironment()
        env.host.traitsDidChange(to: OverlayTraits(interfaceStyle: dark ? .dark : .light))
        env.center.showWaiting(config)
        env.clock.advance(by: 1)
        return env
    }

    func testDefaultStyleIsMBProgressHUDsInBothLooks() throws {
        try onMainThrowing {
            for dark in [false, true] {
                let env = Self.show(
                    WaitingHUDConfiguration(mode: .indeterminate, label: "Loading", details: "Please wait"), dark: dark)
                let bezel = try XCTUnwrap(env.layer("bezel"))
                let tint = dark ? Self.darkTint : Self.lightTint
                XCTAssertEqual(bezel.backgroundEffect, dark ? .darkBlur : .lightBlur)
                XCTAssertNil(bezel.backgroundEffectTint)
                XCTAssertEqual(bezel.backgroundColor, tint, "the tint drawn over the blur as the bezel's own colour")
                for name in ["label", "detailsLabel"] {
                    guard case .text(let text) = env.layer(name)?.content else { return XCTFail("\(name) is drawn") }
                    XCTAssertEqual(text.color, dark ? Self.darkContent : Self.lightContent, name)
                }
            }
        }
    }

    /// The MBProgressHUD-mode indicators: black at 70 % in the light look (as before), white at 70 %
    /// (with the same alpha steps) in the dark look, never black on a dark material.
    func testEveryModeDrawsInTheLooksContentColor() throws {
        try onMainThrowing {
            let modes: [WaitingHUDConfiguration.Mode] = [
                .indeterminate, .determinate, .annularDeterminate, .determinateHorizontalBar, .success, .error, .info, .text,
            ]
            for mode in modes {
                var config = WaitingHUDConfiguration(mode: mode, label: "Working")
                config.progress = 0.4
                let light = Self.colors(in: try XCTUnwrap(Self.show(config, dark: false).layer("bezel")))
                let dark = Self.colors(in: try XCTUnwrap(Self.show(config, dark: true).layer("bezel")))
                XCTAssertEqual(light.count, dark.count, "\(mode)")
                for (l, d) in zip(light.dropFirst(), dark.dropFirst()) {  // [0] is the bezel's own colour
                    XCTAssertEqual([l.red, l.green, l.blue], [0, 0, 0], "\(mode): light content is black")
                    XCTAssertEqual([d.red, d.green, d.blue], [1, 1, 1], "\(mode): dark content is white")
                    XCTAssertEqual(d.alpha, l.alpha, accuracy: 1e-12, "\(mode): the same alpha steps")
                }
            }
        }
    }

    /// The cat (SCCatWaitingHUD): its purple square and white title stay; the bright veil over the
    /// app (white at 30 % over a light blur) becomes black at 30 % over a dark blur.
    func testTheCatsVeilTurnsDarkAndItsSquareStays() throws {
        try onMainThrowing {
            for dark in [false, true] {
                let env = Self.show(WaitingHUDConfiguration(), dark: dark)
                let veil = try XCTUnwrap(env.layer("hudBackground"))
                XCTAssertNil(veil.backgroundColor, "the blur alone")
                XCTAssertEqual(veil.backgroundEffect, dark ? .darkBlur : .lightBlur)
                XCTAssertEqual(
                    env.layer("bezel")?.backgroundColor,
                    HUDColor(red: 75.0 / 255, green: 52.0 / 255, blue: 97.0 / 255, alpha: 0.7))
                guard case .text(let title) = env.layer("titleText")?.content else { return XCTFail("the title is drawn") }
                XCTAssertEqual(title.color, .white)
            }
        }
    }

    /// Colours the app chose stay in the dark look (UIKit: a fixed `UIColor` does not adapt).
    func testChosenColorsStay() throws {
        try onMainThrowing {
            var config = WaitingHUDConfiguration(mode: .indeterminate, label: "Loading", style: .dark)
            config.style.contentColor = HUDColor(hex: 0xFFCC00)
            config.style.bezel = .solid(HUDColor(white: 0, alpha: 0.85))
            let env = Self.show(config, dark: true)
            XCTAssertEqual(env.layer("bezel")?.backgroundColor, HUDColor(white: 0, alpha: 0.85))
            guard case .text(let text) = env.layer("label")?.content else { return XCTFail("the label is drawn") }
            XCTAssertEqual(text.color, HUDColor(hex: 0xFFCC00))
            var blurred = WaitingHUDConfiguration(mode: .text, label: "Tinted")
            blurred.style.bezel = .blur(tint: HUDColor(hex: 0x007AFF, alpha: 0.5))
            let bezel = try XCTUnwrap(Self.show(blurred, dark: true).layer("bezel"))
            XCTAssertEqual(bezel.backgroundColor, HUDColor(hex: 0x007AFF, alpha: 0.5), "a chosen tint stays")
            XCTAssertEqual(bezel.backgroundEffect, .darkBlur, "the material follows the look, as systemThickMaterial does")
        }
    }

    func testAConfigurationCanForceALook() throws {
        try onMainThrowing {
            var config = WaitingHUDConfiguration(mode: .text, label: "Forced")
            for (forced, overlayDark, expected) in [
                (HUDInterfaceStyleOverride.dark, false, Self.darkContent), (.light, true, Self.lightContent),
                (.automatic, true, Self.darkContent), (.automatic, false, Self.lightContent),
            ] {
                config.style.interfaceStyle = forced
                let env = Self.show(config, dark: overlayDark)
                guard case .text(let text) = env.layer("label")?.content else { return XCTFail("the label is drawn") }
                XCTAssertEqual(text.color, expected, "\(forced) over \(overlayDark ? "dark" : "light")")
            }
        }
    }

    /// The app switches to dark while the HUD shows: the colours follow at once, the spinner keeps
    /// its layers and its turn, and the overlay commits; back to light gives the light colours again.
    func testLiveSwitchWhileShown() throws {
        try onMainThrowing {
            let env = Self.show(WaitingHUDConfiguration(mode: .indeterminate, label: "Loading"), dark: false)
            let spinner = try XCTUnwrap(env.layer("spinner"))
            let lightColors = Self.colors(in: try XCTUnwrap(env.layer("bezel")))
            let commits = env.host.commitCount
            env.host.traitsDidChange(to: OverlayTraits(interfaceStyle: .dark))
            XCTAssertGreaterThan(env.host.commitCount, commits, "the new look is committed")
            XCTAssertTrue(env.layer("spinner") === spinner, "the spinner is recoloured, not rebuilt")
            XCTAssertNotNil(spinner.animation(forKey: "spin"), "and keeps turning")
            XCTAssertEqual(env.layer("bezel")?.backgroundEffect, .darkBlur)
            let darkColors = Self.colors(in: try XCTUnwrap(env.layer("bezel")))
            XCTAssertTrue(darkColors.dropFirst().allSatisfy { $0.red == 1 && $0.green == 1 && $0.blue == 1 }, "\(darkColors)")
            env.host.traitsDidChange(to: OverlayTraits(interfaceStyle: .light))
            XCTAssertEqual(Self.colors(in: try XCTUnwrap(env.layer("bezel"))), lightColors)
        }
    }

    /// A progress indicator recoloured mid-way keeps its progress.
    func testLiveSwitchKeepsTheProgress() throws {
        try onMainThrowing {
            var config = WaitingHUDConfiguration(mode: .annularDeterminate, label: "Uploading")
            config.progress = 0.4
            let env = Self.show(config, dark: false)
            env.host.traitsDidChange(to: OverlayTraits(interfaceStyle: .dark))
            let fill = try XCTUnwrap(env.layer("progressFill")?.shape)
            XCTAssertEqual(fill.strokeEnd, 0.4)
            XCTAssertEqual(fill.strokeColor, Self.darkContent)
        }
    }

    /// MBProgressHUD's own class: its overlay's style decides, as the view's trait collection does on iOS.
    func testMBProgressHUDFollowsItsOverlaysStyle() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
            let hud = MBProgressHUD(view: view)
            view.addSubview(hud)
            hud.overlay.updateTraits(OverlayTraits(interfaceStyle: .dark))
            hud.mode = .annularDeterminate
            hud.show(animated: false)
            let ring = try XCTUnwrap(hud.overlay.rootLayer.firstLayer(named: "progressFill")?.shape)
            XCTAssertEqual(ring.strokeColor, Self.darkContent, "white at 70 %, not black on a dark material")
        }
    }
}
