import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class Transform3DTests: XCTestCase {
    func assertClose(_ a: HUDPoint, _ b: HUDPoint, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.x, b.x, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: accuracy, file: file, line: line)
    }

    func testRotationZMatchesCATransform3DMakeRotation() {
        // CATransform3DMakeRotation(θ, 0, 0, 1): m11 = cos, m12 = sin, m21 = -sin, m22 = cos.
        let t = HUDTransform3D.rotation(.pi / 6)
        XCTAssertEqual(t.m11, cos(.pi / 6), accuracy: 1e-15)
        XCTAssertEqual(t.m12, sin(.pi / 6), accuracy: 1e-15)
        XCTAssertEqual(t.m21, -sin(.pi / 6), accuracy: 1e-15)
        XCTAssertEqual(t.m22, cos(.pi / 6), accuracy: 1e-15)
        // On a y-down screen a positive angle turns (1, 0) towards +y: clockwise.
        assertClose(HUDTransform3D.rotation(.pi / 2).apply(to: HUDPoint(1, 0)), HUDPoint(0, 1))
    }

    func testConcatAppliesLeftOperandFirst() {
        let t = HUDTransform3D.translation(10, 0)
        let r = HUDTransform3D.rotation(.pi / 2)
        // Translate then rotate: (0,0) → (10,0) → (0,10).
        assertClose(t.concatenating(r).apply(to: .zero), HUDPoint(0, 10))
        // Rotate then translate: (0,0) → (0,0) → (10,0).
        assertClose(r.concatenating(t).apply(to: .zero), HUDPoint(10, 0))
        // CATransform3DTranslate(r, …) translates first, then applies r.
        assertClose(r.translatedBy(10, 0).apply(to: .zero), HUDPoint(0, 10))
    }

    func testScaleAndTranslateEntries() {
        let t = HUDTransform3D.scale(2, 3).translatedBy(5, 7)
        // translate(5,7) then scale(2,3): m41 = 10, m42 = 21.
        XCTAssertEqual(t.m11, 2)
        XCTAssertEqual(t.m22, 3)
        XCTAssertEqual(t.m41, 10)
        XCTAssertEqual(t.m42, 21)
    }

    func testInverse() throws {
        let t = HUDTransform3D.rotation(0.7, x: 1, y: 2, z: 3).concatenating(.translation(4, -5, 6)).concatenating(
            .scale(2, 0.5, 3))
        let i = try XCTUnwrap(t.inverted)
        let id = t.concatenating(i)
        for (a, b) in zip(id.entries, HUDTransform3D.identity.entries) { XCTAssertEqual(a, b, accuracy: 1e-12) }
        XCTAssertNil(HUDTransform3D.scale(0, 1).inverted, "singular matrices have no inverse")
    }

    /// Every cofactor term matters only for a matrix whose entries are all non-zero: the perspective
    /// column (m14, m24, m34) and the z row are part of it, which an affine matrix leaves at 0 and 1.
    func testInverseOfNonAffineMatricesUndoesThem() throws {
        var random = SeededRandom(seed: 26)
        var matrices: [HUDTransform3D] = [
            HUDTransform3D.rotation(.pi / 3, y: 1, z: 0).concatenating(.perspective(distance: 500)),
            HUDTransform3D.rotation(0.4, x: 1, y: -1, z: 0.5).concatenating(.translation(7, -3, 2))
                .concatenating(.perspective(distance: 300)).concatenating(.scale(2, 3, 0.5)),
        ]
        for _ in 0..<6 {
            // Dense, well-conditioned matrices: a dominant diagonal keeps them far from singular.
            var entries = (0..<16).map { _ in Double.random(in: -1...1, using: &random) }
            for i in 0..<4 { entries[i * 5] += 4 }
            matrices.append(HUDTransform3D(entries: entries))
        }
        for (index, m) in matrices.enumerated() {
            XCTAssertFalse(m.isAffine, "matrix \(index)")
            let inverse = try XCTUnwrap(m.inverted, "matrix \(index)")
            for product in [m.concatenating(inverse), inverse.concatenating(m)] {
                for (a, b) in zip(product.entries, HUDTransform3D.identity.entries) {
                    XCTAssertEqual(a, b, accuracy: 1e-12, "matrix \(index): M·M⁻¹ must be the identity")
                }
            }
        }
    }

    func testPerspectiveDividesByW() {
        var t = HUDTransform3D.perspective(distance: 500)
        XCTAssertEqual(t.m34, -1.0 / 500)
        // Rotate 60° about y then perspective: the +x side moves away (z < 0) and shrinks.
        t = HUDTransform3D.rotation(.pi / 3, y: 1, z: 0).concatenating(.perspective(distance: 500))
        let right = t.apply(to: HUDPoint(100, 0))
        let left = t.apply(to: HUDPoint(-100, 0))
        XCTAssertLessThan(abs(right.x), abs(left.x))
        // unproject inverts apply on the z = 0 plane.
        let q = t.apply(to: HUDPoint(30, 40))
        assertClose(t.unproject(q) ?? .zero, HUDPoint(30, 40), accuracy: 1e-9)
    }

    func testBadInputsGiveIdentityNotTraps() {
        XCTAssertEqual(HUDTransform3D.rotation(.nan), .identity)
        XCTAssertEqual(HUDTransform3D.rotation(1, x: 0, y: 0, z: 0), .identity)
        XCTAssertEqual(HUDTransform3D.perspective(distance: -1), .identity)
        XCTAssertEqual(HUDTransform3D(entries: [2]).m11, 2)
        XCTAssertEqual(HUDTransform3D(entries: [2]).m44, 1)
    }

    func testAffineRoundTrip() throws {
        let a = HUDAffineTransform.rotation(0.3).concatenating(.translation(3, 4)).concatenating(.scale(2, 2))
        let t = HUDTransform3D(a)
        XCTAssertTrue(t.isAffine)
        XCTAssertEqual(t.affine, a)
        let inv = try XCTUnwrap(a.inverted)
        assertClose(inv.apply(to: a.apply(to: HUDPoint(7, -2))), HUDPoint(7, -2))
        assertClose(t.apply(to: HUDPoint(7, -2)), a.apply(to: HUDPoint(7, -2)))
    }
}
