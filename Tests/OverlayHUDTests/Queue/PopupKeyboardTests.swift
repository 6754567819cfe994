import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Popups lay out in the part of the screen the keyboard leaves free, so a card whose fields
/// take text stays visible while the user types (UIKit apps move such popups up by hand).
final class PopupKeyboardTests: XCTestCase {
    /// A popup shown in a fresh center, its present transition over; the screen's size.
    @MainActor private static func showCard() -> (HUDTestEnvironment, TestPopup, HUDSize) {
        let env = HUDTestEnvironment()
        let popup = TestPopup("card")
        env.center.showPopup(popup)
        env.clock.advance(by: 1)
        return (env, popup, env.center.overlay.size)
    }

    func testAPopupMovesAboveTheKeyboardAndBackWhenItHides() {
        onMain {
            let (env, popup, screen) = Self.showCard()
            XCTAssertEqual(popup.content.position, HUDPoint(screen.width / 2, screen.height / 2))

            let keyboardTop = screen.height - 336
            env.center.keyboardDidChange(to: HUDRect(0, keyboardTop, screen.width, 336))
            env.clock.advance(by: 1)
            XCTAssertEqual(popup.content.position, HUDPoint(screen.width / 2, keyboardTop / 2), "centred above the keyboard")
            XCTAssertEqual(
                env.layer("popupBackdrop")?.frame, HUDRect(origin: .zero, size: screen), "the backdrop still covers the screen")

            env.center.keyboardDidChange(to: nil)
            env.clock.advance(by: 1)
            XCTAssertEqual(popup.content.position, HUDPoint(screen.width / 2, screen.height / 2))
        }
    }

    func testAPopupShownWhileTheKeyboardIsUpStartsAboveIt() {
        onMain {
            let env = HUDTestEnvironment()
            let screen = env.center.overlay.size
            env.center.keyboardDidChange(to: HUDRect(0, screen.height - 300, screen.width, 300))
            let popup = TestPopup("card")
            env.center.showPopup(popup)
            env.clock.advance(by: 1)
            XCTAssertEqual(popup.content.position, HUDPoint(screen.width / 2, (screen.height - 300) / 2))
        }
    }

    /// A popup showing the app's own view rises above the keyboard as the card does (a text field in
    /// it stays in sight while the user types): measured again within the space the keyboard
    /// leaves (less the 16-point margins), a view taller than that clamped to it, and centred
    /// there; back in the middle when the keyboard goes.
    func testAPopupWithYourOwnViewRisesAboveTheKeyboard() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let screen = env.center.overlay.size
            let proposals = ProposalLog()
            let form = HeadlessContentView { proposal in
                proposals.last = proposal
                return HUDSize(300, 600)
            }
            env.center.showPopup(contentSlot: env.host.register(form))
            env.clock.advance(by: 1)
            let slot = try XCTUnwrap(env.layer("contentSlot"))
            XCTAssertEqual(slot.bounds.size, HUDSize(300, 600))
            XCTAssertEqual(slot.position, HUDPoint(screen.width / 2, screen.height / 2))

            let keyboardTop = screen.height - 336
            env.center.keyboardDidChange(to: HUDRect(0, keyboardTop, screen.width, 336))
            env.clock.advance(by: 1)
            XCTAssertEqual(proposals.last, HUDSize(screen.width - 32, keyboardTop - 32), "measured within the space left")
            XCTAssertEqual(slot.bounds.size, HUDSize(300, keyboardTop - 32), "clamped to it")
            XCTAssertEqual(slot.position, HUDPoint(screen.width / 2, keyboardTop / 2), "centred above the keyboard")
            XCTAssertLessThanOrEqual(slot.frame.maxY, keyboardTop)

            env.center.keyboardDidChange(to: nil)
            env.clock.advance(by: 1)
            XCTAssertEqual(slot.bounds.size, HUDSize(300, 600))
            XCTAssertEqual(slot.position, HUDPoint(screen.width / 2, screen.height / 2))
        }
    }

    /// A popup moves with the keyboard: over the keyboard's own duration and at its pace (its
    /// curve), from where it was, not in a jump; and back down the same way.
    func testAPopupMovesWithTheKeyboardsAnimation() {
        onMain {
            let (env, popup, screen) = Self.showCard()
            let keyboard = KeyboardAnimation(duration: 0.25, curve: KeyboardAnimation.keyboardCurve)
            env.center.keyboardDidChange(to: HUDRect(0, screen.height - 336, screen.width, 336), animation: keyboard)
            let start = env.clock.now
            guard let move = popup.content.animationEntries.last?.animation else {
                return XCTFail("the popup moves, it does not jump")
            }
            XCTAssertEqual(move.duration, 0.25)
            XCTAssertEqual(move.timingFunction, keyboard.timingFunction)
            XCTAssertEqual(move.beginTime, start)
            XCTAssertTrue(move.isAdditive)
            let halfway = popup.content.presentation(at: start + 0.125).position.y
            XCTAssertLessThan(halfway, screen.height / 2, "on its way up")
            XCTAssertGreaterThan(halfway, (screen.height - 336) / 2)
            env.clock.advance(by: 0.25)
            XCTAssertEqual(popup.content.presentation(at: env.clock.now).position.y, (screen.height - 336) / 2, accuracy: 1e-9)

            env.center.keyboardDidChange(to: nil, animation: KeyboardAnimation(duration: 0.3, curve: 0))
            XCTAssertEqual(popup.content.animationEntries.last?.animation.timingFunction, .easeInEaseOut)
            env.clock.advance(by: 1)
            XCTAssertEqual(popup.content.position.y, screen.height / 2)
        }
    }

    /// The keyboard's curves: the named ones map to Core Animation's presets, its own (7) and any
    /// other to a Bézier close to it; a duration that is not positive makes no move.
    func testTheKeyboardsCurvesAndBadDurations() {
        XCTAssertEqual(KeyboardAnimation(duration: 1, curve: 0).timingFunction, .easeInEaseOut)
        XCTAssertEqual(KeyboardAnimation(duration: 1, curve: 1).timingFunction, .easeIn)
        XCTAssertEqual(KeyboardAnimation(duration: 1, curve: 2).timingFunction, .easeOut)
        XCTAssertEqual(KeyboardAnimation(duration: 1, curve: 3).timingFunction, .linear)
        let own = TimingFunction(controlPoints: 0.38, 0.7, 0.125, 1)
        for curve in [7, 4, -1, Int.max, Int.min] {
            XCTAssertEqual(KeyboardAnimation(duration: 1, curve: curve).timingFunction, own)
        }
        for bad in [0, -1, Double.nan, .infinity, -.infinity] {
            XCTAssertNil(KeyboardAnimation(duration: bad).transition(beginTime: 0), "\(bad)")
        }
        XCTAssertEqual(
            KeyboardAnimation(duration: 1e300).transition(beginTime: 0)?.duration, OverlayLayoutTransition.maximumDuration)
    }
}

/// The last size a view was asked to fit in.
@MainActor
private final class ProposalLog { var last: HUDSize? }
