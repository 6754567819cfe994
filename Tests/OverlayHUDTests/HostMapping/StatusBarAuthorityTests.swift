import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// Which controller's status bar the overlay forwards (UIKit's rule for
/// `modalPresentationCapturesStatusBarAppearance`).
final class StatusBarAuthorityTests: XCTestCase {
    typealias C = StatusBarAuthority.Controller

    /// A SwiftUI sheet (a page sheet that does not capture the status bar) leaves it to the
    /// controller that presented it; a full-screen cover or a capturing sheet takes it.
    func testASheetThatDoesNotCaptureLeavesTheStatusBarBelow() {
        let root = C(capturesStatusBar: true)
        XCTAssertEqual(StatusBarAuthority.decidingIndex(in: [root, C(capturesStatusBar: false)]), 0)
        XCTAssertEqual(StatusBarAuthority.decidingIndex(in: [root, C(capturesStatusBar: true)]), 1)
        // A full-screen cover over a sheet decides; a sheet over that cover does not.
        let chain = [root, C(capturesStatusBar: false), C(capturesStatusBar: true), C(capturesStatusBar: false)]
        XCTAssertEqual(StatusBarAuthority.decidingIndex(in: chain), 2)
    }

    /// A controller being dismissed, and what it presents, no longer decide.
    func testAControllerBeingDismissedNoLongerDecides() {
        let chain = [
            C(capturesStatusBar: true), C(capturesStatusBar: true),
            C(capturesStatusBar: true, isBeingDismissed: true), C(capturesStatusBar: true),
        ]
        XCTAssertEqual(StatusBarAuthority.decidingIndex(in: chain), 1)
        XCTAssertEqual(
            StatusBarAuthority.decidingIndex(in: [
                C(capturesStatusBar: false), C(capturesStatusBar: true, isBeingDismissed: true),
            ]),
            0, "the root decides, whatever it says")
        XCTAssertNil(StatusBarAuthority.decidingIndex(in: []))
    }
}
