import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The presentation walk keeps up to four evaluators in the layer itself and the rest in an
/// array; whatever the count, animations apply in the order they were added.
final class LayerPresentationTests: XCTestCase {
    private func constantOpacity(_ v: Double) throws -> HUDAnimation {
        try HUDAnimation.basic("opacity", from: .scalar(v), to: .scalar(v), duration: 10)
    }

    private func additiveX(_ dx: Double) throws -> HUDAnimation {
        var a = try HUDAnimation.basic("position.x", from: .scalar(dx), to: .scalar(dx), duration: 10)
        a.isAdditive = true
        return a
    }

    func testLastAddedWinsForEveryCount() throws {
        for count in 1...7 {
            let l = HUDLayer()
            for i in 0..<count { l.add(try constantOpacity(Double(i + 1) / 10), forKey: "a\(i)", at: 0) }
            XCTAssertEqual(l.presentation(at: 1).opacity, Double(count) / 10, accuracy: 1e-12, "count \(count)")
        }
    }

    func testEveryAnimationAppliesForEveryCount() throws {
        for count in 0...7 {
            let l = HUDLayer()
            for i in 0..<count { l.add(try additiveX(Double(i + 1)), forKey: nil, at: 0) }
            XCTAssertEqual(l.presentation(at: 1).position.x, Double(count * (count + 1) / 2), "count \(count)")
        }
    }

    func testRemovingAndReplacingKeepsOrder() throws {
        let l = HUDLayer()
        for i in 0..<6 { l.add(try constantOpacity(Double(i + 1) / 10), forKey: "a\(i)", at: 0) }
        l.removeAnimation(forKey: "a5")
        XCTAssertEqual(l.presentation(at: 1).opacity, 0.5, accuracy: 1e-12)
        l.add(try constantOpacity(0.9), forKey: "a0", at: 0)  // replaced: moves to the end
        XCTAssertEqual(l.presentation(at: 1).opacity, 0.9, accuracy: 1e-12)
        l.removeAllAnimations()
        XCTAssertEqual(l.presentation(at: 1).opacity, 1)
    }

    func testVisitMatchesPresentation() throws {
        let root = HUDLayer()
        for i in 0..<5 {
            let child = HUDLayer()
            for j in 0...i { child.add(try additiveX(Double(j + 1)), forKey: nil, at: 0) }
            root.addSublayer(child)
        }
        var seen = 0
        root.visitPresentation(at: 1) { layer, state, _ in
            XCTAssertEqual(state, layer.presentation(at: 1))
            seen += 1
        }
        XCTAssertEqual(seen, 6)
    }
}
