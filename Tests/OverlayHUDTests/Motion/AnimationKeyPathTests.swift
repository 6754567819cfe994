import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class AnimationKeyPathTests: XCTestCase {
    func testCoreAnimationStringsRoundTrip() throws {
        let expected: [AnimationKeyPath: String] = [
            .position: "position", .positionX: "position.x", .positionY: "position.y", .bounds: "bounds",
            .boundsOrigin: "bounds.origin", .boundsSize: "bounds.size", .boundsWidth: "bounds.size.width",
            .boundsHeight: "bounds.size.height", .anchorPoint: "anchorPoint", .zPosition: "zPosition",
            .opacity: "opacity", .backgroundColor: "backgroundColor", .cornerRadius: "cornerRadius",
            .borderWidth: "borderWidth", .borderColor: "borderColor", .shadowOpacity: "shadowOpacity",
            .shadowRadius: "shadowRadius", .shadowOffset: "shadowOffset", .shadowColor: "shadowColor",
            .strokeStart: "strokeStart", .strokeEnd: "strokeEnd", .lineWidth: "lineWidth", .fillColor: "fillColor",
            .strokeColor: "strokeColor", .transform: "transform", .sublayerTransform: "sublayerTransform",
            .transformScale: "transform.scale", .transformScaleX: "transform.scale.x", .transformScaleY: "transform.scale.y",
            .transformScaleZ: "transform.scale.z", .transformRotationX: "transform.rotation.x",
            .transformRotationY: "transform.rotation.y", .transformRotationZ: "transform.rotation.z",
            .transformTranslation: "transform.translation", .transformTranslationX: "transform.translation.x",
            .transformTranslationY: "transform.translation.y", .transformTranslationZ: "transform.translation.z",
        ]
        XCTAssertEqual(expected.count, AnimationKeyPath.allCases.count)
        for (k, s) in expected {
            XCTAssertEqual(k.coreAnimationKeyPath, s)
            XCTAssertEqual(try AnimationKeyPath(parsing: s), k)
        }
        XCTAssertEqual(try AnimationKeyPath(parsing: "transform.rotation"), .transformRotationZ)
    }

    func testValueKinds() {
        XCTAssertEqual(AnimationKeyPath.position.valueKind, .point)
        XCTAssertEqual(AnimationKeyPath.transformTranslation.valueKind, .size)
        XCTAssertEqual(AnimationKeyPath.bounds.valueKind, .rect)
        XCTAssertEqual(AnimationKeyPath.fillColor.valueKind, .color)
        XCTAssertEqual(AnimationKeyPath.sublayerTransform.valueKind, .transform)
        XCTAssertEqual(AnimationKeyPath.transformRotationZ.valueKind, .scalar)
    }

    func testRotationZOnIdentityIsExactlyTheRotationMatrix() throws {
        for theta in [0.3, -1.2, Double.pi, 3 * Double.pi, 0.7 * Double.pi] {
            var s = LayerState()
            AnimationKeyPath.transformRotationZ.write(.scalar(theta), into: &s)
            XCTAssertEqual(s.transform, .rotation(theta), "θ = \(theta)")
        }
        var s = LayerState()
        AnimationKeyPath.transformScale.write(.scalar(2), into: &s)
        XCTAssertEqual(s.transform, .scale(2, 2, 2))
        s = LayerState()
        AnimationKeyPath.transformTranslationX.write(.scalar(7), into: &s)
        XCTAssertEqual(s.transform, .translation(7, 0))
    }

    func testHelpersChangeOneComponent() {
        var s = LayerState()
        s.transform = HUDTransform3D.scale(2, 3).concatenating(.rotation(0.5)).concatenating(.translation(10, 20))
        AnimationKeyPath.transformRotationZ.write(.scalar(1.0), into: &s)
        assertTransform(s.transform, HUDTransform3D.scale(2, 3).concatenating(.rotation(1.0)).concatenating(.translation(10, 20)))
        AnimationKeyPath.transformScaleX.write(.scalar(4), into: &s)
        assertTransform(s.transform, HUDTransform3D.scale(4, 3).concatenating(.rotation(1.0)).concatenating(.translation(10, 20)))
        AnimationKeyPath.transformTranslation.write(.size(HUDSize(-5, 6)), into: &s)
        assertTransform(s.transform, HUDTransform3D.scale(4, 3).concatenating(.rotation(1.0)).concatenating(.translation(-5, 6)))
        XCTAssertEqual(scalar(AnimationKeyPath.transformRotationZ.read(s)), 1.0, accuracy: 1e-12)
        XCTAssertEqual(scalar(AnimationKeyPath.transformScaleY.read(s)), 3, accuracy: 1e-12)
        XCTAssertEqual(scalar(AnimationKeyPath.transformScale.read(s)), (4 + 3 + 1) / 3, accuracy: 1e-12)
        XCTAssertEqual(scalar(AnimationKeyPath.transformTranslationY.read(s)), 6)
    }

    func testRotationAboutXAndYRecompose() {
        var s = LayerState()
        AnimationKeyPath.transformRotationY.write(.scalar(0.4), into: &s)
        assertTransform(s.transform, .rotation(0.4, x: 0, y: 1, z: 0))
        AnimationKeyPath.transformRotationX.write(.scalar(0.2), into: &s)
        assertTransform(
            s.transform, HUDTransform3D.rotation(0.2, x: 1, y: 0, z: 0).concatenating(.rotation(0.4, x: 0, y: 1, z: 0)))
        XCTAssertEqual(scalar(AnimationKeyPath.transformRotationX.read(s)), 0.2, accuracy: 1e-12)
        XCTAssertEqual(scalar(AnimationKeyPath.transformRotationY.read(s)), 0.4, accuracy: 1e-12)
    }

    func testShapeKeysWriteIntoShapeContentOnly() throws {
        let shape = HUDLayer()
        shape.shape = ShapeContent(path: HUDPath(rect: HUDRect(0, 0, 10, 10)), strokeColor: .black)
        shape.add(try HUDAnimation.basic("strokeEnd", from: 0, to: 1, duration: 1), forKey: nil, at: 0)
        shape.add(try HUDAnimation.basic("lineWidth", from: 1, to: 3, duration: 1), forKey: nil, at: 0)
        shape.add(try HUDAnimation.basic("fillColor", from: .color(.black), to: .color(.white), duration: 1), forKey: nil, at: 0)
        shape.add(try HUDAnimation.basic("strokeColor", to: .color(.white), duration: 1), forKey: nil, at: 0)
        shape.add(try HUDAnimation.basic("strokeStart", to: 0.5, duration: 1), forKey: nil, at: 0)
        guard case .shape(let s) = shape.presentation(at: 0.5).content else { return XCTFail() }
        XCTAssertEqual(s.strokeEnd, 0.5)
        XCTAssertEqual(s.lineWidth, 2)
        XCTAssertEqual(s.fillColor, HUDColor(white: 0.5))
        XCTAssertEqual(s.strokeColor, HUDColor(white: 0.5))
        XCTAssertEqual(s.strokeStart, 0.25)
        let plain = HUDLayer()
        plain.add(try HUDAnimation.basic("strokeEnd", from: 0, to: 1, duration: 1), forKey: nil, at: 0)
        XCTAssertEqual(plain.presentation(at: 0.5), plain.model)
    }

    func testEveryKeyPathWritesWhatItReads() {
        var base = LayerState()
        base.content = .shape(ShapeContent(path: HUDPath()))
        for k in AnimationKeyPath.allCases {
            var s = base
            let v = k.read(s)
            k.write(v, into: &s)
            XCTAssertEqual(k.read(s), v, k.coreAnimationKeyPath)
        }
    }

    /// A value of the key path's kind that differs from every default of a fresh layer state.
    private static func sample(for kind: AnimationValue.Kind) -> AnimationValue {
        switch kind {
        case .scalar: return .scalar(0.375)
        case .point: return .point(HUDPoint(0.25, 0.625))
        case .size: return .size(HUDSize(3.5, -2.25))
        case .rect: return .rect(HUDRect(1, 2, 30, 40))
        case .color: return .color(HUDColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        case .transform: return .transform(HUDTransform3D.rotation(0.3).concatenating(.translation(4, 5)))
        }
    }

    private static func assertClose(
        _ a: AnimationValue, _ b: AnimationValue, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): XCTAssertEqual(x, y, accuracy: 1e-12, message, file: file, line: line)
        case (.size(let x), .size(let y)):
            XCTAssertEqual(x.width, y.width, accuracy: 1e-12, message, file: file, line: line)
            XCTAssertEqual(x.height, y.height, accuracy: 1e-12, message, file: file, line: line)
        case (.transform(let x), .transform(let y)): assertTransform(x, y, accuracy: 1e-12, file: file, line: line)
        default: XCTAssertEqual(a, b, message, file: file, line: line)
        }
    }

    /// Writing a new value changes the state, and reading gives that value back: a `write` (or one
    /// of its fast paths) that does nothing, or writes into the wrong property, fails here.
    func testEveryKeyPathWritesANewValue() {
        var base = LayerState()
        base.content = .shape(ShapeContent(path: HUDPath()))
        for k in AnimationKeyPath.allCases {
            let name = k.coreAnimationKeyPath
            let value = Self.sample(for: k.valueKind)
            XCTAssertNotEqual(k.read(base), value, "\(name): the sample is not already there")
            var written = base
            k.write(value, into: &written)
            XCTAssertNotEqual(written, base, "\(name): write changed nothing")
            Self.assertClose(k.read(written), value, "\(name): read gives back what write wrote")
            // The fast paths the evaluator takes per frame write the same.
            var fast = base
            switch value {
            case .scalar(let v): k.writeScalar(v, into: &fast)
            case .point(let p): k.writePoint(p, into: &fast)
            case .color(let c): k.writeColor(c, into: &fast)
            default: k.write(value, into: &fast)
            }
            XCTAssertEqual(fast, written, "\(name): the fast path writes what write writes")
            // Only this key path's property moved: every other key path reads as before, except
            // those that share a property with it (position and position.x, transform and its parts…).
            for other in AnimationKeyPath.allCases where other != k && !Self.sharesProperty(k, other) {
                XCTAssertEqual(other.read(written), other.read(base), "\(name) changed \(other.coreAnimationKeyPath)")
            }
        }
    }

    /// Whether two key paths read or write (part of) the same property.
    private static func sharesProperty(_ a: AnimationKeyPath, _ b: AnimationKeyPath) -> Bool {
        func group(_ k: AnimationKeyPath) -> String {
            let path = k.coreAnimationKeyPath
            if path.hasPrefix("transform") { return "transform" }
            if path.hasPrefix("bounds") { return "bounds" }
            if path.hasPrefix("position") { return "position" }
            return path
        }
        return group(a) == group(b)
    }
}
