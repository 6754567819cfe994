import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Gradients, clipping, group opacity, shadows, images and perspective.
final class CompositingTests: XCTestCase {
    typealias S = RasterTestSupport

    func testAxialGradientEndpointsAndMidpoint() throws {
        let root = S.root(256, 4)
        let g = HUDLayer()
        g.frame = root.bounds
        g.content = .gradient(
            GradientContent(colors: [.black, .white], startPoint: HUDPoint(0, 0.5), endPoint: HUDPoint(1, 0.5)))
        root.addSublayer(g)
        let img = try S.render(root)
        XCTAssertEqual(Int(img[0, 2].r), 0, accuracy: 1)
        XCTAssertEqual(Int(img[255, 2].r), 255, accuracy: 1)
        XCTAssertEqual(Int(img[128, 2].r), 128, accuracy: 2)
        XCTAssertEqual(img[128, 2].a, 255)
    }

    func testGradientLocationsMoveTheStops() throws {
        let root = S.root(100, 4)
        let g = HUDLayer()
        g.frame = root.bounds
        g.content = .gradient(
            GradientContent(
                colors: [HUDColor(hex: 0xFF0000), HUDColor(hex: 0x0000FF)], locations: [0.5, 1],
                startPoint: HUDPoint(0, 0), endPoint: HUDPoint(1, 0)))
        root.addSublayer(g)
        let img = try S.render(root)
        XCTAssertTrue(img[20, 1] == (255, 0, 0, 255), "\(img[20, 1])")
        XCTAssertEqual(Int(img[75, 1].b), 128, accuracy: 4)
        XCTAssertEqual(Int(img[99, 1].b), 255, accuracy: 4)
    }

    func testRadialGradientCentreAndRadius() throws {
        let root = S.root(100, 100)
        let g = HUDLayer()
        g.frame = root.bounds
        g.content = .gradient(
            GradientContent(kind: .radial, colors: [.white, .black], startPoint: HUDPoint(0.5, 0.5), endPoint: HUDPoint(1, 1)))
        root.addSublayer(g)
        let img = try S.render(root)
        XCTAssertGreaterThan(img[50, 50].r, 250)
        XCTAssertEqual(Int(img[75, 50].r), 128, accuracy: 4, "half way to the 50 pt radius")
        XCTAssertEqual(img[99, 50].r, img[50, 99].r)
        XCTAssertLessThan(img[99, 50].r, 5)
    }

    func testRoundedClipLeavesTheCornerTransparent() throws {
        let root = S.root(60, 60)
        let clip = HUDLayer()
        clip.frame = HUDRect(10, 10, 40, 40)
        clip.cornerRadius = 10
        clip.masksToBounds = true
        let fill = HUDLayer()
        fill.frame = HUDRect(-10, -10, 60, 60)
        fill.backgroundColor = .black
        clip.addSublayer(fill)
        root.addSublayer(clip)
        let img = try S.render(root)
        XCTAssertEqual(img[10, 10].a, 0, "corner pixel")
        XCTAssertEqual(img[5, 30].a, 0, "outside the bounds")
        XCTAssertEqual(img[30, 30].a, 255)
        XCTAssertEqual(img[10, 30].a, 255, "straight edge")
        XCTAssertEqual(S.coverage(img), 1600 - (400 - Double.pi * 100), accuracy: 2)
    }

    func testMaskedCornersRoundOnlyTheChosenCorners() throws {
        let root = S.root(40, 40)
        let l = HUDLayer()
        l.frame = root.bounds
        l.cornerRadius = 10
        l.maskedCorners = [.topLeft]
        l.backgroundColor = .black
        root.addSublayer(l)
        let img = try S.render(root)
        XCTAssertEqual(img[0, 0].a, 0)
        XCTAssertEqual(img[39, 0].a, 255)
        XCTAssertEqual(img[39, 39].a, 255)
    }

    private func overlapping(groupOpacity: Bool) -> HUDLayer {
        let root = S.root(30, 10)
        let parent = HUDLayer()
        parent.frame = root.bounds
        for x in [0.0, 10] {
            let c = HUDLayer()
            c.frame = HUDRect(x, 0, 20, 10)
            c.backgroundColor = HUDColor(hex: 0xFF0000)
            if !groupOpacity { c.opacity = 0.5 }
            parent.addSublayer(c)
        }
        if groupOpacity { parent.opacity = 0.5 }
        root.addSublayer(parent)
        return root
    }

    func testGroupOpacityDiffersFromPerLeafOpacityWhereChildrenOverlap() throws {
        let group = try S.render(overlapping(groupOpacity: true))
        let leaves = try S.render(overlapping(groupOpacity: false))
        XCTAssertEqual(group[15, 5].a, 128, "the group is flattened, then faded")
        XCTAssertEqual(group[5, 5].a, 128)
        XCTAssertEqual(Int(leaves[15, 5].a), 191, accuracy: 1, "two half-transparent layers stack")
        XCTAssertEqual(leaves[5, 5].a, 128)
    }

    private func shadowed(radius: Double) -> HUDLayer {
        let root = S.root(60, 60)
        let l = HUDLayer()
        l.frame = HUDRect(20, 20, 20, 20)
        l.backgroundColor = .white
        l.shadowOpacity = 1
        l.shadowOffset = HUDSize(0, 10)
        l.shadowRadius = radius
        root.addSublayer(l)
        return root
    }

    func testHardShadowIsOffset() throws {
        let img = try S.render(shadowed(radius: 0))
        XCTAssertTrue(img[30, 45] == (0, 0, 0, 255), "\(img[30, 45])")
        XCTAssertEqual(img[30, 50].a, 0)
        XCTAssertTrue(img[30, 30] == (255, 255, 255, 255))
        XCTAssertEqual(img[30, 15].a, 0)
    }

    func testBlurredShadowFallsOffSmoothly() throws {
        let img = try S.render(shadowed(radius: 8))
        let column = (40...58).map { Int(img[30, $0].a) }
        for (a, b) in zip(column, column.dropFirst()) { XCTAssertGreaterThanOrEqual(a, b, "\(column)") }
        XCTAssertEqual(column[10], 128, accuracy: 20, "about half at the offset edge (y = 50)")
        XCTAssertLessThan(column[18], 30)
        XCTAssertGreaterThan(img[42, 35].a, 20, "the blur spreads beside the layer")
        XCTAssertLessThan(img[42, 35].a, 128)
        XCTAssertEqual(img[30, 10].a, 0, "but not 20 px (5 σ) above the shadow")
    }

    func testBilinearImageSampling() throws {
        guard let bitmap = Bitmap(width: 2, height: 1, pixels: [0, 0, 0, 255, 255, 255, 255, 255]) else { return XCTFail() }
        let root = S.root(100, 10)
        let l = HUDLayer()
        l.frame = root.bounds
        l.content = .image(bitmap)
        root.addSublayer(l)
        let img = try S.render(root)
        XCTAssertEqual(img[0, 5].r, 0)
        XCTAssertEqual(img[99, 5].r, 255)
        XCTAssertEqual(Int(img[50, 5].r), 128, accuracy: 4)
        let row = (0..<100).map { Int(img[$0, 5].r) }
        for (a, b) in zip(row, row.dropFirst()) { XCTAssertLessThanOrEqual(a, b) }
        XCTAssertEqual(row[20], 0, "texel centres at 25 and 75: flat outside")
        XCTAssertEqual(row[80], 255)
    }

    func testPerspectiveRotationAboutYNarrowsTheFarSide() throws {
        let root = S.root(200, 200)
        let l = HUDLayer()
        l.frame = HUDRect(50, 50, 100, 100)
        var t = HUDTransform3D.identity
        t.m34 = -1.0 / 300
        l.transform = t.rotatedBy(Double.pi / 4, x: 0, y: 1, z: 0)
        l.backgroundColor = .black
        root.addSublayer(l)
        let img = try S.render(root)
        guard let box = S.inkBox(img) else { return XCTFail("nothing drawn") }
        let left = S.inkRows(img, column: box.0 + 2).count
        let right = S.inkRows(img, column: box.2 - 2).count
        XCTAssertNotEqual(left, right)
        XCTAssertLessThan(min(left, right), 95)
        XCTAssertGreaterThan(max(left, right), 100)
        XCTAssertLessThan(box.2 - box.0, 100, "foreshortened")
    }

    func testPartBehindTheEyeIsClippedAtTheNearPlane() throws {
        let root = S.root(100, 100)
        let l = HUDLayer()
        l.frame = HUDRect(0, 0, 100, 100)
        var t = HUDTransform3D.identity
        t.m34 = -1.0 / 20
        l.transform = t.rotatedBy(Double.pi / 3, x: 0, y: 1, z: 0)
        l.backgroundColor = .black
        root.addSublayer(l)
        let img = try S.render(root)
        // The half turned away shrinks towards the centre; the half turned towards the eye
        // (w → 0 at 23 pt from the anchor) blows up over the rest of the canvas.
        XCTAssertEqual(img[50, 50].a, 255)
        XCTAssertGreaterThan(S.coverage(img), 5000)
        XCTAssertLessThan(S.coverage(img), 10000)
        var everything = HUDTransform3D.identity
        everything.m34 = -1.0 / 20
        l.transform = everything.rotatedBy(Double.pi / 2 + 0.01, x: 0, y: 1, z: 0).translatedBy(0, 0, 0)
        XCTAssertNoThrow(try S.render(root))
    }
}

extension CompositingTests {
    func testFadedSingleChildMatchesAFadedGroup() throws {
        func scene(pushDown: Bool) -> HUDLayer {
            let root = S.root(20, 20)
            let parent = HUDLayer()
            parent.frame = root.bounds
            let child = HUDLayer()
            child.frame = HUDRect(2, 2, 16, 16)
            child.cornerRadius = 5
            child.backgroundColor = HUDColor(hex: 0x34C759)
            let grandchild = HUDLayer()
            grandchild.frame = HUDRect(4, 4, 8, 8)
            grandchild.backgroundColor = HUDColor(hex: 0xFF3B30)
            child.addSublayer(grandchild)
            parent.addSublayer(child)
            root.addSublayer(parent)
            if pushDown { parent.opacity = 0.5 } else { child.opacity = 0.5 }
            return root
        }
        let faded = try S.render(scene(pushDown: true))
        XCTAssertEqual(faded, try S.render(scene(pushDown: false)))
        XCTAssertEqual(faded[10, 10].a, 128, "the red grandchild over green is faded as one group")
        XCTAssertEqual(Int(faded[10, 10].r), 255, accuracy: 1)
    }
}

extension CompositingTests {
    func testUnpremultiplyingRoundsToTheNearestChannelValue() {
        // Premultiplied red 1 at alpha 2 is straight 127.5: rounded, 128 (truncated it would be 127).
        let pixel: UInt32 = 1 | 2 << 24
        XCTAssertEqual(PixelMath.unpremultiplied(pixel) & 0xFF, 128)
        // 100 at alpha 200: 127.5 again, each channel on its own.
        let grey: UInt32 = 100 | 100 << 8 | 100 << 16 | 200 << 24
        XCTAssertEqual(PixelMath.unpremultiplied(grey), 128 | 128 << 8 | 128 << 16 | 200 << 24)
        XCTAssertEqual(PixelMath.unpremultiplied(0x8000_0000 | 0x80), 0x8000_00FF, "a channel at alpha stays 255")
        XCTAssertEqual(PixelMath.unpremultiplied(0), 0)
    }
}
