import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Small helpers shared by the rasterizer tests: scenes of one canvas-sized root and pixel measurements.
enum RasterTestSupport {
    /// A root layer exactly covering a `width × height` point canvas.
    static func root(_ width: Double, _ height: Double) -> HUDLayer {
        let r = HUDLayer(name: "root")
        r.frame = HUDRect(0, 0, width, height)
        return r
    }

    /// A shape layer covering `frame` with the given content.
    static func shapeLayer(_ frame: HUDRect, _ shape: ShapeContent) -> HUDLayer {
        let l = HUDLayer()
        l.frame = frame
        l.shape = shape
        return l
    }

    /// Renders `root` at scale 1 over a canvas the size of its bounds.
    static func render(_ root: HUDLayer, scale: Double = 1, background: HUDColor? = nil) throws -> RGBAImage {
        try TestFonts.renderer().render(root, canvas: root.bounds.size, scale: scale, at: 0, background: background)
    }

    /// Sum of alpha / 255 over the image.
    static func coverage(_ img: RGBAImage) -> Double {
        var s = 0
        for i in stride(from: 3, to: img.pixels.count, by: 4) { s += Int(img.pixels[i]) }
        return Double(s) / 255
    }

    /// The smallest pixel box holding every pixel with alpha ≥ `threshold`, as (minX, minY, maxX, maxY) inclusive.
    static func inkBox(_ img: RGBAImage, threshold: UInt8 = 128) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<img.height {
            for x in 0..<img.width where img[x, y].a >= threshold {
                if let b = box { box = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y)) } else { box = (x, y, x, y) }
            }
        }
        return box
    }

    /// Columns of row `y` whose alpha is at least `threshold`.
    static func inkColumns(_ img: RGBAImage, row y: Int, threshold: UInt8 = 128) -> [Int] {
        (0..<img.width).filter { img[$0, y].a >= threshold }
    }

    /// Rows of column `x` whose alpha is at least `threshold`.
    static func inkRows(_ img: RGBAImage, column x: Int, threshold: UInt8 = 128) -> [Int] {
        (0..<img.height).filter { img[x, $0].a >= threshold }
    }

    /// A horizontal or polyline open path through `points`.
    static func polyline(_ points: [HUDPoint]) -> HUDPath {
        var p = HUDPath()
        for (i, q) in points.enumerated() { if i == 0 { p.move(to: q) } else { p.addLine(to: q) } }
        return p
    }
}
