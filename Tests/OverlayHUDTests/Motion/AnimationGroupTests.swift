import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class AnimationGroupTests: XCTestCase {
    private func fade(duration: Double = 1, begin: Double = 0) throws -> HUDAnimation {
        var a = try HUDAnimation.basic("opacity", from: 0, to: 1, duration: duration)
        a.beginTime = begin
        return a
    }

    private func layer(_ group: HUDAnimation, at now: Double = 0) -> HUDLayer {
        let l = HUDLayer()
        l.opacity = 0.5  // "no effect" sentinel
        l.add(group, forKey: "g", at: now)
        return l
    }

    func testChildrenRunInGroupTimeWithBeginOffsets() throws {
        let l = layer(HUDAnimation.group([try fade(begin: 0.5)], duration: 2), at: 10)
        XCTAssertEqual(l.presentation(at: 10.25).opacity, 0.5)  // child not begun yet
        XCTAssertEqual(l.presentation(at: 11).opacity, 0.5, accuracy: 1e-12)  // child local 0.5
        XCTAssertEqual(l.presentation(at: 11.25).opacity, 0.75, accuracy: 1e-12)
        XCTAssertEqual(l.presentation(at: 11.75).opacity, 0.5)  // child ended, no fill
    }

    func testGroupSpeedWarpsChildren() throws {
        var g = HUDAnimation.group([try fade(begin: 0.5)], duration: 2)
        g.speed = 2
        let l = layer(g)
        XCTAssertEqual(l.presentation(at: 0.5).opacity, 0.5, accuracy: 1e-12)  // group time 1.0 → child 0.5
        XCTAssertEqual(l.presentation(at: 0.6).opacity, 0.7, accuracy: 1e-12)
        XCTAssertEqual(l.presentation(at: 1.0).opacity, 0.5)  // group ended at 1.0 and was removed
    }

    func testGroupTimeOffsetAndRepeat() throws {
        var g = HUDAnimation.group([try fade()], duration: 1)
        g.timeOffset = 0.25
        g.repeatCount = 2
        let l = layer(g)
        XCTAssertEqual(l.presentation(at: 0).opacity, 0.25, accuracy: 1e-12)
        XCTAssertEqual(l.presentation(at: 1.5).opacity, 0.75, accuracy: 1e-12)  // second cycle
    }

    func testGroupAutoreverse() throws {
        var g = HUDAnimation.group([try fade()], duration: 1)
        g.autoreverses = true
        let l = layer(g)
        XCTAssertEqual(l.presentation(at: 0.5).opacity, 0.5, accuracy: 1e-12)
        XCTAssertEqual(l.presentation(at: 1.25).opacity, 0.75, accuracy: 1e-12)
        XCTAssertEqual(l.presentation(at: 1.75).opacity, 0.25, accuracy: 1e-12)
    }

    func testGroupTimingFunctionWarpsChildTime() throws {
        var g = HUDAnimation.group([try fade(duration: 2)], duration: 2)
        g.timingFunction = .easeIn
        let l = layer(g)
        let expected = MotionReference.bezierY(x: 0.3, 0.42, 0, 1, 1)
        XCTAssertEqual(l.presentation(at: 0.6).opacity, expected, accuracy: 1e-6)
    }

    func testChildrenClippedToGroupDuration() throws {
        var g = HUDAnimation.group([try fade(duration: 2)], duration: 1)
        XCTAssertEqual(layer(g).presentation(at: 0.5).opacity, 0.25, accuracy: 1e-12)
        XCTAssertEqual(layer(g).presentation(at: 1.5).opacity, 0.5, "group over → child gone")
        g.fillMode = .forwards
        g.isRemovedOnCompletion = false
        // Held at the group's end: the child as it was at 1 s of its 2 s.
        XCTAssertEqual(layer(g).presentation(at: 9).opacity, 0.5, accuracy: 1e-12)
        var child = try fade(duration: 2)
        child.beginTime = 0
        let g2 = HUDAnimation.group([child], duration: 1)
        XCTAssertEqual(g2.timing.endTime, 1, "a group's end is its own, not its children's")
    }

    func testChildFillModesApplyInsideGroup() throws {
        var child = try fade(duration: 0.5, begin: 0.5)
        child.fillMode = .both
        var g = HUDAnimation.group([child], duration: 2)
        g.fillMode = .forwards
        g.isRemovedOnCompletion = false
        let l = layer(g)
        XCTAssertEqual(l.presentation(at: 0.1).opacity, 0)  // backwards fill inside the group
        XCTAssertEqual(l.presentation(at: 1.5).opacity, 1)  // forwards fill inside the group
        XCTAssertEqual(l.presentation(at: 10).opacity, 1)
    }

    func testGroupOfSeveralPropertiesAndNestedGroups() throws {
        let move = try HUDAnimation.basic("position", from: .point(HUDPoint(0, 0)), to: .point(HUDPoint(100, 0)), duration: 1)
        let inner = HUDAnimation.group([try fade()], duration: 1)
        var outer = HUDAnimation.group([move, inner], duration: 1)
        outer.speed = 0.5
        let l = layer(outer)
        let p = l.presentation(at: 1)
        XCTAssertEqual(p.position, HUDPoint(50, 0))
        XCTAssertEqual(p.opacity, 0.5, accuracy: 1e-12)
        XCTAssertNil(outer.keyPath)
    }
}
