import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

final class OverlayWindowLifecycleTests: XCTestCase {
    typealias Lifecycle = OverlayWindowLifecycle

    /// Stand-ins for the host's scene objects; scene `n` is `objects[n]`.
    private let objects = (0...3).map { _ in SceneStandIn() }
    private final class SceneStandIn {}
    private var s1: ObjectIdentifier { ObjectIdentifier(objects[1]) }
    private var s2: ObjectIdentifier { ObjectIdentifier(objects[2]) }
    private var s3: ObjectIdentifier { ObjectIdentifier(objects[3]) }

    func testOneWindowPerSceneReusedOverShowHideCycles() {
        var w = Lifecycle()
        XCTAssertEqual(w.show(in: s1), [.make(s1), .show(s1)])
        XCTAssertEqual(w.show(in: s1), [], "already showing")
        XCTAssertEqual(w.becameEmpty(), [.hideAndDetach(s1)], "hidden and detached from its scene when empty")
        XCTAssertEqual(w.becameEmpty(), [])
        for _ in 0..<3 {
            XCTAssertEqual(w.show(in: s1), [.attach(s1), .show(s1)], "the kept window, not a new one")
            XCTAssertEqual(w.becameEmpty(), [.hideAndDetach(s1)])
        }
        XCTAssertEqual(w.show(in: s2), [.make(s2), .show(s2)], "another scene gets its own window")
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
        _ = w.show(in: s2)
        _ = w.becameEmpty()
        _ = w.show(in: s1)
        XCTAssertEqual(w.move(to: s1), [])
        XCTAssertEqual(w.move(to: s2), [.discard(s2), .move(from: s1, to: s2)], "scene 2's idle window gives way")
        XCTAssertEqual(w.kept, [s2])
        XCTAssertEqual(w.becameEmpty(), [.hideAndDetach(s2)])
        XCTAssertEqual(w.move(to: s3), [], "nothing shows: nothing moves")
    }

    func testANewSceneWithAFreedScenesIdentityGetsTheDetachedWindowAttached() {
        var w = Lifecycle()
        _ = w.show(in: s1)
        // Scene 1's object was freed (the window is in no scene) and a new one has its address.
        XCTAssertEqual(w.move(to: s1, shownIsAttached: false), [.attach(s1)])
        XCTAssertEqual(w.kept, [s1])
        XCTAssertEqual(w.becameEmpty(), [.hideAndDetach(s1)])
        XCTAssertEqual(w.move(to: s1, shownIsAttached: false), [], "nothing shows: nothing moves")
    }

    func testWindowsOfDisconnectedScenesAreDropped() {
        var w = Lifecycle()
        _ = w.show(in: s1)
        _ = w.becameEmpty()
        _ = w.show(in: s2)
        XCTAssertEqual(w.keepOnly(connected: [s3]), [.discard(s1)], "the shown window stays")
        XCTAssertEqual(w.kept, [s2])
        _ = w.becameEmpty()
        XCTAssertEqual(w.keepOnly(connected: [s2]), [])
        XCTAssertEqual(w.show(in: s2), [.attach(s2), .show(s2)])
    }
}
