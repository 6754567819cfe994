import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// `.message(isPresented:)`'s decisions, as the SwiftUI modifier takes them.
final class MessageFlagBindingTests: XCTestCase {
    func testTrueShowsOnceFalseHidesWhatItShowed() {
        var binding = MessageFlagBinding()
        XCTAssertEqual(binding.flagChanged(to: false, messageID: "m"), .none, "nothing shown, nothing to hide")
        XCTAssertEqual(binding.flagChanged(to: true, messageID: "m"), .show(generation: 1))
        XCTAssertEqual(binding.flagChanged(to: true, messageID: "m"), .none, "already shown")
        XCTAssertEqual(binding.flagChanged(to: false, messageID: "other"), .hide(id: "m"), "the id it showed")
        XCTAssertEqual(binding.flagChanged(to: false, messageID: "m"), .none)
    }

    func testOnlyTheLatestMessageLeavingResetsTheFlag() {
        var binding = MessageFlagBinding()
        _ = binding.flagChanged(to: true, messageID: "m")
        _ = binding.flagChanged(to: false, messageID: "m")
        XCTAssertEqual(binding.flagChanged(to: true, messageID: "m"), .show(generation: 2), "shown again while leaving")
        XCTAssertFalse(binding.messageDidHide(generation: 1), "the first one's late didHide")
        XCTAssertEqual(binding.shownID, "m", "the second still counts as shown")
        XCTAssertTrue(binding.messageDidHide(generation: 2))
        XCTAssertNil(binding.shownID)
        XCTAssertEqual(binding.flagChanged(to: true, messageID: "m"), .show(generation: 3), "and can show again")
    }

    func testAMessageLeavingByItselfLetsTheFlagShowItAgain() {
        var binding = MessageFlagBinding()
        _ = binding.flagChanged(to: true, messageID: "m")
        XCTAssertTrue(binding.messageDidHide(generation: 1), "timer, tap or swipe: the flag goes back to false")
        XCTAssertEqual(binding.flagChanged(to: false, messageID: "m"), .none, "the flag's own change hides nothing")
        XCTAssertEqual(binding.flagChanged(to: true, messageID: "m"), .show(generation: 2))
    }

    /// The view went away (popped, its tab left): an `.untilHidden` message it showed would otherwise
    /// stay with nothing left to hide it. It hides, and the flag goes back to false now, so the
    /// view coming back does not show it again; the hidden message's late didHide changes nothing.
    func testTheViewDisappearingHidesItsMessageAndResetsTheFlag() {
        var binding = MessageFlagBinding()
        XCTAssertEqual(binding.viewDisappeared(), .none, "nothing shown, nothing to hide")
        _ = binding.flagChanged(to: true, messageID: "m")
        XCTAssertEqual(binding.viewDisappeared(), .hide(id: "m"))
        XCTAssertNil(binding.shownID)
        XCTAssertEqual(binding.viewDisappeared(), .none, "hidden once")
        XCTAssertEqual(binding.flagChanged(to: false, messageID: "m"), .none, "the reset flag hides nothing more")
        XCTAssertEqual(binding.flagChanged(to: true, messageID: "m"), .show(generation: 2), "shown again later")
        XCTAssertFalse(binding.messageDidHide(generation: 1), "the hidden one's didHide leaves the new flag alone")
    }

    /// "Saved" for 1.5 s, then the screen closes: the toast finishes. Only a message that never
    /// leaves by itself is hidden with its view (`MessageDisappearance`).
    func testOnlyUntilHiddenMessagesHideWithTheirView() {
        XCTAssertTrue(MessageDisappearance.hidesOnDisappear(.untilHidden))
        XCTAssertTrue(MessageDisappearance.hidesOnDisappear(.seconds(.infinity)), "+∞ counts as until hidden")
        for timed: HUDDuration in [
            .automatic, .seconds(1.5), .seconds(0), .seconds(-1), .seconds(-.infinity), .seconds(.nan),
            .seconds(.greatestFiniteMagnitude),
        ] {
            XCTAssertFalse(MessageDisappearance.hidesOnDisappear(timed), "\(timed) leaves by itself")
        }
    }

    /// A timed message the flag showed stays when the view disappears and still counts as shown:
    /// the view coming back with the flag true does not show it twice, and its didHide resets the flag.
    func testATimedMessageOutlivesItsView() {
        var binding = MessageFlagBinding()
        _ = binding.flagChanged(to: true, messageID: "saved")
        XCTAssertEqual(binding.viewDisappeared(hidesMessage: false), .none, "not hidden")
        XCTAssertEqual(binding.shownID, "saved")
        XCTAssertEqual(binding.flagChanged(to: true, messageID: "saved"), .none, "back with the flag true: not twice")
        XCTAssertTrue(binding.messageDidHide(generation: 1), "its timer ends it: the flag goes back to false")
        XCTAssertEqual(binding.viewDisappeared(hidesMessage: false), .none)
        XCTAssertEqual(binding.viewDisappeared(hidesMessage: true), .none, "nothing shown")
    }
}
