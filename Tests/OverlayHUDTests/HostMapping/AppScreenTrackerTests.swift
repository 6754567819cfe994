import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

final class AppScreenTrackerTests: XCTestCase {
    typealias Requests = AppScreenTracker.Requests

    func testEverythingIsRefreshedOnTheFirstReadingThenOnlyWhatChanged() {
        var t = AppScreenTracker()
        let r = Requests()
        XCTAssertEqual(t.update(r, overlayShows: true), .all, "the overlay window just became the top window")
        XCTAssertEqual(t.update(r, overlayShows: true), [], "a progress tick refreshes nothing")
        var hidden = r
        hidden.statusBarHidden = true
        XCTAssertEqual(t.update(hidden, overlayShows: true), .statusBar)
        var rotated = hidden
        rotated.supportedOrientations = 2  // portrait only
        XCTAssertEqual(
            t.update(rotated, overlayShows: true), .supportedOrientations,
            "an app's setNeedsUpdateOfSupportedInterfaceOrientations reaches the overlay's controller")
        var both = rotated
        both.homeIndicatorAutoHidden = true
        both.screenEdgesDeferringSystemGestures = 4
        XCTAssertEqual(t.update(both, overlayShows: true), [.homeIndicator, .screenEdges])
    }

    func testTheAppTurningDarkWhileTheOverlayShowsRefreshesTheStatusBar() {
        var t = AppScreenTracker()
        _ = t.update(Requests(), overlayShows: true)
        var dark = Requests()
        dark.interfaceStyle = .dark
        XCTAssertEqual(t.update(dark, overlayShows: true), .statusBar, "a .default status bar resolves by the style")
    }

    func testNothingIsDueWhileEmptyAndTheNextShowStartsAfresh() {
        var t = AppScreenTracker()
        _ = t.update(Requests(), overlayShows: true)
        var changed = Requests()
        changed.statusBarStyle = 1
        XCTAssertEqual(t.update(changed, overlayShows: false), [])
        XCTAssertNil(t.last)
        XCTAssertEqual(t.update(changed, overlayShows: true), .all)
    }
}
