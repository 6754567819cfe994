import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class SoftwareRendererTests: XCTestCase {
    typealias S = RasterTestSupport

    func testZeroCanvasGivesEmptyImage() throws {
        let img = try TestFonts.renderer().render(HUDLayer(), canvas: .zero, scale: 3, at: 0)
        XCTAssertEqual([img.width, img.height, img.pixels.count], [0, 0, 0])
        let negative = try TestFonts.renderer().render(HUDLayer(), canvas: HUDSize(-5, 10), scale: 1, at: 0)
        XCTAssertEqual(negative.width, 0)
    }

    func testGiganticCanvasThrowsBeforeAllocating() {
        // 1e6 × 1e6 × 4 bytes would be 4 TB: only a check before allocation can return at once.
        XCTAssertThrowsError(try TestFonts.renderer().render(HUDLayer(), canvas: HUDSize(1e6, 1e6), scale: 1, at: 0)) {
            XCTAssertEqual($0 as? RenderError, .canvasTooLarge(width: 1e6, height: 1e6))
        }
        XCTAssertThrowsError(try TestFonts.renderer().render(HUDLayer(), canvas: HUDSize(16385, 1), scale: 1, at: 0))
        XCTAssertThrowsError(try TestFonts.renderer().render(HUDLayer(), canvas: HUDSize(9000, 9000), scale: 1, at: 0))
        XCTAssertThrowsError(try TestFonts.renderer().render(HUDLayer(), canvas: HUDSize(1e300, 1e300), scale: 1e300, at: 0)) {
            XCTAssertEqual($0 as? RenderError, .invalidCanvas)
        }
    }

    func testNonFiniteCanvasOrScaleThrows() {
        for (size, scale) in [
            (HUDSize(.nan, 10), 1.0), (HUDSize(10, .infinity), 1), (HUDSize(10, 10), .nan), (HUDSize(10, 10), 0),
            (HUDSize(10, 10), -2),
        ] {
            XCTAssertThrowsError(try TestFonts.renderer().render(HUDLayer(), canvas: size, scale: scale, at: 0)) {
                XCTAssertEqual($0 as? RenderError, .invalidCanvas)
            }
        }
    }

    func testBackgroundAndStraightAlphaOutput() throws {
        let root = S.root(4, 4)
        let l = HUDLayer()
        l.frame = HUDRect(0, 0, 2, 4)
        l.backgroundColor = HUDColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        root.addSublayer(l)
        let img = try S.render(root)
        XCTAssertTrue(img[0, 0] == (255, 0, 0, 128), "\(img[0, 0])")
        XCTAssertTrue(img[3, 3] == (0, 0, 0, 0))
        let onWhite = try S.render(root, background: .white)
        XCTAssertTrue(onWhite[1, 1] == (255, 127, 127, 255), "\(onWhite[1, 1])")
        XCTAssertTrue(onWhite[3, 1] == (255, 255, 255, 255))
    }

    func testFullCanvasDimCollapsesIntoTheBackground() throws {
        let root = S.root(8, 8)
        root.backgroundColor = .white
        let dim = HUDLayer()
        dim.frame = root.bounds
        dim.backgroundColor = HUDColor(white: 0, alpha: 0.4)
        root.addSublayer(dim)
        let img = try S.render(root)
        XCTAssertTrue(img[0, 0] == (153, 153, 153, 255), "\(img[0, 0])")
        XCTAssertTrue(img[7, 7] == img[0, 0])
    }

    func testRenderingTwiceGivesTheSameImageAndKeepsTheFirst() throws {
        let renderer = TestFonts.renderer()
        let root = S.root(10, 10)
        root.backgroundColor = .black
        let first = try renderer.render(root, canvas: HUDSize(10, 10), scale: 1, at: 0)
        root.backgroundColor = .white
        let second = try renderer.render(root, canvas: HUDSize(10, 10), scale: 1, at: 0)
        XCTAssertEqual(first[5, 5].r, 0)
        XCTAssertEqual(second[5, 5].r, 255)
    }

    func testNaNGeometryIsSkipped() throws {
        let root = S.root(20, 20)
        let bad = HUDLayer()
        bad.bounds = HUDRect(0, 0, .nan, 10)
        bad.backgroundColor = .black
        root.addSublayer(bad)
        var nanPath = HUDPath(rect: HUDRect(0, 0, 10, 10))
        nanPath.addLine(to: HUDPoint(.nan, 5))
        root.addSublayer(S.shapeLayer(root.bounds, ShapeContent(path: nanPath, strokeColor: .black)))
        let nanTransform = HUDLayer()
        nanTransform.frame = HUDRect(0, 0, 10, 10)
        nanTransform.transform = HUDTransform3D.scale(.nan, 1)
        nanTransform.backgroundColor = .black
        root.addSublayer(nanTransform)
        let good = HUDLayer()
        good.frame = HUDRect(10, 10, 5, 5)
        good.backgroundColor = .black
        root.addSublayer(good)
        let img = try S.render(root)
        XCTAssertEqual(S.coverage(img), 25, accuracy: 1e-9)
    }

    func testHiddenAndTransparentLayersDrawNothing() throws {
        let root = S.root(10, 10)
        let a = HUDLayer()
        a.frame = root.bounds
        a.backgroundColor = .black
        a.isHidden = true
        let b = HUDLayer()
        b.frame = root.bounds
        b.backgroundColor = .black
        b.opacity = 0
        root.addSublayer(a)
        root.addSublayer(b)
        XCTAssertEqual(S.coverage(try S.render(root)), 0)
    }

    func testZPositionOrdersSiblings() throws {
        let root = S.root(10, 10)
        let front = HUDLayer()
        front.frame = root.bounds
        front.backgroundColor = HUDColor(hex: 0xFF0000)
        front.zPosition = 1
        let back = HUDLayer()
        back.frame = root.bounds
        back.backgroundColor = HUDColor(hex: 0x0000FF)
        root.addSublayer(front)
        root.addSublayer(back)
        XCTAssertEqual(try S.render(root)[5, 5].r, 255)
    }

    func testAnchorPointRotationAndSublayerTransform() throws {
        let root = S.root(40, 40)
        let l = HUDLayer()
        l.bounds = HUDRect(0, 0, 20, 10)
        l.anchorPoint = HUDPoint(0, 0)
        l.position = HUDPoint(20, 20)
        l.transform = HUDTransform3D.rotation(Double.pi / 2)
        l.backgroundColor = .black
        root.addSublayer(l)
        let img = try S.render(root)
        // Rotated clockwise a quarter turn about its top-left corner: now spans x 10…20, y 20…40.
        XCTAssertEqual(S.inkBox(img).map { [$0.0, $0.1, $0.2, $0.3] }, [10, 20, 19, 39])
        let shifted = S.root(40, 40)
        shifted.sublayerTransform = HUDTransform3D.scale(0.5, 0.5)
        let c = HUDLayer()
        c.frame = shifted.bounds
        c.backgroundColor = .black
        shifted.addSublayer(c)
        XCTAssertEqual(S.inkBox(try S.render(shifted)).map { [$0.0, $0.1, $0.2, $0.3] }, [10, 10, 29, 29])
    }

    func testBorderIsDrawnInsideTheBoundsAboveSublayers() throws {
        let root = S.root(20, 20)
        let l = HUDLayer()
        l.frame = HUDRect(2, 2, 16, 16)
        l.borderWidth = 2
        l.borderColor = HUDColor(hex: 0xFF0000)
        let child = HUDLayer()
        child.frame = l.bounds
        child.backgroundColor = HUDColor(hex: 0x0000FF)
        l.addSublayer(child)
        root.addSublayer(l)
        let img = try S.render(root)
        XCTAssertEqual(img[2, 10].r, 255)
        XCTAssertEqual(img[3, 10].r, 255)
        XCTAssertEqual(img[4, 10].b, 255)
        XCTAssertEqual(img[1, 10].a, 0)
    }

    func testDrawsThePresentationAtTheGivenTime() throws {
        let root = S.root(10, 10)
        let l = HUDLayer()
        l.frame = root.bounds
        l.backgroundColor = .black
        root.addSublayer(l)
        l.add(try HUDAnimation.basic("opacity", from: 0, to: 1, duration: 1), forKey: "fade", at: 0)
        let renderer = TestFonts.renderer()
        XCTAssertEqual(try renderer.render(root, canvas: HUDSize(10, 10), scale: 1, at: 0)[5, 5].a, 0)
        XCTAssertEqual(Int(try renderer.render(root, canvas: HUDSize(10, 10), scale: 1, at: 0.5)[5, 5].a), 128, accuracy: 1)
        XCTAssertEqual(try renderer.render(root, canvas: HUDSize(10, 10), scale: 1, at: 2)[5, 5].a, 255)
    }

    func testHugeGeometryIsClippedNotSkipped() throws {
        let root = S.root(10, 10)
        let l = HUDLayer()
        l.frame = HUDRect(-1e12, -1e12, 2e12, 2e12)
        l.cornerRadius = 1
        l.backgroundColor = .black
        root.addSublayer(l)
        XCTAssertEqual(S.coverage(try S.render(root)), 100, accuracy: 1e-9)
        let absurd = S.root(10, 10)
        absurd.addSublayer(S.shapeLayer(absurd.bounds, ShapeContent(path: HUDPath(rect: HUDRect(0, 0, 1e300, 5)))))
        XCTAssertEqual(S.coverage(try S.render(absurd)), 0, "beyond 1e15 the shape is skipped")
    }

    func testAbsurdDashPatternFallsBackToSolid() throws {
        let root = S.root(100, 10)
        root.addSublayer(
            S.shapeLayer(
                root.bounds,
                ShapeContent(
                    path: S.polyline([HUDPoint(0, 5), HUDPoint(1e7, 5)]), fillColor: nil, strokeColor: .black, lineWidth: 2,
                    lineDashPattern: [1e-6, 1e-6])))
        XCTAssertEqual(S.coverage(try S.render(root)), 200, accuracy: 0.5)
    }

    func testDeeplyNestedGroupsDegradeGracefully() throws {
        let root = S.root(10, 10)
        var parent = root
        for _ in 0..<40 {
            let g = HUDLayer()
            g.frame = parent.bounds
            g.opacity = 0.99
            parent.addSublayer(g)
            parent = g
        }
        let leaf = HUDLayer()
        leaf.frame = parent.bounds
        leaf.backgroundColor = .black
        parent.addSublayer(leaf)
        let a = Double(try S.render(root)[5, 5].a) / 255
        XCTAssertEqual(a, pow(0.99, 40), accuracy: 0.05)
    }
}
