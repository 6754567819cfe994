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

    /// No window is kept while nothing shows (MBProgressHUD-era code reads
    /// `UIApplication.shared.windows.last`): released when empty, made again at the next show.
    func testAWindowOnlyWhileSomethingShows() {
        var w = Lifecycle()
        XCTAssertEqual(w.windowCount, 0)
        XCTAssertEqual(w.show(in: s1), [.make(s1), .show(s1)])
        XCTAssertEqual(w.show(in: s1), [], "already showing")
        XCTAssertEqual(w.windowCount, 1)
        XCTAssertEqual(w.becameEmpty(), [.release(s1)], "released when empty")
        XCTAssertEqual(w.windowCount, 0)
        XCTAssertEqual(w.becameEmpty(), [])
        for _ in 0..<3 {
            XCTAssertEqual(w.show(in: s1), [.make(s1), .show(s1)], "a new window")
            XCTAssertEqual(w.becameEmpty(), [.release(s1)])
        }
        XCTAssertEqual(w.show(in: s2), [.make(s2), .show(s2)])
        XCTAssertEqual(w.windowCount, 1)
    }

    func testAppsWithoutScenes() {
        var w = Lifecycle()
        XCTAssertEqual(w.show(in: nil), [.make(nil), .show(nil)])
        XCTAssertEqual(w.becameEmpty(), [.release(nil)])
        XCTAssertEqual(w.show(in: nil), [.make(nil), .show(nil)])
    }

    func testTheShownWindowMovesWithTheScenes() {
        var w = Lifecycle()
        _ = w.show(in: s1)
        XCTAssertEqual(w.move(to: s1), [])
        XCTAssertEqual(w.move(to: s2), [.move(from: s1, to: s2)])
        XCTAssertEqual(w.move(to: s3), [.move(from: s2, to: s3)])
        XCTAssertEqual(w.becameEmpty(), [.release(s3)])
        XCTAssertEqual(w.move(to: s1), [], "nothing shows: nothing moves")
    }

    func testANewSceneWithAFreedScenesIdentityGetsTheDetachedWindowAttached() {
        var w = Lifecycle()
        _ = w.show(in: s1)
        // Scene 1's object was freed (the window is in no scene) and a new one has its address.
        XCTAssertEqual(w.move(to: s1, shownIsAttached: false), [.attach(s1)])
        XCTAssertEqual(w.becameEmpty(), [.release(s1)])
        XCTAssertEqual(w.move(to: s1, shownIsAttached: false), [], "nothing shows: nothing moves")
    }
}
