import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A button in your own banner or message view is the button's tap only (issue 21, point 6): the
/// host says whether a finger is on something of the app's view that takes taps itself, and a
/// tap ending such a touch is not the element's (no `onBannerTap`, no `dismissesOnTap`, no message
/// tap); a drag from the button still swipes the element away.
///
/// The banner view is 250 × 80 at x 70…320, y 55…135 (``BannerTest/environment()``); its button
/// is at (100, 20, 100, 40) in the view, so (170…270, 75…115) on screen; the body at (100, 95).
final class ContentSlotTapTests: XCTestCase {
    static let button = HUDPoint(220, 95)
    static let body = HUDPoint(100, 95)

    /// A banner showing a view with a button, `onBannerTap` recording and `dismissesOnTap` on.
    @MainActor
    static func bannerWithButton(_ env: HUDTestEnvironment, _ log: MessageLog, id: String = "v") -> HeadlessContentView {
        let view = HeadlessContentView(size: HUDSize(250, 80))
        view.tapHandlingFrames = [HUDRect(100, 20, 100, 40)]
        env.center.bannerConfiguration.dismissesOnTap = true
        env.center.onBannerTap = { log.record("tap \($0.id)") }
        _ = BannerContentSlotTests.showSlot(env, id, view)
        return view
    }

    func testATapOnAButtonInYourBannerIsTheButtonsAlone() {
        onMain {
            let env = BannerTest.environment()
            let log = MessageLog()
            _ = Self.bannerWithButton(env, log)
            XCTAssertTrue(env.host.contentHandlesTap(at: Self.button))
            XCTAssertFalse(env.host.contentHandlesTap(at: Self.body))
            XCTAssertFalse(env.host.tap(at: Self.button), "the button's tap, not the overlay's")
            XCTAssertEqual(log.entries, [], "no onBannerTap")
            XCTAssertEqual(env.center.visibleBannerIDs, ["v"], "no dismissesOnTap")
            // The rest of the view is the banner's, as before.
            XCTAssertTrue(env.host.tap(at: Self.body))
            XCTAssertEqual(log.entries, ["tap v"])
            XCTAssertEqual(env.center.visibleBannerIDs, [], "dismissesOnTap")
        }
    }

    /// A finger on the button still pauses the banner's timer, and a drag that starts there and
    /// moves far enough still swipes the banner away; a short one springs back and taps nothing.
    func testADragFromTheButtonStillSwipesTheBannerAway() {
        onMain {
            let env = BannerTest.environment()
            let log = MessageLog()
            _ = Self.bannerWithButton(env, log)
            env.clock.advance(by: 1)
            XCTAssertTrue(env.host.deliver(.touchDown(Self.button, contentHandlesTap: true)), "the banner is touched")
            env.clock.advance(by: 10)
            XCTAssertEqual(env.center.visibleBannerIDs, ["v"], "held while touched")
            XCTAssertTrue(env.host.deliver(.panBegan(Self.button)))
            env.host.deliver(.panChanged(HUDPoint(220, 55), translation: HUDSize(0, -40)))
            env.host.deliver(.panEnded(HUDPoint(220, 55), translation: HUDSize(0, -40), velocity: HUDSize(0, -900)))
            env.host.deliver(.touchUp(HUDPoint(220, 55), contentHandlesTap: true))
            XCTAssertEqual(env.center.visibleBannerIDs, [], "swiped away")
            XCTAssertEqual(log.entries, [], "a swipe is no tap")
        }
    }

    func testATapOnAButtonInYourMessageIsTheButtonsAlone() {
        onMain {
            let env = HUDTestEnvironment()
            let log = MessageLog()
            let view = HeadlessContentView(size: HUDSize(300, 70))
            view.tapHandlingFrames = [HUDRect(240, 0, 60, 70)]
            let slot = env.host.register(view)
            var message = MessageTest.message("m", duration: .untilHidden)
            message.onTap = { log.record("tap \($0.id ?? "")") }
            env.center.showMessage(message, contentSlot: slot)
            env.clock.advance(by: 1)
            // The card is at (45, 55, 300, 70): its button at x 285…345.
            XCTAssertFalse(env.host.tap(at: HUDPoint(315, 90)))
            XCTAssertEqual(log.entries, [], "no message tap")
            XCTAssertNotNil(MessageTest.shown(env, "m"), "no tap-to-dismiss")
            XCTAssertTrue(env.host.tap(at: HUDPoint(100, 90)))
            XCTAssertEqual(log.entries, ["tap m"])
            env.clock.advance(by: 1)
            XCTAssertNil(MessageTest.shown(env, "m"), "tapped away")
        }
    }

    /// A swipe up that starts on the button of a top message's view still takes the message away.
    func testASwipeFromTheButtonStillTakesAMessageAway() {
        onMain {
            let env = HUDTestEnvironment()
            let log = MessageLog()
            let view = HeadlessContentView(size: HUDSize(300, 70))
            view.tapHandlingFrames = [HUDRect(240, 0, 60, 70)]
            var message = MessageTest.message("m", duration: .seconds(60))
            message.onTap = { log.record("tap \($0.id ?? "")") }
            env.center.showMessage(message, contentSlot: env.host.register(view))
            env.clock.advance(by: 1)
            let button = HUDPoint(315, 90)
            XCTAssertTrue(env.host.contentHandlesTap(at: button))
            env.host.deliver(.touchDown(button, contentHandlesTap: true))
            XCTAssertTrue(env.host.deliver(.panBegan(button)))
            env.host.deliver(.panChanged(HUDPoint(315, 50), translation: HUDSize(0, -40)))
            env.host.deliver(.panEnded(HUDPoint(315, 50), translation: HUDSize(0, -40), velocity: HUDSize(0, -900)))
            env.host.deliver(.touchUp(HUDPoint(315, 50), contentHandlesTap: true))
            env.clock.advance(by: 1)
            XCTAssertNil(MessageTest.shown(env, "m"), "swiped away")
            XCTAssertEqual(log.entries, [])
        }
    }

    /// A drawn banner has no content of the app's: every tap on it is its own, as before.
    func testDrawnBannersAndTapsWithoutTouchesAreTheElementsAsBefore() {
        onMain {
            let env = BannerTest.environment()
            let log = MessageLog()
            env.center.onBannerTap = { log.record("tap \($0.id)") }
            env.center.showBanner(BannerTest.info("a"))
            XCTAssertFalse(env.host.contentHandlesTap(at: HUDPoint(BannerTest.x, BannerTest.slots[0])))
            XCTAssertTrue(env.host.tap(at: HUDPoint(BannerTest.x, BannerTest.slots[0])))
            XCTAssertTrue(env.host.deliver(.tap(HUDPoint(BannerTest.x, BannerTest.slots[0]))), "a tap with no touch reported")
            XCTAssertEqual(log.entries, ["tap a", "tap a"])
        }
    }

    // MARK: Bad input

    /// A flag that changes between a finger's down and up (a control enabled or disabled meanwhile)
    /// still makes the tap the view's, either way round: a tap never runs twice.
    func testAFlagThatChangesBetweenDownAndUpStillMakesTheTapTheViews() {
        onMain {
            let env = BannerTest.environment()
            let log = MessageLog()
            _ = Self.bannerWithButton(env, log)
            for (down, up) in [(true, false), (false, true)] {
                env.host.deliver(.touchDown(Self.button, contentHandlesTap: down))
                env.host.deliver(.touchUp(Self.button, contentHandlesTap: up))
                XCTAssertFalse(env.host.deliver(.tap(Self.button)), "down \(down), up \(up)")
            }
            env.host.deliver(.touchDown(Self.button, contentHandlesTap: false))
            env.host.deliver(.touchUp(Self.button, contentHandlesTap: false))
            XCTAssertTrue(env.host.deliver(.tap(Self.button)), "neither: the banner's")
            XCTAssertEqual(log.entries, ["tap v"])
        }
    }

    /// Two fingers: one on the button makes the sequence's tap the view's, whichever lifts first;
    /// the next sequence starts afresh.
    func testTwoFingersOneOnTheButtonMakeTheTapTheViews() {
        onMain {
            let env = BannerTest.environment()
            let log = MessageLog()
            _ = Self.bannerWithButton(env, log)
            env.host.deliver(.touchDown(Self.button, contentHandlesTap: true))
            env.host.deliver(.touchDown(Self.body, contentHandlesTap: false))
            env.host.deliver(.touchUp(Self.button, contentHandlesTap: true))
            env.host.deliver(.touchUp(Self.body, contentHandlesTap: false))
            XCTAssertFalse(env.host.deliver(.tap(Self.body)))
            env.host.deliver(.touchDown(Self.body, contentHandlesTap: false))
            env.host.deliver(.touchDown(Self.body, contentHandlesTap: false))
            env.host.deliver(.touchDown(Self.button, contentHandlesTap: true))
            env.host.deliver(.touchUp(Self.button, contentHandlesTap: true))
            env.host.deliver(.touchUp(Self.body, contentHandlesTap: false))
            env.host.deliver(.touchUp(Self.body, contentHandlesTap: false))
            XCTAssertFalse(env.host.deliver(.tap(Self.body)), "the button's finger came last")
            XCTAssertEqual(log.entries, [])
            XCTAssertTrue(env.host.tap(at: Self.body), "a new sequence")
            XCTAssertEqual(log.entries, ["tap v"])
        }
    }

    /// The view's slot is released mid-touch (its banner hidden): the tap stays the button's and
    /// does not fall to the banner that moved up under the finger.
    func testASlotReleasedMidTouchKeepsTheTapTheViews() {
        onMain {
            let env = BannerTest.environment()
            let log = MessageLog()
            _ = Self.bannerWithButton(env, log)
            env.center.showBanner(BannerTest.info("b"))
            env.clock.advance(by: 1)
            env.host.deliver(.touchDown(HUDPoint(220, 80), contentHandlesTap: true))
            env.center.hideBanners(id: "v")
            env.clock.advance(by: 1)
            XCTAssertEqual(env.center.visibleBannerIDs, ["b"])
            XCTAssertFalse(env.host.contentHandlesTap(at: HUDPoint(220, 80)), "the view is gone")
            env.host.deliver(.touchUp(HUDPoint(220, 80), contentHandlesTap: false))
            XCTAssertFalse(env.host.deliver(.tap(HUDPoint(220, 80))), "not b's tap")
            XCTAssertEqual(log.entries, [])
            XCTAssertEqual(env.center.visibleBannerIDs, ["b"])
            // A finger on b itself is b's.
            XCTAssertTrue(env.host.tap(at: HUDPoint(220, 80)))
            XCTAssertEqual(log.entries, ["tap b"])
        }
    }

    /// The overlay emptied while the finger was on the button (its up never reaches the engine:
    /// the window stops taking touches): the next element's tap is its own.
    func testAnOverlayEmptiedMidTouchEndsTheSequence() {
        onMain {
            let env = BannerTest.environment()
            let log = MessageLog()
            _ = Self.bannerWithButton(env, log)
            env.host.deliver(.touchDown(Self.button, contentHandlesTap: true))
            env.center.hideBanners(id: "v")
            env.clock.advance(by: 2)
            XCTAssertFalse(env.host.isOverlayVisible)
            env.center.showBanner(BannerTest.info("a"))
            env.clock.advance(by: 1)
            XCTAssertTrue(env.host.tap(at: HUDPoint(BannerTest.x, BannerTest.slots[0])))
            XCTAssertEqual(log.entries, ["tap a"])
        }
    }

    /// Non-finite points, ups without downs and a flood of downs are read without trapping; the
    /// tap after them ends their sequence, so the next tap is the element's.
    func testBadPointsAndCountsNeitherTrapNorStick() {
        onMain {
            let env = BannerTest.environment()
            let log = MessageLog()
            _ = Self.bannerWithButton(env, log)
            env.center.bannerConfiguration.dismissesOnTap = false
            for p in [HUDPoint(.nan, 95), HUDPoint(.infinity, -.infinity), HUDPoint(-1e308, 1e308)] {
                XCTAssertFalse(env.host.contentHandlesTap(at: p))
                XCTAssertFalse(env.host.deliver(.touchDown(p, contentHandlesTap: true)))
                XCTAssertFalse(env.host.deliver(.touchUp(p, contentHandlesTap: true)))
                XCTAssertFalse(env.host.deliver(.tap(p)))
            }
            for _ in 0..<5 { env.host.deliver(.touchUp(Self.body, contentHandlesTap: false)) }
            XCTAssertTrue(env.host.tap(at: Self.body), "ups without downs count no fingers")
            for _ in 0..<10_000 { env.host.deliver(.touchDown(Self.body, contentHandlesTap: true)) }
            XCTAssertFalse(env.host.deliver(.tap(Self.body)))
            XCTAssertEqual(log.entries, ["tap v"])
            XCTAssertTrue(env.host.tap(at: Self.body), "the tap ended the flood's sequence")
            XCTAssertEqual(log.entries, ["tap v", "tap v"])
        }
    }

    /// Whether the engine takes a pan as it begins is what the UIKit host maps to cancelling the
    /// touches of the views under the finger (`OverlayWindow.gestureRecognizerShouldBegin`): a
    /// swipe on your banner's button takes the pan (the button runs no action), a drag on your
    /// popup's view does not (its slider, drawing view or SwiftUI drag keeps its touches), nor one
    /// on the popup's backdrop.
    func testOnlyAPanThatSwipesAnElementIsTheEngines() {
        onMain {
            let env = BannerTest.environment()
            _ = Self.bannerWithButton(env, MessageLog())
            env.clock.advance(by: 1)
            XCTAssertTrue(env.center.handle(.panBegan(Self.button)), "a swipe that starts on the banner's button")
            XCTAssertTrue(env.center.handle(.panCancelled))
            env.center.hideBanners(id: "v")
            env.center.showPopup(contentSlot: env.host.register(HeadlessContentView(size: HUDSize(200, 120))))
            env.clock.advance(by: 1)
            XCTAssertEqual(env.center.overlay.hitTest(HUDPoint(195, 422))?.contentSlot != nil, true, "the view's centre")
            XCTAssertFalse(env.center.handle(.panBegan(HUDPoint(195, 422))), "a drag on the popup's own view")
            XCTAssertFalse(env.center.handle(.panCancelled))
            XCTAssertFalse(env.center.handle(.panBegan(HUDPoint(10, 800))), "a drag on its backdrop")
            XCTAssertFalse(env.center.handle(.panBegan(HUDPoint(.nan, .infinity))))
        }
    }
}
