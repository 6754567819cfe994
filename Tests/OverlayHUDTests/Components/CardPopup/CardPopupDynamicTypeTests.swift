import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The card popup at every content size category: title, field rows and button grow with their
/// text and push what is below them down, the card grows with them; live while shown; fixed fonts
/// opt out.
final class CardPopupDynamicTypeTests: XCTestCase {
    @MainActor
    static func show(_ config: CardPopupConfiguration, at category: HUDContentSizeCategory) -> (HUDTestEnvironment, CardPopup) {
        let env = HUDTestEnvironment()
        env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: category))
        env.center.showCardPopup(config, onAction: { _ in })
        env.clock.advance(by: 2)
        return (env, env.center.currentPopup as! CardPopup)
    }

    /// Texts fit (field texts may truncate: they are one-line text fields) and lie in the card's
    /// content (all of it, also what is scrolled out of a card taller than the screen), title,
    /// rows and button do not overlap, the card lies on screen.
    @MainActor
    static func assertLaidOut(
        _ env: HUDTestEnvironment, _ popup: CardPopup, truncating: Bool = false, _ what: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let v = popup.view
        TextLayoutChecks.assertInside(
            TextLayoutChecks.frameInRoot(v.card), env.center.overlay.bounds, "\(what) card on screen", file: file, line: line)
        let card = contentFrameInRoot(v)
        for (layer, text) in TextLayoutChecks.texts(in: v.card) {
            let field = v.texts.contains { $0 === layer }
            TextLayoutChecks.assertFits(
                layer, text, measure: env.host.measure, widthMayTruncate: truncating || field, "\(what) \(layer.name ?? "?")",
                file: file, line: line)
            TextLayoutChecks.assertInside(
                TextLayoutChecks.frameInRoot(layer), card, "\(what) \(layer.name ?? "?") in the card", file: file, line: line)
        }
        for (i, row) in v.fields.enumerated() {
            TextLayoutChecks.assertInside(
                TextLayoutChecks.frameInRoot(v.texts[i]), TextLayoutChecks.frameInRoot(row), "\(what) field \(i) text in its row",
                file: file, line: line)
        }
        let parts = [("title", v.title), ("button", v.button)] + v.fields.enumerated().map { ("field \($0.offset)", $0.element) }
        TextLayoutChecks.assertNoOverlap(parts.map { ($0.0, TextLayoutChecks.frameInRoot($0.1)) }, file: file, line: line)
    }

    /// All of the card's content (scrolled out or not) in root coordinates.
    @MainActor
    static func contentFrameInRoot(_ v: CardPopupView) -> HUDRect {
        let m = v.content.transformToRoot
        let s = v.metrics.cardSize
        let a = m.apply(to: HUDPoint(0, 0))
        let b = m.apply(to: HUDPoint(s.width, s.height))
        return HUDRect(min(a.x, b.x), min(a.y, b.y), abs(b.x - a.x), abs(b.y - a.y))
    }

    func testEveryCategoryGrowsTheCardWithoutCuttingText() {
        onMain {
            for config in [CardPopupConfiguration(), .compact()] {
                var previous = 0.0
                for category in HUDContentSizeCategory.allCases {
                    let (env, popup) = Self.show(config, at: category)
                    Self.assertLaidOut(env, popup, "\(config.layout) \(category)")
                    let size = popup.view.card.bounds.size
                    if config.layout == .original && category <= .large {
                        XCTAssertEqual(size, HUDSize(320, 480), "\(category): the original's card")
                    }
                    XCTAssertGreaterThanOrEqual(size.height, previous, "\(config.layout) \(category)")
                    previous = size.height
                    // The host's real text fields take the field's grown frame and text size.
                    let input = popup.textInputFields
                    XCTAssertEqual(input.first?.fontSize, popup.view.fieldFontSize)
                    XCTAssertEqual(input.first?.frame, TextLayoutChecks.frameInRoot(popup.view.texts[0]))
                }
                XCTAssertGreaterThan(previous, config.layout == .original ? 480 : 300)
            }
        }
    }

    func testALiveChangeRelaysOutTheShownCard() {
        onMain {
            let (env, popup) = Self.show(CardPopupConfiguration(), at: .large)
            popup.setText("Mia", forField: 0)
            let before = popup.view.card.bounds.size
            env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
            XCTAssertGreaterThan(popup.view.card.bounds.height, before.height)
            XCTAssertEqual(popup.view.fieldFontSize, 55, "20 pt follows title 3")
            guard case .text(let typed) = popup.view.texts[0].content else { return XCTFail("no text") }
            XCTAssertEqual(typed.string, "Mia", "what was typed stays")
            XCTAssertEqual(typed.fontSize, 55)
            Self.assertLaidOut(env, popup, "after the change")
            env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: .large))
            XCTAssertEqual(popup.view.card.bounds.size, before)
        }
    }

    func testFixedFontsKeepTheOriginalsCard() {
        onMain {
            var config = CardPopupConfiguration()
            config.titleFont = .fixed(size: 17)
            config.fieldFont = .fixed(size: 20)
            config.buttonFont = .fixed(size: 18)
            let (_, a) = Self.show(config, at: .large)
            let (_, b) = Self.show(config, at: .accessibilityExtraExtraExtraLarge)
            XCTAssertEqual(b.view.card.bounds.size, HUDSize(320, 480))
            for (x, y) in zip(
                [a.view.title, a.view.buttonTitle] + a.view.texts, [b.view.title, b.view.buttonTitle] + b.view.texts)
            {
                XCTAssertEqual(x.frame, y.frame, x.name ?? "?")
                XCTAssertEqual(x.content, y.content, x.name ?? "?")
            }
        }
    }

    func testBlankHugeAndBadlySizedTexts() {
        onMain {
            var config = CardPopupConfiguration(
                title: String(repeating: "🇨🇳 Ünïcödé ", count: 1_000), actionTitle: String(repeating: "x", count: 10_000))
            config.fields[0].placeholder = "   "
            let (env, popup) = Self.show(config, at: .accessibilityExtraExtraExtraLarge)
            Self.assertLaidOut(env, popup, truncating: true, "huge texts")
            XCTAssertLessThanOrEqual(
                popup.view.title.bounds.height, env.center.overlay.bounds.height,
                "the title wraps to as many lines as the screen's height holds (two at the default size)")
            for size in SpecialValues.doubles {
                var bad = CardPopupConfiguration()
                bad.titleFont = .system(size: size, relativeTo: .body)
                bad.fieldFont = .fixed(size: size)
                bad.buttonFont = .system(size: size, relativeTo: .body)
                let (env, popup) = Self.show(bad, at: .accessibilityExtraExtraExtraLarge)
                let v = popup.view
                for (layer, text) in TextLayoutChecks.texts(in: v.card) {
                    TextLayoutChecks.assertFits(layer, text, measure: env.host.measure, widthMayTruncate: true, "size \(size)")
                }
            }
        }
    }
}
