import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

final class OverlaySceneBindingTests: XCTestCase {
    /// The bound session's index among the connected scenes: the first match; none when unbound,
    /// gone, or among no scenes.
    func testPreferredIndexFollowsTheSession() {
        let binding = OverlaySceneBinding(sessionID: "B")
        XCTAssertEqual(binding.preferredIndex(amongSessions: ["A", "B", "C"]), 1)
        XCTAssertEqual(binding.preferredIndex(amongSessions: ["B", "B"]), 0, "duplicates: the first")
        XCTAssertNil(binding.preferredIndex(amongSessions: ["A", "C"]), "disconnected")
        XCTAssertNil(binding.preferredIndex(amongSessions: []))
        XCTAssertNil(OverlaySceneBinding(sessionID: nil).preferredIndex(amongSessions: ["A", ""]), "unbound prefers nothing")
        XCTAssertEqual(
            OverlaySceneBinding(sessionID: "").preferredIndex(amongSessions: ["A", ""]), 1, "the empty string is an id")
    }

    /// The bound scene disconnecting while the overlay shows withdraws the window once; the overlay
    /// may show again after it has been empty.
    func testWithdrawsWithItsSceneUntilEmpty() {
        var binding = OverlaySceneBinding(sessionID: "A")
        XCTAssertFalse(binding.isWithdrawn)
        XCTAssertTrue(binding.sceneDidDisconnect(sessionID: "A", overlayShows: true))
        XCTAssertTrue(binding.isWithdrawn)
        XCTAssertFalse(binding.sceneDidDisconnect(sessionID: "A", overlayShows: true), "once")
        binding.overlayDidBecomeEmpty()
        XCTAssertFalse(binding.isWithdrawn, "the next show falls back (or returns)")
        binding.overlayDidBecomeEmpty()
        XCTAssertFalse(binding.isWithdrawn)
    }

    /// Other scenes, an empty overlay, an unbound host: nothing withdraws.
    func testOtherDisconnectionsChangeNothing() {
        var binding = OverlaySceneBinding(sessionID: "A")
        XCTAssertFalse(binding.sceneDidDisconnect(sessionID: "B", overlayShows: true), "another scene")
        XCTAssertFalse(binding.sceneDidDisconnect(sessionID: "", overlayShows: true))
        XCTAssertFalse(binding.sceneDidDisconnect(sessionID: "A", overlayShows: false), "nothing shows: nothing to withdraw")
        XCTAssertFalse(binding.isWithdrawn)
        var unbound = OverlaySceneBinding(sessionID: nil)
        XCTAssertFalse(unbound.sceneDidDisconnect(sessionID: "A", overlayShows: true), "HUDCenter.shared moves on, as before")
        XCTAssertFalse(unbound.isWithdrawn)
    }
}
