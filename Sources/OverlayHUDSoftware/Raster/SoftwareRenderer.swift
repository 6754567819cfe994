@_spi(Layers) import OverlayHUD

/// Draws a layer tree into an RGBA image, in plain Swift (the software host's rasterizer and compositor).
///
/// Every layer is drawn as it appears at the given time (`layer.presentation(at:)`), with
/// Core Animation's geometry: bounds, position, anchor point and transform, the superlayer's
/// `sublayerTransform` about its bounds centre, siblings by `zPosition` then insertion order.
/// Drawing order per layer, as `CALayer`: shadow, background, content, sublayers, border.
///
/// Rendering details:
/// - Coverage is analytic (signed-area accumulation), so edges are anti-aliased exactly;
///   curves are flattened to 0.03 device pixel.
/// - Pixels are premultiplied while drawing; the returned image has **straight** alpha.
/// - A layer with sublayers and opacity < 1 is composited as a group (offscreen); a layer
///   without sublayers multiplies its opacity into its paints.
/// - `masksToBounds` clips sublayers and shape/text content to the rounded bounds.
/// - Shadows take the shape of the layer's drawn alpha (background, content and sublayers),
///   blurred by three box blurs approximating a Gaussian with σ = shadowRadius / 2; the
///   offset is in canvas points (not rotated with the layer) and rounded to whole pixels.
/// - A layer with a `backgroundEffect` blurs what lies beneath its rounded bounds (σ = the
///   effect's radius, as three box blurs on a shrunk copy), then draws the
///   effect's veil and its tint over it, as UIKit's effect view does.
/// - Shapes with NaN or infinite geometry are skipped; with perspective, the parts of a shape
///   behind the eye are clipped away.
///
/// The renderer keeps its scratch buffers between frames, so rendering the same size again
/// allocates nothing but what the returned image needs; when the previous image has been
/// released even that buffer is reused. Not thread-safe: use one renderer per thread.
///
/// ```swift
/// let renderer = SoftwareRenderer()
/// let image = try renderer.render(root, canvas: HUDSize(390, 844), scale: 3, at: 0)
/// ```
package final class SoftwareRenderer {
    /// The largest canvas side, in pixels.
    package static let maxPixelsPerSide = 16384
    /// The largest canvas area, in pixels (64 Mi).
    package static let maxPixelCount = RGBAImage.maximumPixelCount
    /// Nested offscreen groups allowed (shadow, clip or group opacity); deeper layers draw directly,
    /// with their opacity multiplied into their paints and without clip or shadow.
    package static let maximumGroupDepth = 16
    /// The smallest homogeneous w drawn: geometry closer to (or behind) the eye is clipped away.
    static let nearPlaneW = 1e-3
    /// Device flattening tolerance: curves stay within this many pixels of the true outline.
    static let deviceTolerance = 0.03

    /// The fonts used for text layers.
    package let fontLibrary: FontLibrary

    let canvas = PixelBuffer()
    var offscreens: [PixelBuffer] = []
    var offscreenDepth = 0
    let rasterizer = CoverageRasterizer()
    var layerPolygons = PolygonSet()
    var strokePolygons = PolygonSet()
    var devicePolygons = PolygonSet()
    var stroker = Stroker()
    var gradientTable = [UInt32](repeating: 0, count: 256)
    var shadowPlane: [UInt8] = []
    var shadowLine: [UInt8] = []
    let backdropBlur = BackdropBlur()
    var scale = 1.0
    var time = 0.0
    /// The pictures ``HUDImage/named(_:tinted:)`` finds, by name (a bitmap each, tinted or not):
    /// the stand-in for an app's asset catalog and SF Symbols.
    package var namedImages: [String: HUDImage] = [:]

    /// Creates a renderer that draws text with `fontLibrary`.
    package init(fontLibrary: FontLibrary = FontLibrary()) {
        self.fontLibrary = fontLibrary
    }

    /// Renders `root` and its subtree as shown at `time`.
    ///
    /// The canvas is `canvas` points at `scale` pixels per point; `root` is placed by its own
    /// frame in canvas coordinates (give it bounds equal to the canvas and its position at the centre
    /// to fill it). A zero or negative canvas size gives a 0×0 image.
    /// - Parameters:
    ///   - root: the layer tree.
    ///   - size: the canvas size in points, passed as `canvas:`.
    ///   - scale: pixels per point (1, 2, 3, …).
    ///   - time: the time animations are evaluated at (NaN or infinite counts as 0).
    ///   - background: colour the canvas starts with; `nil` starts transparent.
    /// - Returns: a straight-alpha image of round(canvas × scale) pixels.
    /// - Throws: ``RenderError/invalidCanvas`` for non-finite sizes or a non-positive scale;
    ///   ``RenderError/canvasTooLarge(width:height:)`` beyond ``maxPixelsPerSide`` or
    ///   ``maxPixelCount``, before anything is allocated; ``RenderError/layerTreeTooDeep(maximumDepth:)``
    ///   for a tree more than `HUDLayer/maximumTreeDepth` levels deep (drawing recurses once per level).
    package func render(
        _ root: HUDLayer, canvas size: HUDSize, scale: Double, at time: Double,
        background: HUDColor? = nil
    ) throws -> RGBAImage {
        guard size.isFinite, scale.isFinite, scale > 0 else { throw RenderError.invalidCanvas }
        let wd = (size.width * scale).rounded()
        let hd = (size.height * scale).rounded()
        guard wd.isFinite, hd.isFinite else { throw RenderError.invalidCanvas }
        if wd <= 0 || hd <= 0 { return RGBAImage(width: 0, height: 0) }
        let side = Double(SoftwareRenderer.maxPixelsPerSide)
        guard wd <= side, hd <= side, wd * hd <= Double(SoftwareRenderer.maxPixelCount) else {
            throw RenderError.canvasTooLarge(width: wd, height: hd)
        }
        guard !root.subtreeIsDeeper(than: HUDLayer.maximumTreeDepth) else {
            throw RenderError.layerTreeTooDeep(maximumDepth: HUDLayer.maximumTreeDepth)
        }
        let w = Int(wd)
        let h = Int(hd)
        self.scale = scale
        self.time = time.isFinite ? time : 0
        canvas.reset(width: w, height: h)
        canvas.pendingUniform = background.map { PixelMath.premultiplied($0) } ?? 0
        canvas.isOpaque = false
        for o in offscreens { o.reset(width: w, height: h) }
        offscreenDepth = 0
        let device = HUDTransform3D.scale(scale, scale)
        draw(root, parentMatrix: device, into: canvas)
        canvas.convertToStraightAlpha()
        return RGBAImage(width: w, height: h, pixels: canvas.bytes) ?? RGBAImage(width: w, height: h)
    }
}
