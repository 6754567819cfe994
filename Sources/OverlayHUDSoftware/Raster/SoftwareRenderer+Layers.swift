@_spi(Layers) import OverlayHUD

// Layer-tree traversal: geometry, groups, and the per-layer drawing order.
extension SoftwareRenderer {
    /// Draws `layer` (and its subtree) whose superlayer maps to device pixels by `parentMatrix`;
    /// `inheritedAlpha` is the opacity of ancestors that could not be drawn as a group.
    func draw(_ layer: HUDLayer, parentMatrix: HUDTransform3D, into target: PixelBuffer, inheritedAlpha: Double = 1) {
        let s = layer.presentation(at: time)
        if s.isHidden { return }
        let opacity = HUDColor.clamp(s.opacity) * inheritedAlpha
        if opacity <= 0 { return }
        guard s.bounds.isFinite, s.position.isFinite, s.anchorPoint.isFinite else { return }
        let t = DeviceTransform(s.transformToSuperlayer.concatenating(parentMatrix))
        guard t.isFinite else { return }
        let children = layer.sublayersInDrawingOrder
        let backdrop = layer.backgroundEffect.map {
            Backdrop(radius: $0.blurRadius, veil: $0.veil, tint: layer.backgroundEffectTint ?? s.backgroundColor)
        }
        let hasShadow = s.shadowOpacity.isFinite && s.shadowOpacity > 0 && s.shadowColor.alpha > 0
        let clipsContent: Bool
        if s.masksToBounds {
            switch s.content {
            case .shape, .text: clipsContent = true
            default: clipsContent = !children.isEmpty
            }
        } else {
            clipsContent = false
        }
        // A group of one child and nothing of its own looks the same as that child faded: push
        // the opacity down instead of paying for an offscreen buffer.
        let drawsOwnPixels =
            (s.backgroundColor.map { $0.alpha > 0 } ?? false) || s.content != .none || backdrop != nil
            || (s.borderWidth > 0 && s.borderColor.alpha > 0)
        let groupOpacity = opacity < 1 && (children.count > 1 || (children.count == 1 && drawsOwnPixels))
        // Past `maximumGroupDepth` nested groups (each a canvas-sized buffer), degrade to direct drawing.
        if !(hasShadow || clipsContent || groupOpacity) || offscreenDepth >= SoftwareRenderer.maximumGroupDepth {
            drawOwn(s, t, children, backdrop: backdrop, into: target, alpha: opacity)
            return
        }
        let off = acquireOffscreen()
        drawOwn(s, t, children, backdrop: backdrop, into: off, alpha: 1)
        if hasShadow { drawShadow(of: off, state: s, into: target, alpha: opacity) }
        if clipsContent {
            layerPolygons.removeAll()
            appendRoundedRect(s.bounds, radii: s.cornerRadii, tolerance: tolerance(t, s.bounds))
            fillLayerPolygons(t, evenOdd: false, paint: .layer(off, UInt32((opacity * 255).rounded())), into: target)
        } else {
            composite(off, alpha: UInt32((opacity * 255).rounded()), into: target)
        }
        releaseOffscreen(off)
    }

    /// Background (or blurred backdrop and its tint), content, sublayers and border, with `alpha`
    /// multiplied into every paint. A backdrop drawn with `alpha` < 1 (its layer faded without a
    /// group) shows the blur that much: the crisp pixels beneath show through the rest.
    private func drawOwn(
        _ s: LayerState, _ t: DeviceTransform, _ children: [HUDLayer], backdrop: Backdrop?, into target: PixelBuffer,
        alpha: Double
    ) {
        let b = s.bounds.standardized
        let tol = tolerance(t, b)
        if let backdrop {
            drawBackdrop(s, t, backdrop, alpha: alpha, tolerance: tol, into: target)
        } else if let bg = s.backgroundColor, bg.alpha > 0 {
            fillRoundedRect(
                b, radii: s.cornerRadii, t, color: PixelMath.premultiplied(bg, alpha: alpha), tolerance: tol, into: target)
        }
        drawContent(s, t, into: target, alpha: alpha, tolerance: tol)
        if !children.isEmpty {
            let childMatrix = SoftwareRenderer.sublayerMatrix(s).concatenating(t.matrix)
            for child in children { draw(child, parentMatrix: childMatrix, into: target, inheritedAlpha: alpha) }
        }
        if s.borderWidth.isFinite, s.borderWidth > 0, s.borderColor.alpha > 0 {
            drawBorder(
                b, width: s.borderWidth, radii: s.cornerRadii, t,
                color: PixelMath.premultiplied(s.borderColor, alpha: alpha), tolerance: tol, into: target)
        }
    }

    /// `sublayerTransform` about the bounds centre (Core Animation's convention).
    static func sublayerMatrix(_ s: LayerState) -> HUDTransform3D {
        let m = s.sublayerTransform
        if m.isIdentity { return .identity }
        let c = s.bounds.center
        return HUDTransform3D.translation(-c.x, -c.y).concatenating(m).concatenating(.translation(c.x, c.y))
    }

    /// Flattening tolerance in layer units for a device tolerance of ``deviceTolerance``.
    func tolerance(_ t: DeviceTransform, _ b: HUDRect) -> Double {
        let s = t.scaleEstimate(near: b.center)
        return s > 0 && s.isFinite ? SoftwareRenderer.deviceTolerance / s : SoftwareRenderer.deviceTolerance
    }

    func acquireOffscreen() -> PixelBuffer {
        if offscreenDepth == offscreens.count {
            let b = PixelBuffer()
            b.reset(width: canvas.width, height: canvas.height)
            offscreens.append(b)
        }
        let b = offscreens[offscreenDepth]
        offscreenDepth += 1
        return b
    }

    func releaseOffscreen(_ b: PixelBuffer) {
        b.pendingUniform = nil
        b.clearDirty()
        offscreenDepth -= 1
    }
}
