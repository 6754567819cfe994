import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
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

    func testRendererTakesSpecialNumbers() throws {
        try onMainThrowing {
            let root = HUDLayer()
            root.model.bounds = HUDRect(0, 0, 2, 2)
            root.model.position = HUDPoint(1, 1)
            root.model.backgroundColor = .white
            // An opacity that changes over the first second, so the time drawn at shows in the pixels.
            root.add(try HUDAnimation.basic("opacity", from: 0.25, to: 1, duration: 1), forKey: "fade", at: 0.5)
            let renderer = SoftwareRenderer()
            let atZero = try renderer.render(root, canvas: HUDSize(2, 2), scale: 1, at: 0)
            XCTAssertNotEqual(atZero, try renderer.render(root, canvas: HUDSize(2, 2), scale: 1, at: 1), "time shows")
            for v in SpecialValues.doubles {
                // The documented answer for a canvas of v × 2 points at scale v: a non-finite size or
                // a scale that is not positive is invalid, a canvas rounding to no pixels is empty,
                // one past the maximum is too large, anything else is round(v·v) × round(2·v) pixels.
                let (w, h) = ((v * v).rounded(), (2 * v).rounded())
                let label = "canvas \(v) × 2 at scale \(v)"
                do {
                    let image = try renderer.render(root, canvas: HUDSize(v, 2), scale: v, at: 0)
                    XCTAssertTrue(v.isFinite && v > 0 && w.isFinite, "\(label): should have thrown")
                    let empty = w <= 0 || h <= 0
                    XCTAssertEqual(image.width, empty ? 0 : Int(w), label)
                    XCTAssertEqual(image.height, empty ? 0 : Int(h), label)
                    XCTAssertEqual(image.pixels.count, image.width * image.height * 4, label)
                } catch let error as RenderError {
                    if !(v.isFinite && v > 0 && w.isFinite) {
                        XCTAssertEqual(error, .invalidCanvas, label)
                    } else {
                        XCTAssertEqual(error, .canvasTooLarge(width: w, height: h), label)
                        XCTAssertGreaterThan(max(w, h), Double(SoftwareRenderer.maxPixelsPerSide), label)
                    }
                }
                // Any time draws; a NaN or infinite one draws as time 0.
                let image = try renderer.render(root, canvas: HUDSize(2, 2), scale: 1, at: v)
                XCTAssertEqual(image.width, 2, "time \(v)")
                if !v.isFinite { XCTAssertEqual(image, atZero, "time \(v) draws as 0") }
            }
        }
    }

    func testGIFDelaysAndCountsTakeSpecialNumbers() throws {
        let pixel = RGBAImage(width: 1, height: 1, fill: (10, 20, 30, 255))
        for v in SpecialValues.doubles {
            // Negative, NaN and infinite delays count as 0 (raised to the minimum); the rest is
            // rounded to centiseconds of running time and capped at 65 535.
            let delays = GIFEncoder.centiseconds(for: [v, v, 1], minimum: 2)
            XCTAssertTrue(delays.allSatisfy { (2...65535).contains($0) }, "delays \(v): \(delays)")
            if !(v.isFinite && v > 0) { XCTAssertEqual(delays, [2, 2, 96], "delays \(v)") }
            if v == 0.5 { XCTAssertEqual(delays, [50, 50, 100]) }
            let gif = try GIFTestReader(GIFEncoder().encode([GIFFrame(image: pixel, delay: v)]))
            XCTAssertEqual(gif.frames.map(\.delay), [GIFEncoder.centiseconds(for: [v], minimum: 2)[0]], "delay \(v)")
        }
        for n in SpecialValues.ints {
            // The minimum and the loop count are clamped to 0…65 535.
            let clamped = min(max(n, 0), 65535)
            XCTAssertEqual(GIFEncoder.centiseconds(for: [0.1], minimum: n), [max(10, clamped)], "minimum \(n)")
            let slow = try GIFTestReader(
                GIFEncoder(minimumDelayCentiseconds: n).encode([GIFFrame(image: pixel, delay: 0.1)]))
            XCTAssertEqual(slow.frames.map(\.delay), [max(10, clamped)], "minimum \(n)")
            let looping = try GIFTestReader(GIFEncoder(loopCount: n).encode([GIFFrame(image: pixel, delay: 0.1)]))
            XCTAssertEqual(looping.loopCount, clamped, "loop count \(n)")
            XCTAssertEqual(looping.frames.count, 1)
        }
    }
}
