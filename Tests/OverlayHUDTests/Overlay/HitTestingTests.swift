import XCTest

@testable import OverlayHUD
@testable import OverlayHUDSoftware

@MainActor private func makeOverlay() -> Overlay { Overlay(metrics: ScreenMetrics(size: Size(400, 800), scale: 2)) }

private func box(_ name: String, _ frame: Rect, interactive: Bool = true) -> Layer {
    let l = Layer(name: name)
    l.frame = frame
    l.isInteractive = interactive
    return l
}

final class HitTestingTests: XCTestCase {

    func testPassThroughOutsideAndBlockingInside() {
        onMain {
            let o = makeOverlay()
            let banner = box("banner", Rect(100, 100, 170, 48))
            o.rootLayer.addSublayer(banner)
            XCTAssertTrue(o.hitTest(Point(150, 120)) === banner)
            XCTAssertNil(o.hitTest(Point(50, 50)), "empty overlay area passes through")
            XCTAssertNil(o.hitTest(Point(270, 120)), "max edge is outside")
            XCTAssertNil(o.hitTest(Point(.nan, 1)))
            XCTAssertFalse(o.capturesTouch(at: Point(10, 10)))
        }
    }

    func testHiddenTransparentAndNonInteractiveAreSkipped() {
        onMain {
            let o = makeOverlay()
            let back = box("back", Rect(0, 0, 400, 800))
            let front = box("front", Rect(100, 100, 100, 100))
            o.rootLayer.addSublayer(back)
            o.rootLayer.addSublayer(front)
            XCTAssertTrue(o.hitTest(Point(150, 150)) === front)
            front.isHidden = true
            XCTAssertTrue(o.hitTest(Point(150, 150)) === back)
            front.isHidden = false
            front.opacity = 0.009
            XCTAssertTrue(o.hitTest(Point(150, 150)) === back)
            front.opacity = 0.01
            XCTAssertTrue(o.hitTest(Point(150, 150)) === front, "0.01 is visible, as in UIKit")
            front.isInteractive = false
            XCTAssertTrue(o.hitTest(Point(150, 150)) === back)
            // A non-interactive container still lets its interactive child be hit.
            let button = box("button", Rect(10, 10, 20, 20))
            front.addSublayer(button)
            XCTAssertTrue(o.hitTest(Point(115, 115)) === button)
            // Hiding the container hides the child from touches too.
            front.isHidden = true
            XCTAssertTrue(o.hitTest(Point(115, 115)) === back)
        }
    }

    func testZPositionDecidesFrontMost() {
        onMain {
            let o = makeOverlay()
            let a = box("a", Rect(0, 0, 100, 100))
            let b = box("b", Rect(0, 0, 100, 100))
            o.rootLayer.addSublayer(a)
            o.rootLayer.addSublayer(b)
            XCTAssertTrue(o.hitTest(Point(50, 50)) === b)
            b.zPosition = -1
            XCTAssertTrue(o.hitTest(Point(50, 50)) === a)
        }
    }

    func testRoundedCornersAtTheirEdges() {
        onMain {
            let o = makeOverlay()
            let pill = box("pill", Rect(100, 100, 170, 48))
            pill.cornerRadius = 24
            o.rootLayer.addSublayer(pill)
            // The corner circle of the left end is centred at (124, 124), radius 24.
            XCTAssertNil(o.hitTest(Point(101, 101)), "the square corner outside the rounding passes through")
            XCTAssertTrue(o.hitTest(Point(124 - 16.9, 124 - 16.9)) === pill, "distance 23.9 < 24: inside")
            XCTAssertNil(o.hitTest(Point(124 - 17.1, 124 - 17.1)), "distance 24.18 > 24: outside")
            pill.maskedCorners = [.topRight, .bottomRight]
            XCTAssertTrue(o.hitTest(Point(101, 101)) === pill, "unmasked corners are square")
        }
    }

    func testRotatedLayerAtItsEdges() {
        onMain {
            let o = makeOverlay()
            let square = box("square", Rect(150, 150, 100, 100))
            square.transform = .rotation(.pi / 4)  // a diamond around (200, 200), half-diagonal 70.7
            o.rootLayer.addSublayer(square)
            XCTAssertTrue(o.hitTest(Point(200, 131)) === square, "just inside the top tip")
            XCTAssertNil(o.hitTest(Point(200, 128)), "just above the top tip")
            XCTAssertNil(o.hitTest(Point(155, 155)), "the unrotated corner region is now outside")
            XCTAssertTrue(o.hitTest(Point(268, 200)) === square)
            XCTAssertNil(o.hitTest(Point(272, 200)))
        }
    }

    func testMasksToBoundsClipsChildHits() {
        onMain {
            let o = makeOverlay()
            let card = box("card", Rect(100, 100, 100, 100), interactive: false)
            let child = box("child", Rect(50, 50, 100, 100))
            card.addSublayer(child)
            o.rootLayer.addSublayer(card)
            XCTAssertTrue(o.hitTest(Point(240, 240)) === child, "without masking the overhang is hit")
            card.masksToBounds = true
            XCTAssertNil(o.hitTest(Point(240, 240)))
            XCTAssertTrue(o.hitTest(Point(180, 180)) === child)
            card.cornerRadius = 30
            XCTAssertNil(o.hitTest(Point(198, 198)), "the rounded clip removes the corner")
        }
    }

    func testOrientationChangeNotifiesObservers() {
        onMain {
            final class Recorder: OverlayLayoutObserver {
                var sizes: [Size] = []
                func overlayDidChangeLayout(_ overlay: Overlay) { sizes.append(overlay.size) }
            }
            let o = Overlay(metrics: .iPhone)
            let r = Recorder()
            o.addLayoutObserver(r)
            o.rotate(to: .landscapeLeft)
            XCTAssertEqual(r.sizes, [Size(844, 390)])
            XCTAssertEqual(o.rootLayer.bounds.size, Size(844, 390))
            XCTAssertEqual(o.safeAreaInsets.left, 47)
            o.rotate(to: .landscapeLeft)  // no change: no notification
            o.updateKeyboardFrame(Rect(0, 500, 844, -200))
            XCTAssertEqual(r.sizes.count, 2)
            XCTAssertEqual(o.keyboardFrame, Rect(0, 300, 844, 200))
            XCTAssertEqual(o.contentRect.maxY, 300)
            o.updateKeyboardFrame(Rect(.infinity, 0, 1, 1))
            XCTAssertNil(o.keyboardFrame)
            o.removeLayoutObserver(r)
            o.rotate(to: .portrait)
            XCTAssertEqual(r.sizes.count, 3)
            XCTAssertEqual(o.size, Size(390, 844))
        }
    }
}
