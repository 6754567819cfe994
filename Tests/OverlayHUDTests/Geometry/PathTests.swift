import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class PathTests: XCTestCase {
    func testFlattenedCircleStaysWithinTolerance() {
        let path = HUDPath(ellipseIn: HUDRect(0, 0, 200, 200))
        for tol in [1.0, 0.25, 0.01] {
            let lines = path.flattened(tolerance: tol)
            XCTAssertEqual(lines.count, 1)
            XCTAssertTrue(lines[0].isClosed)
            let pts = lines[0].points
            // Chord midpoints must lie within tol (plus the cubic approximation error of a circle, ~0.027 %·r).
            for (a, b) in zip(pts, pts.dropFirst()) {
                let mid = HUDPoint((a.x + b.x) / 2, (a.y + b.y) / 2)
                XCTAssertLessThanOrEqual(100 - mid.distance(to: HUDPoint(100, 100)), tol + 0.03)
            }
        }
        XCTAssertGreaterThan(
            path.flattened(tolerance: 0.01).first!.points.count, path.flattened(tolerance: 1).first!.points.count)
    }

    func testArcEndpointsAndDirection() {
        var p = HUDPath()
        p.addArc(center: HUDPoint(0, 0), radius: 10, startAngle: 0, endAngle: .pi * 1.5, clockwise: true)
        let pts = p.flattened(tolerance: 0.01)[0].points
        XCTAssertEqual(pts.first!.x, 10, accuracy: 1e-9)
        XCTAssertEqual(pts.last!.y, -10, accuracy: 1e-9)
        // Clockwise on screen = increasing angle: the arc passes through (0, 10) and (-10, 0).
        XCTAssertTrue(pts.contains { $0.distance(to: HUDPoint(0, 10)) < 0.5 })
        XCTAssertTrue(pts.contains { $0.distance(to: HUDPoint(-10, 0)) < 0.5 })
        XCTAssertEqual(p.boundingBox.minY, -10, accuracy: 0.02)
        XCTAssertEqual(p.boundingBox.maxX, 10, accuracy: 0.02)
    }

    func testRoundedRectRadiiClampedPerCorner() {
        let p = HUDPath(
            roundedRect: HUDRect(0, 0, 100, 40),
            radii: HUDCornerRadii(topLeft: 50, topRight: -3, bottomRight: .nan, bottomLeft: 10))
        let b = p.boundingBox
        XCTAssertEqual(b, HUDRect(0, 0, 100, 40))
        // topLeft clamped to 20 (half the height): the path starts at (20, 0).
        if case .move(let start) = p.elements.first { XCTAssertEqual(start, HUDPoint(20, 0)) } else { XCTFail() }
        // topRight (negative) and bottomRight (NaN) count as square corners: (100, 0) and (100, 40) are vertices.
        let pts = p.flattened()[0].points
        XCTAssertTrue(pts.contains(HUDPoint(100, 0)))
        XCTAssertTrue(pts.contains(HUDPoint(100, 40)))
    }

    func testSinglePointAndEmptyPaths() {
        var p = HUDPath()
        XCTAssertEqual(p.flattened().count, 0)
        XCTAssertEqual(p.boundingBox, .zero)
        p.move(to: HUDPoint(3, 4))
        XCTAssertEqual(p.flattened().map(\.points), [[HUDPoint(3, 4)]])
        p.closeSubpath()
        XCTAssertEqual(p.boundingBox, HUDRect(3, 4, 0, 0))
        var q = HUDPath()
        q.closeSubpath()
        q.addLine(to: HUDPoint(1, 1))
        XCTAssertEqual(q.elements, [.move(HUDPoint(1, 1))], "a line with no current point starts a subpath")
    }

    func testNonFiniteArcIgnoredAndTransformApplied() {
        var p = HUDPath()
        p.addArc(center: HUDPoint(.nan, 0), radius: 5, startAngle: 0, endAngle: 1, clockwise: true)
        XCTAssertTrue(p.isEmpty)
        let r = HUDPath(rect: HUDRect(0, 0, 10, 10)).applying(.translation(5, 5))
        XCTAssertEqual(r.boundingBox, HUDRect(5, 5, 10, 10))
    }

    func testStarTipsAndInnerCorners() {
        let star = HUDPath(starAround: HUDPoint(10, 10), outerRadius: 10, innerRadius: 4)
        let pts = star.flattened()[0].points
        XCTAssertEqual(pts.count, 10, "ten corners")
        XCTAssertTrue(star.flattened()[0].isClosed)
        XCTAssertEqual(pts[0].x, 10, accuracy: 1e-12)
        XCTAssertEqual(pts[0].y, 0, accuracy: 1e-12)
        XCTAssertEqual(pts[1].distance(to: HUDPoint(10, 10)), 4, accuracy: 1e-12)
        XCTAssertEqual(
            HUDPath(starAround: .zero, outerRadius: 1, innerRadius: 0.5, points: -3).flattened()[0].points.count, 4,
            "fewer than two points counts as two")
    }
}
