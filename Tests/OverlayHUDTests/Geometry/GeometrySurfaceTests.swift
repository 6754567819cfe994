import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// The geometry an app passes in, where the other suites leave parts unread: the affine transform's
/// translation and scale, a path's quadratic curves and current point, moving a rectangle, and the
/// 3D matrix's z and perspective entries (`CGAffineTransform`, `CGPath`, `CGRect`, `CATransform3D`).
final class GeometrySurfaceTests: XCTestCase {
    func testAffineTranslationAndAverageScale() {
        let move = HUDAffineTransform.translation(3, -4)
        XCTAssertEqual(move.tx, 3)
        XCTAssertEqual(move.ty, -4)
        XCTAssertEqual(move.apply(to: HUDPoint(1, 1)), HUDPoint(4, -3))
        let t = HUDAffineTransform(a: 2, b: 0, c: 0, d: 8, tx: 5, ty: 6)
        XCTAssertEqual(t.apply(to: HUDPoint(1, 1)), HUDPoint(7, 14), "x' = a·x + c·y + tx, y' = b·x + d·y + ty")
        XCTAssertEqual(t.averageScale, 4, "√|2 · 8|")
        XCTAssertEqual(HUDAffineTransform.rotation(0.7).averageScale, 1, accuracy: 1e-12, "a rotation keeps lengths")
        XCTAssertEqual(HUDAffineTransform.scale(-3, 3).averageScale, 3, "a mirror counts by its size")
    }

    func testQuadCurvesAndTheCurrentPoint() {
        var path = HUDPath()
        XCTAssertNil(path.currentPoint)
        path.move(to: HUDPoint(0, 0))
        path.addQuadCurve(to: HUDPoint(10, 0), control: HUDPoint(5, 8))
        XCTAssertEqual(path.elements.last, .quad(control: HUDPoint(5, 8), to: HUDPoint(10, 0)))
        XCTAssertEqual(path.currentPoint, HUDPoint(10, 0))
        XCTAssertEqual(path.controlPointBounds, HUDRect(0, 0, 10, 8))
        path.addLine(to: HUDPoint(10, 10))
        path.closeSubpath()
        XCTAssertEqual(path.currentPoint, HUDPoint(0, 0), "closing returns to the subpath's start")
    }

    func testOffsetByMovesWithoutResizing() {
        let r = HUDRect(10, 20, 30, 40)
        XCTAssertEqual(r.offsetBy(dx: 5, dy: -25), HUDRect(15, -5, 30, 40))
        XCTAssertEqual(r.offsetBy(dx: 0, dy: 0), r)
    }

    func testRotationsAboutXAndYFillTheirEntries() {
        // CATransform3DMakeRotation(π/2, 1, 0, 0) and (π/2, 0, 1, 0).
        let aboutX = HUDTransform3D.rotation(.pi / 2, x: 1, y: 0, z: 0)
        XCTAssertEqual(aboutX.m22, 0, accuracy: 1e-12)
        XCTAssertEqual(aboutX.m23, 1, accuracy: 1e-12)
        XCTAssertEqual(aboutX.m32, -1, accuracy: 1e-12)
        XCTAssertEqual(aboutX.m33, 0, accuracy: 1e-12)
        let aboutY = HUDTransform3D.rotation(.pi / 2, x: 0, y: 1, z: 0)
        XCTAssertEqual(aboutY.m13, -1, accuracy: 1e-12)
        XCTAssertEqual(aboutY.m31, 1, accuracy: 1e-12)
        XCTAssertEqual(HUDTransform3D.translation(0, 0, 7).m43, 7)
        XCTAssertFalse(aboutX.isAffine, "a turn out of the screen's plane is not affine")
    }

    func testEveryZOrPerspectiveEntryMakesTheTransformNonAffine() {
        let entries: [WritableKeyPath<HUDTransform3D, Double>] = [
            \.m13, \.m14, \.m23, \.m24, \.m31, \.m32, \.m33, \.m34, \.m43, \.m44,
        ]
        XCTAssertTrue(HUDTransform3D.identity.isAffine)
        for entry in entries {
            var t = HUDTransform3D.identity
            t[keyPath: entry] += 0.5
            XCTAssertFalse(t.isAffine, "\(entry)")
        }
        var flat = HUDTransform3D.scale(2, 3)
        flat.m41 = 9
        XCTAssertTrue(flat.isAffine, "scale and translation in the plane stay affine")
    }

    func testScaledByScalesBeforeTheTransform() {
        // CATransform3DScale(t, sx, sy, sz) = scale, then t.
        let t = HUDTransform3D.translation(10, 0).scaledBy(2, 3)
        XCTAssertEqual(t.apply(to: HUDPoint(1, 1)), HUDPoint(12, 3))
        XCTAssertEqual(HUDTransform3D.identity.scaledBy(2, 3, 4), .scale(2, 3, 4))
    }
}
