import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Durations, taps, swipes and the timer pausing under a finger.
final class MessageTouchTests: XCTestCase {
    func testOnlyTheCardTakesTouchesEverythingElsePassesThrough() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(MessageTest.message("a"))
            let card = MessageTest.card(env, "a")!
            let f = card.frame
            XCTAssertTrue(env.center.overlay.hitTest(HUDPoint(f.midX, f.midY)) === card)
            XCTAssertTrue(env.center.overlay.hitTest(HUDPoint(f.minX + 20, f.midY)) === card, "the icon is part of the card")
            for p in [HUDPoint(f.midX, f.maxY + 2), HUDPoint(5, f.midY), HUDPoint(f.minX + 1, f.minY + 1), HUDPoint(195, 500)] {
                XCTAssertNil(env.center.overlay.hitTest(p), "\(p) passes through")
                XCTAssertFalse(env.center.handleTap(at: p))
                XCTAssertFalse(env.center.handleTouchDown(at: p))
            }
        }
    }

    func testTapRunsOnTapThenDismisses() {
        onMain {
            let env = HUDTestEnvironment()
            let taps = MessageLog()
            var m = MessageTest.message("a", "Tap me")
            m.onTap = { taps.record($0.title) }
            env.center.showMessage(m)
            env.clock.advance(by: 1)
            let f = MessageTest.frame(env, "a")!
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(f.midX, f.midY)))
            XCTAssertEqual(taps.entries, ["Tap me"])
            XCTAssertEqual(env.center.visibleMessageIDs, [])
        }
    }

    /// A tap dismisses exactly when `dismissesOnTap` says, whatever the duration.
    func testWhatATapDoesForEachDuration() {
        onMain {
            for (duration, byTap, dismisses) in [
                (HUDDuration.seconds(3), true, true), (.seconds(3), false, false), (.untilHidden, true, true),
                (.untilHidden, false, false), (.automatic, true, true), (.automatic, false, false),
            ] {
                let env = HUDTestEnvironment()
                let taps = MessageLog()
                var m = MessageTest.message("a", duration: duration)
                m.dismissesOnTap = byTap
                m.onTap = { taps.record($0.resolvedID) }
                env.center.showMessage(m)
                env.clock.advance(by: 1)
                let f = MessageTest.frame(env, "a")!
                env.center.handleTap(at: HUDPoint(f.midX, f.midY))
                XCTAssertEqual(taps.entries, ["a"], "\(duration): onTap runs")
                XCTAssertEqual(env.center.visibleMessageIDs, dismisses ? [] : ["a"], "\(duration), dismissed by tap: \(byTap)")
            }
        }
    }

    func testDurationsSecondsAutomaticAndUntilHidden() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.messageStackConfiguration.arrangement = .stacked(maximum: 4)
            env.center.showMessage(MessageTest.message("seconds", duration: .seconds(2)))
            env.center.showMessage(MessageTest.message("automatic", duration: .automatic))
            env.center.showMessage(MessageTest.message("untilHidden", duration: .untilHidden))
            var pinned = MessageTest.message("pinned", duration: .untilHidden)
            pinned.dismissesOnTap = false
            pinned.dismissesOnSwipe = false
            env.center.showMessage(pinned)
            env.clock.advance(by: 1.999)
            XCTAssertEqual(env.center.visibleMessageIDs, ["seconds", "automatic", "untilHidden", "pinned"])
            env.clock.advance(by: 0.001)
            XCTAssertEqual(env.center.visibleMessageIDs, ["automatic", "untilHidden", "pinned"])
            env.clock.advance(by: 1.999)
            XCTAssertEqual(env.center.visibleMessageIDs, ["automatic", "untilHidden", "pinned"])
            env.clock.advance(by: 0.001)
            XCTAssertEqual(env.center.visibleMessageIDs, ["untilHidden", "pinned"], ".automatic: 4 s")
            env.clock.advance(by: 100_000)
            XCTAssertEqual(env.center.visibleMessageIDs, ["untilHidden", "pinned"])
            XCTAssertEqual(env.clock.pendingCount, 0, "no timer for messages that do not leave by themselves")
        }
    }

    func testAFingerOnTheMessagePausesItsTimer() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(MessageTest.message("a", duration: .seconds(2)))
            env.clock.advance(by: 1)
            let f = MessageTest.frame(env, "a")!
            XCTAssertTrue(env.host.deliver(.touchDown(HUDPoint(f.midX, f.midY))), "the host's touch reaches the message")
            env.clock.advance(by: 60)
            XCTAssertEqual(env.center.visibleMessageIDs, ["a"], "paused while touched")
            XCTAssertTrue(env.host.deliver(.touchUp(HUDPoint(f.midX, f.midY))))
            env.clock.advance(by: 0.999)
            XCTAssertEqual(env.center.visibleMessageIDs, ["a"], "the second it had left")
            env.clock.advance(by: 0.001)
            XCTAssertEqual(env.center.visibleMessageIDs, [])
        }
    }

    func testATouchedMessageRefreshedKeepsItsTimerPausedAtTheFullDuration() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(MessageTest.message("a", duration: .seconds(2)))
            env.clock.advance(by: 1.5)
            let f = MessageTest.frame(env, "a")!
            env.center.handleTouchDown(at: HUDPoint(f.midX, f.midY))
            env.center.showMessage(MessageTest.message("a", "again", duration: .seconds(2)))
            env.clock.advance(by: 10)
            env.center.handleTouchUp(at: HUDPoint(f.midX, f.midY))
            env.clock.advance(by: 1.999)
            XCTAssertEqual(env.center.visibleMessageIDs, ["a"])
            env.clock.advance(by: 0.001)
            XCTAssertEqual(env.center.visibleMessageIDs, [])
        }
    }

    /// A pan through the host: began at `start`, moved by `dy`, released at `velocity`.
    @MainActor
    private static func swipe(_ env: HUDTestEnvironment, from start: HUDPoint, by dy: Double, velocity: Double) {
        let end = HUDPoint(start.x, start.y + dy)
        env.host.deliver(.panBegan(start))
        env.host.deliver(.panChanged(end, translation: HUDSize(0, dy)))
        env.host.deliver(.panEnded(end, translation: HUDSize(0, dy), velocity: HUDSize(0, velocity)))
    }

    func testSwipesDismissTowardsTheNearestEdge() {
        onMain {
            for (position, dy, dismissed) in [
                (MessageConfiguration.Position.top, -10.0, true), (.top, 10, false), (.bottom, 10, true), (.bottom, -10, false),
                (.center, -10, true), (.center, 10, true),
            ] {
                let env = HUDTestEnvironment()
                env.center.showMessage(MessageTest.message("a", position: position))
                env.clock.advance(by: 1)
                let card = MessageTest.card(env, "a")!
                let f = card.frame
                Self.swipe(env, from: HUDPoint(f.midX, f.midY), by: dy, velocity: dy * 50)
                XCTAssertEqual(env.center.visibleMessageIDs, dismissed ? [] : ["a"], "\(position) swiped by \(dy)")
                if dismissed {
                    let m42 = card.transform.m42
                    XCTAssertEqual(m42 < 0, dy < 0, "\(position) leaves in the swipe's direction")
                    XCTAssertTrue(
                        m42 < 0 ? f.maxY + m42 < 0 : f.minY + m42 > env.center.overlay.size.height, "off the screen")
                    XCTAssertEqual(card.presentation(at: 1).transform.m42, dy, accuracy: 1e-9, "from where it was dragged")
                }
            }
        }
    }

    func testSlowShortSwipesSpringBackAndDragsRubberBandAwayFromTheEdge() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(MessageTest.message("a"))
            env.clock.advance(by: 1)
            let card = MessageTest.card(env, "a")!
            let start = HUDPoint(card.frame.midX, card.frame.midY)
            XCTAssertTrue(env.center.handleMessagePan(BannerPanEvent(.began, location: start)))
            env.center.handleMessagePan(BannerPanEvent(.changed, location: start, translation: HUDPoint(0, -20)))
            XCTAssertEqual(card.transform.m42, -20, "follows the finger towards the top")
            env.center.handleMessagePan(BannerPanEvent(.changed, location: start, translation: HUDPoint(0, 40)))
            let h = card.bounds.height
            XCTAssertEqual(card.transform.m42, h * (1 - 1 / (0.55 * 40 / h + 1)), accuracy: 1e-9, "rubber-bands downwards")
            env.center.handleMessagePan(
                BannerPanEvent(.ended, location: start, translation: HUDPoint(0, -20), velocity: HUDPoint(0, -299)))
            XCTAssertEqual(env.center.visibleMessageIDs, ["a"], "20 pt at 299 pt/s: springs back")
            XCTAssertEqual(card.transform, .identity)
            XCTAssertEqual(card.presentation(at: 1 + MessageLook.reflowDuration).transform, .identity)
            env.center.handleMessagePan(BannerPanEvent(.began, location: start))
            env.center.handleMessagePan(
                BannerPanEvent(.ended, location: start, translation: HUDPoint(0, -30), velocity: HUDPoint(0, 300)))
            XCTAssertEqual(env.center.visibleMessageIDs, ["a"], "flicked back down: stays")
            env.center.handleMessagePan(BannerPanEvent(.began, location: start))
            env.center.handleMessagePan(BannerPanEvent(.cancelled))
            XCTAssertEqual(env.center.visibleMessageIDs, ["a"], "a cancelled pan never dismisses")
            env.center.handleMessagePan(BannerPanEvent(.began, location: start))
            env.center.handleMessagePan(
                BannerPanEvent(.ended, location: start, translation: HUDPoint(0, -30), velocity: .zero))
            XCTAssertEqual(env.center.visibleMessageIDs, [], "30 pt up and let go: dismissed")
        }
    }

    func testNoSwipeMessagesSpringBack() {
        onMain {
            var noSwipe = MessageTest.message("a")
            noSwipe.dismissesOnSwipe = false
            var pinned = MessageTest.message("a", duration: .untilHidden)
            pinned.dismissesOnTap = false
            pinned.dismissesOnSwipe = false
            for m in [pinned, noSwipe] {
                let env = HUDTestEnvironment()
                env.center.showMessage(m)
                env.clock.advance(by: 1)
                let card = MessageTest.card(env, "a")!
                Self.swipe(env, from: HUDPoint(card.frame.midX, card.frame.midY), by: -100, velocity: -2000)
                XCTAssertEqual(env.center.visibleMessageIDs, ["a"])
                XCTAssertGreaterThan(card.presentation(at: 1).transform.m42, -100 / 2, "rubber-banded even towards the top")
            }
        }
    }

    func testADragPausesTheTimerUntilReleased() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(MessageTest.message("a", duration: .seconds(2)))
            env.clock.advance(by: 1)
            let f = MessageTest.frame(env, "a")!
            env.center.handleMessagePan(BannerPanEvent(.began, location: HUDPoint(f.midX, f.midY)))
            env.clock.advance(by: 30)
            XCTAssertEqual(env.center.visibleMessageIDs, ["a"])
            env.center.handleMessagePan(BannerPanEvent(.cancelled))
            env.clock.advance(by: 1)
            XCTAssertEqual(env.center.visibleMessageIDs, [])
        }
    }

    func testPansAndTapsOffTheMessageGoToBannersAndTheApp() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(MessageTest.message("m", position: .bottom))
            env.center.showBanner(BannerInfo(id: "b", title: "Sone"))
            env.clock.advance(by: 1)
            let pill = env.center.bannerStack!.shown[0].view.pill.frame
            XCTAssertTrue(env.host.deliver(.panBegan(HUDPoint(pill.midX, pill.midY))), "the banner takes its drag")
            XCTAssertTrue(
                env.host.deliver(
                    .panEnded(HUDPoint(pill.midX, pill.midY), translation: HUDSize(0, -40), velocity: HUDSize(0, -900))))
            XCTAssertEqual(env.center.visibleBannerIDs, [])
            XCTAssertEqual(env.center.visibleMessageIDs, ["m"])
            XCTAssertFalse(env.host.deliver(.panBegan(HUDPoint(195, 400))), "the app's own pan")
        }
    }
}
