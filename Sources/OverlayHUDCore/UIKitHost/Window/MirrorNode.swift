#if canImport(UIKit)
    // @preconcurrency: the 17.4 SDK's CALayer subclasses and UIKit views are not fully annotated
    // for Swift 6 concurrency; the mirror only touches them on the main actor.
    @preconcurrency import UIKit
    @preconcurrency import QuartzCore

    /// A view whose layer is of the class a `LayerKind` names. The mirror is made of views (not bare
    /// layers) so a blur's `UIVisualEffectView` sits in the view hierarchy, as UIKit requires; the
    /// views take no touches (the overlay window routes them through the engine).
    package class MirrorView: UIView {
        package override class var layerClass: AnyClass { CALayer.self }

        /// A content slot's view follows the layer's bounds, also while they animate frame by frame.
        package override func layoutSubviews() {
            super.layoutSubviews()
            for case let slot as ContentSlotContainerView in subviews where slot.frame != bounds { slot.frame = bounds }
        }
    }
    package final class ShapeMirrorView: MirrorView { package override class var layerClass: AnyClass { CAShapeLayer.self } }
    final class GradientMirrorView: MirrorView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }
    /// A text layer's view: a plain layer (the engine's geometry, paint and animations) holding a
    /// `UILabel` over its bounds, so UIKit sets the text in the font the host measured it in
    /// (``UIKitFonts``), vertically centred as the engine draws text.
    final class TextMirrorView: MirrorView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.isUserInteractionEnabled = false
            // The host lists the overlay's accessibility elements itself (AccessibilityElementPlan).
            label.isAccessibilityElement = false
            label.backgroundColor = .clear
            label.isOpaque = false
            addSubview(label)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    /// A picture layer's view: a plain layer (the engine's geometry, paint and animations) holding a
    /// `UIImageView` over its bounds, so UIKit draws SF Symbols (with their symbol configuration),
    /// asset images (their dark and high-contrast variants follow the traits) and templates (in the
    /// engine's tint).
    final class PictureMirrorView: MirrorView {
        let imageView = UIImageView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            imageView.isUserInteractionEnabled = false
            // The host lists the overlay's accessibility elements itself (AccessibilityElementPlan).
            imageView.isAccessibilityElement = false
            imageView.backgroundColor = .clear
            imageView.isOpaque = false
            // The engine's colour, always: UIKit would grey a template while an alert or sheet is
            // presented over the overlay (`.dimmed`), though no other layer of the element dims.
            imageView.tintAdjustmentMode = .normal
            addSubview(imageView)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }

        /// Shows `picture`: the image the engine's reference names, its gravity and its tint.
        func show(_ picture: ImageContent) {
            imageView.contentMode = picture.gravity == .resizeAspectFill ? .scaleAspectFill : .scaleAspectFit
            imageView.clipsToBounds = false
            imageView.tintColor = picture.tint?.uiColor
            var image = Self.image(for: picture.image)
            switch picture.image.tinted {
            case true?: image = image?.withRenderingMode(.alwaysTemplate)
            case false?: image = image?.withRenderingMode(.alwaysOriginal)
            case nil: break
            }
            // No tint: every picture in its own colours (`ImageContent.tint`).
            if picture.tint == nil { image = image?.withRenderingMode(.alwaysOriginal) }
            imageView.image = image
        }

        /// The `UIImage` a reference names: a bitmap's pixels, the app's asset, else an SF Symbol,
        /// or the image itself; `nil` (nothing drawn) when there is none.
        static func image(for reference: HUDImage) -> UIImage? {
            switch reference.source {
            case .bitmap(let bitmap): return bitmap.cgImage.map { UIImage(cgImage: $0) }
            case .named(let name):
                guard !name.isEmpty else { return nil }
                return UIImage(named: name) ?? UIImage(systemName: name)
            case .platform(let platform): return platform.object as? UIImage
            }
        }
    }

    /// One engine layer's UIKit/Core Animation counterpart, and what was last copied into it.
    @MainActor
    final class MirrorNode {
        /// The engine layer (weak: the engine owns its tree).
        weak var source: HUDLayer?
        /// The view holding the layer; children's views and the blur are its subviews.
        let view: UIView
        /// The Core Animation layer of the class `LayerKind` names (the view's layer).
        var layer: CALayer { view.layer }
        /// The kind the layer was made for.
        let kind: LayerKind
        /// The model state last copied (nil: copy everything next time).
        var lastState: LayerState?
        /// The effect and effect tint last applied.
        var lastEffect: BackgroundEffect?
        var lastEffectTint: HUDColor?
        /// The content slot whose view was last placed in this node's view.
        var mountedSlot: HUDContentSlotID?
        /// The blur behind the content, for layers with a background effect.
        var effectView: UIVisualEffectView?
        /// The view drawing the content, for text layers (the `UILabel`) and pictures (the
        /// `UIImageView`): kept below the children.
        var contentView: UIView? { (view as? TextMirrorView)?.label ?? (view as? PictureMirrorView)?.imageView }

        init(source: HUDLayer, kind: LayerKind) {
            self.source = source
            self.kind = kind
            switch kind {
            case .plain, .image: view = MirrorView()
            case .shape: view = ShapeMirrorView()
            case .gradient: view = GradientMirrorView()
            case .text: view = TextMirrorView()
            case .picture: view = PictureMirrorView()
            }
            view.isUserInteractionEnabled = false
            view.isOpaque = false
            view.layer.name = source.name
        }

        /// Copies `state` (the model, or a presentation for driven layers) and `effect` into the
        /// layer; unchanged values are skipped. Call inside a transaction with actions disabled.
        func apply(
            _ state: LayerState, effect: BackgroundEffect?, effectTint: HUDColor? = nil, scale: CGFloat, fonts: UIKitFonts
        ) {
            // Unwrapped once: reading through the optional at each line copied the whole state each time.
            let all = lastState == nil  // nothing copied yet: copy everything
            let old = lastState ?? state
            let l = layer
            if all || old.bounds != state.bounds { l.bounds = state.bounds.cgRect }
            if all || old.position != state.position { l.position = state.position.cgPoint }
            if all || old.anchorPoint != state.anchorPoint { l.anchorPoint = state.anchorPoint.cgPoint }
            if all || old.zPosition != state.zPosition { l.zPosition = CGFloat(state.zPosition) }
            if all || old.transform != state.transform { l.transform = state.transform.caTransform }
            if all || old.sublayerTransform != state.sublayerTransform {
                l.sublayerTransform = state.sublayerTransform.caTransform
            }
            if all || old.opacity != state.opacity { l.opacity = Float(state.opacity) }
            if all || old.isHidden != state.isHidden { l.isHidden = state.isHidden }
            if all || old.masksToBounds != state.masksToBounds { l.masksToBounds = state.masksToBounds }
            if all || old.cornerRadius != state.cornerRadius {
                l.cornerRadius = CGFloat(state.cornerRadius.isFinite ? max(0, state.cornerRadius) : 0)
            }
            if all || old.maskedCorners != state.maskedCorners {
                l.maskedCorners = CACornerMask(rawValue: CoreAnimationNames.cornerMask(state.maskedCorners))
            }
            if all || old.borderWidth != state.borderWidth { l.borderWidth = CGFloat(state.borderWidth) }
            if all || old.borderColor != state.borderColor { l.borderColor = state.borderColor.cgColor }
            if all || old.shadowColor != state.shadowColor { l.shadowColor = state.shadowColor.cgColor }
            if all || old.shadowOpacity != state.shadowOpacity { l.shadowOpacity = Float(state.shadowOpacity) }
            if all || old.shadowOffset != state.shadowOffset { l.shadowOffset = state.shadowOffset.cgSize }
            if all || old.shadowRadius != state.shadowRadius { l.shadowRadius = CGFloat(state.shadowRadius) }
            if l.contentsScale != scale { l.contentsScale = scale }
            if all || old.backgroundColor != state.backgroundColor || lastEffect != effect || lastEffectTint != effectTint {
                applyBackground(state, effect: effect, effectTint: effectTint)
            }
            if let effectView, all || old.bounds != state.bounds || old.cornerRadius != state.cornerRadius {
                effectView.frame = state.bounds.cgRect
                effectView.layer.cornerRadius = l.cornerRadius
                effectView.layer.maskedCorners = l.maskedCorners
            }
            if all || old.content != state.content { applyContent(state.content, fonts: fonts) }
            if let label = contentView, all || old.bounds != state.bounds { label.frame = state.bounds.cgRect }
            lastState = state
            lastEffect = effect
            lastEffectTint = effectTint
        }

        /// Background colour and blur, split as `BackgroundEffectMapping` decides. The effect view
        /// becomes this view's first subview (`CoreAnimationBackend.setSublayers`); its alpha is never
        /// changed: the engine fades this layer, the effect view's container.
        private func applyBackground(_ state: LayerState, effect: BackgroundEffect?, effectTint: HUDColor?) {
            let split = BackgroundEffectMapping.split(
                effect: effect, backgroundColor: state.backgroundColor, effectTint: effectTint)
            layer.backgroundColor = split.layerBackground?.cgColor
            guard let style = split.blurStyle else {
                effectView?.removeFromSuperview()
                effectView = nil
                return
            }
            let blur = UIBlurEffect(style: UIBlurEffect.Style(rawValue: style) ?? .light)
            let view = effectView ?? UIVisualEffectView(effect: blur)
            if lastEffect != effect { view.effect = blur }
            view.isUserInteractionEnabled = false
            view.layer.masksToBounds = true
            view.frame = state.bounds.cgRect
            view.layer.cornerRadius = layer.cornerRadius
            view.layer.maskedCorners = layer.maskedCorners
            view.contentView.backgroundColor = split.effectTint?.uiColor
            effectView = view
        }

        /// Content: path and paint, gradient, text (set in the label by ``UIKitFonts``) or bitmap.
        private func applyContent(_ content: LayerContent, fonts: UIKitFonts) {
            switch content {
            case .none:
                break
            case .shape(let s):
                guard let shape = layer as? CAShapeLayer else { return }
                shape.path = PlatformValueGuard.path(s.path).cgPath
                shape.fillColor = s.fillColor?.cgColor
                shape.fillRule = CAShapeLayerFillRule(rawValue: CoreAnimationNames.fillRule(s.fillRule))
                shape.strokeColor = s.strokeColor?.cgColor
                shape.lineWidth = CGFloat(s.lineWidth.isFinite ? max(0, s.lineWidth) : 0)
                shape.lineCap = CAShapeLayerLineCap(rawValue: CoreAnimationNames.lineCap(s.lineCap))
                shape.lineJoin = CAShapeLayerLineJoin(rawValue: CoreAnimationNames.lineJoin(s.lineJoin))
                shape.miterLimit = CGFloat(s.miterLimit)
                shape.lineDashPattern = s.lineDashPattern.isEmpty ? nil : s.lineDashPattern.map { NSNumber(value: $0) }
                shape.lineDashPhase = CGFloat(s.lineDashPhase)
                shape.strokeStart = CGFloat(s.strokeStart)
                shape.strokeEnd = CGFloat(s.strokeEnd)
            case .gradient(let g):
                guard let gradient = layer as? CAGradientLayer else { return }
                gradient.type = CAGradientLayerType(rawValue: CoreAnimationNames.gradientType(g.kind))
                gradient.colors = g.colors.map(\.cgColor)
                gradient.locations = g.locations?.map { NSNumber(value: $0) }
                gradient.startPoint = g.startPoint.cgPoint
                gradient.endPoint = g.endPoint.cgPoint
            case .text(let t):
                guard let label = contentView as? UILabel else { return }
                fonts.apply(t, to: label)
            case .image(let bitmap):
                layer.contents = bitmap.cgImage
                layer.contentsGravity = .resize
            case .picture(let picture):
                (view as? PictureMirrorView)?.show(picture)
            }
        }
    }
#endif
