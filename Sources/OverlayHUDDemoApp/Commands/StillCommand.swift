@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// One still of a scene, optionally cropped to a pixel rectangle, written as a PNG (the README's
/// pictures: Scripts/docs-images.sh).
@MainActor
enum StillCommand {
    /// Renders `scene` at `t` seconds and `scale`, crops it to `crop` (pixels, clipped to the image).
    static func run(
        _ scene: DemoScene, at t: Double, scale: Double, crop: (x: Int, y: Int, width: Int, height: Int)?, to path: String
    )
        throws
    {
        let run = scene.make(scene)
        run.advance(to: t)
        let renderer = SoftwareRenderer(fontLibrary: DemoFonts.library())
        var image = try renderer.render(run.renderRoot, canvas: run.canvas, scale: scale, at: t)
        if let crop { image = cropped(image, crop) }
        try PNGEncoder().write(image, to: path)
    }

    /// The part of `image` inside `rect` (clipped to the image; empty when they do not meet).
    static func cropped(_ image: RGBAImage, _ rect: (x: Int, y: Int, width: Int, height: Int)) -> RGBAImage {
        let x0 = min(max(0, rect.x), image.width)
        let y0 = min(max(0, rect.y), image.height)
        let x1 = min(image.width, x0 + max(0, rect.width))
        let y1 = min(image.height, y0 + max(0, rect.height))
        var out: [UInt8] = []
        out.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 { out += image.pixels[(y * image.width + x0) * 4..<(y * image.width + x1) * 4] }
        return RGBAImage(width: x1 - x0, height: y1 - y0, pixels: out) ?? RGBAImage(width: 0, height: 0)
    }
}
