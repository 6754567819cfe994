import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class CoverageRasterizerTests: XCTestCase {
    typealias S = RasterTestSupport

    func testFilledCircleCoversPiRSquared() throws {
        for r in [10.0, 25.0, 40.0] {
            let root = S.root(100, 100)
            root.addSublayer(
                S.shapeLayer(root.bounds, ShapeContent(path: HUDPath(ellipseIn: HUDRect(50 - r, 50 - r, 2 * r, 2 * r)))))
            let img = try S.render(root)
            let expected = Double.pi * r * r
            XCTAssertEqual(S.coverage(img), expected, accuracy: expected * 0.005, "radius \(r)")
        }
    }

    func testAxisAlignedRectOnPixelEdgesIsExact() throws {
        let root = S.root(64, 48)
        root.addSublayer(S.shapeLayer(root.bounds, ShapeContent(path: HUDPath(rect: HUDRect(10, 7, 30, 20)))))
        let img = try S.render(root)
        var full = 0
        for y in 0..<img.height {
            for x in 0..<img.width {
                let a = img[x, y].a
                XCTAssertTrue(a == 0 || a == 255, "partial alpha \(a) at \(x),\(y)")
                if a == 255 { full += 1 }
            }
        }
        XCTAssertEqual(full, 600)
        XCTAssertEqual(S.inkBox(img)?.0, 10)
        XCTAssertEqual(S.inkBox(img)?.3, 26)
    }

    func testBackgroundRectOnPixelEdgesIsExactAtScale2() throws {
        let root = S.root(20, 20)
        let l = HUDLayer()
        l.frame = HUDRect(2.5, 3, 5, 4)
        l.backgroundColor = .black
        root.addSublayer(l)
        let img = try S.render(root, scale: 2)
        XCTAssertEqual(S.coverage(img), 10 * 8, accuracy: 1e-9)
        XCTAssertEqual(S.inkBox(img, threshold: 1).map { [$0.0, $0.1, $0.2, $0.3] }, [5, 6, 14, 13])
    }

    private func star() -> HUDPath {
        var p = HUDPath()
        for i in 0..<5 {
            let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let q = HUDPoint(50 + 45 * cos(a), 50 + 45 * sin(a))
            if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
        }
        p.closeSubpath()
        return p
    }

    func testEvenOddLeavesTheStarCentreEmptyNonZeroFillsIt() throws {
        for rule in [FillRule.nonZero, .evenOdd] {
            let root = S.root(100, 100)
            root.addSublayer(S.shapeLayer(root.bounds, ShapeContent(path: star(), fillRule: rule)))
            let img = try S.render(root)
            XCTAssertEqual(img[50, 52].a, rule == .nonZero ? 255 : 0, "\(rule) centre")
            XCTAssertEqual(img[50, 12].a, 255, "\(rule) top point")
        }
    }

    func testEvenOddCoverageOfNestedSquares() throws {
        var p = HUDPath(rect: HUDRect(10, 10, 80, 80))
        p.addRect(HUDRect(30, 30, 40, 40))
        let root = S.root(100, 100)
        root.addSublayer(S.shapeLayer(root.bounds, ShapeContent(path: p, fillRule: .evenOdd)))
        XCTAssertEqual(S.coverage(try S.render(root)), 6400 - 1600, accuracy: 1e-6)
    }

    func testAntialiasedEdgeIsHalfCovered() throws {
        let root = S.root(20, 20)
        root.addSublayer(S.shapeLayer(root.bounds, ShapeContent(path: HUDPath(rect: HUDRect(5.5, 5, 10, 10)))))
        let img = try S.render(root)
        XCTAssertEqual(Int(img[5, 10].a), 128, accuracy: 1)
        XCTAssertEqual(img[6, 10].a, 255)
        XCTAssertEqual(Int(img[15, 10].a), 128, accuracy: 1)
    }
}

extension CoverageRasterizerTests {
    func testExtremeEdgesDoNotTrap() {
        let r = CoverageRasterizer()
        r.begin(PixelRect(x0: 0, y0: 0, x1: 10, y1: 10))
        r.addLine(-1e15, 5, 1e15, 5 + Double.leastNonzeroMagnitude)
        r.addLine(1e15, -1e15, -1e15, 1e15)
        r.addLine(.nan, 0, 3, 3)
        r.addLine(2, 0, 2, 10)
        var total = 0
        r.sweep(
            evenOdd: false, span: { _, _, n, c in total += n * Int(c) },
            pixels: { _, _, cov, n in
                for i in 0..<n { total += Int(cov[i]) }
            })
        XCTAssertGreaterThan(total, 0)
    }
}
