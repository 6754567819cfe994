import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The software renderer's background effects: what lies beneath is blurred, as UIKit's effect
/// view does. Sources: SCCatWaitingHUD.m:81-83, 274 (a full-screen `UIBlurEffectStyleLight`) and
/// its Preview/preview.gif, frames 0 and 20, rows 30–180 (the home screen above the square, at
/// 0.7246 px per point): frame 20 is frame 0 blurred with σ ≈ 18–20 px (25–28 pt) and a quarter
/// of the way to white (least squares over the region, σ in 2 px steps).
final class BackdropBlurTests: XCTestCase {
    /// A 300 × 100 pt canvas, black left of x = 150 and white right of it, under a full-canvas
    /// layer with `effect` and no tint.
    private func stepEdge(under effect: BackgroundEffect?, frame: HUDRect = HUDRect(0, 0, 300, 100)) -> HUDLayer {
        let root = RasterTestSupport.root(300, 100)
        root.backgroundColor = .black
        let white = HUDLayer(name: "white")
        white.frame = HUDRect(150, 0, 150, 100)
        white.backgroundColor = .white
        root.addSublayer(white)
        let blur = HUDLayer(name: "blur")
        blur.frame = frame
        blur.backgroundEffect = effect
        root.addSublayer(blur)
        return root
    }

    /// The standard normal distribution function.
    private func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }

    /// Across a step edge the blur is the Gaussian's integral with σ = the light blur's 30 pt (the
    /// preview.gif's 25–28 pt within a step of the fit), then the light style's veil, white at 25 %
    /// (preview.gif: a quarter of the way to white).
    func testAStepEdgeBlursAsAGaussianOfTheLightBlursRadius() throws {
        XCTAssertEqual(BackgroundEffect.lightBlur.blurRadius, 30)
        XCTAssertEqual(BackgroundEffect.lightBlur.veil, HUDColor(white: 1, alpha: 0.25))
        let image = try RasterTestSupport.render(stepEdge(under: .lightBlur))
        var worst = 0.0
        for x in stride(from: 60, through: 240, by: 6) {
            let blurred = 255 * phi((Double(x) + 0.5 - 150) / 30)
            let expected = blurred * 0.75 + 255 * 0.25
            let got = Double(image[x, 50].r)
            worst = max(worst, abs(got - expected))
            XCTAssertEqual(got, expected, accuracy: 4, "x = \(x)")
        }
        print("backdrop blur: worst difference from the Gaussian across the edge \(worst) levels")
        // The canvas edge extends outward (nothing dark comes in from beyond it).
        XCTAssertEqual(Double(image[0, 50].r), 255 * 0.25, accuracy: 2)
        XCTAssertEqual(Double(image[299, 50].r), 255, accuracy: 2)
        XCTAssertEqual(image[150, 0].r, image[150, 99].r, "the same all the way down")
    }

    /// Without an effect the pixels beneath stay crisp; at scale 3 the radius stays 30 points.
    func testTheRadiusIsInPointsAndNoEffectLeavesTheEdgeCrisp() throws {
        let crisp = try RasterTestSupport.render(stepEdge(under: nil))
        XCTAssertEqual(crisp[149, 50].r, 0)
        XCTAssertEqual(crisp[150, 50].r, 255)
        let image = try RasterTestSupport.render(stepEdge(under: .lightBlur), scale: 3)
        for x in [120.0, 135, 165, 180] {
            let expected = 255 * phi((x - 150) / 30) * 0.75 + 255 * 0.25
            XCTAssertEqual(Double(image[Int(x * 3), 150].r), expected, accuracy: 6, "x = \(x) pt")
        }
    }

    /// The blur fills the layer's rounded bounds only (UIKit's effect view takes the layer's
    /// corner radius), with the tint over it; outside, the pixels stay as they were.
    func testTheBlurStaysInsideTheRoundedBoundsWithTheTintOverIt() throws {
        let root = stepEdge(under: .lightBlur, frame: HUDRect(100, 20, 100, 60))
        let blur = try XCTUnwrap(root.firstLayer(named: "blur"))
        blur.cornerRadius = 20
        blur.backgroundColor = HUDColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let image = try RasterTestSupport.render(root)
        XCTAssertEqual(image[140, 10].r, 0, "above it: crisp black")
        XCTAssertEqual(image[160, 10].r, 255, "above it: crisp white")
        XCTAssertEqual(image[101, 21].g, 0, "the rounded corner keeps the crisp black")
        // Inside: blur, veil, then the red tint at 50 %.
        let expected = (255 * phi((160.5 - 150) / 30) * 0.75 + 255 * 0.25) * 0.5
        XCTAssertEqual(Double(image[160, 50].g), expected, accuracy: 6)
        XCTAssertGreaterThan(image[160, 50].r, image[160, 50].g, "red over it")
    }

    /// A layer faded as a group cross-fades: half the blur over half the crisp backdrop.
    func testAFadedGroupShowsTheBlurThatMuch() throws {
        let root = stepEdge(under: nil)
        let group = HUDLayer(name: "group")
        group.frame = root.bounds
        group.opacity = 0.5
        let blur = HUDLayer(name: "blur")
        blur.frame = root.bounds
        blur.backgroundEffect = .lightBlur
        let dot = HUDLayer(name: "dot")
        dot.frame = HUDRect(0, 0, 1, 1)
        dot.backgroundColor = .white
        group.addSublayer(blur)
        group.addSublayer(dot)
        root.addSublayer(group)
        let image = try RasterTestSupport.render(root)
        let blurred = 255 * phi((140.5 - 150) / 30) * 0.75 + 255 * 0.25
        XCTAssertEqual(Double(image[140, 50].r), blurred * 0.5, accuracy: 4)
        XCTAssertEqual(Double(image[160, 50].r), (255 * phi((160.5 - 150) / 30) * 0.75 + 255 * 0.25) * 0.5 + 127.5, accuracy: 4)
    }

    /// A uniform backdrop blurs to itself: only the veil is drawn (no work for plain screens).
    func testAUniformBackdropGetsOnlyTheVeil() throws {
        let root = RasterTestSupport.root(100, 100)
        let blur = HUDLayer(name: "blur")
        blur.frame = root.bounds
        blur.backgroundEffect = .darkBlur
        root.addSublayer(blur)
        let image = try RasterTestSupport.render(root, background: .white)
        let veil = BackgroundEffect.darkBlur.veil
        XCTAssertEqual(Double(image[50, 50].r), 255 * (1 - veil.alpha) + 255 * veil.red * veil.alpha, accuracy: 1)
    }

    /// Bad geometry: NaN, infinite or empty bounds, a zero scale, a layer off the canvas, a huge
    /// one — nothing traps, nothing is drawn where the layer is not, and the canvas stays whole.
    func testBadGeometryDrawsNothingAndNeverTraps() throws {
        let frames = [
            HUDRect(.nan, 0, 10, 10), HUDRect(0, 0, .infinity, 10), HUDRect(0, 0, 0, 0), HUDRect(0, 0, -50, -50),
            HUDRect(1e300, 1e300, 10, 10), HUDRect(-1e9, -1e9, 2e9, 2e9), HUDRect(400, 400, 10, 10),
        ]
        for frame in frames {
            let root = stepEdge(under: .lightBlur, frame: frame)
            let image = try RasterTestSupport.render(root)
            XCTAssertEqual(image.width, 300, "\(frame)")
            if !frame.isFinite || frame.isEmpty || frame.minX >= 300 {
                XCTAssertEqual(image[149, 50].r, 0, "\(frame): untouched")
            }
        }
        let scaled = stepEdge(under: .lightBlur)
        scaled.firstLayer(named: "blur")?.transform = .scale(0, 0)
        XCTAssertEqual(try RasterTestSupport.render(scaled)[149, 50].r, 0)
        for scale in [0.01, 7.0] {
            let image = try RasterTestSupport.render(stepEdge(under: .lightBlur), scale: scale)
            XCTAssertEqual(image.width, Int((300 * scale).rounded()))
        }
    }
}
