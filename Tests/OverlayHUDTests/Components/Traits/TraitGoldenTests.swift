import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Golden images of every element in the dark look and right to left, beside the light,
/// left-to-right ones the other golden tests keep (`Golden/<area>/<name>-dark.png`, `-rtl.png`).
/// The cat and MBProgressHUD's bezel do not mirror: their right-to-left renders must match the
/// left-to-right goldens byte for byte.
final class TraitGoldenTests: XCTestCase {
    static let dark = OverlayTraits(interfaceStyle: .dark)
    static let rightToLeft = OverlayTraits(layoutDirection: .rightToLeft)
    /// The app behind: iOS's grouped background, light (#F2F2F7) or dark (black).
    static func appBackground(_ traits: OverlayTraits) -> HUDColor { traits.isDark ? .black : HUDColor.systemGroupedBackground }

    @MainActor
    static func environment(_ traits: OverlayTraits) -> HUDTestEnvironment {
        let env = HUDTestEnvironment()
        env.host.traitsDidChange(to: traits)
        return env
    }

    @MainActor
    static func render(_ env: HUDTestEnvironment, at t: Double, height: Double? = nil, scale: Double = 1) throws -> RGBAImage {
        env.clock.advance(to: max(env.clock.now, t))
        let size = env.center.overlay.size
        return try TestFonts.renderer().render(
            env.center.overlay.rootLayer, canvas: HUDSize(size.width, height ?? size.height), scale: scale, at: t,
            background: appBackground(env.center.overlay.traits))
    }

    // MARK: Waiting HUD

    func testCatHUD() throws {
        try onMainThrowing {
            let dark = Self.environment(Self.dark)
            dark.center.showWaiting("Loading…")
            assertImageSnapshot(try Self.render(dark, at: 1), named: "WaitingHUD/cat-hud-dark")
            let rtl = Self.environment(Self.rightToLeft)
            rtl.center.showWaiting("Loading…")
            assertImageSnapshot(try Self.render(rtl, at: 1), named: "WaitingHUD/cat-hud")
        }
    }

    /// MBProgressHUD's default look (indeterminate, blurred bezel, 70 % content colour), in both looks.
    func testMBProgressHUDDefaultLook() throws {
        try onMainThrowing {
            for (traits, name) in [
                (OverlayTraits(), "mb-default"), (Self.dark, "mb-default-dark"), (Self.rightToLeft, "mb-default"),
            ] {
                let env = Self.environment(traits)
                env.center.showWaiting(WaitingHUDConfiguration(mode: .indeterminate, label: "Loading", details: "Please wait"))
                assertImageSnapshot(try Self.render(env, at: 1), named: "WaitingHUD/\(name)")
            }
        }
    }

    // MARK: Banners

    func testBannersRightToLeft() throws {
        try onMainThrowing {
            let env = Self.environment(Self.rightToLeft)
            BannerGoldenTests.showThree(env)
            assertImageSnapshot(try Self.render(env, at: 1, height: 240, scale: 2), named: "Banners/rtl")
        }
    }

    // MARK: Popups

    @MainActor
    static func optionPopup(_ traits: OverlayTraits) throws -> HUDTestEnvironment {
        let env = environment(traits)
        var config = OptionPopupConfiguration(options: nineOptions())
        config.isAnimated = true
        config.recordsSelection = true
        config.selectedTitleColor = HUDColor(hex: 0xFF9500)
        config.direction = .bottom
        config.initialSelection = 4
        try env.center.showOptionPopup(config)
        return env
    }

    func testOptionPopup() throws {
        try onMainThrowing {
            assertImageSnapshot(try Self.render(Self.optionPopup(Self.dark), at: 2), named: "Popups/option-rest-dark")
            assertImageSnapshot(try Self.render(Self.optionPopup(Self.rightToLeft), at: 2), named: "Popups/option-rest-rtl")
        }
    }

    /// The original card with two typed fields and the third focused (its line grown), as
    /// `card-original-focused` in light.
    func testCardPopup() throws {
        try onMainThrowing {
            for (traits, name) in [(Self.dark, "card-original-focused-dark"), (Self.rightToLeft, "card-original-focused-rtl")] {
                let env = Self.environment(traits)
                env.center.showCardPopup(CardPopupConfiguration())
                let card = try XCTUnwrap(env.center.currentPopup as? CardPopup)
                env.clock.advance(to: 1.2)
                card.focus(field: 0)
                card.setText("Duan", forField: 0)
                card.focus(field: 1)
                card.setText("Desgard", forField: 1)
                card.focus(field: 2)
                assertImageSnapshot(try Self.render(env, at: 1.65), named: "Popups/\(name)")
            }
        }
    }
}
