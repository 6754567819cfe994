import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// What the UIKit host reads of the views under a finger in a content slot, and whether they take
/// the tap themselves (UIKit: a tap on a `UIButton` is the button's, not a parent's recogniser's).
final class ContentTapOwnershipTests: XCTestCase {
    typealias Facts = ContentTapOwnership.ViewFacts

    func testEnabledControlsTextInputsAndTapRecognisersTakeTheirTaps() {
        let plain = Facts()
        XCTAssertFalse(ContentTapOwnership.handlesTap([]), "no slot, or the slot's container itself")
        XCTAssertFalse(ContentTapOwnership.handlesTap([plain, plain]), "a label in the app's view")
        XCTAssertTrue(ContentTapOwnership.handlesTap([Facts(isControl: true), plain]), "a UIButton")
        XCTAssertTrue(ContentTapOwnership.handlesTap([plain, Facts(isControl: true)]), "a label inside a UIControl")
        XCTAssertTrue(ContentTapOwnership.handlesTap([Facts(isTextInput: true)]), "a UITextView")
        XCTAssertTrue(ContentTapOwnership.handlesTap([plain, Facts(enabledTapRecognizers: 1)]), "a view with its own tap")
    }

    func testDisabledControlsAndNoRecognisersDoNot() {
        XCTAssertFalse(ContentTapOwnership.handlesTap([Facts(isControl: true, isEnabled: false)]), "a disabled UIButton")
        XCTAssertFalse(
            ContentTapOwnership.handlesTap([Facts(isControl: true, isEnabled: false, isTextInput: true)]),
            "a disabled UITextField")
        XCTAssertFalse(
            ContentTapOwnership.handlesTap([Facts(isControl: true, isEnabled: false, enabledTapRecognizers: 1)]),
            "a disabled UIButton keeping a tap recogniser inside")
        XCTAssertFalse(ContentTapOwnership.handlesTap([Facts(enabledTapRecognizers: 0)]), "a SwiftUI hosting view")
        XCTAssertFalse(ContentTapOwnership.handlesTap([Facts(enabledTapRecognizers: -1)]), "a bad count is none")
        XCTAssertTrue(ContentTapOwnership.handlesTap([Facts(enabledTapRecognizers: Int.max)]))
        XCTAssertFalse(ContentTapOwnership.handlesTap([Facts(enabledTapRecognizers: Int.min)]))
    }
}
