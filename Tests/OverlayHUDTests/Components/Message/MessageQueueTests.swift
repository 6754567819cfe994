import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// One at a time and stacked, de-duplication by id, and the last call winning.
final class MessageQueueTests: XCTestCase {
    func testOneAtATimeTheNextWaitsUntilTheFirstHasLeft() {
        onMain {
            let env = HUDTestEnvironment()
            for id in ["a", "b", "c"] { env.center.showMessage(MessageTest.message(id, id, duration: .seconds(2))) }
            XCTAssertEqual(env.center.visibleMessageIDs, ["a"])
            XCTAssertEqual(env.center.waitingMessageIDs, ["b", "c"])
            env.clock.advance(by: 2)
            XCTAssertEqual(env.center.visibleMessageIDs, [], "a leaves after its 2 s")
            XCTAssertEqual(env.center.waitingMessageIDs, ["b", "c"], "b waits for a's exit animation")
            env.clock.advance(by: MessageLook.leaveDuration)
            XCTAssertEqual(env.center.visibleMessageIDs, ["b"])
            XCTAssertEqual(env.center.waitingMessageIDs, ["c"])
            XCTAssertEqual(env.center.messageStack?.root.sublayers.count, 1, "a's card is gone")
            env.clock.advance(by: 2.25)
            XCTAssertEqual(env.center.visibleMessageIDs, ["c"])
            env.clock.advance(by: 2.25)
            XCTAssertNil(env.center.messageStack)
        }
    }

    func testStackedShowsUpToTheMaximumAndTheRestWait() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.messageStackConfiguration.arrangement = .stacked(maximum: 2)
            for id in ["a", "b", "c"] { env.center.showMessage(MessageTest.message(id, id, duration: .untilHidden)) }
            XCTAssertEqual(env.center.visibleMessageIDs, ["a", "b"])
            XCTAssertEqual(env.center.waitingMessageIDs, ["c"])
            let a = MessageTest.frame(env, "a")!
            let b = MessageTest.frame(env, "b")!
            XCTAssertEqual(a.minY, MessageTest.topEdge, accuracy: 1e-9, "the oldest on top")
            XCTAssertEqual(b.minY, a.maxY + 8, accuracy: 1e-9, "the next 8 pt below")
            env.clock.advance(by: 1)
            env.center.hideMessages(id: "a")
            XCTAssertEqual(env.center.visibleMessageIDs, ["b", "c"], "c takes the free place at once")
            XCTAssertEqual(MessageTest.frame(env, "b")!.minY, MessageTest.topEdge, accuracy: 1e-9, "b moves up")
            XCTAssertEqual(MessageTest.shownCenter(env, "b")!.y, b.midY, accuracy: 1e-9, "from where it was")
            XCTAssertEqual(
                MessageTest.shownCenter(env, "b", at: 1 + MessageLook.reflowDuration)!.y, a.midY, accuracy: 1e-9,
                "in 0.3 s")
        }
    }

    func testStackedBottomGrowsUpwardsAndToastsCentreTogether() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.messageStackConfiguration.arrangement = .stacked(maximum: 4)
            env.center.showMessage(MessageTest.message("b1", position: .bottom, duration: .untilHidden))
            env.center.showMessage(MessageTest.message("b2", position: .bottom, duration: .untilHidden))
            env.center.showMessage(MessageTest.message("c1", position: .center, duration: .untilHidden))
            env.center.showMessage(MessageTest.message("c2", position: .center, duration: .untilHidden))
            let b1 = MessageTest.frame(env, "b1")!
            let b2 = MessageTest.frame(env, "b2")!
            XCTAssertEqual(b1.maxY, MessageTest.bottomEdge, accuracy: 1e-9, "the oldest nearest the edge")
            XCTAssertEqual(b2.maxY, b1.minY - 8, accuracy: 1e-9)
            let c1 = MessageTest.frame(env, "c1")!
            let c2 = MessageTest.frame(env, "c2")!
            XCTAssertEqual(c2.minY, c1.maxY + 8, accuracy: 1e-9)
            XCTAssertEqual((c1.minY + c2.maxY) / 2, (55 + 802) / 2, accuracy: 1e-9, "the column is centred")
        }
    }

    func testShowingAnIDOnScreenRefreshesItAndRestartsItsTimer() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(.error("Upload failed", id: "upload"))
            env.clock.advance(by: 3)
            var retried = MessageConfiguration.error("Upload failed again", body: "Retrying did not help.", id: "upload")
            retried.duration = .seconds(4)
            env.center.showMessage(retried)
            XCTAssertEqual(env.center.visibleMessageIDs, ["upload"])
            XCTAssertEqual(env.center.waitingMessageIDs, [])
            let m = MessageTest.shown(env, "upload")!
            XCTAssertEqual(m.configuration.title, "Upload failed again")
            XCTAssertEqual(m.view.title.content.textContent?.string, "Upload failed again")
            XCTAssertEqual(m.view.body.content.textContent?.string, "Retrying did not help.")
            XCTAssertTrue(m.view.card.animationKeys.contains("pulse"), "a pulse shows the refresh")
            XCTAssertEqual(
                env.host.announcements, ["Error, Upload failed", "Error, Upload failed again, Retrying did not help."],
                "announced again")
            XCTAssertEqual(env.host.haptics, [.error, .error])
            env.clock.advance(by: 3.9)
            XCTAssertEqual(env.center.visibleMessageIDs, ["upload"], "the timer started again at the refresh")
            env.clock.advance(by: 0.1)
            XCTAssertEqual(env.center.visibleMessageIDs, [])
        }
    }

    func testShowingAWaitingIDReplacesItInItsPlace() {
        onMain {
            let env = HUDTestEnvironment()
            for id in ["a", "b", "c"] { env.center.showMessage(MessageTest.message(id, "old \(id)", duration: .seconds(1))) }
            env.center.showMessage(MessageTest.message("b", "new b", duration: .seconds(1)))
            XCTAssertEqual(env.center.waitingMessageIDs, ["b", "c"], "b keeps its place")
            env.clock.advance(by: 1.25)
            XCTAssertEqual(env.center.visibleMessageIDs, ["b"])
            XCTAssertEqual(MessageTest.shown(env, "b")?.configuration.title, "new b")
        }
    }

    func testWithoutAnIDTheSameTextIsOneMessage() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(.error("No connection"))
            env.center.showMessage(.info("Something else"))
            env.center.showMessage(.error("No connection"))
            XCTAssertEqual(env.center.visibleMessageIDs.count, 1)
            XCTAssertEqual(env.center.waitingMessageIDs.count, 1, "the repeat refreshed the shown one")
            XCTAssertEqual(
                MessageConfiguration.error("No connection").resolvedID, MessageConfiguration.warning("No connection").resolvedID)
            XCTAssertNotEqual(MessageConfiguration.error("a", body: "b").resolvedID, MessageConfiguration.error("a b").resolvedID)
        }
    }

    func testHideDuringTheEntryAnimationLeavesFromWhereItIs() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(MessageTest.message("a"))
            let card = MessageTest.card(env, "a")!
            env.clock.advance(by: 0.1)
            let shownY = MessageTest.shownCenter(env, "a")!.y
            XCTAssertLessThan(shownY, card.position.y, "still sliding in")
            env.center.hideMessages(id: "a")
            XCTAssertEqual(env.center.visibleMessageIDs, [])
            let leavingY = card.presentation(at: 0.1).transform.m42 + card.presentation(at: 0.1).position.y
            XCTAssertEqual(leavingY, shownY, accuracy: 1e-9, "leaves from where it was shown, no jump")
            XCTAssertLessThan(card.presentation(at: 0.2).transform.m42, card.presentation(at: 0.1).transform.m42, "upwards")
            env.clock.advance(by: MessageLook.leaveDuration)
            XCTAssertNil(card.superlayer)
            env.assertIdle()
        }
    }

    func testShowAfterHideWinsAndHideAfterShowWins() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(MessageTest.message("a"))
            env.clock.advance(by: 1)
            env.center.hideMessages(id: "a")
            env.clock.advance(by: 0.1)
            env.center.showMessage(MessageTest.message("a", "again"))
            XCTAssertEqual(env.center.waitingMessageIDs, ["a"], "waits for the leaving one")
            env.clock.advance(by: 0.15)
            XCTAssertEqual(env.center.visibleMessageIDs, ["a"], "the last call, show, wins")
            XCTAssertEqual(MessageTest.shown(env, "a")?.configuration.title, "again")

            // Shown and hidden in the same instant: never seen, so nothing animates.
            let other = HUDTestEnvironment()
            let hides = MessageLog()
            var m = MessageTest.message("b")
            m.didHide = { hides.record($0.resolvedID) }
            other.center.showMessage(m)
            other.center.hideMessages(id: "b")
            XCTAssertEqual(hides.entries, ["b"])
            other.assertIdle("removed at once")
            XCTAssertEqual(other.center.visibleMessageIDs, [])
        }
    }

    func testDidHideRunsOnceForEveryWayOut() {
        onMain {
            let env = HUDTestEnvironment()
            let hidden = MessageLog()
            func message(_ id: String, _ duration: HUDDuration = .seconds(1)) -> MessageConfiguration {
                var m = MessageTest.message(id, id, duration: duration)
                m.didHide = { hidden.record($0.resolvedID) }
                return m
            }
            env.center.showMessage(message("timer"))
            env.center.showMessage(message("queued"))
            env.center.showMessage(message("later"))
            env.center.hideMessages(id: "queued")
            XCTAssertEqual(hidden.entries, ["queued"], "taken out of line before it showed")
            env.clock.advance(by: 1)
            XCTAssertEqual(hidden.entries, ["queued"], "not before its exit animation ends")
            env.clock.advance(by: 0.25)
            XCTAssertEqual(hidden.entries, ["queued", "timer"])
            env.center.showMessage(message("untilHidden", .untilHidden))
            env.center.hideMessages()
            env.clock.advance(by: 1)
            XCTAssertEqual(hidden.entries, ["queued", "timer", "untilHidden", "later"])
            env.assertIdle()
        }
    }

    func testUnknownIDsAreANoOp() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.hideMessages(id: "nothing")
            env.center.hideMessages()
            XCTAssertNil(env.center.messageStack)
            env.center.showMessage(MessageTest.message("a"))
            env.center.hideMessages(id: "b")
            XCTAssertEqual(env.center.visibleMessageIDs, ["a"])
        }
    }

    func testWidenedArrangementLetsWaitingMessagesIn() {
        onMain {
            let env = HUDTestEnvironment()
            for id in ["a", "b", "c"] { env.center.showMessage(MessageTest.message(id, id, duration: .untilHidden)) }
            env.clock.advance(by: 1)
            env.center.messageStackConfiguration.arrangement = .stacked(maximum: 3)
            XCTAssertEqual(env.center.visibleMessageIDs, ["a", "b", "c"])
            env.center.messageStackConfiguration.arrangement = .oneAtATime
            XCTAssertEqual(env.center.visibleMessageIDs, ["a", "b", "c"], "a smaller arrangement applies as they leave")
            env.center.showMessage(MessageTest.message("d"))
            XCTAssertEqual(env.center.waitingMessageIDs, ["d"])
        }
    }

    func testCapacitySaysHowManyShowTogether() {
        onMain {
            // One spelling with banners and popups: a capacity, 1 (one at a time) by default.
            var config = MessageStackConfiguration()
            XCTAssertEqual(config.capacity, 1)
            XCTAssertEqual(config.arrangement, .oneAtATime)
            for (given, kept) in [(Int.min, 1), (-3, 1), (0, 1), (1, 1), (2, 2), (10, 10), (11, 10), (Int.max, 10)] {
                config.capacity = given
                XCTAssertEqual(config.capacity, kept, "\(given)")
                XCTAssertEqual(config.arrangement, kept == 1 ? .oneAtATime : .stacked(maximum: given), "\(given)")
            }
            let env = HUDTestEnvironment()
            env.center.messageStackConfiguration.capacity = 2
            for id in ["a", "b", "c"] { env.center.showMessage(MessageTest.message(id, id, duration: .seconds(2))) }
            XCTAssertEqual(env.center.visibleMessageIDs, ["a", "b"])
            XCTAssertEqual(env.center.waitingMessageIDs, ["c"])
            env.center.messageStackConfiguration.capacity = 1
            env.clock.advance(by: 2)
            XCTAssertEqual(env.center.waitingMessageIDs, ["c"], "with 1, c waits for the leaving ones' exit")
            env.clock.advance(by: MessageLook.leaveDuration)
            XCTAssertEqual(env.center.visibleMessageIDs, ["c"])
        }
    }
}

extension LayerContent {
    /// The text, when this is text content.
    var textContent: TextContent? {
        if case .text(let t) = self { return t }
        return nil
    }
}
