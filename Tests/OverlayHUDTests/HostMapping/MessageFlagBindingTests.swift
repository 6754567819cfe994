import XCTest

@testable import OverlayHUD

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
}
