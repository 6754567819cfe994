import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

@MainActor private func makeOverlay() -> Overlay { Overlay(metrics: ScreenMetrics(size: HUDSize(400, 800), scale: 2)) }

private func box(_ name: String, _ frame: HUDRect, interactive: Bool = true) -> HUDLayer {
    let l = HUDLayer(name: name)
    l.frame = frame
    l.isInteractive = interactive
    return l
}

final class HitTestingTests: XCTestCase {

    func testPassThroughOutsideAndBlockingInside() {
        onMain {
            let o = makeOverlay()
            let banner = box("banner", HUDRect(100, 100, 170, 48))
            o.rootLayer.addSublayer(banner)
            XCTAssertTrue(o.hitTest(HUDPoint(150, 120)) === banner)
            XCTAssertNil(o.hitTest(HUDPoint(50, 50)), "empty overlay area passes through")
            XCTAssertNil(o.hitTest(HUDPoint(270, 120)), "max edge is outside")
            XCTAssertNil(o.hitTest(HUDPoint(.nan, 1)))
            XCTAssertFalse(o.capturesTouch(at: HUDPoint(10, 10)))
        }
    }

    func testHiddenTransparentAndNonInteractiveAreSkipped() {
        onMain {
            let o = makeOverlay()
            let back = box("back", HUDRect(0, 0, 400, 800))
            let front = box("front", HUDRect(100, 100, 100, 100))
            o.rootLayer.addSublayer(back)
            o.rootLayer.addSublayer(front)
            XCTAssertTrue(o.hitTest(HUDPoint(150, 150)) === front)
            front.isHidden = true
            XCTAssertTrue(o.hitTest(HUDPoint(150, 150)) === back)
            front.isHidden = false
            front.opacity = 0.009
            XCTAssertTrue(o.hitTest(HUDPoint(150, 150)) === back)
            front.opacity = 0.01
            XCTAssertTrue(o.hitTest(HUDPoint(150, 150)) === front, "0.01 is visible, as in UIKit")
            front.isInteractive = false
            XCTAssertTrue(o.hitTest(HUDPoint(150, 150)) === back)
            // A non-interactive container still lets its interactive child be hit.
            let button = box("button", HUDRect(10, 10, 20, 20))
            front.addSublayer(button)
            XCTAssertTrue(o.hitTest(HUDPoint(115, 115)) === button)
            // Hiding the container hides the child from touches too.
            front.isHidden = true
            XCTAssertTrue(o.hitTest(HUDPoint(115, 115)) === back)
        }
    }

    func testZPositionDecidesFrontMost() {
        onMain {
            let o = makeOverlay()
            let a = box("a", HUDRect(0, 0, 100, 100))
            let b = box("b", HUDRect(0, 0, 100, 100))
            o.rootLayer.addSublayer(a)
            o.rootLayer.addSublayer(b)
            XCTAssertTrue(o.hitTest(HUDPoint(50, 50)) === b)
            b.zPosition = -1
            XCTAssertTrue(o.hitTest(HUDPoint(50, 50)) === a)
        }
    }

    func testRoundedCornersAtTheirEdges() {
        onMain {
            let o = makeOverlay()
            let pill = box("pill", HUDRect(100, 100, 170, 48))
            pill.cornerRadius = 24
            o.rootLayer.addSublayer(pill)
            // The corner circle of the left end is centred at (124, 124), radius 24.
            XCTAssertNil(o.hitTest(HUDPoint(101, 101)), "the square corner outside the rounding passes through")
            XCTAssertTrue(o.hitTest(HUDPoint(124 - 16.9, 124 - 16.9)) === pill, "distance 23.9 < 24: inside")
            XCTAssertNil(o.hitTest(HUDPoint(124 - 17.1, 124 - 17.1)), "distance 24.18 > 24: outside")
            pill.maskedCorners = [.topRight, .bottomRight]
            XCTAssertTrue(o.hitTest(HUDPoint(101, 101)) === pill, "unmasked corners are square")
        }
    }

    func testRotatedLayerAtItsEdges() {
        onMain {
            let o = makeOverlay()
            let square = box("square", HUDRect(150, 150, 100, 100))
            square.transform = .rotation(.pi / 4)  // a diamond around (200, 200), half-diagonal 70.7
            o.rootLayer.addSublayer(square)
            XCTAssertTrue(o.hitTest(HUDPoint(200, 131)) === square, "just inside the top tip")
            XCTAssertNil(o.hitTest(HUDPoint(200, 128)), "just above the top tip")
            XCTAssertNil(o.hitTest(HUDPoint(155, 155)), "the unrotated corner region is now outside")
            XCTAssertTrue(o.hitTest(HUDPoint(268, 200)) === square)
            XCTAssertNil(o.hitTest(HUDPoint(272, 200)))
        }
    }

    func testMasksToBoundsClipsChildHits() {
        onMain {
            let o = makeOverlay()
            let card = box("card", HUDRect(100, 100, 100, 100), interactive: false)
            let child = box("child", HUDRect(50, 50, 100, 100))
            card.addSublayer(child)
            o.rootLayer.addSublayer(card)
            XCTAssertTrue(o.hitTest(HUDPoint(240, 240)) === child, "without masking the overhang is hit")
            card.masksToBounds = true
            XCTAssertNil(o.hitTest(HUDPoint(240, 240)))
            XCTAssertTrue(o.hitTest(HUDPoint(180, 180)) === child)
            card.cornerRadius = 30
            XCTAssertNil(o.hitTest(HUDPoint(198, 198)), "the rounded clip removes the corner")
        }
    }

    func testOrientationChangeNotifiesObservers() {
        onMain {
            final class Recorder: OverlayLayoutObserver {
                var sizes: [HUDSize] = []
                func overlayDidChangeLayout(_ overlay: Overlay) { sizes.append(overlay.size) }
            }
            let o = Overlay(metrics: .iPhone)
            let r = Recorder()
            o.addLayoutObserver(r)
            o.rotate(to: .landscapeLeft)
            XCTAssertEqual(r.sizes, [HUDSize(844, 390)])
            XCTAssertEqual(o.rootLayer.bounds.size, HUDSize(844, 390))
            XCTAssertEqual(o.safeAreaInsets.left, 47)
            o.rotate(to: .landscapeLeft)  // no change: no notification
            o.updateKeyboardFrame(HUDRect(0, 500, 844, -200))
            XCTAssertEqual(r.sizes.count, 2)
            XCTAssertEqual(o.keyboardFrame, HUDRect(0, 300, 844, 90), "the part of it that covers the overlay")
            XCTAssertEqual(o.contentRect.maxY, 300)
            o.updateKeyboardFrame(HUDRect(.infinity, 0, 1, 1))
            XCTAssertNil(o.keyboardFrame)
            o.removeLayoutObserver(r)
            o.rotate(to: .portrait)
            XCTAssertEqual(r.sizes.count, 3)
            XCTAssertEqual(o.size, HUDSize(390, 844))
        }
    }
}
