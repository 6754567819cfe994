import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class CatIndicatorTests: XCTestCase {
    /// The eye's drawn centre sits at pivot + (−5, −5) at rest (bounds 5 × 5, anchor (1.5, 1.5):
    /// the pivot is bounds point (7.5, 7.5), the centre (2.5, 2.5)), turned by θ:
    /// (x, y) → (x cos θ − y sin θ, x sin θ + y cos θ); θ < 0 is anticlockwise on screen.
    private func expectedEyeOffset(_ theta: Double) -> HUDPoint {
        HUDPoint(-5 * cos(theta) + 5 * sin(theta), -5 * sin(theta) - 5 * cos(theta))
    }

    func testEyesAndMouseFollowEachOtherAtQuarterPeriods() throws {
        let period = 2.0
        let cat = CatIndicator.make()
        CatIndicator.startAnimations(in: cat, halfTurn: period, at: 0)
        let left = try XCTUnwrap(cat.firstLayer(named: "leftEye"))
        let right = try XCTUnwrap(cat.firstLayer(named: "rightEye"))
        let mouse = try XCTUnwrap(cat.firstLayer(named: "mouse"))
        // Times as multiples of the half-turn T; the turn starts at T/4 and goes −180° per T,
        // cumulative: 2.75T → −450°.
        for (t, theta) in [
            (0.0, 0.0), (0.25, 0.0), (0.5, -Double.pi / 4), (0.75, -Double.pi / 2), (1.25, -Double.pi), (2.75, -2.5 * Double.pi),
        ] {
            let time = t * period
            for (eye, pivot) in [(left, CatIndicator.leftEyePivot), (right, CatIndicator.rightEyePivot)] {
                let c = eye.presentationCenterInRoot(at: time)
                let e = expectedEyeOffset(theta)
                XCTAssertEqual(c.x, pivot.x + e.x, accuracy: 1e-9, "eye x at \(t)T")
                XCTAssertEqual(c.y, pivot.y + e.y, accuracy: 1e-9, "eye y at \(t)T")
            }
            // The mouse turns with the eyes about the face centre, from its rest angle.
            let m = mouse.presentation(at: time).transform
            let turned = atan2(m.m12, m.m11)
            XCTAssertEqual(cos(turned), cos(theta), accuracy: 1e-9, "mouse at \(t)T")
            XCTAssertEqual(sin(turned), sin(theta), accuracy: 1e-9, "mouse at \(t)T")
            // Eyes look where the mouse is, the mouse 17° further on as in the original's image
            // (pupils at −135°, the mouse's middle at −152° in mouse@2x.png), turning together.
            let e = expectedEyeOffset(theta)
            let a = CatIndicator.mouseRestAngle + theta
            XCTAssertEqual(atan2(sin(atan2(e.y, e.x) - a), cos(atan2(e.y, e.x) - a)), 17.0 / 180 * .pi, accuracy: 1e-9)
        }
    }

    func testEyelidScaleFollowsTheSeedCurveAppliedTwice() throws {
        let period = 2.0
        let cat = CatIndicator.make()
        CatIndicator.startAnimations(in: cat, halfTurn: period, at: 0)
        let lid = try XCTUnwrap(cat.firstLayer(named: "leftEyelid"))
        let curve = TimingFunction(controlPoints: 0.2, 0, 0.8, 1)
        for t in [0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0, 1.25, 1.5, 1.75, 2.0, 2.5] {
            // The group autoreverses: forward in even cycles, backward in odd ones; its curve warps
            // the child's time and the child's own curve applies again.
            let cycle = floor(t)
            let local = t - cycle
            let groupProgress = Int(cycle) % 2 == 0 ? local : 1 - local
            let expected = 1 + 2 * curve.value(at: curve.value(at: groupProgress))
            XCTAssertEqual(lid.presentation(at: t * period).transform.m22, expected, accuracy: 1e-6, "lid scale at \(t)T")
            XCTAssertEqual(lid.presentation(at: t * period).transform.m11, 1, accuracy: 1e-12)
        }
    }

    func testLayerNamesAreStable() {
        let cat = CatIndicator.make()
        for name in ["face", "leftEye", "rightEye", "leftEyelid", "rightEyelid", "mouse"] {
            XCTAssertNotNil(cat.firstLayer(named: name), name)
        }
        XCTAssertEqual(cat.firstLayer(named: "leftEye")?.anchorPoint, HUDPoint(1.5, 1.5))
    }
}

extension HUDLayer {
    /// The anchor point in bounds coordinates (model values).
    var anchorPointInBounds: HUDPoint { HUDPoint(bounds.width * anchorPoint.x, bounds.height * anchorPoint.y) }
}
