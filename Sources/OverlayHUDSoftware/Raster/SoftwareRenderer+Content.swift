@_spi(Layers) import OverlayHUD

// Drawing a layer's content: shapes (fill + stroke), gradients, text and bitmaps.
extension SoftwareRenderer {
    func drawContent(_ s: LayerState, _ t: DeviceTransform, into target: PixelBuffer, alpha: Double, tolerance tol: Double) {
        let b = s.bounds.standardized
        switch s.content {
        case .none:
            return
        case .shape(let shape):
            drawShape(shape, t, into: target, alpha: alpha, tolerance: tol)
        case .gradient(let g):
            guard !g.colors.isEmpty, b.width > 0, b.height > 0, let inverse = InverseDeviceTransform(t) else { return }
            GradientShader.fillTable(&gradientTable, g, alpha: alpha)
            let shader = GradientShader(inverse: inverse, content: g, bounds: b, table: gradientTable)
            layerPolygons.removeAll()
            appendRoundedRect(b, radii: s.masksToBounds ? s.cornerRadii : HUDCornerRadii(), tolerance: tol)
            fillLayerPolygons(t, evenOdd: false, paint: .gradient(shader), into: target)
        case .text(let text):
            guard text.fontSize.isFinite, text.fontSize > 0, text.color.alpha > 0 else { return }
            let path = fontLibrary.textPath(for: text, in: b)
            guard !path.isEmpty else { return }
            layerPolygons.removeAll()
            layerPolygons.appendFlattened(path, tolerance: tol)
            fillLayerPolygons(t, evenOdd: false, paint: .solid(PixelMath.premultiplied(text.color, alpha: alpha)), into: target)
        case .image(let bitmap):
            guard bitmap.width > 0, bitmap.height > 0, b.width > 0, b.height > 0,
                let inverse = InverseDeviceTransform(t)
            else { return }
            let shader = ImageShader(
                inverse: inverse, bitmap: bitmap, bounds: b, alpha: UInt32((HUDColor.clamp(alpha) * 255).rounded()))
            layerPolygons.removeAll()
            appendRoundedRect(b, radii: s.masksToBounds ? s.cornerRadii : HUDCornerRadii(), tolerance: tol)
            fillLayerPolygons(t, evenOdd: false, paint: .image(shader), into: target)
        case .picture(let picture):
            drawPicture(picture, s, t, into: target, alpha: alpha, tolerance: tol)
        }
    }

    /// Draws an app's picture fitted into the bounds (`UIImageView`'s aspect fit or fill), a
    /// template in its tint. Named pictures come from ``namedImages``; a name not there, a
    /// platform image (a `UIImage` exists only on iOS) or an empty bitmap draws nothing.
    private func drawPicture(
        _ picture: ImageContent, _ s: LayerState, _ t: DeviceTransform, into target: PixelBuffer, alpha: Double,
        tolerance tol: Double
    ) {
        let b = s.bounds.standardized
        guard let (bitmap, template) = resolve(picture.image), bitmap.width > 0, bitmap.height > 0,
            let fitted = ImageContent.placement(
                of: HUDSize(Double(bitmap.width), Double(bitmap.height)), in: b, gravity: picture.gravity),
            let inverse = InverseDeviceTransform(t)
        else { return }
        // A picture whose shape matches the bounds fills them exactly (no rounding at the edges).
        let exact = abs(fitted.width - b.width) < 1e-9 && abs(fitted.height - b.height) < 1e-9
        let drawn = exact ? b : fitted
        let clipped = s.masksToBounds && (exact || picture.gravity == .resizeAspectFill)
        let pixels = template ? Self.templated(bitmap, in: picture.tint) : bitmap
        let shader = ImageShader(
            inverse: inverse, bitmap: pixels, bounds: drawn, alpha: UInt32((HUDColor.clamp(alpha) * 255).rounded()))
        layerPolygons.removeAll()
        appendRoundedRect(clipped ? b : drawn, radii: clipped ? s.cornerRadii : HUDCornerRadii(), tolerance: tol)
        fillLayerPolygons(t, evenOdd: false, paint: .image(shader), into: target)
    }

    /// The bitmap a picture shows here, and whether it is drawn as a template.
    func resolve(_ image: HUDImage) -> (Bitmap, Bool)? {
        switch image.source {
        case .bitmap(let bitmap): return (bitmap, image.tinted ?? false)
        case .named(let name):
            guard let registered = namedImages[name], case .bitmap(let bitmap) = registered.source else { return nil }
            return (bitmap, image.tinted ?? registered.tinted ?? false)
        case .platform: return nil
        }
    }

    /// `bitmap` as a template: every pixel `tint`'s colour, its alpha times the tint's (UIKit's
    /// `.alwaysTemplate` rendering). No tint: the bitmap as it is.
    static func templated(_ bitmap: Bitmap, in tint: HUDColor?) -> Bitmap {
        guard let tint else { return bitmap }
        let r = UInt8((tint.red * 255).rounded())
        let g = UInt8((tint.green * 255).rounded())
        let b = UInt8((tint.blue * 255).rounded())
        var px = bitmap.pixels
        var i = 0
        while i < px.count {
            px[i] = r
            px[i + 1] = g
            px[i + 2] = b
            px[i + 3] = UInt8((Double(px[i + 3]) * tint.alpha).rounded())
            i += 4
        }
        return Bitmap(width: bitmap.width, height: bitmap.height, pixels: px) ?? bitmap
    }

    /// Fills then strokes a `CAShapeLayer` path.
    private func drawShape(
        _ shape: ShapeContent, _ t: DeviceTransform, into target: PixelBuffer, alpha: Double, tolerance: Double
    ) {
        let tol = tolerance
        layerPolygons.removeAll()
        layerPolygons.appendFlattened(shape.path, tolerance: tol)
        guard layerPolygons.contourCount > 0 else { return }
        if let fill = shape.fillColor, fill.alpha > 0 {
            fillLayerPolygons(
                t, evenOdd: shape.fillRule == .evenOdd, paint: .solid(PixelMath.premultiplied(fill, alpha: alpha)), into: target)
        }
        guard let strokeColor = shape.strokeColor, strokeColor.alpha > 0,
            shape.lineWidth.isFinite, shape.lineWidth > 0
        else { return }
        let style = Stroker.Style(
            halfWidth: shape.lineWidth / 2, cap: shape.lineCap, join: shape.lineJoin,
            miterLimit: shape.miterLimit.isFinite ? shape.miterLimit : 10,
            dashes: shape.lineDashPattern, dashPhase: shape.lineDashPhase,
            start: shape.strokeStart, end: shape.strokeEnd, tolerance: tol)
        strokePolygons.removeAll()
        stroker.stroke(layerPolygons, style: style, into: &strokePolygons)
        swap(&layerPolygons, &strokePolygons)
        fillLayerPolygons(t, evenOdd: false, paint: .solid(PixelMath.premultiplied(strokeColor, alpha: alpha)), into: target)
        swap(&layerPolygons, &strokePolygons)
    }
}
