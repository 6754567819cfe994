import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// An app's own popup whose backdrop is a colour of the app's, possibly dynamic.
@MainActor
private final class TintedPopup: Popup {
    let content: HUDLayer = {
        let layer = HUDLayer(name: "tinted")
        layer.frame = HUDRect(0, 0, 200, 80)
        return layer
    }()
    let presentation: PopupPresentation
    var onRequestDismiss: (@MainActor (HUDHideReason) -> Void)?
    init(backdrop: HUDColor) {
        var presentation = PopupPresentation()
        presentation.backdrop = backdrop
        self.presentation = presentation
    }
}

final class PopupBackdropTraitsTests: XCTestCase {
    static let light = HUDColor(white: 1, alpha: 0.5)
    static let dark = HUDColor(white: 0, alpha: 0.5)
    static let lightHigh = HUDColor(white: 0.9, alpha: 0.5)
    static let darkHigh = HUDColor(white: 0.1, alpha: 0.5)
    static let dynamic = HUDColor(light: light, dark: dark, increasedContrastLight: lightHigh, increasedContrastDark: darkHigh)

    /// An option popup with the dynamic backdrop, in `style`.
    @MainActor
    static func showOptionPopup(_ style: HUDInterfaceStyleOverride, in env: HUDTestEnvironment) throws -> HUDLayer {
        var config = OptionPopupConfiguration(options: [OptionPopupConfiguration.Option(title: "A")])
        config.interfaceStyle = style
        config.presentation.backdrop = dynamic
        try env.center.showOptionPopup(config)
        return try XCTUnwrap(env.layer("popupBackdrop"))
    }

    /// A dynamic backdrop colour is drawn in the overlay's look, on show and when the look changes;
    /// a popup that does not follow traits gets it too (it used to keep the light value).
    func testADynamicBackdropFollowsTheLookAndContrast() throws {
        try onMainThrowing {
            let light = HUDColor(white: 1, alpha: 0.5)
            let dark = HUDColor(white: 0, alpha: 0.5)
            let lightHigh = HUDColor(white: 0.9, alpha: 0.5)
            let darkHigh = HUDColor(white: 0.1, alpha: 0.5)
            let color = HUDColor(light: light, dark: dark, increasedContrastLight: lightHigh, increasedContrastDark: darkHigh)
            let env = HUDTestEnvironment()
            env.center.traitsDidChange(to: OverlayTraits(interfaceStyle: .dark))
            env.center.showPopup(TintedPopup(backdrop: color))
            let backdrop = try XCTUnwrap(env.layer("popupBackdrop"))
            XCTAssertEqual(backdrop.backgroundColor, dark, "shown in the dark look: the dark value")
            env.center.traitsDidChange(to: OverlayTraits(interfaceStyle: .light))
            XCTAssertEqual(backdrop.backgroundColor, light)
            env.center.traitsDidChange(to: OverlayTraits(interfaceStyle: .dark, increasesContrast: true))
            XCTAssertEqual(backdrop.backgroundColor, darkHigh)
            env.center.traitsDidChange(to: OverlayTraits(interfaceStyle: .light, increasesContrast: true))
            XCTAssertEqual(backdrop.backgroundColor, lightHigh)
        }
    }

    /// An option popup that forces its look draws its backdrop in that look, on show and on every
    /// trait change, as its panel is (the card did already).
    func testAForcedLookDecidesAnOptionPopupsBackdrop() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let backdrop = try Self.showOptionPopup(.dark, in: env)
            XCTAssertEqual(backdrop.backgroundColor, Self.dark, "forced dark over a light overlay: the dark value")
            env.center.traitsDidChange(to: OverlayTraits(interfaceStyle: .light, increasesContrast: true))
            XCTAssertEqual(backdrop.backgroundColor, Self.darkHigh, "still dark, with the overlay's contrast")
            env.center.traitsDidChange(to: OverlayTraits(interfaceStyle: .dark))
            XCTAssertEqual(backdrop.backgroundColor, Self.dark)
            let lightEnv = HUDTestEnvironment()
            lightEnv.center.traitsDidChange(to: OverlayTraits(interfaceStyle: .dark))
            XCTAssertEqual(
                try Self.showOptionPopup(.light, in: lightEnv).backgroundColor, Self.light,
                "forced light over a dark overlay: the light value")
        }
    }

    /// An automatic option popup's backdrop follows the overlay's look, on show and live.
    func testAnAutomaticOptionPopupsBackdropFollowsTheOverlay() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let backdrop = try Self.showOptionPopup(.automatic, in: env)
            XCTAssertEqual(backdrop.backgroundColor, Self.light)
            env.center.traitsDidChange(to: OverlayTraits(interfaceStyle: .dark))
            XCTAssertEqual(backdrop.backgroundColor, Self.dark)
        }
    }

    /// A card that forces its look draws a dynamic backdrop in it with the overlay's contrast, as
    /// every other popup does (it used to ignore Increase Contrast for a dynamic backdrop).
    func testACardsDynamicBackdropTakesItsLookAndTheContrast() throws {
        try onMainThrowing {
            var config = CardPopupConfiguration()
            config.interfaceStyle = .dark
            config.presentation.backdrop = Self.dynamic
            let env = HUDTestEnvironment()
            env.center.traitsDidChange(to: OverlayTraits(interfaceStyle: .light, increasesContrast: true))
            env.center.showCardPopup(config)
            let backdrop = try XCTUnwrap(env.layer("popupBackdrop"))
            XCTAssertEqual(backdrop.backgroundColor, Self.darkHigh)
            env.center.traitsDidChange(to: OverlayTraits(interfaceStyle: .light))
            XCTAssertEqual(backdrop.backgroundColor, Self.dark)
        }
    }

    /// A static backdrop colour stays exactly as given in every look.
    func testAStaticBackdropStaysAsGiven() throws {
        try onMainThrowing {
            let color = HUDColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.3)
            let env = HUDTestEnvironment()
            env.center.traitsDidChange(to: OverlayTraits(interfaceStyle: .dark, increasesContrast: true))
            env.center.showPopup(TintedPopup(backdrop: color))
            XCTAssertEqual(try XCTUnwrap(env.layer("popupBackdrop")).backgroundColor, color)
        }
    }
}
