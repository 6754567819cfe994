import XCTest

@testable import OverlayHUD

/// Every public geometry input fuzzed with ``SpecialValues``: nothing traps, and the documented
/// answer holds (no-op, clamp or a bounded amount of output).
final class GeometryBadInputTests: XCTestCase {
    func testArcTakesAnyAnglesAndRadiiWithBoundedOutput() {
        for radius in SpecialValues.doubles {
            for start in SpecialValues.doubles {
                for end in SpecialValues.doubles {
                    for clockwise in [false, true] {
                        var path = HUDPath()
                        path.addArc(
                            center: HUDPoint(10, 10), radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
                        // At most a move plus four quarter-circle curves.
                        XCTAssertLessThanOrEqual(path.elements.count, 5, "r \(radius) \(start)→\(end) cw \(clockwise)")
                    }
                }
            }
        }
    }

    func testArcWithHugeAnglesStillDrawsTheSweep() {
        var path = HUDPath()
        path.addArc(center: .zero, radius: 10, startAngle: 1e300, endAngle: 1e300 + 1e290, clockwise: true)
        XCTAssertFalse(path.elements.isEmpty)
        for e in path.elements { if case .cubic(_, _, let p) = e { XCTAssertTrue(p.isFinite) } }
    }

    func testFlatteningIsBoundedAtAnyScaleAndTolerance() {
        for scale in SpecialValues.doubles {
            var path = HUDPath()
            path.move(to: .zero)
            path.addCurve(to: HUDPoint(scale, 0), control1: HUDPoint(0, scale), control2: HUDPoint(scale, scale))
            path.addQuadCurve(to: HUDPoint(-scale, scale), control: HUDPoint(scale, -scale))
            for tolerance in SpecialValues.doubles {
                let points = path.flattened(tolerance: tolerance).reduce(0) { $0 + $1.points.count }
                XCTAssertLessThanOrEqual(points, 1 + 2 * HUDPath.maximumSegmentsPerCurve, "scale \(scale) tol \(tolerance)")
            }
        }
    }

    func testStarClampsItsPointCount() {
        for points in SpecialValues.ints {
            for radius in [1.0, .nan, .infinity, -5] {
                let star = HUDPath(starAround: HUDPoint(5, 5), outerRadius: radius, innerRadius: radius / 2, points: points)
                let corners = star.elements.count - 2  // move … lines … close
                XCTAssertEqual(corners + 1, 2 * min(max(points, 2), HUDPath.maximumStarPoints), "points \(points)")
            }
        }
    }

    func testTransformsAndRectsTakeSpecialValues() {
        for v in SpecialValues.doubles {
            _ = HUDTransform3D.rotation(v, x: v, y: v, z: v).inverted
            _ = HUDTransform3D.perspective(distance: v).apply(to: HUDPoint(v, v))
            _ = HUDTransform3D.scale(v, v, v).unproject(HUDPoint(v, 1))
            _ = HUDAffineTransform.rotation(v).apply(to: HUDPoint(v, v))
            let r = HUDRect(v, v, v, v)
            _ = r.insetBy(dx: v, dy: v).union(r).intersection(r).standardized
            _ = HUDPath(roundedRect: r, cornerRadius: v)
            _ = HUDPath(ellipseIn: r)
            _ = HUDColor(red: v, green: v, blue: v, alpha: v).withAlpha(v)
            _ = HUDColor.lerp(.black, .white, v)
            _ = HUDEdgeInsets.all(v).inset(r)
        }
    }
}
