import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The renderer's contours come from the core's flattener: the same vertices as
/// ``HUDPath/flattened(tolerance:)``, gathered by the renderer's contour rules.
final class PolygonSetTests: XCTestCase {
    private func contours(_ path: HUDPath, tolerance: Double) -> [HUDPolyline] {
        var set = PolygonSet()
        set.appendFlattened(path, tolerance: tolerance)
        return (0..<set.contourCount).map { HUDPolyline(points: Array(set.points[set.range($0)]), isClosed: set.closed[$0]) }
    }

    func testContoursAreTheCoresPolylines() {
        var arc = HUDPath()
        arc.move(to: HUDPoint(5, 5))
        arc.addLine(to: HUDPoint(40, 5))
        arc.addArc(center: HUDPoint(40, 40), radius: 35, startAngle: -.pi / 2, endAngle: .pi, clockwise: true)
        arc.addQuadCurve(to: HUDPoint(0, 90), control: HUDPoint(-30, 60))
        arc.move(to: HUDPoint(100, 100))
        arc.addCurve(to: HUDPoint(150, 100), control1: HUDPoint(110, 60), control2: HUDPoint(140, 140))
        for path in [
            HUDPath(ellipseIn: HUDRect(0, 0, 200, 120)),
            HUDPath(roundedRect: HUDRect(10, 10, 300, 48), cornerRadius: 24),
            HUDPath(starAround: HUDPoint(50, 50), outerRadius: 40, innerRadius: 16),
            arc,
        ] {
            for tolerance in [0.03, 0.25, 2, .nan, -1, .infinity] {
                XCTAssertEqual(
                    contours(path, tolerance: tolerance), path.flattened(tolerance: tolerance), "tolerance \(tolerance)")
            }
        }
    }

    func testTheRendererKeepsOnlyContoursItCanDraw() {
        var path = HUDPath()
        path.move(to: HUDPoint(1, 1))
        path.move(to: HUDPoint(2, 2))
        path.addLine(to: HUDPoint(3, 2))
        path.closeSubpath()
        path.closeSubpath()
        path.addLine(to: HUDPoint(2, 9))
        XCTAssertEqual(
            contours(path, tolerance: 0.25),
            [
                HUDPolyline(points: [HUDPoint(1, 1)], isClosed: false),
                HUDPolyline(points: [HUDPoint(2, 2), HUDPoint(3, 2)], isClosed: true),
                HUDPolyline(points: [HUDPoint(2, 2), HUDPoint(2, 9)], isClosed: false),
            ],
            "a lone move point stays (a round cap draws it); a second close adds nothing; a line after a close starts at the subpath's start"
        )
    }
}
