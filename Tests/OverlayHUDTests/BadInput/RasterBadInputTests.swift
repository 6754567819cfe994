import XCTest

@testable import OverlayHUD
@testable import OverlayHUDSoftware

/// Image sizes, mismatched pixel arrays and deep layer trees through the public API of both
/// products: each has a documented answer (nil, an empty image, a typed error) and none traps.
final class RasterBadInputTests: XCTestCase {
    func testImageSizesBeyondTheMaximumAreRefusedWithoutOverflow() {
        for w in SpecialValues.ints {
            for h in SpecialValues.ints {
                let (side, overflow) = max(w, 0).multipliedReportingOverflow(by: max(h, 0))
                let fits =
                    w >= 0 && h >= 0 && w <= RGBAImage.maximumSide && h <= RGBAImage.maximumSide
                    && !overflow && side <= RGBAImage.maximumPixelCount
                if !(w == 1 && h == 1) {
                    XCTAssertNil(RGBAImage(width: w, height: h, pixels: [0, 0, 0, 0]), "\(w)×\(h)")
                    XCTAssertNil(Bitmap(width: w, height: h, pixels: [0, 0, 0, 0]), "\(w)×\(h)")
                }
                if !fits {
                    let image = RGBAImage(width: w, height: h)
                    XCTAssertEqual(image.pixels.count, image.width * image.height * 4)
                    XCTAssertTrue(image.width == 0 || image.height == 0, "\(w)×\(h) gives an empty image")
                }
            }
        }
        XCTAssertEqual(RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4])?.pixels, [1, 2, 3, 4])
        XCTAssertNotNil(Bitmap(width: 1, height: 1, pixels: [1, 2, 3, 4]))
    }

    func testAnImageWhosePixelsDoNotMatchItsSizeIsReadAsTransparentWhereMissing() throws {
        var image = RGBAImage(width: 3, height: 3, fill: (9, 9, 9, 255))
        image.pixels.removeLast(20)
        XCTAssertEqual(image[2, 2].a, 0)
        XCTAssertEqual(image[0, 0].r, 9)
        var encoder = TerminalFrameEncoder()
        let text = String(decoding: encoder.encode(image), as: UTF8.self)
        XCTAssertEqual(text.components(separatedBy: "▀").count - 1, 6)
        image.pixels = []
        _ = encoder.encode(image)
        image.pixels = .init(repeating: 7, count: 1000)
        _ = encoder.encode(image)
        XCTAssertThrowsError(try PNGEncoder().encode(image))
        XCTAssertThrowsError(try GIFEncoder().encode([GIFFrame(image: image, delay: 0.1)]))
    }

    func testRenderingATreeDeeperThanTheMaximumThrowsATypedError() throws {
        try onMainThrowing {
            func chain(_ depth: Int) -> HUDLayer {
                let root = HUDLayer()
                var last = root
                root.model.bounds = HUDRect(0, 0, 4, 4)
                root.model.position = HUDPoint(2, 2)
                root.model.backgroundColor = .white
                for _ in 1..<depth {
                    let l = HUDLayer()
                    l.model.bounds = HUDRect(0, 0, 4, 4)
                    l.model.position = HUDPoint(2, 2)
                    l.model.backgroundColor = .black
                    l.model.opacity = 0.9
                    last.addSublayer(l)
                    last = l
                }
                return root
            }
            let renderer = SoftwareRenderer()
            XCTAssertNoThrow(try renderer.render(chain(HUDLayer.maximumTreeDepth), canvas: HUDSize(4, 4), scale: 1, at: 0))
            let deep = chain(2_000)
            XCTAssertThrowsError(try renderer.render(deep, canvas: HUDSize(4, 4), scale: 1, at: 0)) {
                XCTAssertEqual($0 as? RenderError, .layerTreeTooDeep(maximumDepth: HUDLayer.maximumTreeDepth))
            }
            // The other walks over a layer tree: the hit test skips what lies deeper than the maximum,
            // the dump lists at most that many levels, the name search does not recurse.
            let overlay = Overlay(metrics: .iPhone)
            overlay.rootLayer.addSublayer(deep)
            var leaf = deep
            while let next = leaf.sublayers.first { leaf = next }
            leaf.isInteractive = true
            leaf.name = "leaf"
            XCTAssertNil(overlay.hitTest(HUDPoint(2, 2)))
            XCTAssertTrue(deep.firstLayer(named: "leaf") === leaf)
            let dump = PresentationDump.object(of: deep, at: 0)
            XCTAssertFalse(dump.contains("leaf"))
        }
    }

    func testRendererAndEncodersTakeSpecialNumbers() {
        onMain {
            let root = HUDLayer()
            root.model.bounds = HUDRect(0, 0, 2, 2)
            root.model.position = HUDPoint(1, 1)
            root.model.backgroundColor = .white
            let renderer = SoftwareRenderer()
            for v in SpecialValues.doubles {
                _ = try? renderer.render(root, canvas: HUDSize(v, 2), scale: v, at: v)
                _ = try? renderer.render(root, canvas: HUDSize(2, 2), scale: 1, at: v)
                _ = GIFEncoder.centiseconds(for: [v, v, 1], minimum: 2)
                _ = try? GIFEncoder().encode([GIFFrame(image: RGBAImage(width: 1, height: 1), delay: v)])
            }
            for n in SpecialValues.ints {
                _ = GIFEncoder.centiseconds(for: [0.1], minimum: n)
                _ = try? GIFEncoder(minimumDelayCentiseconds: n).encode([
                    GIFFrame(image: RGBAImage(width: 1, height: 1), delay: 0.1)
                ])
                _ = try? GIFEncoder(loopCount: n).encode([GIFFrame(image: RGBAImage(width: 1, height: 1), delay: 0.1)])
            }
        }
    }
}
