import Foundation
import OverlayHUD
import OverlayHUDSoftware
import XCTest

// Lifecycle events as an app's own tests see them: public API only (no @testable, no SPI).

/// The shipped test fonts (Tests/OverlayHUDTests/Fonts), found from this file, as an app pins its own.
private let fontFolders = [
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts").path
]

/// A center drawing with the shipped fonts and speaking English whatever the machine's language.
@MainActor private func makeCenter() -> OverlayTestCenter {
    let test = OverlayTestCenter(fontSearchPaths: fontFolders)
    test.center.localization = HUDLocalization(language: "en")
    return test
}

/// What one element's handler heard, as "phase" or "phase:reason".
@MainActor private final class Heard {
    var steps: [String] = []
    var handler: HUDEventHandler { HUDEventHandler { [self] in steps.append(Self.describe($0)) } }

    static func describe(_ e: HUDEvent) -> String {
        e.reason.map { "\(e.phase):\($0.rawValue)" } ?? "\(e.phase)"
    }
}

/// The steps of one show that left because of `reason`.
private func lifetime(_ reason: HUDHideReason) -> [String] {
    ["willShow", "didShow", "willHide:\(reason.rawValue)", "didHide:\(reason.rawValue)"]
}

/// XCTest on Linux cannot run `@MainActor` test methods, so each test runs its body with
/// `MainActor.assumeIsolated` (XCTest calls tests on the main thread).
final class LifecycleEventTests: XCTestCase {
    // MARK: The waiting HUD

    func testTheWaitingHUDTellsEachStepOnceInOrderAndWhyItLeft() {
        MainActor.assumeIsolated {
            let test = makeCenter()
            let heard = Heard()
            var config = WaitingHUDConfiguration(mode: .indeterminate, label: "Loading…")
            config.lifecycle = heard.handler
            test.center.showWaiting(config)
            XCTAssertEqual(heard.steps, ["willShow"])  // the show animation runs
            test.advance(by: 1)
            XCTAssertEqual(heard.steps, ["willShow", "didShow"])
            test.center.hideWaiting()
            test.advance(by: 1)
            XCTAssertEqual(heard.steps, lifetime(.hiddenByCode))
            XCTAssertFalse(test.hasScheduledWork)

            // Hidden during its grace time, a HUD never showed: nothing is told.
            let unseen = Heard()
            config.lifecycle = unseen.handler
            config.graceTime = 0.5
            test.center.showWaiting(config)
            test.center.hideWaiting()
            test.advance(by: 1)
            XCTAssertEqual(unseen.steps, [])
        }
    }

    func testAWaitingHUDTappedAwayLeavesBecauseOfTheTap() {
        MainActor.assumeIsolated {
            let test = makeCenter()
            let heard = Heard()
            var config = WaitingHUDConfiguration(mode: .indeterminate, label: "Loading…")
            config.dismissesOnTap = true
            config.lifecycle = heard.handler
            test.center.showWaiting(config)
            test.advance(by: 1)
            XCTAssertTrue(test.tap(at: HUDPoint(x: 195, y: 422)))
            test.advance(by: 1)
            XCTAssertEqual(heard.steps, lifetime(.tap))
        }
    }

    func testAHandlerNeverMakesTwoConfigurationsDiffer() {
        MainActor.assumeIsolated {
            var a = WaitingHUDConfiguration(mode: .indeterminate, label: "Loading…")
            var b = a
            a.lifecycle = HUDEventHandler { _ in }
            b.lifecycle = HUDEventHandler { _ in print("another") }
            XCTAssertEqual(a, b)  // any handler: the same configuration
            XCTAssertEqual(Set([a, b]).count, 1)
            var popup = PopupPresentation(id: "p")
            var other = popup
            popup.lifecycle = HUDEventHandler { _ in }
            other.lifecycle = HUDEventHandler { _ in print("another") }
            XCTAssertEqual(popup, other)
            XCTAssertEqual(popup.hashValue, other.hashValue)
        }
    }

    // MARK: Banners

    func testABannerLeavesOnItsTimerATapASwipeOrTheAppsCall() {
        MainActor.assumeIsolated {
            let test = makeCenter()
            test.center.bannerConfiguration.dismissesOnTap = true
            @MainActor func show(_ id: String, for duration: HUDDuration = .untilHidden) -> Heard {
                let heard = Heard()
                var info = BannerInfo(id: id, title: "Mia Wong", subtitle: "is calling you", duration: duration)
                info.lifecycle = heard.handler
                test.center.showBanner(info)
                test.advance(by: 1)
                return heard
            }
            let timed = show("timed", for: .seconds(2))
            XCTAssertEqual(timed.steps, ["willShow", "didShow"])
            test.advance(by: 2)
            XCTAssertEqual(timed.steps, lifetime(.timer))

            let tapped = show("tapped")
            XCTAssertTrue(test.tap(at: HUDPoint(x: 195, y: 90)))
            test.advance(by: 1)
            XCTAssertEqual(tapped.steps, lifetime(.tap))

            let swiped = show("swiped")
            XCTAssertTrue(test.drag(from: HUDPoint(x: 195, y: 90), to: HUDPoint(x: 195, y: 20), duration: 0.1))
            test.advance(by: 1)
            XCTAssertEqual(swiped.steps, lifetime(.swipe))

            let hidden = show("hidden")
            test.center.hideBanners(id: "hidden")
            test.advance(by: 1)
            XCTAssertEqual(hidden.steps, lifetime(.hiddenByCode))
            XCTAssertFalse(test.hasScheduledWork)
        }
    }

    func testABannerPushedOutIsReplacedAndARepeatIsPreempted() {
        MainActor.assumeIsolated {
            let test = makeCenter()
            test.center.bannerConfiguration.capacity = 1
            let first = Heard()
            var info = BannerInfo(id: "first", title: "Mia Wong")
            info.lifecycle = first.handler
            test.center.showBanner(info)
            test.advance(by: 0.1)

            let repeated = Heard()
            info.lifecycle = repeated.handler
            test.center.showBanner(info)  // the same id is on screen: dropped
            XCTAssertEqual(repeated.steps, ["willHide:preempted", "didHide:preempted"])

            test.center.showBanner(BannerInfo(id: "second", title: "Ada"))
            test.advance(by: 1)
            XCTAssertEqual(first.steps, lifetime(.replaced))
            test.center.hideBanners()
            test.advance(by: 1)
        }
    }

    // MARK: Messages

    func testAMessageLeavesOnItsTimerATapASwipeOrTheAppsCall() {
        MainActor.assumeIsolated {
            let test = makeCenter()
            @MainActor func show(_ id: String, for duration: HUDDuration = .untilHidden) -> Heard {
                let heard = Heard()
                var message = MessageConfiguration.info("Synced", duration: duration, id: id)
                message.lifecycle = heard.handler
                test.center.showMessage(message)
                test.advance(by: 1)
                return heard
            }
            let timed = show("timed", for: .seconds(2))
            XCTAssertEqual(timed.steps, ["willShow", "didShow"])
            test.advance(by: 2)
            XCTAssertEqual(timed.steps, lifetime(.timer))

            let tapped = show("tapped")
            XCTAssertTrue(test.tap(at: HUDPoint(x: 195, y: 90)))
            test.advance(by: 1)
            XCTAssertEqual(tapped.steps, lifetime(.tap))

            let swiped = show("swiped")
            XCTAssertTrue(test.drag(from: HUDPoint(x: 195, y: 90), to: HUDPoint(x: 195, y: 10), duration: 0.1))
            test.advance(by: 1)
            XCTAssertEqual(swiped.steps, lifetime(.swipe))

            let hidden = show("hidden")
            test.center.hideMessages(id: "hidden")
            test.advance(by: 1)
            XCTAssertEqual(hidden.steps, lifetime(.hiddenByCode))
            XCTAssertFalse(test.hasScheduledWork)
        }
    }

    func testAMessageDidShowOnceItsSlideInHasPlayedOrWhenItLeavesBeforeThat() {
        MainActor.assumeIsolated {
            let test = makeCenter()
            let heard = Heard()
            var message = MessageConfiguration.info("Synced", duration: .untilHidden, id: "sync")
            message.lifecycle = heard.handler
            test.center.showMessage(message)
            test.advance(by: 0.2)
            XCTAssertEqual(heard.steps, ["willShow"])  // the 0.3 s slide-in runs
            test.advance(by: 0.1)
            XCTAssertEqual(heard.steps, ["willShow", "didShow"])
            test.center.hideMessages(id: "sync")
            test.advance(by: 1)

            let hurried = Heard()
            message.lifecycle = hurried.handler
            test.center.showMessage(message)
            test.advance(by: 0.1)
            test.center.hideMessages(id: "sync")  // before its slide-in has ended
            XCTAssertEqual(hurried.steps, ["willShow", "didShow", "willHide:hiddenByCode"])
            test.advance(by: 1)
            XCTAssertEqual(hurried.steps, lifetime(.hiddenByCode))
            XCTAssertFalse(test.hasScheduledWork)
        }
    }

    func testAMessageShownAgainWithItsIDReplacesTheOneOnScreen() {
        MainActor.assumeIsolated {
            let test = makeCenter()
            let old = Heard()
            let new = Heard()
            var message = MessageConfiguration.info("Uploading", duration: .untilHidden, id: "upload")
            message.lifecycle = old.handler
            test.center.showMessage(message)
            test.advance(by: 1)
            message.title = "Uploaded"
            message.lifecycle = new.handler
            test.center.showMessage(message)
            XCTAssertEqual(old.steps, lifetime(.replaced))
            XCTAssertEqual(new.steps, ["willShow", "didShow"])
            test.center.hideMessages()
            test.advance(by: 1)
            XCTAssertEqual(new.steps, lifetime(.hiddenByCode))
        }
    }

    // MARK: Popups

    func testAPopupLeavesOnABackdropTapOrTheAppsCall() throws {
        try MainActor.assumeIsolated {
            let test = makeCenter()
            @MainActor func show() throws -> Heard {
                let heard = Heard()
                var config = OptionPopupConfiguration(options: [OptionPopupConfiguration.Option(title: "A")])
                config.presentation.lifecycle = heard.handler
                try test.center.showOptionPopup(config)
                test.advance(by: 1)
                return heard
            }
            let tapped = try show()
            XCTAssertEqual(tapped.steps, ["willShow", "didShow"])
            XCTAssertTrue(test.tap(at: HUDPoint(x: 20, y: 100)))  // the empty area around the popup
            test.advance(by: 1)
            XCTAssertEqual(tapped.steps, lifetime(.tapOutside))

            let hidden = try show()
            test.center.hidePopups()
            test.advance(by: 1)
            XCTAssertEqual(hidden.steps, lifetime(.hiddenByCode))
            XCTAssertFalse(test.hasScheduledWork)
        }
    }

    func testAPopupDraggedAwayLeavesBecauseOfTheSwipe() throws {
        try MainActor.assumeIsolated {
            let test = makeCenter()
            let heard = Heard()
            var config = OptionPopupConfiguration(options: [OptionPopupConfiguration.Option(title: "A")])
            config.presentation.placement = .bottomSheet
            config.presentation.dismissesOnDrag = true
            config.presentation.lifecycle = heard.handler
            try test.center.showOptionPopup(config)
            test.advance(by: 1)
            XCTAssertTrue(test.drag(from: HUDPoint(x: 195, y: 760), to: HUDPoint(x: 195, y: 860)))
            test.advance(by: 1)
            XCTAssertEqual(heard.steps, lifetime(.swipe))
            XCTAssertFalse(test.hasScheduledWork)
        }
    }

    func testAPopupMakingWayForAHigherPriorityIsPreemptedThenShowsAgain() throws {
        try MainActor.assumeIsolated {
            let test = makeCenter()
            let low = Heard()
            var config = OptionPopupConfiguration(options: [OptionPopupConfiguration.Option(title: "A")])
            config.presentation.yieldsToHigherPriority = true
            config.presentation.lifecycle = low.handler
            try test.center.showOptionPopup(config)
            test.advance(by: 1)

            let duplicate = Heard()
            config.presentation.id = "same"
            var high = OptionPopupConfiguration(options: [OptionPopupConfiguration.Option(title: "B")])
            high.presentation.priority = .high
            high.presentation.id = "same"
            try test.center.showOptionPopup(high)
            test.advance(by: 1)
            XCTAssertEqual(low.steps, lifetime(.preempted))

            config.presentation.lifecycle = duplicate.handler
            try test.center.showOptionPopup(config)  // "same" is showing: dropped
            XCTAssertEqual(duplicate.steps, ["willHide:preempted", "didHide:preempted"])

            test.center.hidePopups()
            test.advance(by: 2)
            XCTAssertEqual(low.steps, lifetime(.preempted) + ["willShow", "didShow"])
            test.center.hidePopups()
            test.advance(by: 2)
            XCTAssertEqual(low.steps, lifetime(.preempted) + lifetime(.hiddenByCode))
        }
    }

    func testAPopupSetAsideThenDismissedWhileItWaitsHearsThatItLeftForGood() throws {
        try MainActor.assumeIsolated {
            let test = makeCenter()
            let low = Heard()
            var config = OptionPopupConfiguration(options: [OptionPopupConfiguration.Option(title: "A")])
            config.presentation.yieldsToHigherPriority = true
            config.presentation.lifecycle = low.handler
            try test.center.showOptionPopup(config)
            test.advance(by: 1)
            var high = OptionPopupConfiguration(options: [OptionPopupConfiguration.Option(title: "B")])
            high.presentation.priority = .high
            try test.center.showOptionPopup(high)
            test.advance(by: 1)
            test.center.hidePopups(.all)  // the low one waits to show again: it leaves for good
            test.advance(by: 2)
            XCTAssertEqual(low.steps, lifetime(.preempted) + ["willHide:hiddenByCode", "didHide:hiddenByCode"])
            XCTAssertFalse(test.hasScheduledWork)
        }
    }

    func testAPopupDismissedWhileItIsSetAsideHearsTheDismissalsReason() throws {
        try MainActor.assumeIsolated {
            let test = makeCenter()
            let low = Heard()
            var heardByClosure: [HUDHideReason] = []
            var config = OptionPopupConfiguration(options: [OptionPopupConfiguration.Option(title: "A")])
            config.isAnimated = true  // its exit takes time: it can be dismissed while it is set aside
            config.presentation.yieldsToHigherPriority = true
            config.presentation.lifecycle = low.handler
            try test.center.showOptionPopup(config, didHide: { heardByClosure.append($0) })
            test.advance(by: 1)
            var high = OptionPopupConfiguration(options: [OptionPopupConfiguration.Option(title: "B")])
            high.presentation.priority = .high
            try test.center.showOptionPopup(high)
            // The low one's exit runs: it is being set aside.
            test.center.hidePopups(.all)
            test.advance(by: 2)
            XCTAssertEqual(
                low.steps, ["willShow", "didShow", "willHide:preempted", "didHide:hiddenByCode"],
                "told it steps aside, then why it left for good")
            XCTAssertEqual(heardByClosure, [.hiddenByCode], "the events and the closure agree")
            XCTAssertFalse(test.hasScheduledWork)
        }
    }
}
