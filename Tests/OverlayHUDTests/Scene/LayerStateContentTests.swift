import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// `LayerState.content` is stored as a shared box plus inline animatable shape values; these
/// check that it still behaves as a plain value.
final class LayerStateContentTests: XCTestCase {
    private func shape(strokeEnd: Double = 1, lineWidth: Double = 1) -> ShapeContent {
        ShapeContent(
            path: HUDPath(rect: HUDRect(0, 0, 10, 10)), fillColor: HUDColor(hex: 0x336699), strokeColor: .black,
            lineWidth: lineWidth, lineDashPattern: [2, 1], strokeStart: 0.25, strokeEnd: strokeEnd)
    }

    func testContentRoundTripsEveryCase() throws {
        let bitmap = try XCTUnwrap(Bitmap(width: 1, height: 1, pixels: [1, 2, 3, 4]))
        let cases: [LayerContent] = [
            .none, .shape(shape(strokeEnd: 0.6, lineWidth: 3)),
            .gradient(GradientContent(colors: [.black, .white])),
            .text(TextContent("Hi")), .image(bitmap),
        ]
        for c in cases {
            var s = LayerState()
            s.content = c
            XCTAssertEqual(s.content, c)
        }
    }

    func testCopiesAreIndependent() {
        var a = LayerState()
        a.content = .shape(shape())
        var b = a
        b.content = .shape(shape(strokeEnd: 0.3))
        XCTAssertEqual(a.content, .shape(shape()))
        XCTAssertEqual(b.content, .shape(shape(strokeEnd: 0.3)))
        b.content = .none
        XCTAssertEqual(a.content, .shape(shape()))
    }

    func testEqualityFollowsTheContentNotHowItWasReached() {
        var animated = LayerState()
        animated.content = .shape(shape(strokeEnd: 1))
        AnimationKeyPath.strokeEnd.write(.scalar(0.5), into: &animated)  // the per-frame path
        var direct = LayerState()
        direct.content = .shape(shape(strokeEnd: 0.5))
        XCTAssertEqual(animated, direct)
        XCTAssertEqual(animated.content, .shape(shape(strokeEnd: 0.5)))
        direct.content = .none
        XCTAssertNotEqual(animated, direct)
        var other = LayerState()
        other.content = .none
        XCTAssertEqual(direct, other, "clearing a shape leaves no trace of its paint")
    }

    func testShapeAnimationKeepsTheRestOfTheShape() throws {
        let l = HUDLayer()
        l.content = .shape(shape())
        l.add(try HUDAnimation.basic("strokeEnd", from: 0, to: 1, duration: 1), forKey: nil, at: 0)
        l.add(try HUDAnimation.basic("lineWidth", from: 2, to: 4, duration: 1), forKey: nil, at: 0)
        guard case .shape(let shown) = l.presentation(at: 0.5).content else { return XCTFail("not a shape") }
        XCTAssertEqual(shown.strokeEnd, 0.5)
        XCTAssertEqual(shown.lineWidth, 3)
        XCTAssertEqual(shown.strokeStart, 0.25)
        XCTAssertEqual(shown.lineDashPattern, [2, 1])
        XCTAssertEqual(shown.path, shape().path)
        XCTAssertEqual(l.content, .shape(shape()), "the model is untouched")
    }

    func testShapeKeyPathsOnANonShapeLayerAreNoOps() throws {
        let l = HUDLayer()
        l.add(try HUDAnimation.basic("strokeEnd", from: 0, to: 1, duration: 1), forKey: nil, at: 0)
        XCTAssertEqual(l.presentation(at: 0.5).content, .none)
        XCTAssertEqual(l.presentation(at: 0.5), l.model)
    }
}

extension LayerStateContentTests {
    func testDescriptionShowsTheContent() {
        var s = LayerState()
        s.content = .text(TextContent("Hello"))
        let text = String(describing: s)
        XCTAssertTrue(text.contains("content: OverlayHUDCore.LayerContent.text"), text)
        XCTAssertFalse(text.contains("contentBox"), text)
    }
}
