import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

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

    func testTransformsTakeSpecialValues() throws {
        for v in SpecialValues.doubles {
            // A rotation is the identity for a non-finite angle or a zero, non-finite or overflowing
            // axis (Core Animation's answer); otherwise a rotation, which always inverts.
            let rotation = HUDTransform3D.rotation(v, x: v, y: v, z: v)
            let axisLength = (3 * v * v).squareRoot()
            if !(v.isFinite && axisLength > 0 && axisLength.isFinite) { XCTAssertEqual(rotation, .identity, "rotation \(v)") }
            XCTAssertTrue(rotation.entries.allSatisfy(\.isFinite), "rotation \(v)")
            let inverse = try XCTUnwrap(rotation.inverted, "rotation \(v) inverts")
            assertTransform(rotation.concatenating(inverse), .identity, accuracy: 1e-9)

            // Perspective needs a finite, positive distance whose reciprocal is finite; it never
            // moves a point of the z = 0 plane (it only divides by w, which m34 leaves at 1 there).
            let perspective = HUDTransform3D.perspective(distance: v)
            let expectedM34 = v.isFinite && v > 0 && (1 / v).isFinite ? -1 / v : 0
            XCTAssertEqual(perspective.m34, expectedM34, "perspective \(v)")
            XCTAssertTrue(perspective.entries.allSatisfy(\.isFinite), "perspective \(v)")
            if v.isFinite { XCTAssertEqual(perspective.apply(to: HUDPoint(v, v)), HUDPoint(v, v), "perspective \(v)") }

            // unproject finds (1, 1/v) for a scale by v, or nil when the scale is singular or overflows.
            let scale = HUDTransform3D.scale(v, v, v)
            let found = scale.unproject(HUDPoint(v, 1))
            let det = v * v
            if det == 0 || !det.isFinite {
                XCTAssertNil(found, "unproject through scale \(v)")
            } else {
                let point = try XCTUnwrap(found, "unproject through scale \(v)")
                XCTAssertEqual(point.x, 1, accuracy: 1e-12, "scale \(v)")
                XCTAssertEqual(point.y, 1 / v, accuracy: abs(1 / v) * 1e-12, "scale \(v)")
            }

            // An affine rotation keeps lengths, and a non-finite angle is the identity.
            let affine = HUDAffineTransform.rotation(v)
            if !v.isFinite { XCTAssertEqual(affine, .identity, "affine rotation \(v)") }
            let turned = affine.apply(to: HUDPoint(3, 4))
            XCTAssertEqual(turned.length, 5, accuracy: 1e-12, "affine rotation \(v)")
        }
    }

    func testRectsPathsColorsAndInsetsTakeSpecialValues() {
        for v in SpecialValues.doubles {
            let r = HUDRect(v, v, v, v)
            let s = r.standardized
            XCTAssertFalse(s.width < 0 || s.height < 0, "standardized \(v) has a negative side")
            if r.isFinite && s.maxX.isFinite && s.maxY.isFinite {
                // Set operations stay inside their operands.
                let union = r.insetBy(dx: v, dy: v).union(r)
                XCTAssertTrue(union.minX <= s.minX && union.maxX >= s.maxX, "union \(v)")
                XCTAssertEqual(r.intersection(r), r.isEmpty ? .zero : s, "intersection with itself \(v)")
                let i = union.intersection(r)
                XCTAssertTrue(i == .zero || (i.minX >= s.minX && i.maxX <= s.maxX), "intersection \(v)")
                // Rounded rectangles and ellipses stay in their rectangle; the radius is clamped.
                for path in [HUDPath(roundedRect: r, cornerRadius: v), HUDPath(ellipseIn: r)] {
                    let b = path.controlPointBounds
                    let slack = 1e-9 * max(1, abs(v))
                    XCTAssertTrue(
                        b.minX >= s.minX - slack && b.maxX <= s.maxX + slack && b.minY >= s.minY - slack
                            && b.maxY <= s.maxY + slack, "path in \(v): \(b)")
                }
            }
            // Colours clamp every component to 0…1 (NaN → 0).
            for color in [
                HUDColor(red: v, green: v, blue: v, alpha: v), HUDColor(white: 0.5).withAlpha(v),
                HUDColor.lerp(.black, .white, v),
            ] {
                for c in [color.red, color.green, color.blue, color.alpha] {
                    XCTAssertTrue((0...1).contains(c), "colour \(v): \(color)")
                }
            }
            XCTAssertEqual(HUDColor(white: v).red, v.isNaN ? 0 : min(1, max(0, v)), "white \(v)")
            // Insets never give a negative size.
            let inset = HUDEdgeInsets.all(v).inset(HUDRect(0, 0, 100, 50))
            XCTAssertTrue(inset.width >= 0 && inset.height >= 0, "insets \(v): \(inset)")
            if v.isFinite && v >= 0 && v <= 25 { XCTAssertEqual(inset, HUDRect(v, v, 100 - 2 * v, 50 - 2 * v)) }
        }
    }
}
