import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class PopupQueueTests: XCTestCase {
    func testOneAtATimeHighestPriorityFirstThenFirstComeFirstServed() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let c = env.center
            let a = TestPopup("a", priority: .low, transitions: .instant)
            c.enqueue(a)
            for (n, p) in [("b", PopupPresentation.Priority.normal), ("c", .high), ("d", .normal), ("e", .low), ("f", .high)] {
                c.enqueue(TestPopup(n, priority: p, transitions: .instant))
            }
            XCTAssertEqual(currentName(c), "a", "the first popup shows; later ones wait even if higher")
            XCTAssertEqual(queuedNames(c), ["c", "f", "b", "d", "e"])
            var shown: [String] = []
            while let name = currentName(c) {
                shown.append(name)
                c.hidePopups()
            }
            XCTAssertEqual(shown, ["a", "c", "f", "b", "d", "e"])
            XCTAssertFalse(c.isShowingAnything)
            XCTAssertFalse(env.host.isOverlayVisible)
        }
    }

    func testRootSitsAtPopupsZOrderAndLeavesWhenEmpty() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            env.center.enqueue(TestPopup("a"))
            let root = env.layer("popups")
            XCTAssertEqual(root?.zPosition, OverlayZOrder.popups)
            XCTAssertTrue(env.host.isOverlayVisible)
            XCTAssertNotNil(env.layer("test.a"))
            env.center.hidePopups()
            env.clock.advance(by: 1)
            XCTAssertNil(env.layer("popups"))
            XCTAssertFalse(env.host.isOverlayVisible)
            XCTAssertEqual(env.clock.pendingCount, 0, "no timers left once nothing shows")
        }
    }

    func testDefaultTransitionFadesBackdropAndScalesContent() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            env.center.enqueue(TestPopup("a"))
            let backdrop = env.layer("popupBackdrop")!
            let content = env.layer("test.a")!
            XCTAssertEqual(backdrop.presentation(at: 0).opacity, 0, accuracy: 1e-9)
            // XBBaseTransition: minScale 0.85, 0.25 s, UIViewAnimationOptionCurveEaseInOut both ways.
            XCTAssertEqual(content.presentation(at: 0).transform.m11, 0.85, accuracy: 1e-9)
            XCTAssertEqual(
                content.presentation(at: 0.125).transform.m11, 0.925, accuracy: 1e-9, "ease-in-ease-out is half way at half time")
            XCTAssertEqual(content.presentation(at: 0.05).opacity, TimingFunction.easeInEaseOut.value(at: 0.2), accuracy: 1e-9)
            XCTAssertEqual(backdrop.presentation(at: 0.25).opacity, 1, accuracy: 1e-9)
            XCTAssertEqual(content.presentation(at: 0.25).transform.m11, 1, accuracy: 1e-9)
            env.clock.advance(by: 0.3)
            env.center.hidePopups()
            XCTAssertEqual(content.presentation(at: 0.55).transform.m11, 0.85, accuracy: 1e-9)
            XCTAssertEqual(backdrop.presentation(at: 0.55).opacity, 0, accuracy: 1e-9)
            XCTAssertEqual(content.presentation(at: 0.425).transform.m11, 0.925, accuracy: 1e-9)
        }
    }

    func testHigherPriorityWaitsByDefault() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let low = TestPopup("low", priority: .low)
            env.center.enqueue(low)
            env.clock.advance(by: 1)
            env.center.enqueue(TestPopup("high", priority: .required))
            XCTAssertEqual(currentName(env.center), "low")
            XCTAssertEqual(queuedNames(env.center), ["high"])
        }
    }

    func testLowerPriorityHiddenStepsAsideAndComesBackIntact() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let low = TestPopup("low", priority: .low)
            env.center.enqueue(low, lowerPriorityHidden: true)
            env.clock.advance(by: 1)
            low.content.backgroundColor = HUDColor(hex: 0x336699)  // state the popup set while shown
            let high = TestPopup("high", priority: .high)
            env.center.enqueue(high)
            // XBPopUpQueue: the showing popup leaves with temporarilyDismissAnimated (its dismiss
            // transition), and the higher one shows from that completion.
            let backdrop = env.layer("popupBackdrop")!
            XCTAssertEqual(currentName(env.center), "low", "still leaving")
            XCTAssertEqual(low.log, ["present", "dismiss"], "its dismiss transition runs; no will/did-hide")
            for t in stride(from: 1.0, through: 1.6, by: 0.01) {
                env.clock.advance(to: t)
                XCTAssertEqual(backdrop.presentation(at: t).opacity, 1, accuracy: 1e-9, "the backdrop stays up at \(t)")
                XCTAssertNotNil(backdrop.superlayer)
            }
            XCTAssertEqual(currentName(env.center), "high")
            XCTAssertNil(low.content.superlayer, "the low popup is off screen")
            XCTAssertEqual(queuedNames(env.center), ["low"])
            XCTAssertEqual(low.log, ["present", "dismiss", "suspend"], "set aside, not dismissed: told it is suspended")
            env.clock.advance(by: 1)
            env.center.hidePopups()
            env.clock.advance(by: 1)
            XCTAssertEqual(currentName(env.center), "low")
            XCTAssertEqual(low.presentCount, 2, "comes back with its present transition")
            XCTAssertEqual(low.content.backgroundColor, HUDColor(hex: 0x336699), "its state kept")
            XCTAssertNotNil(low.content.superlayer)
            XCTAssertEqual(low.log, ["present", "dismiss", "suspend", "resume", "present"])
            // An equal priority does not push it aside.
            env.center.enqueue(TestPopup("peer", priority: .low))
            XCTAssertEqual(currentName(env.center), "low")
        }
    }

    func testSuspendedPopupMayEndItsStayFromItsSuspendCallback() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let c = env.center
            let low = TestPopup("low", priority: .low, transitions: .instant)
            low.onSuspend = { [unowned low] in low.onRequestDismiss?(.tap) }
            c.enqueue(low, lowerPriorityHidden: true)
            c.enqueue(TestPopup("high", priority: .high, transitions: .instant))
            XCTAssertEqual(currentName(c), "high")
            XCTAssertEqual(queuedNames(c), [], "the suspended popup left from its callback")
            XCTAssertEqual(low.log, ["present", "dismiss", "suspend", "willHide tap", "didHide tap"])
            c.hidePopups()
            XCTAssertNil(c.currentPopup)
            c.popupQueue._checkInvariants()
        }
    }

    func testDeduplicationByID() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let a = TestPopup("a", id: "promo")
            let b = TestPopup("b", id: "promo")
            let c = TestPopup("c", id: "other")
            var reasons: [HUDHideReason] = []
            env.center.enqueue(a)
            env.center.enqueue(b) { reasons.append($0) }
            env.center.enqueue(c)
            XCTAssertEqual(reasons, [.preempted])
            XCTAssertEqual(b.log, ["willHide preempted", "didHide preempted"])
            XCTAssertEqual(env.center.queuedPopupIDs, ["other"])
            env.center.popupQueueConfiguration.deduplicatesByID = false
            env.center.enqueue(b)
            XCTAssertEqual(env.center.queuedPopupIDs, ["other", "promo"])
            env.center.enqueue(b)
            XCTAssertEqual(env.center.queuedPopupIDs, ["other", "promo"], "the same instance twice is a no-op")
        }
    }

    /// One hide-reason vocabulary: a popup's `didHide` closure is told the reason its lifecycle
    /// events carry — its id already there (`preempted`), a full queue (`overflow`), a tap on the
    /// backdrop (`tapOutside`), the app's call (`hiddenByCode`).
    func testDidHideAndTheEventsTellTheSameReason() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // reasons, not the pause, are under test
            env.center.popupQueueConfiguration.capacity = 1
            let log = StringLog()
            let add = { @MainActor (name: String, id: String?) in
                let popup = TestPopup(name, id: id)
                popup.presentation.lifecycle = HUDEventHandler { event in
                    if event.phase == .didHide { log.lines.append("\(name) event \(event.reason?.rawValue ?? "-")") }
                }
                env.center.enqueue(popup) { log.lines.append("\(name) didHide \($0.rawValue)") }
            }
            add("shown", "x")
            env.clock.advance(by: 1)
            add("twin", "x")
            add("waiting", nil)
            add("extra", nil)
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(5, 5)))
            env.clock.advance(by: 1)
            env.center.hidePopups()
            env.clock.advance(by: 1)
            XCTAssertEqual(
                log.lines,
                [
                    "twin event preempted", "twin didHide preempted", "extra event overflow", "extra didHide overflow",
                    "shown didHide tapOutside", "shown event tapOutside", "waiting didHide hiddenByCode",
                    "waiting event hiddenByCode",
                ])
        }
    }

    func testOverflowDropsTheLowestPriorityNewest() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            env.center.popupQueueConfiguration.capacity = 2
            env.center.enqueue(TestPopup("showing"))
            let log = StringLog()
            let add = { @MainActor (name: String, p: PopupPresentation.Priority) in
                env.center.enqueue(TestPopup(name, priority: p)) { log.lines.append("\(name) \($0.rawValue)") }
            }
            add("n1", .normal)
            add("n2", .normal)
            add("n3", .normal)
            XCTAssertEqual(log.lines, ["n3 overflow"], "a newcomer no better than the worst is the one dropped")
            add("h", .high)
            XCTAssertEqual(log.lines, ["n3 overflow", "n2 overflow"], "the lowest-priority newest waiting popup makes room")
            XCTAssertEqual(queuedNames(env.center), ["h", "n1"])
            env.center.popupQueueConfiguration.capacity = -5
            XCTAssertEqual(env.center.popupQueueConfiguration.capacity, 0)
        }
    }

    func testDismissalDescriptors() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let c = env.center
            let popups = [("cur", 500.0, "x"), ("a", 900, "x"), ("b", 300, "y"), ("d", 600, nil), ("e", 100, "y")].map {
                TestPopup($0.0, priority: PopupPresentation.Priority($0.1), id: $0.2, transitions: .instant)
            }
            c.popupQueueConfiguration.deduplicatesByID = false
            for p in popups { c.enqueue(p) }
            XCTAssertEqual(queuedNames(c), ["a", "d", "b", "e"])
            c.hidePopups(.id("nope"))
            let stranger = TestPopup("stranger")
            c.hidePopups(.this(stranger))
            XCTAssertEqual(queuedNames(c), ["a", "d", "b", "e"], "unknown ids and instances are no-ops")
            c.hidePopups(.id("y"))
            XCTAssertEqual(queuedNames(c), ["a", "d"])
            XCTAssertEqual(popups[2].log, ["willHide hiddenByCode", "didHide hiddenByCode"])
            c.hidePopups(.this(popups[3]))
            XCTAssertEqual(queuedNames(c), ["a"])
            c.hidePopups(.priorityAtMost(.normal))
            XCTAssertEqual(currentName(c), "a", "the current (500) went, a (900) stays and shows")
            c.enqueue(TestPopup("f", transitions: .instant))
            c.enqueue(TestPopup("g", transitions: .instant))
            c.hidePopups(.allQueued)
            XCTAssertEqual(currentName(c), "a")
            XCTAssertEqual(queuedNames(c), [])
            c.enqueue(TestPopup("h", transitions: .instant))
            c.hidePopups(.all)
            XCTAssertNil(c.currentPopup)
            XCTAssertEqual(queuedNames(c), [])
            c.hidePopups(.all)
            c.hidePopups(.current)
        }
    }

    func testPopupThatNeverCompletesTimesOutOnTheClock() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let stuck = TestPopup("stuck", transitions: .neverComplete)
            let next = TestPopup("next", transitions: .instant)
            env.center.enqueue(stuck)
            env.center.enqueue(next)
            let queue = env.center.popupQueueStorage!
            XCTAssertEqual(queue.current?.phase, .presenting)
            env.clock.advance(by: PopupQueueConfiguration.defaultTransitionTimeout + 0.01)
            XCTAssertEqual(queue.current?.phase, .shown, "a present that never completes counts as done after the timeout")
            env.center.hidePopups()
            XCTAssertEqual(currentName(env.center), "stuck", "waits for the dismiss completion")
            env.clock.advance(by: 4.9)
            XCTAssertEqual(currentName(env.center), "stuck")
            env.clock.advance(by: 0.2)
            XCTAssertEqual(currentName(env.center), "next", "the queue moves on after the timeout")
            XCTAssertEqual(stuck.log, ["present", "willHide hiddenByCode", "dismiss", "didHide hiddenByCode"])
            XCTAssertNil(stuck.content.superlayer)
        }
    }

    func testDidHideThatEnqueuesAnotherPopup() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let c = env.center
            let waiting = TestPopup("waiting", priority: .low, transitions: .instant)
            let follow = TestPopup("follow", priority: .high, transitions: .instant)
            c.enqueue(TestPopup("first", transitions: .instant)) { _ in c.enqueue(follow) }
            c.enqueue(waiting)
            c.hidePopups()
            XCTAssertEqual(currentName(c), "follow", "a popup enqueued from did-hide competes by priority")
            XCTAssertEqual(queuedNames(c), ["waiting"])
            let chain = Counter()
            c.hidePopups(.all)
            enqueueChain(c, chain)
            for _ in 0..<3 { c.hidePopups() }
            XCTAssertEqual(chain.value, 3)
            XCTAssertNil(c.currentPopup)
            env.center.popupQueueStorage?._checkInvariants()
        }
    }

    func testPopupsAreReleasedAfterDismissalIncludingWhileHidden() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            weak var weakLow: TestPopup?
            weak var weakHigh: TestPopup?
            weak var weakQueued: TestPopup?
            do {
                let low = TestPopup("low", priority: .low)
                let high = TestPopup("high", priority: .high)
                let queued = TestPopup("queued", priority: .minimum)
                weakLow = low
                weakHigh = high
                weakQueued = queued
                env.center.enqueue(low, lowerPriorityHidden: true) { _ in _ = low.name }
                env.clock.advance(by: 1)
                env.center.enqueue(high)
                env.center.enqueue(queued)
            }
            env.clock.advance(by: 1)  // the low popup's exit transition: now it is set aside
            XCTAssertNotNil(weakLow)
            env.center.hidePopups(.id("none"))
            env.center.hidePopups(.priorityAtMost(.low))  // the hidden low popup and the queued one
            XCTAssertNil(weakLow, "hidden by lowerPriorityHidden, then dismissed while hidden: released")
            XCTAssertNil(weakQueued)
            env.clock.advance(by: 1)
            env.center.hidePopups()
            env.clock.advance(by: 1)
            XCTAssertNil(weakHigh)
            XCTAssertEqual(env.clock.pendingCount, 0)
        }
    }

    func testBackdropTapsDismissOrAreSwallowedAndContentTapsReachThePopup() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let c = env.center
            let a = TestPopup("a")
            a.presentation.dismissesOnTapOutside = false
            c.enqueue(a)
            env.clock.advance(by: 1)
            let corner = HUDPoint(5, 5)
            XCTAssertTrue(c.overlay.capturesTouch(at: corner), "a modal popup's backdrop keeps every touch")
            XCTAssertTrue(c.handleTap(at: corner))
            XCTAssertEqual(currentName(c), "a", "swallowed when empty-area taps are off")
            let mid = HUDPoint(c.overlay.size.width / 2, c.overlay.size.height / 2)
            XCTAssertTrue(c.handleTap(at: HUDPoint(mid.x - 50 + 20, mid.y - 50 + 20)))
            XCTAssertEqual(a.tapped, ["test.a.button"])
            c.hidePopups()
            env.clock.advance(by: 1)
            let b = TestPopup("b")
            c.enqueue(b)
            env.clock.advance(by: 1)
            XCTAssertTrue(c.handleTap(at: corner))
            XCTAssertTrue(b.log.contains("willHide tapOutside"))
            XCTAssertTrue(c.handleTap(at: corner), "still swallowed while leaving")
            env.clock.advance(by: 1)
            XCTAssertNil(c.currentPopup)
            XCTAssertFalse(c.handleTap(at: corner), "nothing shows: touches pass through")
            let free = TestPopup("free")
            free.presentation.backdrop = .none
            c.enqueue(free)
            env.clock.advance(by: 1)
            XCTAssertFalse(c.handleTap(at: corner), "a non-modal popup lets touches outside it through")
            XCTAssertTrue(c.handleTap(at: mid))
        }
    }

    func testLayoutFollowsRotation() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            env.center.enqueue(TestPopup("a"))
            env.center.overlay.rotate(to: .landscapeLeft)
            let size = env.center.overlay.size
            XCTAssertEqual(env.layer("test.a")!.position, HUDPoint(size.width / 2, size.height / 2))
            XCTAssertEqual(env.layer("popupBackdrop")!.bounds.size, size)
        }
    }

    func testPriorityAndConfigurationClamp() {
        XCTAssertEqual(PopupPresentation.Priority(-3).value, 0)
        XCTAssertEqual(PopupPresentation.Priority(5000).value, 1000)
        XCTAssertEqual(PopupPresentation.Priority(Double.nan), .normal)
        XCTAssertEqual(PopupPresentation.Priority(Double.infinity).value, 1000)
        XCTAssertEqual(PopupPresentation.Priority(Int.max).value, 1000)
        XCTAssertEqual(PopupPresentation.Priority(Int.min).value, 0)
        XCTAssertLessThan(PopupPresentation.Priority.low, .normal)
        XCTAssertEqual(PopupPresentation.Priority.high.description, "750")
        var config = PopupQueueConfiguration()
        config.transitionTimeout = .nan
        XCTAssertEqual(config.transitionTimeout, 5)
        config.transitionTimeout = -1
        XCTAssertEqual(config.transitionTimeout, 5)
        config.transitionTimeout = .infinity
        XCTAssertEqual(config.transitionTimeout, .infinity)
    }
}

@MainActor
final class Counter { var value = 0 }

/// Enqueues a popup whose did-hide enqueues the next one, three deep.
@MainActor
private func enqueueChain(_ c: HUDCenter, _ chain: Counter) {
    c.enqueue(TestPopup("chain\(chain.value)", transitions: .instant)) { _ in
        chain.value += 1
        if chain.value < 3 { enqueueChain(c, chain) }
    }
}

@MainActor
final class StringLog { var lines: [String] = [] }
