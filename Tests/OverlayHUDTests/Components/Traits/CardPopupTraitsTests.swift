import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The card popup in the dark look and right to left. Dark values: UIKit's dynamic colours
/// (elevated `systemBackground` #1C1C1E, `label` white, `placeholderText` #EBEBF5 at 30 %,
/// `opaqueSeparator` #38383A, `systemGray2` #636366, `systemGray6` #1C1C1E; Apple HIG Color →
/// Specifications and `UIColor.resolvedColor(with:)`). The brand blues, the gradient button and the
/// end logo stay. Right to left: the title and each field's text, line and progress line at their
/// left-to-right frames mirrored, texts aligned right, the progress growing leftwards.
final class CardPopupTraitsTests: XCTestCase {
    static let dark = OverlayTraits(interfaceStyle: .dark)
    static let rightToLeft = OverlayTraits(layoutDirection: .rightToLeft)

    @MainActor
    static func show(_ config: CardPopupConfiguration, _ traits: OverlayTraits) throws -> (HUDTestEnvironment, CardPopup) {
        let env = HUDTestEnvironment()
        env.host.traitsDidChange(to: traits)
        env.center.showCardPopup(config)
        env.clock.advance(by: 2)
        return (env, try XCTUnwrap(env.center.currentPopup as? CardPopup))
    }

    @MainActor
    static func text(_ layer: HUDLayer?) -> TextContent? {
        guard case .text(let t) = layer?.content else { return nil }
        return t
    }

    func testOriginalColorsInBothLooks() throws {
        try onMainThrowing {
            for dark in [false, true] {
                let (env, card) = try Self.show(CardPopupConfiguration(), dark ? Self.dark : OverlayTraits())
                card.setText("Ada", forField: 0)
                let v = card.view
                XCTAssertEqual(v.card.backgroundColor, dark ? HUDColor(hex: 0x1C1C1E) : .white)
                XCTAssertEqual(Self.text(v.title)?.color, dark ? .white : .black)
                XCTAssertEqual(
                    Self.text(v.texts[0])?.color, HUDColor(red: 29 / 255, green: 170 / 255, blue: 209 / 255),
                    "the xib's blue stays")
                XCTAssertEqual(
                    Self.text(v.texts[1])?.color,
                    dark ? HUDColor(hex: 0xEBEBF5, alpha: 0.3) : HUDColor(red: 0, green: 0, blue: 0.0980392, alpha: 0.22))
                XCTAssertEqual(
                    v.fields[0].firstLayer(named: "cardField.0.line")?.backgroundColor,
                    dark ? HUDColor(hex: 0x636366) : HUDColor(white: 2.0 / 3.0))
                XCTAssertEqual(Self.text(v.logo.firstLayer(named: "cardEndLogo.caption"))?.color, dark ? .white : .black)
                XCTAssertEqual(
                    env.layer("popupBackdrop")?.backgroundColor,
                    dark
                        ? HUDColor(hex: 0x1C1C1E, alpha: 0.8)
                        : HUDColor(red: 245 / 255, green: 245 / 255, blue: 245 / 255, alpha: 0.8))
                let fields = env.center.textInputFields(hostDrawsText: false)
                XCTAssertEqual(
                    fields.first?.placeholderColor, Self.text(v.texts[1])?.color, "UIKit's text fields get the same colours")
            }
        }
    }

    func testCompactPresetInTheDarkLook() throws {
        try onMainThrowing {
            let (_, card) = try Self.show(.compact(), Self.dark)
            card.setText("me@example.com", forField: 0)
            XCTAssertEqual(Self.text(card.view.title)?.color, .white)
            XCTAssertEqual(Self.text(card.view.texts[0])?.color, .white)
            XCTAssertEqual(Self.text(card.view.texts[1])?.color, HUDColor(hex: 0xEBEBF5, alpha: 0.3))
            XCTAssertEqual(card.view.fields[0].firstLayer(named: "cardField.0.line")?.backgroundColor, HUDColor(hex: 0x38383A))
        }
    }

    func testChosenColorsStayAndALookCanBeForced() throws {
        try onMainThrowing {
            var config = CardPopupConfiguration()
            config.cardColor = HUDColor(hex: 0xFFF8E7)
            config.titleColor = HUDColor(hex: 0x5A3E1B)
            config.presentation.backdrop = HUDColor(white: 0, alpha: 0.4)
            let (env, chosen) = try Self.show(config, Self.dark)
            XCTAssertEqual(chosen.view.card.backgroundColor, HUDColor(hex: 0xFFF8E7))
            XCTAssertEqual(Self.text(chosen.view.title)?.color, HUDColor(hex: 0x5A3E1B))
            XCTAssertEqual(env.layer("popupBackdrop")?.backgroundColor, HUDColor(white: 0, alpha: 0.4))
            var forced = CardPopupConfiguration()
            forced.interfaceStyle = .dark
            let (forcedEnv, dark) = try Self.show(forced, OverlayTraits())
            XCTAssertEqual(dark.view.card.backgroundColor, HUDColor(hex: 0x1C1C1E))
            XCTAssertEqual(forcedEnv.layer("popupBackdrop")?.backgroundColor, HUDColor(hex: 0x1C1C1E, alpha: 0.8))
            forced.interfaceStyle = .light
            XCTAssertEqual(try Self.show(forced, Self.dark).1.view.card.backgroundColor, .white)
        }
    }

    /// The app turns dark while the user types: the card, backdrop and typed text follow; the
    /// texts are kept.
    func testLiveSwitchWhileTyping() throws {
        try onMainThrowing {
            let (env, card) = try Self.show(CardPopupConfiguration(), OverlayTraits())
            card.focus(field: 0)
            card.setText("Ada", forField: 0)
            env.host.traitsDidChange(to: Self.dark)
            XCTAssertEqual(card.view.card.backgroundColor, HUDColor(hex: 0x1C1C1E))
            XCTAssertEqual(env.layer("popupBackdrop")?.backgroundColor, HUDColor(hex: 0x1C1C1E, alpha: 0.8))
            XCTAssertEqual(Self.text(card.view.texts[0])?.string, "Ada")
            XCTAssertEqual(Self.text(card.view.texts[1])?.string, "Last name")
            XCTAssertEqual(Self.text(card.view.texts[1])?.color, HUDColor(hex: 0xEBEBF5, alpha: 0.3))
            env.host.traitsDidChange(to: OverlayTraits())
            XCTAssertEqual(card.view.card.backgroundColor, .white)
            XCTAssertEqual(
                env.layer("popupBackdrop")?.backgroundColor,
                HUDColor(red: 245 / 255, green: 245 / 255, blue: 245 / 255, alpha: 0.8))
        }
    }

    /// Both layouts: the title, each field's text and resting line mirrored, the texts aligned
    /// right, and a focused field's progress line covering the mirror of its left-to-right extent.
    func testRightToLeftMirrorsTheCard() throws {
        try onMainThrowing {
            for config in [CardPopupConfiguration(), .compact()] {
                let (ltrEnv, ltr) = try Self.show(config, OverlayTraits())
                let (rtlEnv, rtl) = try Self.show(config, Self.rightToLeft)
                let cardWidth = ltr.view.card.bounds.width
                func mirrored(_ f: HUDRect, _ w: Double) -> HUDRect { HUDRect(w - f.maxX, f.minY, f.width, f.height) }
                XCTAssertEqual(rtl.view.title.frame, mirrored(ltr.view.title.frame, cardWidth))
                let titleAlignment = try XCTUnwrap(Self.text(ltr.view.title)?.alignment)
                XCTAssertEqual(Self.text(rtl.view.title)?.alignment, titleAlignment == .left ? .right : titleAlignment)
                for i in ltr.view.fields.indices {
                    let w = ltr.view.fields[i].bounds.width
                    XCTAssertEqual(rtl.view.fields[i].frame, ltr.view.fields[i].frame, "rows span the card")
                    XCTAssertEqual(rtl.view.texts[i].frame, mirrored(ltr.view.texts[i].frame, w))
                    XCTAssertEqual(Self.text(rtl.view.texts[i])?.alignment, .right)
                    let line = "cardField.\(i).line"
                    XCTAssertEqual(
                        rtl.view.fields[i].firstLayer(named: line)?.frame,
                        mirrored(try XCTUnwrap(ltr.view.fields[i].firstLayer(named: line)).frame, w))
                }
                for (env, card) in [(ltrEnv, ltr), (rtlEnv, rtl)] {
                    card.focus(field: 0)
                    env.clock.advance(by: 1)
                }
                let l = ltr.view.progressLines[0].presentation(at: ltrEnv.clock.now).frame
                let r = rtl.view.progressLines[0].presentation(at: rtlEnv.clock.now).frame
                XCTAssertEqual(r.minX, mirrored(l, ltr.view.fields[0].bounds.width).minX, accuracy: 1e-9)
                XCTAssertEqual(r.width, l.width, accuracy: 1e-9)
                XCTAssertEqual(rtl.view.button.frame, ltr.view.button.frame, "the button is centred and stays")
            }
        }
    }

    /// A focused field's line grows from the right edge leftwards (its right end stays put).
    func testProgressGrowsFromTheRight() throws {
        try onMainThrowing {
            let (env, card) = try Self.show(CardPopupConfiguration(), Self.rightToLeft)
            let line = card.view.progressLines[0]
            let start = line.presentation(at: env.clock.now).frame
            card.focus(field: 0)
            env.clock.advance(by: 0.15)
            let mid = line.presentation(at: env.clock.now).frame
            XCTAssertEqual(mid.maxX, start.maxX, accuracy: 1e-9)
            XCTAssertLessThan(mid.minX, start.minX)
            XCTAssertEqual(start.maxX, 300, "DGPopUpViewTextView.xib's x 20, mirrored in the 320 pt row")
        }
    }

    func testLiveDirectionSwitch() throws {
        try onMainThrowing {
            let (env, card) = try Self.show(CardPopupConfiguration(), OverlayTraits())
            let line = card.view.fields[0].firstLayer(named: "cardField.0.line")
            let before = try XCTUnwrap(line?.frame)
            env.host.traitsDidChange(to: Self.rightToLeft)
            XCTAssertEqual(line?.frame, HUDRect(19, 49, 280, 1), "the xib's (21, 49, 280, 1) mirrored in the 320 pt row")
            XCTAssertEqual(card.view.progressLines[0].anchorPoint, HUDPoint(1, 0.5))
            XCTAssertEqual(Self.text(card.view.texts[0])?.alignment, .right)
            env.host.traitsDidChange(to: OverlayTraits())
            XCTAssertEqual(line?.frame, before)
            XCTAssertEqual(card.view.progressLines[0].anchorPoint, HUDPoint(0, 0.5))
            XCTAssertEqual(Self.text(card.view.texts[0])?.alignment, .left)
        }
    }
}
