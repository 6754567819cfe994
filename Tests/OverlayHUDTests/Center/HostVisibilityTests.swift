import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// What a device shows: the host's window is visible exactly while the overlay has something on
/// it — for every element, and when an element arrives or leaves later by itself (a grace time
/// ending, the queue handing over, a banner arriving, a suspended popup coming back).
final class HostVisibilityTests: XCTestCase {
    /// Every waiting-HUD mode, the status HUDs, a banner and each popup kind make the window
    /// visible when they appear and leave it empty once they have gone.
    func testEveryElementShowsTheWindowAndLeavesItEmptyWhenGone() {
        onMain {
            let custom = WaitingHUDConfiguration.CustomContent(id: "dot", size: HUDSize(20, 20)) {
                HUDLayer.make("dot", frame: HUDRect(0, 0, 20, 20), color: .white)
            }
            let modes: [WaitingHUDConfiguration.Mode] = [
                .cat, .indeterminate, .determinate, .annularDeterminate, .determinateHorizontalBar,
                .text, .custom(custom), .success, .error, .info,
            ]
            for mode in modes {
                let env = HUDTestEnvironment()
                env.center.showWaiting("Mode", mode: mode)
                XCTAssertTrue(env.host.isOverlayVisible, "\(mode) shows the window")
                env.center.hideWaiting()
                env.clock.advance(by: 2)
                XCTAssertFalse(env.host.isOverlayVisible, "\(mode) leaves the window empty")
                XCTAssertEqual(env.host.visibilityChanges, [true, false], "\(mode): one window per show")
            }
            let elements: [(String, @MainActor (HUDCenter) -> Void, @MainActor (HUDCenter) -> Void)] = [
                ("success", { $0.showSuccess("Saved") }, { $0.hideWaiting() }),
                ("banner", { $0.showBanner(BannerInfo(id: "1", title: "Call")) }, { $0.hideBanners() }),
                (
                    "option popup", { try! $0.showOptionPopup(OptionPopupConfiguration(options: nineOptions())) },
                    { $0.hidePopups(.all) }
                ),
                ("card popup", { $0.showCardPopup(CardPopupConfiguration(title: "Sign in")) }, { $0.hidePopups(.all) }),
                ("custom popup", { $0.enqueue(TestPopup("custom")) }, { $0.hidePopups(.all) }),
            ]
            for (name, show, hide) in elements {
                let env = HUDTestEnvironment()
                show(env.center)
                XCTAssertTrue(env.host.isOverlayVisible, "\(name) shows the window")
                hide(env.center)
                env.clock.advance(by: 3)
                XCTAssertFalse(env.host.isOverlayVisible, "\(name) leaves the window empty")
                XCTAssertEqual(env.host.visibilityChanges, [true, false], name)
            }
        }
    }

    /// A grace time that ends shows the window; one cut short by a hide never does.
    func testAGraceTimeShowsTheWindowOnlyWhenItEnds() {
        onMain {
            let env = HUDTestEnvironment()
            var configuration = WaitingHUDConfiguration(mode: .indeterminate, label: "Slow")
            configuration.graceTime = 0.3
            env.center.showWaiting(configuration)
            env.clock.advance(by: 0.29)
            XCTAssertFalse(env.host.isOverlayVisible)
            env.clock.advance(by: 0.02)
            XCTAssertTrue(env.host.isOverlayVisible, "the grace time ended: the window shows")

            let quick = HUDTestEnvironment()
            quick.center.showWaiting(configuration)
            quick.clock.advance(by: 0.1)
            quick.center.hideWaiting()
            quick.clock.advance(by: 2)
            XCTAssertEqual(quick.host.visibilityChanges, [], "fast work never shows a window")
        }
    }

    /// The queue hands over from one popup to the next without the window going away in between,
    /// and the window goes when the last popup has left.
    func testTheQueueHandsOverWithoutTheWindowLeaving() {
        onMain {
            let env = HUDTestEnvironment()
            let first = TestPopup("first")
            let second = TestPopup("second")
            env.center.enqueue(first)
            env.center.enqueue(second)
            env.clock.advance(by: 1)
            env.center.hidePopups()
            env.clock.advance(by: 1)
            XCTAssertTrue(env.center.currentPopup === second)
            XCTAssertTrue(env.host.isOverlayVisible)
            XCTAssertEqual(env.host.visibilityChanges, [true], "the hand-over keeps the window")
            env.center.hidePopups()
            env.clock.advance(by: 1)
            XCTAssertEqual(env.host.visibilityChanges, [true, false])
        }
    }

    /// A banner arriving after the overlay emptied shows the window again; one arriving while a
    /// HUD fades out keeps it.
    func testABannerArrivingLaterShowsTheWindow() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting("Busy", mode: .text)
            env.center.hideWaiting()
            env.clock.advance(by: 0.1)
            env.center.showBanner(BannerInfo(id: "a", title: "Mid-fade"))
            env.clock.advance(by: 2)
            XCTAssertTrue(env.host.isOverlayVisible, "the banner keeps the window after the HUD has gone")
            XCTAssertEqual(env.host.visibilityChanges, [true])
            env.center.hideBanners()
            env.clock.advance(by: 2)
            XCTAssertFalse(env.host.isOverlayVisible)
            env.center.showBanner(BannerInfo(id: "b", title: "Later"))
            XCTAssertTrue(env.host.isOverlayVisible, "a banner on an empty overlay shows the window again")
            env.clock.advance(by: 10)
            XCTAssertFalse(env.host.isOverlayVisible, "the banner vanished by itself (5 s) and the window went")
            XCTAssertEqual(env.host.visibilityChanges, [true, false, true, false])
        }
    }

    /// A popup set aside for a higher-priority one comes back by itself, in the same window, and
    /// the window goes only when it has left too.
    func testASuspendedPopupResumesInTheSameWindow() {
        onMain {
            let env = HUDTestEnvironment()
            let low = TestPopup("low", priority: .low)
            let high = TestPopup("high", priority: .high)
            env.center.enqueue(low, lowerPriorityHidden: true)
            env.clock.advance(by: 1)
            env.center.enqueue(high)
            env.clock.advance(by: 1)
            XCTAssertTrue(env.center.currentPopup === high)
            env.center.hidePopups()
            env.clock.advance(by: 1)
            XCTAssertTrue(env.center.currentPopup === low, "resumed")
            XCTAssertTrue(env.host.isOverlayVisible)
            XCTAssertEqual(env.host.visibilityChanges, [true])
            env.center.hidePopups()
            env.clock.advance(by: 1)
            XCTAssertEqual(env.host.visibilityChanges, [true, false])
        }
    }
}
