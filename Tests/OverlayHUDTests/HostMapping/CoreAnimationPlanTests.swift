import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class CoreAnimationPlanTests: XCTestCase {
    private let conversion = MediaTimeConversion(engineNow: 100, mediaNow: 1000)

    private func plan(_ a: HUDAnimation) throws -> CoreAnimationPlan {
        try CoreAnimationPlan.make(a, conversion: conversion).get()
    }

    func testBasicCopiesEveryTimingField() throws {
        var a = try HUDAnimation.basic("transform.rotation", from: 0, to: .scalar(.pi), duration: 0.6)
        a.beginTime = 101
        a.speed = 2
        a.timeOffset = 0.1
        a.repeatCount = .infinity
        a.autoreverses = true
        a.fillMode = .both
        a.timingFunction = TimingFunction(controlPoints: 0.2, 0, 0.8, 1)
        a.isRemovedOnCompletion = true
        a.isAdditive = true
        a.isCumulative = true
        let p = try plan(a)
        XCTAssertEqual(p.kind, .basic(keyPath: "transform.rotation.z", from: .scalar(0), to: .scalar(.pi), by: nil))
        XCTAssertEqual(p.beginTime, 1001, "engine time 101 is media time 1001")
        XCTAssertEqual(p.duration, 0.6)
        XCTAssertEqual(p.speed, 2)
        XCTAssertEqual(p.timeOffset, 0.1)
        XCTAssertEqual(p.repeatCount, .infinity)
        XCTAssertEqual(p.repeatDuration, 0)
        XCTAssertTrue(p.autoreverses)
        XCTAssertEqual(p.fillMode, "both")
        XCTAssertEqual(p.timingFunction, [0.2, 0, 0.8, 1])
        XCTAssertFalse(p.isRemovedOnCompletion, "the engine decides removal")
        XCTAssertTrue(p.isAdditive)
        XCTAssertTrue(p.isCumulative)
    }

    func testKeyframeValuesTimesFunctionsAndMode() throws {
        var a = try HUDAnimation.keyframe(
            "opacity", values: [0, 1, 0.5], keyTimes: [0, 0.2, 1],
            timingFunctions: [.easeIn, .easeOut], calculationMode: .linear, duration: 2)
        a.repeatDuration = 5
        let p = try plan(a)
        XCTAssertEqual(
            p.kind,
            .keyframe(
                keyPath: "opacity", values: [.scalar(0), .scalar(1), .scalar(0.5)],
                keyTimes: [0, 0.2, 1], timingFunctions: [[0.42, 0, 1, 1], [0, 0, 0.58, 1]],
                calculationMode: "linear", path: nil))
        XCTAssertEqual(p.repeatDuration, 5)
        let discrete = try plan(HUDAnimation.keyframe("opacity", values: [0, 1], calculationMode: .discrete))
        guard case .keyframe(_, _, let times, _, let mode, _) = discrete.kind else { return XCTFail() }
        XCTAssertEqual(times, [0, 0.5, 1], "discrete has one more key time than values, as Core Animation")
        XCTAssertEqual(mode, "discrete")
        let paced = try plan(HUDAnimation.keyframe("opacity", values: [0, 1, 0], calculationMode: .paced))
        guard case .keyframe(_, _, let pacedTimes, _, "paced", _) = paced.kind else { return XCTFail() }
        XCTAssertEqual(pacedTimes, [], "paced ignores key times")
    }

    func testKeyframePath() throws {
        var path = HUDPath()
        path.move(to: HUDPoint(0, 0))
        path.addLine(to: HUDPoint(10, 0))
        let p = try plan(HUDAnimation.keyframe("position", path: path, duration: 1))
        guard case .keyframe("position", let values, _, _, "paced", let planPath) = p.kind else { return XCTFail("\(p.kind)") }
        XCTAssertEqual(values, [], "values are unused with a path")
        XCTAssertEqual(planPath, path)
    }

    /// A path's points reach Core Animation through the guard too, as keyframe values do: a
    /// `CAKeyframeAnimation.path` with NaN or infinite points moves the layer to no position.
    func testKeyframePathPointsAreGuarded() throws {
        let limit = PlatformValueGuard.limit
        var path = HUDPath()
        path.move(to: HUDPoint(0, .nan))
        path.addLine(to: HUDPoint(.infinity, 10))
        path.addQuadCurve(to: HUDPoint(5, -.infinity), control: HUDPoint(.nan, 1e30))
        path.addCurve(to: HUDPoint(1, 2), control1: HUDPoint(3, 4), control2: HUDPoint(-1e30, .nan))
        path.closeSubpath()
        let p = try plan(HUDAnimation.keyframe("position", path: path, duration: 1))
        guard case .keyframe(_, _, _, _, _, let planPath?) = p.kind else { return XCTFail("\(p.kind)") }
        var expected = HUDPath()
        expected.move(to: HUDPoint(0, 0))
        expected.addLine(to: HUDPoint(limit, 10))
        expected.addQuadCurve(to: HUDPoint(5, -limit), control: HUDPoint(0, limit))
        expected.addCurve(to: HUDPoint(1, 2), control1: HUDPoint(3, 4), control2: HUDPoint(-limit, 0))
        expected.closeSubpath()
        XCTAssertEqual(planPath, expected)
        XCTAssertEqual(PlatformValueGuard.path(expected), expected, "a safe path passes unchanged")
    }

    func testSpring() throws {
        let a = try HUDAnimation.spring("position.y", from: 0, to: 10, mass: 2, stiffness: 300, damping: 20, initialVelocity: 1)
        let p = try plan(a)
        XCTAssertEqual(
            p.kind,
            .spring(
                keyPath: "position.y", from: .scalar(0), to: .scalar(10), by: nil,
                mass: 2, stiffness: 300, damping: 20, initialVelocity: 1))
        XCTAssertEqual(p.duration, a.duration, "the settling duration the engine chose")
    }

    func testGroupChildrenKeepRelativeTimesAndTheirOwnRemoval() throws {
        var child = try HUDAnimation.basic("opacity", from: 0, to: 1, duration: 0.5)
        child.beginTime = 0.25
        child.isRemovedOnCompletion = false
        var g = HUDAnimation.group([child, try HUDAnimation.basic("position.x", to: 5)], duration: 1)
        g.beginTime = 100.5
        let p = try plan(g)
        XCTAssertEqual(p.beginTime, 1000.5)
        guard case .group(let children) = p.kind, children.count == 2 else { return XCTFail() }
        XCTAssertEqual(children[0].beginTime, 0.25, "group children stay relative")
        XCTAssertFalse(children[0].isRemovedOnCompletion)
        XCTAssertTrue(children[1].isRemovedOnCompletion)
        XCTAssertEqual(children[1].kind, .basic(keyPath: "position.x", from: nil, to: .scalar(5), by: nil))
    }

    func testTransformArithmeticCoreAnimationLeavesOpenFallsBack() throws {
        let by = try HUDAnimation.basic("transform", by: .transform(.translation(5, 0)))
        XCTAssertThrowsError(try plan(by))
        var cumulative = try HUDAnimation.basic("transform", from: .transform(.identity), to: .transform(.translation(5, 0)))
        cumulative.isCumulative = true
        XCTAssertThrowsError(try plan(cumulative))
        var keyframes = try HUDAnimation.keyframe("transform", values: [.transform(.identity), .transform(.translation(1, 0))])
        keyframes.isCumulative = true
        XCTAssertThrowsError(try plan(keyframes))
        // A group fails as a whole when one child cannot be expressed.
        XCTAssertThrowsError(try plan(HUDAnimation.group([try HUDAnimation.basic("opacity", to: 1), by])))
        // Helper key paths and plain transform from/to are fine.
        var scale = try HUDAnimation.basic("transform.scale", by: 0.5)
        scale.isCumulative = true
        XCTAssertNoThrow(try plan(scale))
        XCTAssertNoThrow(try plan(HUDAnimation.basic("transform", to: .transform(.translation(5, 0)))))
        if case .failure(let u) = CoreAnimationPlan.make(by, conversion: conversion) {
            XCTAssertEqual(u.reason, "byValue on transform")
        }
    }
}
