import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Who hears what a center shows, and when.
@MainActor
private final class ShownLog {
    var states: [OverlayShownState] = []
}

/// The snapshot behind SwiftUI's `OverlayActivity` and the modifiers that watch what they showed
/// (`OverlayShownState`, `ShownStateFanOut`, `ShownElementWatch`), run against a real center.
final class SwiftUIShownStateTests: XCTestCase {
    /// Every element reports from the commit that shows it to the one where it starts to leave;
    /// a listener hears each change once, and nothing when nothing changed.
    func testTheStateFollowsEveryElement() {
        onMain {
            let env = HUDTestEnvironment.withoutPauseBetweenPopups()
            let log = ShownLog()
            env.center.observeShownState(owner: log) { log.states.append($0) }
            env.center.showWaiting("Loading")
            XCTAssertEqual(log.states.last?.isWaitingVisible, true)
            XCTAssertEqual(log.states.last?.waitingPresentation, 1)
            env.center.showBanner(BannerInfo(id: "call", title: "Mia"))
            env.clock.advance(by: 1)
            XCTAssertEqual(log.states.last?.bannerIDs, ["call"])
            env.center.showMessage(.info("Copied", duration: .untilHidden, id: "copied"))
            env.clock.advance(by: 1)
            XCTAssertEqual(log.states.last?.messageIDs, ["copied"])
            env.center.showPopup(TestPopup("p", id: "sheet"))
            env.clock.advance(by: 1)
            XCTAssertEqual(log.states.last?.popupID, "sheet")
            XCTAssertEqual(log.states.last?.isPopupVisible, true)
            let heard = log.states.count
            env.clock.advance(by: 0.5)
            env.center.updateWaiting { $0.label = "Still loading" }
            XCTAssertEqual(log.states.count, heard, "a relabel changes nothing shown: not heard")
            env.center.hideWaiting()
            XCTAssertEqual(log.states.last?.isWaitingVisible, false, "leaving: no longer counts")
            env.center.hidePopups()
            XCTAssertNil(log.states.last?.popupID)
            XCTAssertEqual(log.states.last?.isPopupVisible, false)
            env.center.hideMessages(id: "copied")
            XCTAssertEqual(log.states.last?.messageIDs, [])
            env.center.hideBanners(id: "call")
            XCTAssertEqual(log.states.last?.bannerIDs, [])
            env.clock.advance(by: 5)
            XCTAssertEqual(log.states.last, env.center.shownState)
            env.assertIdle()
        }
    }

    /// A listener whose owner has gone is dropped and never called; nothing is worked out then.
    func testAListenerGoesWithItsOwner() {
        onMain {
            let env = HUDTestEnvironment()
            var calls = 0
            var owner: ShownLog? = ShownLog()
            env.center.observeShownState(owner: owner!) { _ in calls += 1 }
            env.center.showWaiting()
            XCTAssertEqual(calls, 1)
            owner = nil
            env.center.hideWaiting()
            env.clock.advance(by: 5)
            XCTAssertEqual(calls, 1, "its owner gone, the listener is not called")
            let kept = ShownLog()
            env.center.observeShownState(owner: kept) { _ in calls += 1 }
            env.center.stopObservingShownState(owner: kept)
            env.center.showWaiting()
            XCTAssertEqual(calls, 1, "stopped: not called")
            env.center.hideWaiting(animated: false)
            env.assertIdle()
        }
    }

    /// A listener that starts after others have gone compares with what shows when it starts, so a
    /// change back to what the last listener heard is still heard.
    func testANewListenerHearsAChangeBackToAnOldState() {
        onMain {
            let env = HUDTestEnvironment()
            var first: ShownLog? = ShownLog()
            env.center.observeShownState(owner: first!) { first?.states.append($0) }
            env.center.showBanner(BannerInfo(id: "a", title: "A"))
            env.center.hideBanners(id: "a")
            XCTAssertEqual(first?.states.last?.bannerIDs, [])
            first = nil
            env.center.showBanner(BannerInfo(id: "b", title: "B"))
            let second = ShownLog()
            env.center.observeShownState(owner: second) { second.states.append($0) }
            env.center.hideBanners(id: "b")
            XCTAssertEqual(second.states.map(\.bannerIDs), [[]], "the hide is heard")
            env.clock.advance(by: 5)
            env.assertIdle()
        }
    }

    /// A listener that shows something while it hears runs a second round after the first, with
    /// the new state, not inside it.
    func testAListenerMayShowWhileItHears() {
        onMain {
            let env = HUDTestEnvironment()
            let log = ShownLog()
            env.center.observeShownState(owner: log) { state in
                log.states.append(state)
                if state.isWaitingVisible && state.bannerIDs.isEmpty { env.center.showBanner(BannerInfo(id: "b", title: "B")) }
            }
            env.center.showWaiting()
            env.clock.advance(by: 1)
            XCTAssertEqual(log.states.map(\.bannerIDs), [[], ["b"]])
            env.center.hideWaiting(animated: false)
            env.center.hideBanners(id: "b")
            env.clock.advance(by: 5)
            env.assertIdle()
        }
    }

    /// `.banner(isPresented:)` learns that its banner has left (timer, tap, swipe, code) once it
    /// was seen and is gone; before it shows it is not gone.
    func testABannerWatchReportsItsBannerLeavingOnce() {
        onMain {
            let env = HUDTestEnvironment()
            var watch = ShownElementWatch(.banner("sync"))
            var gone = 0
            let owner = ShownLog()
            env.center.observeShownState(owner: owner) { if watch.update($0) { gone += 1 } }
            env.center.showBanner(BannerInfo(id: "other", title: "Other"))
            XCTAssertEqual(gone, 0, "not seen yet: not gone")
            env.center.showBanner(BannerInfo(id: "sync", title: "Synced", duration: .seconds(2)))
            env.clock.advance(by: 1)
            XCTAssertEqual(gone, 0)
            env.clock.advance(by: 10)
            XCTAssertEqual(gone, 1, "its timer took it away")
            env.center.showBanner(BannerInfo(id: "sync", title: "Synced"))
            env.clock.advance(by: 10)
            XCTAssertEqual(gone, 1, "reported once")
            env.assertIdle()
        }
    }

    /// A banner the stack dropped as a repeat never shows: read right after its show, the watch
    /// reports it gone at once (`.banner(isPresented:)` sets its flag back and stops listening),
    /// where waiting to see it would keep the flag true and the listener for good.
    func testABannerDroppedAsARepeatIsGoneAfterItsShow() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.bannerConfiguration.isRepeat = { new, onScreen in new.title == onScreen.title }
            env.center.showBanner(BannerInfo(id: "first", title: "Synced"))
            var shown = ShownElementWatch(.banner("first"))
            XCTAssertFalse(shown.updateAfterShow(env.center.shownState), "in the stack: showing")
            env.center.showBanner(BannerInfo(id: "second", title: "Synced"))
            var dropped = ShownElementWatch(.banner("second"))
            XCTAssertTrue(dropped.updateAfterShow(env.center.shownState), "dropped as a repeat: gone")
            XCTAssertFalse(dropped.update(env.center.shownState), "reported once")
            env.clock.advance(by: 10)
            env.assertIdle()
        }
    }

    /// `.statusHUD(item:)` learns that its status HUD has left when it hides, or at once when another
    /// show replaced it (in place: the same HUD, a new presentation).
    func testAStatusWatchReportsItsHUDLeavingOrReplaced() {
        onMain {
            let env = HUDTestEnvironment()
            let owner = ShownLog()
            var gone: [String] = []
            var watches: [(String, ShownElementWatch)] = []
            /// As the modifier does: a watch made after the show reads the state the show left.
            @MainActor func watch(_ name: String) {
                var w = ShownElementWatch(.waitingPresentation(env.center.waitingPresentations))
                if w.update(env.center.shownState) { gone.append(name) }
                watches.append((name, w))
            }
            env.center.observeShownState(owner: owner) { state in
                for index in watches.indices where watches[index].1.update(state) { gone.append(watches[index].0) }
            }
            env.center.showSuccess("Saved", duration: .seconds(1))
            watch("saved")
            XCTAssertEqual(gone, [], "shown at once: not gone")
            env.clock.advance(by: 0.5)
            XCTAssertEqual(gone, [])
            env.clock.advance(by: 5)
            XCTAssertEqual(gone, ["saved"], "its timer hid it")
            env.center.showError("Failed", duration: .untilHidden)
            watch("failed")
            env.clock.advance(by: 1)
            env.center.showWaiting("Retrying")
            XCTAssertEqual(gone, ["saved", "failed"], "replaced in place by a waiting HUD")
            env.center.hideWaiting(animated: false)
            env.center.showInfo("Now", duration: .seconds(.nan))
            watch("nan")
            XCTAssertEqual(gone, ["saved", "failed", "nan"], "a status hidden as it shows is gone at once")
            env.clock.advance(by: 5)
            XCTAssertEqual(gone, ["saved", "failed", "nan"], "reported once")
            env.clock.advance(by: 5)
            env.assertIdle()
        }
    }

    /// `.statusHUD(item:)` set to nil hides its status HUD only while it is still the one showing:
    /// never a HUD other code showed or pushed onto it since.
    func testHidingAStatusNeverHidesOtherCodesHUD() {
        onMain {
            let env = HUDTestEnvironment()
            var number = env.center.presentStatus(.success, "Saved", duration: .untilHidden, dismissesOnTap: false)
            env.clock.advance(by: 1)
            env.center.pushActivity("Loading")
            env.center.hideStatus(presentation: number)
            XCTAssertEqual(env.center.waiting?.phase, .shown, "an activity pushed onto it: it stays")
            env.center.popActivity(animated: false)
            number = env.center.presentStatus(.error, "Failed", duration: .untilHidden, dismissesOnTap: false)
            env.clock.advance(by: 1)
            env.center.showWaiting("Other")
            env.center.hideStatus(presentation: number)
            XCTAssertEqual(env.center.waiting?.phase, .shown, "replaced by another show: it stays")
            number = env.center.presentStatus(.info, "Note", duration: .untilHidden, dismissesOnTap: false)
            env.clock.advance(by: 1)
            env.center.hideStatus(presentation: number)
            XCTAssertEqual(env.center.waiting?.phase, .hiding, "its own: hidden")
            env.center.hideStatus(presentation: number)
            env.clock.advance(by: 5)
            XCTAssertFalse(env.center.isShowingAnything)
            env.assertIdle()
        }
    }

    /// Each run of a flag is an item of its own, so a popup shown again while the last one leaves
    /// is a new one.
    func testEachRunOfAFlagIsANewItem() {
        var binding = FlagItemBinding()
        XCTAssertNil(binding.item(for: false))
        let first = binding.item(for: true)
        XCTAssertNotNil(first)
        XCTAssertEqual(binding.item(for: true), first, "the same run")
        XCTAssertNil(binding.item(for: false))
        let second = binding.item(for: true)
        XCTAssertNotNil(second)
        XCTAssertNotEqual(second, first)
    }

    /// Two modifiers' flags (two `.popup(isPresented:)` on one screen, or a screen made again
    /// while its last banner still stands) never number a run alike: the element ids made from
    /// runs would meet, and the second element would be dropped as a duplicate of the first.
    func testRunsOfTwoFlagsNeverMeet() {
        var a = FlagItemBinding()
        var b = FlagItemBinding()
        var seen: Set<Int> = []
        for _ in 0..<3 {
            for run in [a.item(for: true), b.item(for: true)] {
                guard let run else { return XCTFail("a true flag is a run") }
                XCTAssertTrue(seen.insert(run).inserted, "run \(run) numbered twice")
            }
            XCTAssertNil(a.item(for: false))
            XCTAssertNil(b.item(for: false))
        }
    }

    /// What each modifier hides when its view disappears.
    func testWhatGoesWithItsView() {
        XCTAssertTrue(ModifierDisappearance.hidesOnDisappear(.waitingHUD))
        XCTAssertTrue(ModifierDisappearance.hidesOnDisappear(.popup))
        XCTAssertTrue(ModifierDisappearance.hidesOnDisappear(.untilHidden))
        XCTAssertTrue(ModifierDisappearance.hidesOnDisappear(.seconds(.infinity)))
        XCTAssertTrue(ModifierDisappearance.hidesOnDisappear(.timed(seconds: nil)))
        for seconds in [1.5, 0, -1, -.infinity, .nan, 1e300, .greatestFiniteMagnitude] {
            XCTAssertFalse(ModifierDisappearance.hidesOnDisappear(.seconds(seconds)), "\(seconds) leaves by itself")
        }
        XCTAssertFalse(ModifierDisappearance.hidesOnDisappear(.automatic))
    }
}
