import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Layers evaluate common animations through typed shortcuts; they must give exactly what the
/// general path (`HUDAnimation.value(at:current:)`) gives.
final class FastPathEquivalenceTests: XCTestCase {
    private let times = stride(from: 0.0, through: 3.2, by: 0.05).map { $0 }

    private func check(
        _ a: HUDAnimation, read: (LayerState) -> AnimationValue, model: LayerState = LayerState(),
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let l = HUDLayer()
        l.model = model
        l.add(a, forKey: "a", at: 0)
        for t in times {
            let shown = l.presentation(at: t)
            let expected = a.value(at: t, current: read(model)) ?? read(model)
            XCTAssertEqual(read(shown), expected, "t=\(t)", file: file, line: line)
        }
    }

    private func repeating(_ a: HUDAnimation, cumulative: Bool = false) -> HUDAnimation {
        var a = a
        a.repeatCount = 3
        a.autoreverses = !cumulative
        a.isCumulative = cumulative
        a.timingFunction = .easeInEaseOut
        a.fillMode = .both
        a.isRemovedOnCompletion = false
        return a
    }

    func testScalarBasicAndSpring() throws {
        check(repeating(try HUDAnimation.basic("opacity", from: 0.2, to: 0.9, duration: 0.5)), read: { .scalar($0.opacity) })
        check(
            repeating(try HUDAnimation.basic("position.y", from: 3, by: 4, duration: 0.5), cumulative: true),
            read: { .scalar($0.position.y) })
        check(repeating(try HUDAnimation.spring("cornerRadius", from: 0, to: 10, damping: 5)), read: { .scalar($0.cornerRadius) })
        check(
            repeating(try HUDAnimation.basic("transform.scale", from: 0.5, to: 1.5, duration: 0.5), cumulative: true),
            read: { .scalar($0.transform.m11) })
    }

    func testPointAndColorBasic() throws {
        check(
            repeating(
                try HUDAnimation.basic("position", from: .point(HUDPoint(1, 2)), to: .point(HUDPoint(30, -4)), duration: 0.7),
                cumulative: true), read: { .point($0.position) })
        check(
            repeating(
                try HUDAnimation.basic("anchorPoint", from: .point(HUDPoint(0, 0)), to: .point(HUDPoint(1, 1)), duration: 0.7)),
            read: { .point($0.anchorPoint) })
        check(
            repeating(
                try HUDAnimation.basic(
                    "backgroundColor", from: .color(.black), to: .color(HUDColor(hex: 0xFF9500)),
                    duration: 0.7)), read: { .color($0.backgroundColor ?? .clear) })
        check(
            repeating(
                try HUDAnimation.basic("borderColor", from: .color(.black), to: .color(HUDColor(white: 0.2)), duration: 0.7),
                cumulative: true), read: { .color($0.borderColor) })
    }

    func testKeyframes() throws {
        check(
            repeating(
                try HUDAnimation.keyframe(
                    "position", values: [.point(HUDPoint(0, 0)), .point(HUDPoint(40, 10)), .point(HUDPoint(20, 60))],
                    keyTimes: [0, 0.3, 1], timingFunctions: [.easeIn, .easeOut], duration: 1),
                cumulative: true), read: { .point($0.position) })
        check(
            repeating(try HUDAnimation.keyframe("opacity", values: [0, 1, 0.5, 0.7], calculationMode: .discrete, duration: 0.8)),
            read: { .scalar($0.opacity) })
        check(
            repeating(
                try HUDAnimation.keyframe("opacity", values: [0, 1, 0.5], calculationMode: .paced, duration: 0.8),
                cumulative: true), read: { .scalar($0.opacity) })
        check(
            repeating(try HUDAnimation.keyframe("zPosition", values: [0, 1, 1, 3], keyTimes: [0, 0.5, 0.5, 1], duration: 0.8)),
            read: { .scalar($0.zPosition) })
        let colours: [AnimationValue] = [.color(.black), .color(HUDColor(hex: 0xFF9500, alpha: 0.4)), .color(.white)]
        check(
            repeating(try HUDAnimation.keyframe("backgroundColor", values: colours, keyTimes: [0, 0.3, 1], duration: 1)),
            read: { .color($0.backgroundColor ?? .clear) })
        check(
            repeating(try HUDAnimation.keyframe("fillColor", values: colours, calculationMode: .paced, duration: 1)),
            read: { .color($0.shapePaint.fillColor ?? .clear) }, model: Self.shapeModel)
        check(
            repeating(try HUDAnimation.keyframe("borderColor", values: colours, duration: 1), cumulative: true),
            read: { .color($0.borderColor) })
    }

    private static let shapeModel: LayerState = {
        var s = LayerState()
        s.content = .shape(ShapeContent(path: HUDPath()))
        return s
    }()

    func testAdditiveStaysOnGeneralPath() throws {
        var model = LayerState()
        model.opacity = 0.25
        var a = try HUDAnimation.keyframe("opacity", values: [0, 0.5], duration: 1)
        a.isAdditive = true
        check(a, read: { .scalar($0.opacity) }, model: model)
    }

    /// Component key paths: the layer's matrix must be what the general write of the general value gives.
    private func checkComponent(_ a: HUDAnimation, model: LayerState, file: StaticString = #filePath, line: UInt = #line) throws {
        let keyPath = try XCTUnwrap(a.keyPath)
        let l = HUDLayer()
        l.model = model
        l.add(a, forKey: "a", at: 0)
        for t in times {
            var expected = model
            if let v = a.value(at: t, current: keyPath.read(model)) { keyPath.write(v, into: &expected) }
            XCTAssertEqual(l.presentation(at: t).transform, expected.transform, "\(keyPath) t=\(t)", file: file, line: line)
        }
    }

    func testTransformComponentsOnIdentityAndOtherModels() throws {
        var turned = LayerState()
        turned.transform = HUDTransform3D.rotation(0.3).concatenating(.translation(5, -2))
        for model in [LayerState(), turned] {
            for path in [
                "transform.scale", "transform.scale.x", "transform.scale.y", "transform.scale.z",
                "transform.translation.x", "transform.translation.y", "transform.translation.z",
                "transform.rotation.z",
            ] {
                try checkComponent(repeating(try HUDAnimation.basic(path, from: -0.5, to: 2, duration: 0.5)), model: model)
                try checkComponent(repeating(try HUDAnimation.spring(path, from: 0.5, to: 1, damping: 8)), model: model)
            }
        }
    }
}
