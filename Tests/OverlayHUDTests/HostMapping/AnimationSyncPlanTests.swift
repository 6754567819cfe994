import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class AnimationSyncPlanTests: XCTestCase {
    private typealias E = AnimationSyncPlan.EngineAnimation

    func testFirstSyncAddsEverythingUnderItsKey() {
        let p = AnimationSyncPlan(engine: [E(key: "spin", identity: 1), E(key: nil, identity: 2)], mirrored: [:])
        XCTAssertEqual(p.removals, [])
        XCTAssertEqual(p.additions.map(\.index), [0, 1])
        XCTAssertEqual(p.additions.map(\.coreAnimationKey), ["spin", "OverlayHUD.unkeyed.2"])
        XCTAssertEqual(p.mirrored, ["spin": 1, "OverlayHUD.unkeyed.2": 2])
    }

    func testAlreadyMirroredAnimationsAreNotAddedAgain() {
        let engine = [E(key: "spin", identity: 1), E(key: nil, identity: 2)]
        let first = AnimationSyncPlan(engine: engine, mirrored: [:])
        let second = AnimationSyncPlan(engine: engine, mirrored: first.mirrored)
        XCTAssertTrue(second.isEmpty)
        XCTAssertEqual(second.mirrored, first.mirrored)
    }

    func testReplacedUnderTheSameKeyIsRemovedAndReadded() {
        let p = AnimationSyncPlan(engine: [E(key: "fade", identity: 7)], mirrored: ["fade": 3])
        XCTAssertEqual(p.removals, ["fade"])
        XCTAssertEqual(p.additions.map(\.coreAnimationKey), ["fade"])
        XCTAssertEqual(p.mirrored, ["fade": 7])
    }

    func testFinishedAnimationsAreRemoved() {
        let p = AnimationSyncPlan(engine: [], mirrored: ["fade": 3, "OverlayHUD.unkeyed.4": 4])
        XCTAssertEqual(p.removals, ["OverlayHUD.unkeyed.4", "fade"])
        XCTAssertEqual(p.additions, [])
        XCTAssertEqual(p.mirrored, [:])
    }

    func testAnimationsTheSystemDroppedAreAddedAgain() {
        let p = AnimationSyncPlan(
            engine: [E(key: "spin", identity: 1), E(key: "blink", identity: 2)],
            mirrored: ["spin": 1, "blink": 2], missing: ["spin"])
        XCTAssertEqual(p.removals, [])
        XCTAssertEqual(p.additions.map(\.coreAnimationKey), ["spin"])
    }

    func testDuplicateKeysKeepTheLatest() {
        // The engine never holds two animations under one key, but the plan must not either.
        let p = AnimationSyncPlan(engine: [E(key: "k", identity: 1), E(key: "k", identity: 2)], mirrored: [:])
        XCTAssertEqual(p.additions.map(\.index), [1])
        XCTAssertEqual(p.mirrored, ["k": 2])
    }
}
