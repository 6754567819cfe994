import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class BasicAnimationTests: XCTestCase {
    private func layer(x: Double) -> HUDLayer {
        let l = HUDLayer()
        l.position = HUDPoint(x, 0)
        return l
    }

    func testFromToByCombinations() throws {
        // Model position.x is 100; sampled at the midpoint of a 1 s animation added at 0.
        let cases: [(String, AnimationValue?, AnimationValue?, AnimationValue?, Double)] = [
            ("from to", 0, 10, nil, 5),
            ("from by", 20, nil, 10, 25),
            ("by to", nil, 40, 10, 35),
            ("from only → model", 0, nil, nil, 50),
            ("to only ← model", nil, 0, nil, 50),
            ("by only", nil, nil, 10, 105),
            ("none", nil, nil, nil, 100),
            ("all three: by ignored", 0, 10, 1000, 5),
        ]
        for (name, from, to, by, expected) in cases {
            let l = layer(x: 100)
            l.add(try HUDAnimation.basic("position.x", from: from, to: to, by: by, duration: 1), forKey: nil, at: 0)
            XCTAssertEqual(l.presentation(at: 0.5).position.x, expected, accuracy: 1e-12, name)
        }
    }

    func testCumulativeRotationReaches540DegreesAfterThreeCycles() throws {
        var spin = try HUDAnimation.basic("transform.rotation.z", from: 0, to: .scalar(.pi), duration: 1)
        spin.repeatCount = 3
        spin.isCumulative = true
        spin.fillMode = .forwards
        spin.isRemovedOnCompletion = false
        XCTAssertEqual(scalar(spin.value(at: 0.5)), .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(scalar(spin.value(at: 1.5)), 1.5 * .pi, accuracy: 1e-12)
        XCTAssertEqual(scalar(spin.value(at: 2.5)), 2.5 * .pi, accuracy: 1e-12)
        XCTAssertEqual(scalar(spin.value(at: 3)), 3 * .pi, accuracy: 1e-12)  // 540°
        XCTAssertEqual(scalar(spin.value(at: 30)), 3 * .pi, accuracy: 1e-12)
        let l = HUDLayer()
        l.add(spin, forKey: "spin", at: 0)
        assertTransform(l.presentation(at: 3).transform, .rotation(3 * .pi))
        assertTransform(l.presentation(at: 1.25).transform, .rotation(1.25 * .pi))
    }

    func testCumulativeInfiniteHalfTurns() throws {
        var spin = try HUDAnimation.basic("transform.rotation", from: 0, to: .scalar(.pi), duration: 0.5)
        spin.repeatCount = .infinity
        spin.isCumulative = true
        XCTAssertEqual(scalar(spin.value(at: 10.25)), 20.5 * .pi, accuracy: 1e-9)
    }

    func testCumulativeNonRotation() throws {
        var a = try HUDAnimation.basic("position", from: .point(HUDPoint(0, 0)), to: .point(HUDPoint(10, 5)), duration: 1)
        a.repeatCount = 2
        a.isCumulative = true
        XCTAssertEqual(point(a.value(at: 1.5)), HUDPoint(15, 7.5))
    }

    func testAdditiveAddsToModelAndStacksInOrder() throws {
        let l = layer(x: 100)
        var a = try HUDAnimation.basic("position.x", from: 0, to: 10, duration: 1)
        a.isAdditive = true
        var b = try HUDAnimation.basic("position.x", from: 0, to: 20, duration: 1)
        b.isAdditive = true
        l.add(a, forKey: "a", at: 0)
        XCTAssertEqual(l.presentation(at: 0.5).position.x, 105)
        l.add(b, forKey: "b", at: 0)
        XCTAssertEqual(l.presentation(at: 0.5).position.x, 115)
        XCTAssertEqual(scalar(a.value(at: 0.5, current: .scalar(100))), 105)
        XCTAssertEqual(l.position.x, 100, "the model is untouched")
    }

    func testNonAdditiveLaterAnimationWins() throws {
        let l = layer(x: 100)
        l.add(try HUDAnimation.basic("position.x", from: 0, to: 10, duration: 1), forKey: "a", at: 0)
        l.add(try HUDAnimation.basic("position.x", from: 50, to: 60, duration: 1), forKey: "b", at: 0)
        XCTAssertEqual(l.presentation(at: 0.5).position.x, 55)
        // A "to only" animation starts from the value of the animations beneath it.
        let m = layer(x: 100)
        m.add(try HUDAnimation.basic("position.x", from: 0, to: 10, duration: 1), forKey: "a", at: 0)
        m.add(try HUDAnimation.basic("position.x", to: 20, duration: 1), forKey: "b", at: 0)
        XCTAssertEqual(m.presentation(at: 0.5).position.x, 12.5)
    }

    func testAdditiveRotationOverModelRotation() throws {
        let l = HUDLayer()
        l.transform = .rotation(.pi / 4)
        var a = try HUDAnimation.basic("transform.rotation.z", from: 0, to: .scalar(.pi / 2), duration: 1)
        a.isAdditive = true
        l.add(a, forKey: nil, at: 0)
        assertTransform(l.presentation(at: 0.5).transform, .rotation(.pi / 2))
    }

    func testAdditiveTransformMatrixConcatenates() throws {
        let l = HUDLayer()
        l.transform = .translation(10, 0)
        var a = try HUDAnimation.basic("transform", from: .transform(.identity), to: .transform(.scale(3, 3)), duration: 1)
        a.isAdditive = true
        l.add(a, forKey: nil, at: 0)
        assertTransform(
            l.presentation(at: 1 - 1e-12).transform, HUDTransform3D.scale(3, 3).concatenating(.translation(10, 0)), accuracy: 1e-9
        )
    }

    func testColorAndRectAndSize() throws {
        let l = HUDLayer()
        l.add(
            try HUDAnimation.basic("backgroundColor", from: .color(.black), to: .color(.white), duration: 1), forKey: nil, at: 0)
        l.add(
            try HUDAnimation.basic("bounds", from: .rect(HUDRect(0, 0, 10, 10)), to: .rect(HUDRect(10, 10, 30, 50)), duration: 1),
            forKey: nil, at: 0)
        l.add(try HUDAnimation.basic("shadowOffset", to: .size(HUDSize(4, 8)), duration: 1), forKey: nil, at: 0)
        let p = l.presentation(at: 0.25)
        XCTAssertEqual(p.backgroundColor, HUDColor(white: 0.25))
        XCTAssertEqual(p.bounds, HUDRect(2.5, 2.5, 15, 20))
        XCTAssertEqual(p.shadowOffset, HUDSize(1, -0.25))  // from the model (0, −3)
    }

    func testTransformMatrixInterpolationByComponents() throws {
        let from = HUDTransform3D.identity
        let to = HUDTransform3D.scale(2, 2).concatenating(.rotation(.pi / 2)).concatenating(.translation(100, 0))
        let a = try HUDAnimation.basic("transform", from: .transform(from), to: .transform(to), duration: 1)
        guard case .transform(let mid)? = a.value(at: 0.5) else { return XCTFail() }
        let expected = HUDTransform3D.scale(1.5, 1.5).concatenating(.rotation(.pi / 4)).concatenating(.translation(50, 0))
        assertTransform(mid, expected)
        guard case .transform(let end)? = a.value(at: 1 - 1e-15) else { return XCTFail() }
        assertTransform(end, to, accuracy: 1e-9)
    }

    func testValueIsNilOutsideActiveTimeAndForGroups() throws {
        let a = try HUDAnimation.basic("opacity", from: 0, to: 1, duration: 1)
        XCTAssertNil(a.value(at: -1))
        XCTAssertNil(a.value(at: 1))
        XCTAssertNil(HUDAnimation.group([a], duration: 1).value(at: 0.5))
    }
}

/// Whole-matrix animations take an allocation-free path on layers; it must agree with the
/// general path that ``HUDAnimation/value(at:current:)`` uses.
final class MatrixAnimationPathTests: XCTestCase {
    private let flip = HUDTransform3D.rotation(.pi / 3, x: 0, y: 1, z: 0).concatenating(.translation(10, 5, 2))
    private let squash = HUDTransform3D.scale(2, 0.5).concatenating(.rotation(0.4))

    private func check(
        _ a: HUDAnimation, model: HUDTransform3D = .identity, times: [Double],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let l = HUDLayer()
        if a.keyPath == .sublayerTransform { l.sublayerTransform = model } else { l.transform = model }
        l.add(a, forKey: "m", at: 0)
        for t in times {
            guard case .transform(let expected)? = a.value(at: t, current: .transform(model)) else {
                XCTFail("no value at \(t)", file: file, line: line)
                continue
            }
            let p = l.presentation(at: t)
            let shown = a.keyPath == .sublayerTransform ? p.sublayerTransform : p.transform
            assertTransform(shown, expected, accuracy: 1e-12, file: file, line: line)
        }
    }

    func testBasicMatrix() throws {
        check(
            try HUDAnimation.basic("transform", from: .transform(flip), to: .transform(squash), duration: 1),
            times: [0, 0.25, 0.5, 0.99])
        check(try HUDAnimation.basic("transform", from: .transform(squash), by: .transform(flip), duration: 1), times: [0.3])
    }

    func testCumulativeAndAdditiveMatrix() throws {
        var a = try HUDAnimation.basic("transform", from: .transform(.identity), to: .transform(.rotation(0.5)), duration: 1)
        a.repeatCount = 3
        a.isCumulative = true
        a.isAdditive = true
        check(a, model: squash, times: [0.5, 1.5, 2.75])
        assertTransform(HUDLayer.presented(a, at: 2.5), .rotation(1.25))
    }

    func testSpringMatrix() throws {
        check(
            try HUDAnimation.spring("transform", from: .transform(.identity), to: .transform(flip), damping: 6),
            times: [0.1, 0.3, 0.6])
    }

    func testKeyframeMatrix() throws {
        check(
            try HUDAnimation.keyframe(
                "transform", values: [.transform(.identity), .transform(flip), .transform(squash)],
                timingFunctions: [.easeIn, .easeOut], duration: 1), times: [0, 0.2, 0.5, 0.7, 0.999])
        check(
            try HUDAnimation.keyframe("sublayerTransform", values: [.transform(flip), .transform(squash)], duration: 1),
            times: [0.5])
    }

    func testToOnlyFallsBackToGeneralPath() throws {
        check(try HUDAnimation.basic("transform", to: .transform(flip), duration: 1), model: squash, times: [0.5])
    }
}

extension HUDLayer {
    /// The transform of a fresh layer showing `animation` at `time`.
    static func presented(_ animation: HUDAnimation, at time: Double) -> HUDTransform3D {
        let l = HUDLayer()
        l.add(animation, forKey: nil, at: 0)
        return l.presentation(at: time).transform
    }
}
