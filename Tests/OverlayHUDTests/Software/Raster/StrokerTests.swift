import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class StrokerTests: XCTestCase {
    typealias S = RasterTestSupport

    func stroke(_ path: HUDPath, size: Double = 100, configure: (inout ShapeContent) -> Void) throws -> RGBAImage {
        var shape = ShapeContent(path: path, fillColor: nil, strokeColor: .black, lineWidth: 10)
        configure(&shape)
        let root = S.root(size, size)
        root.addSublayer(S.shapeLayer(root.bounds, shape))
        return try S.render(root)
    }

    private let line = RasterTestSupport.polyline([HUDPoint(20, 50), HUDPoint(80, 50)])

    func testButtCapEndsAtTheEndpoints() throws {
        let img = try stroke(line) { $0.lineCap = .butt }
        XCTAssertEqual(S.inkBox(img).map { [$0.0, $0.1, $0.2, $0.3] }, [20, 45, 79, 54])
        XCTAssertEqual(S.coverage(img), 600, accuracy: 0.5)
    }

    func testSquareCapExtendsByHalfTheWidth() throws {
        let img = try stroke(line) { $0.lineCap = .square }
        XCTAssertEqual(S.inkBox(img).map { [$0.0, $0.1, $0.2, $0.3] }, [15, 45, 84, 54])
        XCTAssertEqual(img[15, 45].a, 255, "square corner is filled")
    }

    func testRoundCapExtendsByHalfTheWidthWithRoundCorners() throws {
        let img = try stroke(line) { $0.lineCap = .round }
        XCTAssertEqual(S.inkBox(img).map { [$0.0, $0.2] }, [15, 84])
        XCTAssertEqual(img[15, 45].a, 0, "round cap leaves the corner empty")
        XCTAssertEqual(S.coverage(img), 600 + Double.pi * 25, accuracy: 1)
    }

    private let vee = RasterTestSupport.polyline([HUDPoint(20, 80), HUDPoint(50, 20), HUDPoint(80, 80)])

    private func topOfJoin(_ join: LineJoin, miterLimit: Double = 10) throws -> Int? {
        try S.inkRows(
            stroke(vee) {
                $0.lineJoin = join
                $0.miterLimit = miterLimit
            }, column: 50
        ).first
    }

    func testMiterJoinReachesTheMiterTip() throws {
        // Half-angle atan(30/60): the tip is 5 / sin(26.57°) = 11.18 above the vertex, at y ≈ 8.8;
        // column 50 is first at least half covered in row 10.
        XCTAssertEqual(try topOfJoin(.miter), 10)
    }

    func testMiterLimitFallsBackToBevel() throws {
        XCTAssertEqual(try topOfJoin(.miter, miterLimit: 2), try topOfJoin(.bevel))
    }

    func testRoundJoinReachesHalfTheWidthAboveTheVertex() throws {
        XCTAssertEqual(try topOfJoin(.round), 15)
    }

    func testBevelJoinCutsTheCorner() throws {
        // The offset corners sit 5·cos(26.57°) = 4.47 beside and 2.24 above the vertex: y ≈ 17.8.
        XCTAssertEqual(try topOfJoin(.bevel), 18)
    }

    func testDashesAlternateWithPhase() throws {
        let path = S.polyline([HUDPoint(0, 50), HUDPoint(100, 50)])
        let img = try stroke(path) {
            $0.lineWidth = 2
            $0.lineDashPattern = [10, 10]
        }
        let cols = S.inkColumns(img, row: 50)
        XCTAssertEqual(cols.count, 50)
        XCTAssertEqual(Array(cols.prefix(11)), Array(0..<10) + [20])
        let shifted = try stroke(path) {
            $0.lineWidth = 2
            $0.lineDashPattern = [10, 10]
            $0.lineDashPhase = 5
        }
        XCTAssertEqual(Array(S.inkColumns(shifted, row: 50).prefix(6)), [0, 1, 2, 3, 4, 15])
    }

    func testOddDashPatternRepeatsOnAndOff() throws {
        let img = try stroke(S.polyline([HUDPoint(0, 50), HUDPoint(100, 50)])) {
            $0.lineWidth = 2
            $0.lineDashPattern = [5]
        }
        XCTAssertEqual(S.inkColumns(img, row: 50).count, 50)
    }

    func testStrokeStartAndEndTrimTheLength() throws {
        let img = try stroke(S.polyline([HUDPoint(0, 50), HUDPoint(100, 50)])) {
            $0.strokeStart = 0.25
            $0.strokeEnd = 0.75
        }
        XCTAssertEqual(S.inkColumns(img, row: 50), Array(25..<75))
        let none = try stroke(S.polyline([HUDPoint(0, 50), HUDPoint(100, 50)])) {
            $0.strokeStart = 0.8
            $0.strokeEnd = 0.2
        }
        XCTAssertEqual(S.coverage(none), 0)
    }

    func testStrokeEndSpansSubpathsTogether() throws {
        var p = S.polyline([HUDPoint(0, 20), HUDPoint(100, 20)])
        p.move(to: HUDPoint(0, 80))
        p.addLine(to: HUDPoint(100, 80))
        let img = try stroke(p) { $0.strokeEnd = 0.75 }
        XCTAssertEqual(S.inkColumns(img, row: 20).count, 100)
        XCTAssertEqual(S.inkColumns(img, row: 80), Array(0..<50))
    }

    func testClosedRectStrokeIsARing() throws {
        let img = try stroke(HUDPath(rect: HUDRect(20, 20, 60, 60))) { $0.lineJoin = .miter }
        XCTAssertEqual(S.coverage(img), 70 * 70 - 50 * 50, accuracy: 0.5)
        XCTAssertEqual(img[50, 50].a, 0)
    }

    func testSinglePointPathDrawsARoundDot() throws {
        var p = HUDPath()
        p.move(to: HUDPoint(50, 50))
        let dot = try stroke(p) { $0.lineCap = .round }
        XCTAssertEqual(S.coverage(dot), Double.pi * 25, accuracy: 1)
        let butt = try stroke(p) { $0.lineCap = .butt }
        XCTAssertEqual(S.coverage(butt), 0)
    }

    func testEmptyPathDrawsNothing() throws {
        let img = try stroke(HUDPath()) { $0.fillColor = .black }
        XCTAssertEqual(S.coverage(img), 0)
    }

    func testArcStrokeHasUniformWidth() throws {
        var p = HUDPath()
        p.addArc(center: HUDPoint(50, 50), radius: 30, startAngle: 0, endAngle: 1.5 * Double.pi, clockwise: true)
        let img = try stroke(p) {
            $0.lineWidth = 6
            $0.lineCap = .butt
        }
        let expected = 6 * 30 * 1.5 * Double.pi
        XCTAssertEqual(S.coverage(img), expected, accuracy: expected * 0.005)
    }
}

extension StrokerTests {
    func testZeroLengthDashesDrawDotsWithRoundCaps() throws {
        let path = RasterTestSupport.polyline([HUDPoint(0, 50), HUDPoint(100, 50)])
        let img = try stroke(path) {
            $0.lineWidth = 6
            $0.lineCap = .round
            $0.lineDashPattern = [0, 20]
            $0.lineDashPhase = -10
        }
        // Dots at x = 10, 30, 50, 70, 90, each a disc of radius 3.
        XCTAssertEqual(S.coverage(img), 5 * Double.pi * 9, accuracy: 2)
        XCTAssertEqual(img[10, 50].a, 255)
        XCTAssertEqual(img[20, 50].a, 0)
        let butt = try stroke(path) {
            $0.lineWidth = 6
            $0.lineDashPattern = [0, 20]
        }
        XCTAssertEqual(S.coverage(butt), 0)
    }
}
