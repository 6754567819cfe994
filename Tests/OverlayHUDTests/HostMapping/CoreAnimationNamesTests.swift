import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Every row of every Core Animation / UIKit name table.
final class CoreAnimationNamesTests: XCTestCase {
    func testKeyPathsReuseTheEngineNames() {
        for k in AnimationKeyPath.allCases {
            XCTAssertEqual(CoreAnimationNames.keyPath(k), k.coreAnimationKeyPath)
        }
        let rows: [(AnimationKeyPath, String)] = [
            (.position, "position"), (.positionX, "position.x"), (.positionY, "position.y"),
            (.bounds, "bounds"), (.boundsOrigin, "bounds.origin"), (.boundsSize, "bounds.size"),
            (.boundsWidth, "bounds.size.width"), (.boundsHeight, "bounds.size.height"),
            (.anchorPoint, "anchorPoint"), (.zPosition, "zPosition"), (.opacity, "opacity"),
            (.backgroundColor, "backgroundColor"), (.cornerRadius, "cornerRadius"), (.borderWidth, "borderWidth"),
            (.borderColor, "borderColor"), (.shadowOpacity, "shadowOpacity"), (.shadowRadius, "shadowRadius"),
            (.shadowOffset, "shadowOffset"), (.shadowColor, "shadowColor"), (.strokeStart, "strokeStart"),
            (.strokeEnd, "strokeEnd"), (.lineWidth, "lineWidth"), (.fillColor, "fillColor"),
            (.strokeColor, "strokeColor"), (.transform, "transform"), (.sublayerTransform, "sublayerTransform"),
            (.transformScale, "transform.scale"), (.transformScaleX, "transform.scale.x"),
            (.transformScaleY, "transform.scale.y"), (.transformScaleZ, "transform.scale.z"),
            (.transformRotationX, "transform.rotation.x"), (.transformRotationY, "transform.rotation.y"),
            (.transformRotationZ, "transform.rotation.z"), (.transformTranslation, "transform.translation"),
            (.transformTranslationX, "transform.translation.x"), (.transformTranslationY, "transform.translation.y"),
            (.transformTranslationZ, "transform.translation.z"),
        ]
        XCTAssertEqual(rows.count, AnimationKeyPath.allCases.count)
        for (k, s) in rows { XCTAssertEqual(CoreAnimationNames.keyPath(k), s) }
    }

    func testFillModes() {
        let rows: [(FillMode, String)] = [
            (.removed, "removed"), (.forwards, "forwards"), (.backwards, "backwards"), (.both, "both"),
        ]
        for (m, s) in rows { XCTAssertEqual(CoreAnimationNames.fillMode(m), s) }
    }

    func testCalculationModes() {
        let rows: [(CalculationMode, String)] = [(.linear, "linear"), (.discrete, "discrete"), (.paced, "paced")]
        for (m, s) in rows { XCTAssertEqual(CoreAnimationNames.calculationMode(m), s) }
    }

    func testTimingFunctionControlPoints() {
        let rows: [(TimingFunction, [Double])] = [
            (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
            (TimingFunction(controlPoints: 0.2, 0, 0.8, 1), [0.2, 0, 0.8, 1]),  // the cat's eyelid
            (TimingFunction(controlPoints: -1, 2, 3, -0.5), [0, 2, 1, -0.5]),  // x clamped, y kept
            (TimingFunction(controlPoints: .nan, 0, 1, 1), [0, 0, 1, 1]),  // bad input → linear
        ]
        for (f, p) in rows { XCTAssertEqual(CoreAnimationNames.controlPoints(f), p) }
    }

    func testLayerClassNames() {
        let shape = ShapeContent(path: HUDPath())
        let rows: [(LayerContent, String)] = [
            (.none, "CALayer"), (.shape(shape), "CAShapeLayer"),
            (.gradient(GradientContent(colors: [.black])), "CAGradientLayer"),
            (.gradient(GradientContent(kind: .radial, colors: [.black])), "CAGradientLayer"),
            (.text(TextContent("a")), "CALayer"),  // its view holds a UILabel
            (.image(Bitmap(width: 0, height: 0, pixels: [])!), "CALayer"),
        ]
        for (c, s) in rows { XCTAssertEqual(CoreAnimationNames.layerClassName(for: c), s) }
    }

    func testShapeAndGradientAndTextNames() {
        XCTAssertEqual(CoreAnimationNames.gradientType(.axial), "axial")
        XCTAssertEqual(CoreAnimationNames.gradientType(.radial), "radial")
        XCTAssertEqual(CoreAnimationNames.fillRule(.nonZero), "non-zero")
        XCTAssertEqual(CoreAnimationNames.fillRule(.evenOdd), "even-odd")
        XCTAssertEqual(CoreAnimationNames.lineCap(.butt), "butt")
        XCTAssertEqual(CoreAnimationNames.lineCap(.round), "round")
        XCTAssertEqual(CoreAnimationNames.lineCap(.square), "square")
        XCTAssertEqual(CoreAnimationNames.lineJoin(.miter), "miter")
        XCTAssertEqual(CoreAnimationNames.lineJoin(.round), "round")
        XCTAssertEqual(CoreAnimationNames.lineJoin(.bevel), "bevel")
    }

    func testCornerMasks() {
        let rows: [(CornerMask, UInt)] = [
            ([], 0), (.topLeft, 1), (.topRight, 2), (.bottomLeft, 4), (.bottomRight, 8),
            ([.topLeft, .topRight], 3), (.all, 15),
        ]
        for (m, r) in rows { XCTAssertEqual(CoreAnimationNames.cornerMask(m), r) }
    }

    func testWindowLevels() {
        let rows: [(WindowLevel, Double)] = [
            (.normal, 0), (.statusBar, 1000), (.alert, 2000), (.custom(1500), 1500),
            (.custom(-5), -5), (.custom(.nan), 1000),
        ]
        for (l, r) in rows { XCTAssertEqual(CoreAnimationNames.windowLevel(l), r) }
        onMain { XCTAssertEqual(Overlay().windowLevel, .statusBar, "above the status bar by default") }
    }

    func testFontWeightsAndBlurStyles() {
        let weights: [(FontWeight, Double)] = [(.regular, 0), (.medium, 0.23), (.semibold, 0.3), (.bold, 0.4)]
        for (w, r) in weights { XCTAssertEqual(CoreAnimationNames.fontWeight(w), r) }
        let blurs: [(BackgroundEffect, Int)] = [(.lightBlur, 1), (.darkBlur, 2), (.systemMaterial, 8)]
        for (e, r) in blurs { XCTAssertEqual(CoreAnimationNames.blurStyle(e), r) }
    }

    /// `HUDFont.system(size:weight:relativeTo:)` on iOS takes a `UIFont.Weight`: each of UIKit's
    /// nine constants maps to its own step and back to the same raw value; anything else to the
    /// nearest step, never a trap.
    func testUIKitFontWeightsMapToTheirOwnStepOrTheNearest() {
        let uiKit: [(Double, FontWeight, Int)] = [
            (-0.8, .ultraLight, 100), (-0.6, .thin, 200), (-0.4, .light, 300), (0, .regular, 400),
            (0.23, .medium, 500), (0.3, .semibold, 600), (0.4, .bold, 700), (0.56, .heavy, 800), (0.62, .black, 900),
        ]
        XCTAssertEqual(uiKit.map(\.1), FontWeight.allCases)
        for (raw, weight, css) in uiKit {
            XCTAssertEqual(CoreAnimationNames.fontWeight(uiKitRawValue: raw), weight)
            XCTAssertEqual(CoreAnimationNames.fontWeight(weight), raw, "the host sets the same UIKit weight")
            XCTAssertEqual(weight.cssWeight, css, "the software renderer picks the face of this weight")
        }
        let others: [(Double, FontWeight)] = [
            (0.1, .regular), (0.12, .medium), (0.33, .semibold), (0.5, .heavy), (-0.1, .regular), (-0.45, .light),
            (-2, .ultraLight), (1, .black), (-.infinity, .ultraLight), (.infinity, .black), (.nan, .regular),
            (-0.0, .regular), (.greatestFiniteMagnitude, .black),
        ]
        for (raw, weight) in others { XCTAssertEqual(CoreAnimationNames.fontWeight(uiKitRawValue: raw), weight, "\(raw)") }
    }

    func testInterfaceOrientations() {
        let rows: [(Int, HUDInterfaceOrientation?)] = [
            (0, nil), (1, .portrait), (2, .portraitUpsideDown),
            (3, .landscapeRight), (4, .landscapeLeft), (5, nil), (-1, nil),
        ]
        for (raw, o) in rows { XCTAssertEqual(CoreAnimationNames.interfaceOrientation(uiKitRawValue: raw), o) }
    }
}
