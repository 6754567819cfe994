import XCTest

@testable import OverlayHUD

final class OverlayWindowLifecycleTests: XCTestCase {
    typealias Lifecycle = OverlayWindowLifecycle<Int>

    func testOneWindowPerSceneReusedOverShowHideCycles() {
        var w = Lifecycle()
        XCTAssertEqual(w.show(in: 1), [.make(1), .show(1)])
        XCTAssertEqual(w.show(in: 1), [], "already showing")
        XCTAssertEqual(w.becameEmpty(), [.hideAndDetach(1)], "hidden and detached from its scene when empty")
        XCTAssertEqual(w.becameEmpty(), [])
        for _ in 0..<3 {
            XCTAssertEqual(w.show(in: 1), [.attach(1), .show(1)], "the kept window, not a new one")
            XCTAssertEqual(w.becameEmpty(), [.hideAndDetach(1)])
        }
        XCTAssertEqual(w.show(in: 2), [.make(2), .show(2)], "another scene gets its own window")
        XCTAssertEqual(w.kept.count, 2)
    }

    func testAppsWithoutScenesKeepOneScreenWindow() {
        var w = Lifecycle()
        XCTAssertEqual(w.show(in: nil), [.make(nil), .show(nil)])
        XCTAssertEqual(w.becameEmpty(), [.hideAndDetach(nil)])
        XCTAssertEqual(w.show(in: nil), [.attach(nil), .show(nil)])
    }

    func testMovingReKeysTheWindowAndKeepsOnePerScene() {
        var w = Lifecycle()
        _ = w.show(in: 2)
        _ = w.becameEmpty()
        _ = w.show(in: 1)
        XCTAssertEqual(w.move(to: 1), [])
        XCTAssertEqual(w.move(to: 2), [.discard(2), .move(from: 1, to: 2)], "scene 2's idle window gives way")
        XCTAssertEqual(w.kept, [.init(id: 2)])
        XCTAssertEqual(w.becameEmpty(), [.hideAndDetach(2)])
        XCTAssertEqual(w.move(to: 3), [], "nothing shows: nothing moves")
    }

    func testWindowsOfDisconnectedScenesAreDropped() {
        var w = Lifecycle()
        _ = w.show(in: 1)
        _ = w.becameEmpty()
        _ = w.show(in: 2)
        XCTAssertEqual(w.keepOnly(connected: [3]), [.discard(1)], "the shown window stays")
        XCTAssertEqual(w.kept, [.init(id: 2)])
        _ = w.becameEmpty()
        XCTAssertEqual(w.keepOnly(connected: [2]), [])
        XCTAssertEqual(w.show(in: 2), [.attach(2), .show(2)])
    }
}
