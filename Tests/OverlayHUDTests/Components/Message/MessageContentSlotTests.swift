import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Your own view in a message (issue 21, point 6): the card becomes the frame of the view's slot,
/// sized from the view's measurement; the slot slides, stacks and leaves with the message; the
/// view is re-laid out when it changes size and let go once no message on screen, leaving or
/// waiting shows it.
final class MessageContentSlotTests: XCTestCase {
    @MainActor
    static func content(_ env: HUDTestEnvironment, _ id: String) -> HUDLayer? {
        MessageTest.card(env, id)?.firstLayer(named: "messageContent")
    }

    @MainActor
    static func show(
        _ env: HUDTestEnvironment, _ id: String, _ view: HeadlessContentView, position: MessageConfiguration.Position = .top
    )
        -> HUDContentSlotID
    {
        let slot = env.host.register(view)
        env.center.showMessage(MessageTest.message(id, "Custom \(id)", position: position), contentSlot: slot)
        return slot
    }

    func testTheCardIsSizedFromTheViewAndPlacedLikeACard() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            env.center.messageStackConfiguration.arrangement = .stacked(maximum: 3)
            var proposals: [HUDSize] = []
            let slot = Self.show(
                env, "v",
                HeadlessContentView { proposed in
                    proposals.append(proposed)
                    return HUDSize(300, 70)
                })
            env.center.showMessage(MessageTest.message("b", "Below"))
            XCTAssertEqual(proposals.first, HUDSize(366, 747), "measured within the card width and the placement height")
            let content = try XCTUnwrap(Self.content(env, "v"))
            XCTAssertEqual(content.contentSlot, slot)
            XCTAssertEqual(content.frame, HUDRect(0, 0, 300, 70))
            XCTAssertTrue(content.masksToBounds)
            let card = try XCTUnwrap(MessageTest.card(env, "v"))
            XCTAssertEqual(card.frame, HUDRect(45, 55, 300, 70), "centred below the safe area's top")
            XCTAssertNil(card.backgroundColor, "the view draws its own look")
            XCTAssertEqual(card.shadowOpacity, 0)
            XCTAssertEqual(MessageTest.frame(env, "b")?.minY, 55 + 70 + 8, "the next message below it")
            XCTAssertEqual(env.center.overlay.contentSlot(at: HUDPoint(195, 90)), slot)
            XCTAssertEqual(env.host.accessibilitySnapshot.labels.first, "Information, Custom v", "read as a message")
        }
    }

    func testTheSlotSlidesInAndOutWithItsMessage() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            _ = Self.show(env, "v", HeadlessContentView(size: HUDSize(300, 70)))
            let content = try XCTUnwrap(Self.content(env, "v"))
            let t0 = env.clock.now
            XCTAssertLessThan(ContentSlotPopupTests.seen(content, at: t0).frame.maxY, 1, "starts above the screen")
            XCTAssertEqual(ContentSlotPopupTests.seen(content, at: t0 + 0.3).frame, HUDRect(45, 55, 300, 70))
            env.clock.advance(by: 1)
            env.center.hideMessages(id: "v")
            XCTAssertLessThan(ContentSlotPopupTests.seen(content, at: env.clock.now + 0.25).frame.maxY, 1, "slides out with it")
        }
    }

    func testASizeChangeReLaysOutTheMessages() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            env.center.messageStackConfiguration.arrangement = .stacked(maximum: 3)
            let view = HeadlessContentView(size: HUDSize(300, 70))
            let slot = Self.show(env, "v", view)
            env.center.showMessage(MessageTest.message("b", "Below"))
            env.clock.advance(by: 1)
            view.sizeThatFits = { _ in HUDSize(320, 120) }
            env.host.contentViewDidChangeSize(slot)
            XCTAssertEqual(MessageTest.frame(env, "v"), HUDRect(35, 55, 320, 120))
            XCTAssertEqual(MessageTest.frame(env, "b")?.minY, 55 + 120 + 8)
            XCTAssertEqual(
                MessageTest.shownCenter(env, "b")?.y ?? 0, 55 + 70 + 8 + (MessageTest.frame(env, "b")?.height ?? 0) / 2,
                accuracy: 1e-9, "glides from where it was")
        }
    }

    func testTheViewIsLetGoOnEveryWayOut() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let shown = Self.show(env, "s", HeadlessContentView(size: HUDSize(300, 70)))
            let waitingThenHidden = Self.show(env, "w", HeadlessContentView(size: HUDSize(300, 70)))
            let replaced = Self.show(env, "r", HeadlessContentView(size: HUDSize(300, 70)))
            let replacement = env.host.register(HeadlessContentView(size: HUDSize(300, 80)))
            env.center.showMessage(MessageTest.message("r", "Custom r"), contentSlot: replacement)
            XCTAssertNil(env.host.view(in: replaced), "a waiting message replaced in line lets its view go")
            XCTAssertEqual(env.center.waitingMessageIDs, ["w", "r"])
            env.center.hideMessages(id: "w")
            XCTAssertNil(env.host.view(in: waitingThenHidden), "taken out of the line")
            // A refresh with another view lets the first go; one with the same keeps it.
            env.clock.advance(by: 1)
            let refreshedView = HeadlessContentView(size: HUDSize(200, 60))
            let refreshed = env.host.register(refreshedView)
            env.center.showMessage(MessageTest.message("s", "Custom s"), contentSlot: shown)
            XCTAssertNotNil(env.host.view(in: shown), "refreshed with the same view: kept")
            env.center.showMessage(MessageTest.message("s", "Custom s"), contentSlot: refreshed)
            XCTAssertNil(env.host.view(in: shown), "refreshed with another view: the first is let go")
            XCTAssertEqual(MessageTest.frame(env, "s")?.size, HUDSize(200, 60))
            refreshedView.sizeThatFits = { _ in HUDSize(210, 64) }
            env.host.contentViewDidChangeSize(refreshed)
            XCTAssertEqual(MessageTest.frame(env, "s")?.size, HUDSize(210, 64), "the new view's size changes are heard")
            env.center.showMessage(MessageTest.message("s", "Custom s"))
            XCTAssertNil(env.host.view(in: refreshed), "refreshed as a drawn card")
            XCTAssertNil(Self.content(env, "s"), "the slot left the card")
            XCTAssertFalse(try XCTUnwrap(MessageTest.shown(env, "s")).view.title.isHidden)
            XCTAssertEqual(MessageTest.card(env, "s")?.shadowOpacity, 0.18)
            env.center.hideMessages()
            env.clock.advance(by: 1)
            env.clock.advance(by: 1)
            env.center.hideMessages()
            env.clock.advance(by: 1)
            XCTAssertNil(env.host.view(in: replacement), "taken out of the line with the rest")
            XCTAssertEqual(env.host.contentViewCount, 0)
            XCTAssertEqual(env.center.overlay.contentSlots.slots, [])
            env.assertIdle()
        }
    }

    func testBadSizesAndALoopingViewAreBounded() throws {
        try onMainThrowing {
            for bad in SpecialValues.doubles {
                let env = HUDTestEnvironment()
                _ = Self.show(env, "v", HeadlessContentView(size: HUDSize(bad, bad)), position: .center)
                let b = try XCTUnwrap(MessageTest.card(env, "v")).bounds
                XCTAssertTrue(b.width >= 44 && b.width <= 320 && b.height >= 44 && b.height <= 747, "\(bad): \(b)")
            }
            let env = HUDTestEnvironment()
            var side = 60.0
            let view = HeadlessContentView { _ in
                side += 1
                return HUDSize(200, side)
            }
            env.host.remeasuresContentOnCommit = true
            _ = Self.show(env, "v", view)
            XCTAssertLessThanOrEqual(view.measureCount, 9, "bounded at one instant")
            let before = view.measureCount
            env.clock.advance(by: 0.3)
            XCTAssertLessThanOrEqual(view.measureCount - before, 10)
            // It does not start again at every commit: over the message's whole life (it leaves
            // after 4 s) a few more rounds at most, then nothing.
            env.clock.advance(by: 10)
            XCTAssertLessThanOrEqual(view.measureCount - before, 40, "bounded over time, not 3 per 0.1 s forever")
            env.assertIdle()
        }
    }

    func testTheViewIsNotMirroredOrColoured() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            env.host.traitsDidChange(to: OverlayTraits(interfaceStyle: .dark, layoutDirection: .rightToLeft))
            _ = Self.show(env, "v", HeadlessContentView(size: HUDSize(300, 70)))
            XCTAssertEqual(Self.content(env, "v")?.frame, HUDRect(0, 0, 300, 70))
            XCTAssertNil(MessageTest.card(env, "v")?.backgroundColor)
            XCTAssertEqual(MessageTest.card(env, "v")?.borderWidth, 0)
        }
    }

    /// One view handed to two messages: it stays while either still shows or waits.
    func testTheSameSlotInTwoMessagesIsLetGoWhenTheLastGoes() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            env.center.showMessage(MessageTest.message("first", "Drawn"))
            let slot = env.host.register(HeadlessContentView(size: HUDSize(300, 70)))
            env.center.showMessage(MessageTest.message("a", "A"), contentSlot: slot)
            env.center.showMessage(MessageTest.message("b", "B"), contentSlot: slot)
            XCTAssertEqual(env.center.waitingMessageIDs, ["a", "b"])
            env.center.hideMessages(id: "a")
            XCTAssertNotNil(env.host.view(in: slot), "still waiting in b")
            env.center.hideMessages(id: "first")
            env.clock.advance(by: 1)
            XCTAssertEqual(env.center.visibleMessageIDs, ["b"])
            XCTAssertEqual(Self.content(env, "b")?.contentSlot, slot)
            env.center.hideMessages(id: "b")
            env.clock.advance(by: 1)
            XCTAssertNil(env.host.view(in: slot))
        }
    }
}
