import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class LayerGeometryTests: XCTestCase {
    func testAnchorOnePointFiveRotatedNinetyDegreesLandsWhereCALayerPutsIt() {
        // bounds 10×10, anchorPoint (1.5, 1.5) → the pivot is bounds point (15, 15), placed at position (100, 100).
        let eye = HUDLayer()
        eye.bounds = HUDRect(0, 0, 10, 10)
        eye.anchorPoint = HUDPoint(1.5, 1.5)
        eye.position = HUDPoint(100, 100)
        // Unrotated: origin = position − anchor offset = (85, 85).
        XCTAssertEqual(eye.frame, HUDRect(85, 85, 10, 10))
        eye.transform = .rotation(.pi / 2)
        // A bounds point q goes to (q − (15,15)) rotated 90° clockwise + (100,100); (x, y) → (−y, x).
        // Centre (5,5): (−10,−10) → (10,−10) → (110, 90).
        let centre = eye.model.transformToSuperlayer.apply(to: HUDPoint(5, 5))
        XCTAssertEqual(centre.x, 110, accuracy: 1e-9)
        XCTAssertEqual(centre.y, 90, accuracy: 1e-9)
        // Corners: (0,0)→(115,85), (10,0)→(115,95), (10,10)→(105,95), (0,10)→(105,85): frame (105, 85, 10, 10).
        let f = eye.frame
        XCTAssertEqual(f.minX, 105, accuracy: 1e-9)
        XCTAssertEqual(f.minY, 85, accuracy: 1e-9)
        XCTAssertEqual(f.width, 10, accuracy: 1e-9)
        XCTAssertEqual(f.height, 10, accuracy: 1e-9)
    }

    func testFrameRoundTripsThroughPositionBoundsAndAnchor() {
        let l = HUDLayer()
        for anchor in [HUDPoint(0, 0), HUDPoint(0.5, 0.5), HUDPoint(1, 0.25), HUDPoint(1.5, 1.5)] {
            l.anchorPoint = anchor
            l.frame = HUDRect(12, 34, 56, 78)
            XCTAssertEqual(l.frame, HUDRect(12, 34, 56, 78))
            XCTAssertEqual(l.bounds.size, HUDSize(56, 78))
            XCTAssertEqual(l.position, HUDPoint(12 + anchor.x * 56, 34 + anchor.y * 78))
        }
        l.frame = HUDRect(.nan, 0, 1, 1)
        XCTAssertEqual(l.frame.origin.x, 12, "a non-finite frame is ignored")
        l.frame = HUDRect(10, 10, -4, -4)
        XCTAssertEqual(l.bounds.size, HUDSize(4, 4), "negative sizes are standardized")
    }

    func testConvertBetweenLayersThroughTransforms() throws {
        let root = HUDLayer()
        root.bounds = HUDRect(0, 0, 400, 400)
        root.anchorPoint = .zero
        let a = HUDLayer()
        a.frame = HUDRect(100, 100, 100, 100)
        root.addSublayer(a)
        let b = HUDLayer()
        b.frame = HUDRect(10, 10, 20, 20)
        a.addSublayer(b)
        XCTAssertEqual(b.convert(HUDPoint(0, 0), to: root), HUDPoint(110, 110))
        XCTAssertEqual(b.convert(HUDPoint(0, 0), to: nil), HUDPoint(110, 110))
        a.transform = .rotation(.pi)  // about a's centre (150, 150)
        let p = try XCTUnwrap(b.convert(HUDPoint(0, 0), to: root))
        XCTAssertEqual(p.x, 190, accuracy: 1e-9)
        XCTAssertEqual(p.y, 190, accuracy: 1e-9)
        let back = try XCTUnwrap(b.convert(HUDPoint(190, 190), from: root))
        XCTAssertEqual(back.x, 0, accuracy: 1e-9)
        XCTAssertEqual(back.y, 0, accuracy: 1e-9)
        XCTAssertNil(b.convert(.zero, to: HUDLayer()), "layers in different trees do not convert")
    }

    func testSublayerTransformAppliesAboutCentre() throws {
        let root = HUDLayer()
        root.bounds = HUDRect(0, 0, 100, 100)
        root.anchorPoint = .zero
        root.sublayerTransform = .scale(2, 2)
        let c = HUDLayer()
        c.frame = HUDRect(50, 50, 10, 10)
        root.addSublayer(c)
        // (50,50) relative to the centre (50,50) is 0 → stays (50,50); (60,60) → (70,70).
        XCTAssertEqual(try XCTUnwrap(c.convert(HUDPoint(10, 10), to: root)), HUDPoint(70, 70))
    }

    func testTreeEditing() {
        let root = HUDLayer(name: "root")
        let a = HUDLayer(name: "a")
        let b = HUDLayer(name: "b")
        let c = HUDLayer(name: "c")
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, below: b)
        XCTAssertEqual(root.sublayers.map(\.name), ["a", "c", "b"])
        root.insertSublayer(a, above: b)
        XCTAssertEqual(root.sublayers.map(\.name), ["c", "b", "a"])
        root.insertSublayer(c, at: 99)
        XCTAssertEqual(root.sublayers.map(\.name), ["b", "a", "c"])
        a.addSublayer(root)  // would make a cycle: ignored
        XCTAssertNil(root.superlayer)
        root.addSublayer(root)
        XCTAssertEqual(root.sublayers.count, 3)
        XCTAssertTrue(a.superlayer === root)
        a.zPosition = -1
        XCTAssertEqual(root.sublayersInDrawingOrder.map(\.name), ["a", "b", "c"])
        XCTAssertTrue(root.firstLayer(named: "c") === c)
        c.removeFromSuperlayer()
        XCTAssertNil(c.superlayer)
        root.removeAllSublayers()
        XCTAssertTrue(root.sublayers.isEmpty && a.superlayer == nil)
    }

    func testRemovedLayersAreReleased() {
        weak var weakChild: HUDLayer?
        let root = HUDLayer()
        do {
            let child = HUDLayer()
            weakChild = child
            root.addSublayer(child)
            child.addSublayer(HUDLayer())
        }
        XCTAssertNotNil(weakChild)
        root.removeAllSublayers()
        XCTAssertNil(weakChild, "a detached subtree has no owner left (superlayer does not retain)")
    }

    func testChildrenOutlivingTheirParentBecomeRoots() {
        let child = HUDLayer(name: "child")
        let grandchild = HUDLayer(name: "grandchild")
        weak var weakParent: HUDLayer?
        do {
            let parent = HUDLayer(name: "parent")
            weakParent = parent
            parent.addSublayer(child)
            child.addSublayer(grandchild)
            XCTAssertTrue(child.superlayer === parent)
        }
        XCTAssertNil(weakParent, "a child does not keep its parent alive")
        XCTAssertNil(child.superlayer, "the parent's deinit cleared the back-pointer")
        XCTAssertTrue(grandchild.superlayer === child)
        XCTAssertFalse(grandchild.isDescendant(of: HUDLayer()))
        child.removeFromSuperlayer()  // already a root: a no-op
        let other = HUDLayer(name: "other")
        other.addSublayer(child)
        XCTAssertTrue(child.superlayer === other)
        XCTAssertTrue(grandchild.isDescendant(of: other))
    }
}
