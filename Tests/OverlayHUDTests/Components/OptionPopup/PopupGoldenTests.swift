import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Golden images of a representative subset of popup frames, rendered at 1x
/// (`Tests/OverlayHUDTests/Golden/Popups/<name>.png`; record with `OVERLAYHUD_RECORD_GOLDENS=1`).
final class PopupGoldenTests: XCTestCase {
    @MainActor
    private static func render(_ env: HUDTestEnvironment, at t: Double) throws -> RGBAImage {
        env.clock.advance(to: max(env.clock.now, t))
        return try TestFonts.renderer().render(env.center.overlay.rootLayer, canvas: env.center.overlay.size, scale: 1, at: t)
    }

    @MainActor
    private static func option(_ type: OptionPopupConfiguration.AnimationType, _ direction: OptionPopupConfiguration.Direction)
        -> HUDTestEnvironment
    {
        let env = HUDTestEnvironment()
        var config = OptionPopupConfiguration(options: nineOptions())
        config.isAnimated = true  // the original's demo turns animation and the record on
        config.recordsSelection = true
        config.selectedTitleColor = HUDColor(hex: 0xFF9500)
        config.animationType = type
        config.direction = direction
        config.initialSelection = 4
        do { try env.center.showOptionPopup(config) } catch { XCTFail("\(error)") }
        return env
    }

    func testOptionPopupAtRest() throws {
        try onMain { assertImageSnapshot(try Self.render(Self.option(.spring, .bottom), at: 2), named: "Popups/option-rest") }
    }

    func testOptionPopupSpringShake() throws {
        try onMain {
            assertImageSnapshot(try Self.render(Self.option(.spring, .left), at: 0.6), named: "Popups/option-spring-left-shake")
        }
    }

    func testOptionPopupRotationLargenMidway() throws {
        try onMain {
            assertImageSnapshot(
                try Self.render(Self.option(.rotationLargen, .center), at: 0.3), named: "Popups/option-rotationLargen-center")
        }
    }

    func testOptionPopupTransformationMidway() throws {
        try onMain {
            assertImageSnapshot(
                try Self.render(Self.option(.transformation, .top), at: 0.4), named: "Popups/option-transformation-top")
        }
    }

    /// The compact preset (its images are the ones the card had before it followed the original).
    func testCardPopupEntryFocusAndLogo() throws {
        try onMain {
            let env = HUDTestEnvironment()
            env.center.showCardPopup(.compact())
            let card = env.center.currentPopup as! CardPopup
            assertImageSnapshot(try Self.render(env, at: 0.6), named: "Popups/card-entry")
            env.clock.advance(to: 1.2)
            card.focus(field: 0)
            card.setText("me@example.com", forField: 0)
            assertImageSnapshot(try Self.render(env, at: 1.65), named: "Popups/card-focused")
            card.performAction()
            assertImageSnapshot(try Self.render(env, at: 1.95), named: "Popups/card-closing")
            assertImageSnapshot(try Self.render(env, at: 3.5), named: "Popups/card-logo")
        }
    }

    /// The original's card (DGPopUpViewController): entry, a typed field, the closing, the logo.
    func testOriginalCardPopup() throws {
        try onMain {
            let env = HUDTestEnvironment()
            env.center.showCardPopup(CardPopupConfiguration())
            let card = env.center.currentPopup as! CardPopup
            assertImageSnapshot(try Self.render(env, at: 0.6), named: "Popups/card-original-entry")
            env.clock.advance(to: 1.2)
            card.focus(field: 0)
            card.setText("Duan", forField: 0)
            card.focus(field: 1)
            card.setText("Desgard", forField: 1)
            card.focus(field: 2)
            assertImageSnapshot(try Self.render(env, at: 1.65), named: "Popups/card-original-focused")
            card.performAction()
            assertImageSnapshot(try Self.render(env, at: 1.95), named: "Popups/card-original-closing")
            assertImageSnapshot(try Self.render(env, at: 3.5), named: "Popups/card-original-logo")
            assertImageSnapshot(try Self.render(env, at: 8), named: "Popups/card-original-logo-stays")
        }
    }
}
