import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

final class OverlayCenterChoiceTests: XCTestCase {
    private typealias Choice = OverlayCenterChoice<String>

    /// A center passed to the modifier wins over everything.
    func testAGivenCenterIsUsed() {
        for scenes in [0, 1, 3] {
            for scene in [nil, "A"] {
                XCTAssertEqual(
                    Choice.choose(given: true, viewScene: scene, applicationScenes: scenes, sceneHasCenter: true), .given)
            }
        }
    }

    /// One window: the shared center (modifiers and direct calls share its count and queue); several:
    /// the view's scene's center.
    func testOneWindowSharesSeveralWindowsBindToTheViewsScene() {
        XCTAssertEqual(Choice.choose(given: false, viewScene: "A", applicationScenes: 1, sceneHasCenter: false), .shared)
        XCTAssertEqual(Choice.choose(given: false, viewScene: "A", applicationScenes: 2, sceneHasCenter: false), .scene("A"))
        XCTAssertEqual(
            Choice.choose(given: false, viewScene: "A", applicationScenes: 1, sceneHasCenter: true), .scene("A"),
            "the app made that scene's center itself")
    }

    /// Bad input: no scene yet (or no more), negative and extreme counts.
    func testBadInput() {
        for count in [Int.min, -1, 0, 1, 2, Int.max] {
            XCTAssertEqual(
                Choice.choose(given: false, viewScene: nil, applicationScenes: count, sceneHasCenter: true), .shared, "\(count)")
        }
        XCTAssertEqual(Choice.choose(given: false, viewScene: "A", applicationScenes: Int.min, sceneHasCenter: false), .shared)
        XCTAssertEqual(Choice.choose(given: false, viewScene: "A", applicationScenes: -1, sceneHasCenter: false), .shared)
        XCTAssertEqual(Choice.choose(given: false, viewScene: "", applicationScenes: Int.max, sceneHasCenter: false), .scene(""))
    }
}
