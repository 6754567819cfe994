import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The action button, the activity ring and the progress bar of a message: layout at every text
/// size and direction, taps, refreshes in place and the icon's change.
final class MessageActionTests: XCTestCase {
    /// A message with id `id` and an Undo action that logs.
    @MainActor
    static func undoable(_ id: String, _ log: MessageLog, position: MessageConfiguration.Position = .top)
        -> MessageConfiguration
    {
        var m = MessageTest.message(id, "Message deleted", position: position, duration: .untilHidden)
        m.onTap = { _ in log.record("tap") }
        m.action = .init(title: "Undo") { _ in log.record("undo") }
        return m
    }

    /// The centre of `layer` (a part of message `id`'s card) in overlay coordinates.
    @MainActor
    static func center(of layer: HUDLayer, in env: HUDTestEnvironment, _ id: String) -> HUDPoint {
        let card = MessageTest.frame(env, id)!
        var p = HUDPoint(layer.frame.midX, layer.frame.midY)
        var parent = layer.superlayer
        while let l = parent, l !== MessageTest.card(env, id) {
            p = HUDPoint(p.x + l.frame.minX, p.y + l.frame.minY)
            parent = l.superlayer
        }
        return HUDPoint(p.x + card.minX, p.y + card.minY)
    }

    /// A message without an action or a progress makes neither's layers (most messages); a
    /// refresh that adds them makes them, one that takes them away takes them out of the card.
    func testTheButtonAndTheBarAreMadeOnlyForMessagesThatShowThem() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            env.center.showMessage(MessageTest.message("a", "Saved", duration: .untilHidden))
            let view = try XCTUnwrap(MessageTest.shown(env, "a")?.view)
            XCTAssertNil(view.madeActionLayers)
            XCTAssertNil(view.madeProgressLayers)
            XCTAssertEqual(view.card.sublayers.map(\.name), ["messageIcon", "messageTitle", "messageBody"])
            var busy = MessageTest.message("a", "Uploading", duration: .untilHidden)
            busy.progress = 0.5
            busy.action = .init(title: "Stop") { _ in }
            env.center.showMessage(busy)
            XCTAssertNotNil(view.madeActionLayers?.button.superlayer)
            XCTAssertNotNil(view.madeProgressLayers?.track.superlayer)
            env.center.showMessage(MessageTest.message("a", "Saved", duration: .untilHidden))
            XCTAssertNil(view.madeActionLayers?.button.superlayer)
            XCTAssertNil(view.madeProgressLayers?.track.superlayer)
        }
    }

    func testATapOnTheButtonRunsTheActionAndATapBesideItRunsOnTap() {
        onMain {
            let env = HUDTestEnvironment()
            let log = MessageLog()
            env.center.showMessage(Self.undoable("a", log))
            env.clock.advance(by: 1)
            let view = MessageTest.shown(env, "a")!.view
            XCTAssertTrue(env.center.handleTap(at: Self.center(of: view.actionPill, in: env, "a")))
            XCTAssertEqual(log.entries, ["undo"])
            XCTAssertNil(MessageTest.shown(env, "a"), "the message leaves after its action")
            env.clock.advance(by: 1)

            env.center.showMessage(Self.undoable("b", log))
            env.clock.advance(by: 1)
            let title = MessageTest.shown(env, "b")!.view.title
            XCTAssertTrue(env.center.handleTap(at: Self.center(of: title, in: env, "b")))
            XCTAssertEqual(log.entries, ["undo", "tap"])
        }
    }

    func testTheButtonSitsBesideTheTextAndMovesUnderItAtAccessibilitySizes() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(Self.undoable("a", MessageLog()))
            var view = MessageTest.shown(env, "a")!.view
            let pill = view.actionPill.frame
            let area = view.action.frame
            XCTAssertEqual(pill.height, MessageView.actionMinimumHeight, accuracy: 1e-9)
            XCTAssertEqual(area.height, pill.height + 16, accuracy: 1e-9, "8 pt of touch area around the pill")
            XCTAssertEqual(area.maxX - 8, view.size.width - MessageView.padding.right, accuracy: 1e-9, "at the trailing edge")
            XCTAssertEqual(area.midY, view.size.height / 2, accuracy: 1e-9, "centred")
            XCTAssertLessThanOrEqual(view.title.frame.maxX + MessageView.actionGap, area.minX + 8 + 1e-9)
            XCTAssertGreaterThanOrEqual(area.minY, 0)
            XCTAssertLessThanOrEqual(area.maxY, view.size.height)

            for category in HUDContentSizeCategory.allCases {
                env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: category))
                view = MessageTest.shown(env, "a")!.view
                let a = view.action.frame
                XCTAssertGreaterThanOrEqual(a.minX, 0, "\(category)")
                XCTAssertLessThanOrEqual(a.maxX, view.size.width + 1e-9, "\(category)")
                XCTAssertLessThanOrEqual(a.maxY, view.size.height + 1e-9, "\(category)")
                XCTAssertEqual(view.actionTitle.frame.width, view.actionPill.bounds.width - 24, accuracy: 1e-9)
                if category.isAccessibilityCategory {
                    XCTAssertGreaterThanOrEqual(
                        a.minY + 8, view.title.frame.maxY + MessageView.actionGapBelow - 1e-9, "\(category): under")
                } else {
                    XCTAssertGreaterThan(a.minX + 8, view.title.frame.maxX, "\(category): beside")
                }
            }
        }
    }

    func testRightToLeftTheButtonIsAtTheLeftAndTheBarFillsFromTheRight() {
        onMain {
            let env = HUDTestEnvironment()
            env.host.traitsDidChange(to: OverlayTraits(layoutDirection: .rightToLeft))
            var m = Self.undoable("a", MessageLog())
            m.progress = 0.25
            env.center.showMessage(m)
            let view = MessageTest.shown(env, "a")!.view
            XCTAssertEqual(view.action.frame.minX + 8, MessageView.padding.left, accuracy: 1e-9)
            XCTAssertLessThan(view.action.frame.maxX, view.title.frame.minX)
            let track = view.progressTrack.frame
            XCTAssertEqual(view.progressFill.frame.maxX, track.width, accuracy: 1e-9)
            XCTAssertEqual(view.progressFill.frame.width, track.width * 0.25, accuracy: 1e-9)
            XCTAssertEqual(track.maxX, view.icon.frame.minX - MessageView.iconGap, accuracy: 1e-9)
        }
    }

    func testAProgressStepKeepsTheLayersAndPlaysNothing() {
        onMain {
            let env = HUDTestEnvironment()
            var m = MessageTest.message("sync", "Syncing…", duration: .untilHidden)
            m.icon = .activity
            m.progress = 0.1
            env.center.showMessage(m)
            env.clock.advance(by: 1)
            let view = MessageTest.shown(env, "sync")!.view
            let card = view.card
            let fill = view.progressFill
            let spin = view.icon.animation(forKey: "spin")
            XCTAssertNotNil(spin)
            let frame = card.frame
            m.progress = 0.7
            env.center.showMessage(m)
            XCTAssertTrue(MessageTest.shown(env, "sync")!.view.card === card, "the same card")
            XCTAssertTrue(view.progressFill === fill)
            XCTAssertEqual(fill.frame.width, view.progressTrack.bounds.width * 0.7, accuracy: 1e-9)
            XCTAssertEqual(card.frame, frame)
            XCTAssertNil(card.animation(forKey: "pulse"))
            XCTAssertEqual(card.animationKeys, [])
            XCTAssertEqual(view.icon.animation(forKey: "spin")?.beginTime, spin?.beginTime, "the ring turns on undisturbed")
            XCTAssertEqual(env.host.announcements.count, 1)

            env.center.showMessage(.success("Synced", duration: .seconds(1), id: "sync"))
            XCTAssertTrue(MessageTest.shown(env, "sync")!.view === view)
            XCTAssertNil(view.icon.animation(forKey: "spin"), "the ring stops")
            XCTAssertNotNil(view.icon.animation(forKey: "iconFade"))
            XCTAssertNotNil(view.icon.animation(forKey: "iconGrow"))
            XCTAssertNotNil(card.animation(forKey: "pulse"))
            XCTAssertNil(view.progressTrack.superlayer, "the bar leaves with the progress")
            env.clock.advance(by: 2)
            env.assertIdle()
        }
    }

    func testWithoutActionOrProgressTheCardHoldsOnlyItsParts() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(MessageTest.message("a"))
            let view = MessageTest.shown(env, "a")!.view
            XCTAssertEqual(view.card.sublayers.map(\.name), ["messageIcon", "messageTitle", "messageBody"])
            XCTAssertNil(view.action.accessibility)
            XCTAssertEqual(view.card.accessibility?.traits, .button)
        }
    }
}
