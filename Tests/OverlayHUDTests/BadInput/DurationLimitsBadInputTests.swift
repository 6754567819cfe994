import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Every duration setting of every element at 1e300, +∞ and NaN: it reads back as its documented
/// answer, the element shows and runs without trapping, and a later hide still takes effect —
/// no setting can keep an element, or a timer, around for ever.
final class DurationLimitsBadInputTests: XCTestCase {
    static let durations: [Double] = [1e300, .infinity, .nan, .greatestFiniteMagnitude, -.infinity]

    func testWaitingGraceAndMinimumShowTimeAreBounded() {
        onMain {
            let maximum = WaitingHUDConfiguration.maximumWaitTime
            XCTAssertEqual(maximum, 60)
            for v in Self.durations {
                var config = WaitingHUDConfiguration(mode: .indeterminate)
                config.graceTime = v
                config.minShowTime = v
                let expected = v.isNaN || v < 0 ? 0 : maximum
                XCTAssertEqual(config.graceTime, expected, "graceTime \(v)")
                XCTAssertEqual(config.minShowTime, expected, "minShowTime \(v)")
                let env = HUDTestEnvironment()
                env.center.showWaiting(config)
                env.clock.advance(by: maximum)
                XCTAssertTrue(env.center.isWaitingVisible, "grace \(v): shown within the maximum")
                env.center.hideWaiting(animated: false)
                env.clock.advance(by: maximum)
                XCTAssertFalse(env.center.isWaitingVisible, "minShowTime \(v): the hide took effect within the maximum")
                env.assertIdle("waiting \(v)")
            }
        }
    }

    func testAHideDuringAHugeGraceTimeEndsItAtOnce() {
        onMain {
            for v in Self.durations where v > 0 {
                let env = HUDTestEnvironment()
                var config = WaitingHUDConfiguration(mode: .indeterminate)
                config.graceTime = v
                env.center.showWaiting(config)
                env.center.hideWaiting(animated: true)
                XCTAssertNil(env.center.waitingConfiguration, "grace \(v)")
                env.assertIdle("grace \(v)")
            }
        }
    }

    func testWaitingDelayedHideIsOvertakenByAHideNow() {
        onMain {
            for v in Self.durations {
                let env = HUDTestEnvironment()
                env.center.showWaiting(WaitingHUDConfiguration(mode: .indeterminate))
                env.center.hideWaiting(afterDelay: v)
                env.clock.advance(by: 1)
                env.center.hideWaiting(animated: false)
                XCTAssertFalse(env.center.isWaitingVisible, "delay \(v)")
                env.assertIdle("delay \(v)")
            }
        }
    }

    func testCatHalfTurnAtTheLimitsShowsAndHidesWithinTheMaximum() throws {
        try onMainThrowing {
            for v in Self.durations {
                var config = WaitingHUDConfiguration(mode: .cat)
                config.catHalfTurnDuration = v
                config.catLoopDuration = v
                XCTAssertTrue(config.catHalfTurnDuration.isFinite && config.catHalfTurnDuration > 0, "\(v)")
                let env = HUDTestEnvironment()
                env.center.showWaiting(config)
                env.clock.run(for: WaitingHUDConfiguration.maximumTransitionDuration + 1, step: 0.5)
                XCTAssertEqual(env.layer("waitingHUD")?.presentation(at: env.clock.now).opacity, 1, "\(v)")
                XCTAssertNoThrow(
                    try SoftwareRenderer(fontLibrary: TestFonts.library()).render(
                        env.center.overlay.rootLayer, canvas: HUDSize(390, 844), scale: 1, at: env.clock.now))
                env.center.hideWaiting()
                env.clock.advance(by: WaitingHUDConfiguration.maximumTransitionDuration)
                env.assertIdle("cat \(v)")
            }
        }
    }

    func testMBProgressHUDGraceAndMinimumShowTimeAreBounded() {
        onMain {
            let maximum = WaitingHUDConfiguration.maximumWaitTime
            for v in Self.durations {
                let env = HUDTestEnvironment()
                let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
                let hud = MBProgressHUD(view: view)
                view.addSubview(hud)
                hud.graceTime = v
                hud.minShowTime = v
                hud.show(animated: true)
                env.clock.advance(by: maximum)
                XCTAssertEqual(hud.alpha, 1, "grace \(v): shown within the maximum")
                hud.hide(animated: false)
                env.clock.advance(by: maximum)
                XCTAssertEqual(hud.alpha, 0, "minShowTime \(v): hidden within the maximum")
                XCTAssertEqual(hud.engine.pendingTimerCount, 0, "\(v)")
                XCTAssertEqual(env.clock.pendingCount, 0, "\(v)")
                hud.hide(animated: true, afterDelay: v)
                hud.show(animated: false)
                hud.hide(animated: false)
                env.clock.advance(by: maximum)
                XCTAssertEqual(env.clock.pendingCount, 0, "delay \(v): a later hide overtakes a delayed one")
            }
        }
    }

    func testBannerLifetimesAtTheLimits() {
        onMain {
            for v in Self.durations {
                let env = HUDTestEnvironment()
                env.center.bannerConfiguration.duration = .seconds(v)
                env.center.showBanner(BannerInfo(id: "config", title: "config"))
                env.center.showBanner(BannerInfo(id: "own", title: "own", duration: .seconds(v)))
                env.clock.run(for: 1, step: 0.1)
                env.center.hideBanners()
                env.clock.advance(by: BannerLook.reflowDuration)
                env.assertIdle("banner lifetime \(v)")
            }
        }
    }

    func testOptionPopupEntryIsBounded() throws {
        try onMainThrowing {
            let maximum = OptionPopupConfiguration.maximumAnimationDuration
            XCTAssertEqual(maximum, 10)
            let options = (0..<3).map { OptionPopupConfiguration.Option(title: "o\($0)", icon: .circle(.black)) }
            for v in Self.durations {
                var config = OptionPopupConfiguration(options: options)
                config.isAnimated = true
                config.animationDuration = v
                XCTAssertEqual(
                    config.animationDuration,
                    v.isNaN || v.isInfinite ? OptionPopupConfiguration.defaultAnimationDuration : maximum,
                    "\(v)")
                var custom = config
                custom.customAnimation = { _ in v }
                for (name, shown) in [("built-in", config), ("custom", custom)] {
                    for type in [OptionPopupConfiguration.AnimationType.spring, .fade, .largen, .rotationLargen, .transformation]
                    {
                        var shown = shown
                        shown.animationType = type
                        let env = HUDTestEnvironment()
                        env.center.popupQueueConfiguration.transitionTimeout = .infinity
                        try env.center.showOptionPopup(shown)
                        env.clock.advance(by: maximum + 1)
                        XCTAssertEqual(
                            env.center.popupQueue.current?.phase, .shown, "\(name) \(type) \(v): entered within the maximum")
                        env.center.hidePopups()
                        env.clock.advance(by: 1)
                        XCTAssertNil(env.center.currentPopup, "\(name) \(type) \(v)")
                        env.assertIdle("\(name) \(type) \(v)")
                    }
                }
            }
        }
    }

    func testCardPopupHoldAtTheLimits() throws {
        try onMainThrowing {
            for v in Self.durations {
                var config = CardPopupConfiguration()
                config.endHold = v
                XCTAssertEqual(config.endHold, v.isFinite && v >= 0 ? v : nil, "\(v)")
                let env = HUDTestEnvironment()
                env.center.showCardPopup(config)
                env.clock.advance(by: 2)
                try XCTUnwrap(env.center.currentPopup as? CardPopup).performAction()
                env.clock.run(for: 5, step: 0.5)
                env.center.hidePopups()
                env.clock.advance(by: 1)
                env.assertIdle("endHold \(v)")
            }
        }
    }

    func testQueuePauseAndTimeoutAtTheLimits() {
        onMain {
            let maximum = PopupQueueConfiguration.maximumPauseBetweenPopups
            XCTAssertEqual(maximum, 10)
            for v in Self.durations {
                var config = PopupQueueConfiguration()
                config.pauseBetweenPopups = v
                config.transitionTimeout = v
                let pause = v.isNaN || v < 0 ? 0 : (v.isInfinite ? PopupQueueConfiguration.defaultPauseBetweenPopups : maximum)
                XCTAssertEqual(config.pauseBetweenPopups, pause, "pause \(v)")
                let env = HUDTestEnvironment()
                env.center.popupQueueConfiguration = config
                let b = TestPopup("b")
                env.center.showPopup(TestPopup("a"))
                env.center.showPopup(b)
                env.clock.advance(by: 1)
                env.center.hidePopups()
                env.clock.advance(by: PopupTransition.dismissDuration + maximum)
                XCTAssertTrue(env.center.currentPopup === b, "pause \(v): the next popup shows within the maximum")
                env.center.hidePopups(.all)
                env.clock.advance(by: 1)
                env.assertIdle("queue \(v)")
            }
        }
    }

    func testLayoutTransitionIsBounded() {
        onMain {
            let maximum = OverlayLayoutTransition.maximumDuration
            XCTAssertEqual(maximum, 10)
            for v in Self.durations {
                XCTAssertEqual(
                    OverlayLayoutTransition(duration: v, beginTime: 0)?.duration, v.isFinite && v > 0 ? maximum : nil, "\(v)")
                let env = HUDTestEnvironment()
                env.center.showWaiting(WaitingHUDConfiguration(mode: .text, label: "x"))
                env.clock.advance(by: 1)
                env.center.screenDidChange(to: ScreenMetrics.iPhone.rotated(to: .landscapeLeft), transitionDuration: v)
                env.clock.advance(by: maximum)
                let bezel = try! XCTUnwrap(env.layer("bezel"))
                XCTAssertEqual(bezel.presentation(at: env.clock.now).position, bezel.position, "\(v): arrived within the maximum")
                env.assertIdle(allowingContent: true, "layout \(v)")
            }
        }
    }
}
