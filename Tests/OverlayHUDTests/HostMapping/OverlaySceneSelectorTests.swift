import XCTest

@testable import OverlayHUD
@testable import OverlayHUDSoftware

final class OverlaySceneSelectorTests: XCTestCase {
    private typealias S = OverlaySceneSelector.Scene

    func testFirstForegroundActiveWins() {
        let scenes = [
            S(id: 1, activation: .background), S(id: 2, activation: .foregroundInactive),
            S(id: 3, activation: .foregroundActive), S(id: 4, activation: .foregroundActive),
        ]
        XCTAssertEqual(OverlaySceneSelector.select(from: scenes, current: nil), 3)
    }

    func testMainSceneWinsAmongEquals() {
        let scenes = [S(id: 3, activation: .foregroundActive), S(id: 4, activation: .foregroundActive, isMain: true)]
        XCTAssertEqual(OverlaySceneSelector.select(from: scenes, current: nil), 4)
    }

    func testFallsBackToForegroundInactiveThenNothing() {
        XCTAssertEqual(
            OverlaySceneSelector.select(
                from: [
                    S(id: 1, activation: .background),
                    S(id: 2, activation: .foregroundInactive),
                ], current: nil), 2)
        XCTAssertNil(
            OverlaySceneSelector.select(
                from: [
                    S(id: 1, activation: .background),
                    S(id: 2, activation: .unattached),
                ], current: 1))
        XCTAssertNil(OverlaySceneSelector.select(from: [], current: nil))
    }

    func testStableWhileTheCurrentSceneStaysActive() {
        let scenes = [S(id: 1, activation: .foregroundActive, isMain: true), S(id: 2, activation: .foregroundActive)]
        XCTAssertEqual(OverlaySceneSelector.select(from: scenes, current: 2), 2)
    }

    func testMovesWhenTheCurrentSceneDeactivates() {
        let scenes = [S(id: 1, activation: .foregroundInactive), S(id: 2, activation: .foregroundActive)]
        XCTAssertEqual(OverlaySceneSelector.select(from: scenes, current: 1), 2)
        let gone = [S(id: 2, activation: .foregroundActive)]
        XCTAssertEqual(OverlaySceneSelector.select(from: gone, current: 1), 2, "a disconnected current scene is replaced")
    }

    func testNonApplicationScenesNeverHost() {
        let scenes = [
            S(id: 1, activation: .foregroundActive, isApplication: false),
            S(id: 2, activation: .foregroundInactive),
        ]
        XCTAssertEqual(OverlaySceneSelector.select(from: scenes, current: 1), 2)
        XCTAssertNil(OverlaySceneSelector.select(from: [scenes[0]], current: nil))
    }

    func testEveryActivationState() {
        let expected: [OverlaySceneSelector.Activation: Int?] = [
            .foregroundActive: 1, .foregroundInactive: 1,
            .background: nil, .unattached: nil,
        ]
        for a in OverlaySceneSelector.Activation.allCases {
            XCTAssertEqual(OverlaySceneSelector.select(from: [S(id: 1, activation: a)], current: nil), expected[a]!, "\(a)")
        }
    }
}
