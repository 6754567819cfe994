import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class KeyframeAnimationTests: XCTestCase {
    func testLinearWithKeyTimes() throws {
        let a = try HUDAnimation.keyframe("opacity", values: [0, 10, 30], keyTimes: [0, 0.25, 1], duration: 1)
        for (t, v) in [(0.0, 0.0), (0.125, 5), (0.25, 10), (0.625, 20), (0.999, 10 + 20 * 0.749 / 0.75)] {
            XCTAssertEqual(scalar(a.value(at: t)), v, accuracy: 1e-9, "t=\(t)")
        }
    }

    func testLinearEvenlySpacedByDefault() throws {
        let a = try HUDAnimation.keyframe("opacity", values: [0, 10, 30], duration: 2)
        XCTAssertEqual(scalar(a.value(at: 0.5)), 5, accuracy: 1e-12)
        XCTAssertEqual(scalar(a.value(at: 1.5)), 20, accuracy: 1e-12)
    }

    func testKeyTimesNotStartingAtZeroHoldFirstValue() throws {
        let a = try HUDAnimation.keyframe("opacity", values: [1, 3], keyTimes: [0.5, 1], duration: 1)
        XCTAssertEqual(scalar(a.value(at: 0.25)), 1)
        XCTAssertEqual(scalar(a.value(at: 0.75)), 2)
    }

    func testEqualKeyTimesJump() throws {
        let a = try HUDAnimation.keyframe("opacity", values: [0, 1, 5, 6], keyTimes: [0, 0.5, 0.5, 1], duration: 1)
        XCTAssertEqual(scalar(a.value(at: 0.25)), 0.5, accuracy: 1e-12)
        XCTAssertEqual(scalar(a.value(at: 0.75)), 5.5, accuracy: 1e-12)
    }

    func testDiscrete() throws {
        let a = try HUDAnimation.keyframe("opacity", values: [1, 2, 3], calculationMode: .discrete, duration: 1)
        var held = a
        held.fillMode = .forwards
        held.isRemovedOnCompletion = false
        for (t, v) in [(0.0, 1.0), (0.2, 1), (0.34, 2), (0.66, 2), (0.7, 3), (0.99, 3)] {
            XCTAssertEqual(scalar(a.value(at: t)), v, "t=\(t)")
        }
        XCTAssertEqual(scalar(held.value(at: 1)), 3)
        let b = try HUDAnimation.keyframe(
            "opacity", values: [1, 2, 3], keyTimes: [0, 0.5, 0.9, 1],
            calculationMode: .discrete, duration: 1)
        XCTAssertEqual(scalar(b.value(at: 0.6)), 2)
        XCTAssertEqual(scalar(b.value(at: 0.95)), 3)
        let c = try HUDAnimation.keyframe(
            "opacity", values: [1, 2, 3], keyTimes: [0, 0.5, 0.9], calculationMode: .discrete, duration: 1)
        XCTAssertEqual(scalar(c.value(at: 0.89)), 2)
        XCTAssertEqual(scalar(c.value(at: 0.9)), 3)
    }

    func testPacedScalarsMoveAtConstantSpeed() throws {
        // Distances 10 and 30: the second segment takes three times as long; key times are ignored.
        let a = try HUDAnimation.keyframe(
            "opacity", values: [0, 10, 40], keyTimes: [0, 0.9, 1],
            timingFunctions: [.easeIn, .easeOut], calculationMode: .paced, duration: 1)
        for i in 0..<10 {
            let t = Double(i) / 10
            XCTAssertEqual(scalar(a.value(at: t)), 40 * t, accuracy: 1e-9, "t=\(t)")
        }
    }

    func testPacedPoints() throws {
        let a = try HUDAnimation.keyframe(
            "position", values: [.point(HUDPoint(0, 0)), .point(HUDPoint(3, 4)), .point(HUDPoint(3, 14))],
            calculationMode: .paced, duration: 3)
        let p = point(a.value(at: 1))  // 5 of 15
        XCTAssertEqual(p.x, 3, accuracy: 1e-12)
        XCTAssertEqual(p.y, 4, accuracy: 1e-12)
        let q = point(a.value(at: 2))  // 10 of 15
        XCTAssertEqual(q.x, 3, accuracy: 1e-12)
        XCTAssertEqual(q.y, 9, accuracy: 1e-12)
    }

    func testPerSegmentTimingFunctions() throws {
        let a = try HUDAnimation.keyframe("opacity", values: [0, 10, 20], timingFunctions: [.easeIn, .linear], duration: 1)
        XCTAssertEqual(scalar(a.value(at: 0.25)), 10 * MotionReference.bezierY(x: 0.5, 0.42, 0, 1, 1), accuracy: 1e-5)
        XCTAssertEqual(scalar(a.value(at: 0.75)), 15, accuracy: 1e-12)
        // The animation's own timing function applies first, to the whole.
        var b = a
        b.timingFunction = .easeOut
        let warped = MotionReference.bezierY(x: 0.6, 0, 0, 0.58, 1)
        XCTAssertEqual(scalar(b.value(at: 0.6)), 10 + 20 * (warped - 0.5), accuracy: 1e-5)
    }

    private var square: HUDPath {
        var p = HUDPath()
        p.move(to: HUDPoint(0, 0))
        p.addLine(to: HUDPoint(100, 0))
        p.addLine(to: HUDPoint(100, 100))
        p.addLine(to: HUDPoint(0, 100))
        p.closeSubpath()
        return p
    }

    func testPathPaced() throws {
        let a = try HUDAnimation.keyframe("position", path: square, duration: 1)
        for (t, x, y) in [(0.0, 0.0, 0.0), (0.125, 50, 0), (0.375, 100, 50), (0.5, 100, 100), (0.875, 0, 50), (0.9999, 0, 0.04)] {
            let p = point(a.value(at: t))
            XCTAssertEqual(p.x, x, accuracy: 1e-9, "t=\(t)")
            XCTAssertEqual(p.y, y, accuracy: 1e-9, "t=\(t)")
        }
    }

    func testPathLinearGivesEachElementEqualTime() throws {
        var p = HUDPath()
        p.move(to: HUDPoint(0, 0))
        p.addLine(to: HUDPoint(100, 0))
        p.addLine(to: HUDPoint(100, 10))
        let linear = try HUDAnimation.keyframe("position", path: p, calculationMode: .linear, duration: 1)
        XCTAssertEqual(point(linear.value(at: 0.25)), HUDPoint(50, 0))
        XCTAssertEqual(point(linear.value(at: 0.75)), HUDPoint(100, 5))
        let paced = try HUDAnimation.keyframe("position", path: p, calculationMode: .paced, duration: 1)
        let q = point(paced.value(at: 0.75))  // 82.5 of 110
        XCTAssertEqual(q.x, 82.5, accuracy: 1e-9)
        XCTAssertEqual(q.y, 0, accuracy: 1e-9)
        let discrete = try HUDAnimation.keyframe("position", path: p, calculationMode: .discrete, duration: 1)
        XCTAssertEqual(point(discrete.value(at: 0.2)), HUDPoint(0, 0))
        XCTAssertEqual(point(discrete.value(at: 0.5)), HUDPoint(100, 0))
        XCTAssertEqual(point(discrete.value(at: 0.9)), HUDPoint(100, 10))
    }

    func testPathAlongCurveHasConstantSpeed() throws {
        var p = HUDPath()
        p.addArc(center: HUDPoint(0, 0), radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let a = try HUDAnimation.keyframe("position", path: p, duration: 1)
        var previous = point(a.value(at: 0))
        XCTAssertEqual(previous.x, 100, accuracy: 1e-9)
        let expectedStep = (Double.pi / 2 * 100) / 20
        for i in 1...20 {
            let q = point(a.value(at: Double(i) / 20 - (i == 20 ? 1e-12 : 0)))
            XCTAssertEqual(q.distance(to: HUDPoint(0, 0)), 100, accuracy: 0.1)
            XCTAssertEqual(q.distance(to: previous), expectedStep, accuracy: expectedStep * 0.01, "step \(i)")
            previous = q
        }
    }

    func testKeyframeOnLayerDrivesPosition() throws {
        let l = HUDLayer()
        l.add(try HUDAnimation.keyframe("position", path: square, duration: 4), forKey: "orbit", at: 100)
        XCTAssertEqual(l.presentation(at: 101).position, HUDPoint(100, 0))
    }
}
