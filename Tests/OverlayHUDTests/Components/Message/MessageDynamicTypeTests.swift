import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Messages at every content size category (issue 21, point 2): the title and body are set in the
/// message's fonts at the reader's text size, up to the largest accessibility size, without
/// clipping (each line fits its layer, every text lies inside its card, the card inside the
/// screen); the card grows with its text, live while shown; fixed fonts opt out.
final class MessageDynamicTypeTests: XCTestCase {
    static let body = "Check your connection and try again. Your draft is kept."

    @MainActor
    static func show(_ category: HUDContentSizeCategory, _ messages: [MessageConfiguration]) -> HUDTestEnvironment {
        let env = HUDTestEnvironment()
        env.center.messageStackConfiguration.arrangement = .stacked(maximum: 3)
        env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: category))
        for m in messages { env.center.showMessage(m) }
        env.clock.advance(by: 1)
        return env
    }

    static let three = [
        MessageTest.message("top", "Upload failed", body: body, theme: .error),
        MessageTest.message("toast", "Copied", body: "Link on the clipboard", theme: .success, position: .center),
        MessageTest.message("bottom", "You are offline", theme: .warning, position: .bottom),
    ]

    /// Every text fits its layer and lies in its card; parts do not overlap; cards lie in the
    /// screen and (when they fit on it together) do not overlap.
    @MainActor
    static func assertLaidOut(_ env: HUDTestEnvironment, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let screen = env.center.overlay.bounds
        var cards: [(String, HUDRect)] = []
        for m in env.center.messageStack?.shown ?? [] {
            let v = m.view
            TextLayoutChecks.assertTextsFit(
                in: v.card, measure: env.host.measure, widthMayTruncate: true, "\(what) \(m.id)", file: file, line: line)
            let card = TextLayoutChecks.frameInRoot(v.card)
            TextLayoutChecks.assertInside(card, screen, "\(what) \(m.id) on screen", file: file, line: line)
            TextLayoutChecks.assertInside(
                TextLayoutChecks.frameInRoot(v.icon), card, "\(what) \(m.id) icon", file: file, line: line)
            let parts = [v.icon, v.title, v.body].filter { TextLayoutChecks.isShown($0) }
            TextLayoutChecks.assertNoOverlap(
                parts.map { ($0.name ?? "?", TextLayoutChecks.frameInRoot($0)) }, file: file, line: line)
            cards.append((m.id, card))
        }
        let heights = cards.reduce(0) { $0 + $1.1.height + 8 }
        if heights <= env.center.messageStack?.placementRect.height ?? 0 {
            TextLayoutChecks.assertNoOverlap(cards, file: file, line: line)
        }
    }

    func testEveryCategoryFitsItsTextsAndTheCardsGrow() throws {
        try onMainThrowing {
            var previous: [String: Double] = [:]
            for category in HUDContentSizeCategory.allCases {
                let env = Self.show(category, Self.three)
                XCTAssertEqual(env.center.messageStack?.shown.count, 3, "\(category)")
                Self.assertLaidOut(env, "\(category)")
                for id in ["top", "toast", "bottom"] {
                    let card = try XCTUnwrap(MessageTest.card(env, id), "\(category) \(id)")
                    XCTAssertGreaterThanOrEqual(card.bounds.height, previous[id] ?? 0, "\(category) \(id): grows with the text")
                    previous[id] = card.bounds.height
                    let titleLayer = try XCTUnwrap(MessageTest.shown(env, id)).view.title
                    guard case .text(let title) = titleLayer.sublayers.first?.content ?? titleLayer.content else {
                        return XCTFail("\(category) \(id): a title")
                    }
                    XCTAssertEqual(
                        title.fontSize, HUDFont.system(size: 15, relativeTo: .subheadline).pointSize(at: category), accuracy: 1e-9
                    )
                }
            }
            XCTAssertGreaterThan(previous["top"] ?? 0, 200, "at the largest size the card is far taller than its 94 pt default")
        }
    }

    /// A toast between tall top and bottom cards moves out of their way while there is room.
    func testAToastMakesRoomForTallCards() throws {
        try onMainThrowing {
            let env = Self.show(.accessibilityExtraExtraLarge, Self.three)
            let top = try XCTUnwrap(MessageTest.frame(env, "top"))
            let toast = try XCTUnwrap(MessageTest.frame(env, "toast"))
            let bottom = try XCTUnwrap(MessageTest.frame(env, "bottom"))
            XCTAssertGreaterThan(top.maxY + 8, 422 - toast.height / 2, "the top card reaches the screen's middle column")
            XCTAssertEqual(toast.minY, top.maxY + 8, accuracy: 1e-9, "the toast moves down below it")
            XCTAssertLessThanOrEqual(toast.maxY + 8, bottom.minY)
            let alone = try XCTUnwrap(MessageTest.frame(Self.show(.accessibilityExtraExtraLarge, [Self.three[1]]), "toast"))
            XCTAssertEqual(alone.midY, (55 + 802) / 2, accuracy: 1e-9, "alone, it is centred")
        }
    }

    func testTheDefaultTextSizeKeepsTheDefaultLayout() throws {
        try onMainThrowing {
            let env = Self.show(.large, [Self.three[0]])
            let view = try XCTUnwrap(MessageTest.shown(env, "top")).view
            guard case .text(let title) = view.title.content else { return XCTFail("one title line") }
            XCTAssertEqual(title.fontSize, 15)
            XCTAssertEqual(title.weight, .semibold)
            XCTAssertEqual(
                view.body.sublayers.first.flatMap { l -> Double? in
                    if case .text(let t) = l.content { return t.fontSize }
                    return nil
                }, 14)
        }
    }

    func testTheCardGrowsLiveAndTheOthersMakeRoom() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            env.center.messageStackConfiguration.arrangement = .stacked(maximum: 3)
            env.center.showMessage(MessageTest.message("a", "Upload failed", body: Self.body, theme: .error))
            env.center.showMessage(MessageTest.message("b", "Saved", theme: .success))
            env.clock.advance(by: 1)
            let before = try XCTUnwrap(MessageTest.frame(env, "a"))
            env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
            let after = try XCTUnwrap(MessageTest.frame(env, "a"))
            XCTAssertGreaterThan(after.height, before.height * 2)
            let icon = try XCTUnwrap(MessageTest.shown(env, "a")).view.icon
            XCTAssertEqual(icon.frame.size, HUDSize(48, 48), "the icon grows with the title, up to twice its 24 pt")
            XCTAssertEqual(
                MessageView.iconSide(for: .fixed(size: 15), at: .accessibilityExtraExtraExtraLarge), 24, "not with a fixed title")
            XCTAssertEqual(
                MessageView.iconSide(for: MessageConfiguration(title: "").titleFont, at: .extraSmall), 24, "never smaller")
            XCTAssertEqual(after.minY, MessageTest.topEdge)
            XCTAssertEqual(MessageTest.frame(env, "b")?.minY ?? 0, after.maxY + 8, accuracy: 1e-9, "the next one below it")
            Self.assertLaidOut(env, "live")
        }
    }

    func testFixedFontsOptOut() throws {
        try onMainThrowing {
            var m = MessageTest.message("top", "Upload failed", body: Self.body, theme: .error)
            m.titleFont = .fixed(size: 15, weight: .semibold)
            m.bodyFont = .fixed(size: 14)
            let standard = try XCTUnwrap(MessageTest.frame(Self.show(.large, [m]), "top"))
            for category in HUDContentSizeCategory.allCases {
                XCTAssertEqual(MessageTest.frame(Self.show(category, [m]), "top"), standard, "\(category)")
            }
        }
    }

    /// The longest texts, emoji and combining marks at the largest size: cut to their lines with
    /// "…", nothing clipped, the card on screen.
    func testLongAndUnusualTextsAtTheLargestSize() throws {
        try onMainThrowing {
            let texts = [
                String(repeating: "Lorem ipsum dolor sit amet ", count: 400), String(repeating: "W", count: 10_000),
                "👩‍👩‍👧‍👦 Family 🇫🇷", "e\u{301}\u{301}\u{301} combining", "   ",
            ]
            for text in texts {
                for position in MessageConfiguration.Position.allCases {
                    let env = Self.show(
                        .accessibilityExtraExtraExtraLarge, [MessageTest.message("m", text, body: text, position: position)])
                    Self.assertLaidOut(env, "\(text.prefix(12)) \(position)")
                }
            }
        }
    }
}
