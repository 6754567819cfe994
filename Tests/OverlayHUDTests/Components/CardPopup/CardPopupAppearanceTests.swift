import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

@MainActor
private func showCard(_ env: HUDTestEnvironment, _ config: CardPopupConfiguration) throws -> CardPopup {
    env.center.showCardPopup(config)
    return try XCTUnwrap(env.center.currentPopup as? CardPopup)
}

/// What each of ``CardPopupConfiguration``'s looks puts on the card (DGPopUpViewController's
/// defaults are in CardPopupSeedTests; here every value is changed and found on screen).
final class CardPopupAppearanceTests: XCTestCase {
    func testColoursAndTitlesReachTheirLayers() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            var config = CardPopupConfiguration(
                title: "JOIN", fields: [CardPopupConfiguration.Field(placeholder: "Name")], actionTitle: "GO")
            let (card, placeholder, line, progress) = (
                HUDColor(hex: 0x112233), HUDColor(hex: 0x445566), HUDColor(hex: 0x778899), HUDColor(hex: 0xAABBCC)
            )
            config.cardColor = card
            config.placeholderColor = placeholder
            config.lineColor = line
            config.progressColor = progress
            config.gradientLocations = [0.1, 0.9]
            let popup = try showCard(env, config)
            XCTAssertEqual(config.actionTitle, "GO")
            XCTAssertEqual(popup.view.card.backgroundColor, card)
            XCTAssertEqual(env.layer("cardField.0.line")?.backgroundColor, line)
            XCTAssertEqual(env.layer("cardField.0.progress")?.backgroundColor, progress)
            guard case .text(let hint) = env.layer("cardField.0.text")?.content else { return XCTFail("placeholder") }
            XCTAssertEqual(hint.string, "Name")
            XCTAssertEqual(hint.color, placeholder)
            guard case .text(let action) = env.layer("cardButton.title")?.content else { return XCTFail("action title") }
            XCTAssertEqual(action.string, "GO")
            guard case .gradient(let gradient) = popup.view.button.content else { return XCTFail("gradient button") }
            XCTAssertEqual(gradient.locations, [0.1, 0.9])
        }
    }

    func testTheEndLogoShowsItsDiscGlyphAndCaption() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            var config = CardPopupConfiguration()
            XCTAssertEqual(config.endGlyph, CardPopupConfiguration.checkMark, "the original's logo carries a check mark")
            guard case .shape(_, let fill) = CardPopupConfiguration.checkMark else { return XCTFail("a drawn mark") }
            XCTAssertEqual(fill, .white)
            config.endLogo = .roundedSquare(HUDColor(hex: 0xFF9500))
            config.endGlyph = .star(.white)
            config.endCaption = "WELCOME"
            config.endCaptionColor = HUDColor(hex: 0x336699)
            _ = try showCard(env, config)
            XCTAssertNotNil(env.layer("cardEndLogo.disc")?.shape, "the disc is drawn")
            XCTAssertNotNil(env.layer("cardEndLogo.glyph")?.shape, "the star is drawn on it")
            guard case .text(let caption) = env.layer("cardEndLogo.caption")?.content else { return XCTFail("caption") }
            XCTAssertEqual(caption.string, "WELCOME")
            XCTAssertEqual(caption.color, HUDColor(hex: 0x336699))

            let plain = HUDTestEnvironment()
            config.endGlyph = .none
            config.endCaption = ""
            _ = try showCard(plain, config)
            XCTAssertNotNil(plain.layer("cardEndLogo.disc"))
            XCTAssertNil(plain.layer("cardEndLogo.glyph"), "no glyph")
            XCTAssertNil(plain.layer("cardEndLogo.caption"), "an empty caption draws none")
        }
    }

    func testTheCompactLayoutHugsItsContent() throws {
        try onMainThrowing {
            let original = HUDTestEnvironment()
            let compact = HUDTestEnvironment()
            var config = CardPopupConfiguration()
            XCTAssertEqual(config.layout, .original)
            let tall = try showCard(original, config).view.card.bounds.size
            config.layout = .compact
            let short = try showCard(compact, config).view.card.bounds.size
            XCTAssertEqual(tall, HUDSize(320, 480), "DGPopUpView's 320 × 480 card")
            XCTAssertEqual(short.width, 320, "the width stays the configuration's")
            XCTAssertLessThan(short.height, tall.height, "the compact card is as tall as its content")
        }
    }

    func testTheCompactLayoutSpacesItsRows56PointsApart() {
        let metrics = CardPopupMetrics(.compact, width: 300, fieldCount: 3)
        XCTAssertEqual(metrics.rowFrames.map(\.minY), [74, 130, 186], "below the title (28 + 30 + 16), 56 pt apart")
        XCTAssertEqual(metrics.rowFrames.map(\.height), [44, 44, 44])
        XCTAssertEqual(metrics.buttonFrame.minY, 74 + 3 * 56 + 16, "the button 16 pt below the last row's pitch")
        let grown = CardPopupMetrics(.compact, width: 300, fieldCount: 2, text: .init(field: 30))
        XCTAssertEqual(grown.rowFrames[1].minY - grown.rowFrames[0].minY, 56 + 8, "a taller field text grows the pitch")
    }

    func testFadesFinaleOutFadesTheBackdropWhenTheCardLeaves() throws {
        try onMainThrowing {
            for fades in [false, true] {
                let env = HUDTestEnvironment()
                var config = CardPopupConfiguration()
                config.fadesFinaleOut = fades
                let popup = try showCard(env, config)
                env.clock.advance(by: 1.1)
                popup.performAction()
                env.clock.advance(by: 3)
                env.center.hidePopups()
                let backdrop = try XCTUnwrap(env.layer("popupBackdrop"))
                XCTAssertEqual(backdrop.opacity, fades ? 0 : 1, "fadesFinaleOut \(fades)")
                env.clock.advance(by: 0.3)
                XCTAssertEqual(env.center.currentPopup == nil, fades, "a fade takes 0.25 s; without it the finale stays 0.6 s")
                env.clock.advance(by: 0.3)
                XCTAssertNil(env.center.currentPopup)
            }
        }
    }
}
