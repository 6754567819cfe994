import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
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

    /// iPad with two windows: Notification Center, Control Center or the app switcher make the
    /// HUD's scene inactive (and the other window may be the active one): it stays; it moves only
    /// when its scene goes to the background or disconnects.
    func testKeepsAnInactiveCurrentSceneMovesOnBackgroundOrDisconnect() {
        let inactive = [S(id: 1, activation: .foregroundInactive), S(id: 2, activation: .foregroundActive, isMain: true)]
        XCTAssertEqual(OverlaySceneSelector.select(from: inactive, current: 1), 1, "inactive: stays")
        let bothInactive = [S(id: 1, activation: .foregroundInactive), S(id: 2, activation: .foregroundInactive, isMain: true)]
        XCTAssertEqual(OverlaySceneSelector.select(from: bothInactive, current: 1), 1, "the app switcher: stays")
        let background = [S(id: 1, activation: .background), S(id: 2, activation: .foregroundActive)]
        XCTAssertEqual(OverlaySceneSelector.select(from: background, current: 1), 2, "background: moves")
        let unattached = [S(id: 1, activation: .unattached), S(id: 2, activation: .foregroundInactive)]
        XCTAssertEqual(OverlaySceneSelector.select(from: unattached, current: 1), 2, "unattached: moves")
        let gone = [S(id: 2, activation: .foregroundActive)]
        XCTAssertEqual(OverlaySceneSelector.select(from: gone, current: 1), 2, "a disconnected current scene is replaced")
        XCTAssertEqual(OverlaySceneSelector.select(from: inactive, current: 9), 2, "an unknown current: the active one")
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

    // MARK: A preferred scene (HUDCenter.center(for:))

    /// The bound scene hosts while connected, in every state but unattached — also beside an
    /// active window (Split View) and in the background — whatever the current scene and the main one.
    func testAPreferredSceneHostsWhileConnected() {
        for a in [OverlaySceneSelector.Activation.foregroundActive, .foregroundInactive, .background] {
            let scenes = [S(id: 1, activation: .foregroundActive, isMain: true), S(id: 2, activation: a)]
            XCTAssertEqual(OverlaySceneSelector.select(from: scenes, current: nil, preferred: 2), 2, "\(a)")
            XCTAssertEqual(
                OverlaySceneSelector.select(from: scenes, current: 1, preferred: 2), 2, "\(a): moves from the active one")
            XCTAssertEqual(OverlaySceneSelector.select(from: scenes, current: 2, preferred: 2), 2, "\(a): stays")
        }
    }

    /// When the bound scene is not connected (gone, unattached, unknown id), today's rule applies;
    /// when it is connected again the overlay returns to it.
    func testFallsBackWhileThePreferredSceneIsGoneAndReturns() {
        let others = [S(id: 1, activation: .foregroundInactive), S(id: 3, activation: .foregroundActive)]
        XCTAssertEqual(OverlaySceneSelector.select(from: others, current: nil, preferred: 2), 3, "disconnected: the active one")
        XCTAssertEqual(OverlaySceneSelector.select(from: others, current: 1, preferred: 2), 1, "the inactive current one stays")
        let unattached = others + [S(id: 2, activation: .unattached)]
        XCTAssertEqual(
            OverlaySceneSelector.select(from: unattached, current: nil, preferred: 2), 3, "unattached is not connected")
        let back = others + [S(id: 2, activation: .foregroundInactive)]
        XCTAssertEqual(OverlaySceneSelector.select(from: back, current: 3, preferred: 2), 2, "reconnected: back to it")
    }

    /// Bad input: unknown, negative and extreme ids, duplicates, an empty list, background-only
    /// lists, a preferred scene that is not an application scene.
    func testPreferredBadInput() {
        let scenes = [S(id: 1, activation: .foregroundInactive), S(id: 3, activation: .foregroundActive)]
        for id in [Int.min, -1, 0, 2, Int.max] {
            XCTAssertEqual(
                OverlaySceneSelector.select(from: scenes, current: nil, preferred: id), 3, "unknown \(id): today's rule")
        }
        XCTAssertNil(OverlaySceneSelector.select(from: [], current: nil, preferred: 1), "no scenes: none")
        XCTAssertNil(OverlaySceneSelector.select(from: [], current: 1, preferred: 1))
        let duplicates = [
            S(id: 5, activation: .background), S(id: 5, activation: .foregroundActive), S(id: 6, activation: .foregroundActive),
        ]
        XCTAssertEqual(
            OverlaySceneSelector.select(from: duplicates, current: 6, preferred: 5), 5,
            "a duplicated id still names a connected scene")
        let background = [S(id: 1, activation: .background), S(id: 2, activation: .background)]
        XCTAssertEqual(OverlaySceneSelector.select(from: background, current: nil, preferred: 2), 2, "bound: waits in its scene")
        XCTAssertNil(
            OverlaySceneSelector.select(from: background, current: nil, preferred: 9), "unbound rule: no background host")
        let external = [S(id: 1, activation: .foregroundActive, isApplication: false), S(id: 2, activation: .foregroundInactive)]
        XCTAssertEqual(OverlaySceneSelector.select(from: external, current: nil, preferred: 1), 2, "never an external display")
    }
}
