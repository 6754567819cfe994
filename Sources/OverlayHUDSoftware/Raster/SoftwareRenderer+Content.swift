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
        }
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
