#if canImport(UIKit)
    // @preconcurrency: see UIKitHUDHost.swift.
    @preconcurrency import UIKit

    // The UIKit views MBProgressHUD exposes besides the HUD itself: its background views, its
    // label and button classes, and the two progress views apps build custom views from.
    // MBRoundProgressView and MBBarProgressView exist on iOS only: they are pure UIKit drawing
    // (`draw(_:)`) for apps' custom views; the HUD's own indicators are the engine's layers.
    // The classes are `@preconcurrency @MainActor` and say `Sendable` out loud, as MBProgressHUD
    // does (MBProgressHUDBehavior says why).

    /// The bold system font of `size` points at the default text size, scaled for `category`
    /// as `style` is (`UIFontMetrics`); what MBProgressHUD's labels and button follow until the app
    /// sets a font of its own.
    @MainActor
    struct DynamicBoldFont {
        let size: CGFloat
        let style: UIFont.TextStyle
        /// The font last set from this description (a different font on the view is the app's).
        var lastSet: UIFont?

        /// The font for `category` (unspecified counts as the default, large).
        func font(for category: UIContentSizeCategory) -> UIFont {
            let traits = UITraitCollection(preferredContentSizeCategory: category == .unspecified ? .large : category)
            return UIFontMetrics(forTextStyle: style).scaledFont(for: .boldSystemFont(ofSize: size), compatibleWith: traits)
        }
    }

    /// A label that tells the HUD when what it shows or its size changes.
    final class ObservedLabel: UILabel {
        var onChange: (() -> Void)?
        /// MBProgressHUD's bold font, following the reader's text size until the app sets its own.
        private var dynamicFont: DynamicBoldFont?
        /// The text last set, on any thread (what ``text`` reads back).
        private let requestedText = RequestedSetting<String?>(nil)
        init(size: CGFloat, lines: Int, style: UIFont.TextStyle) {
            super.init(frame: .zero)
            adjustsFontSizeToFitWidth = false
            dynamicFont = DynamicBoldFont(size: size, style: style)
            follow(.large)
            textAlignment = .center
            numberOfLines = lines
            textColor = UIColor.label.withAlphaComponent(0.7)
            isOpaque = false
            backgroundColor = .clear
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        /// Sets the default font for the reader's text size `category`; a font the app set stays.
        func follow(_ category: UIContentSizeCategory) {
            guard var dynamic = dynamicFont, dynamic.lastSet == nil || dynamic.lastSet == font else { return }
            let next = dynamic.font(for: category)
            dynamic.lastSet = next
            dynamicFont = dynamic
            if font != next { font = next }
        }
        /// Settable from any thread, as apps set MBProgressHUD's label from background callbacks:
        /// off the main thread the label changes after one hop to the main queue (`MainHop`), in
        /// order with the HUD's other any-thread calls; reading it gives the text last set.
        package nonisolated override var text: String? {
            get { requestedText.value }
            set { requestedText.request(newValue, on: self) { label, text in label.show(text) } }
        }
        /// The text the label shows: the last ``text`` applied on the main actor.
        var shownText: String? {
            get { super.text }
            set { super.text = newValue }
        }
        override var attributedText: NSAttributedString? {
            didSet {
                // The plain text follows; an older `text` still hopping does not undo it.
                requestedText.recordApplied(super.text)
                onChange?()
            }
        }
        override var textColor: UIColor! { didSet { onChange?() } }
        override var font: UIFont! { didSet { onChange?() } }
        override var numberOfLines: Int { didSet { onChange?() } }
        override var lineBreakMode: NSLineBreakMode { didSet { onChange?() } }

        private func show(_ text: String?) {
            shownText = text
            onChange?()
        }
    }

    /// A plain view that says when it joins a window and, before iOS 17, when its traits change
    /// (the HUD's indicator view: the HUD then takes its window's light or dark style).
    final class TraitReportingView: UIView {
        var onChange: (() -> Void)?
        override func didMoveToWindow() {
            super.didMoveToWindow()
            if window != nil { onChange?() }
        }
        // Before iOS 17; from 17 on the HUD registers for trait changes.
        @available(iOS, deprecated: 17.0)
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if #unavailable(iOS 17.0) { onChange?() }
        }
    }

    /// MBProgressHUD's rounded button (`MBProgressHUDRoundedButton`): a 1-point border in the title
    /// colour, a faint fill while highlighted; tells the HUD when its title or targets change.
    final class ObservedButton: UIButton {
        var onChange: (() -> Void)?
        /// MBProgressHUD's bold 12, following the reader's text size until the app sets its own.
        private var dynamicFont: DynamicBoldFont? = DynamicBoldFont(size: 12, style: .caption1)
        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.borderWidth = 1
            titleLabel?.textAlignment = .center
            follow(.large)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        /// Sets the default title font for the reader's text size `category`; a font the app set stays.
        func follow(_ category: UIContentSizeCategory) {
            guard var dynamic = dynamicFont, let label = titleLabel, dynamic.lastSet == nil || dynamic.lastSet == label.font
            else { return }
            let next = dynamic.font(for: category)
            dynamic.lastSet = next
            dynamicFont = dynamic
            if label.font != next {
                label.font = next
                onChange?()
            }
        }
        override func setTitle(_ title: String?, for state: UIControl.State) {
            super.setTitle(title, for: state)
            onChange?()
        }
        override func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
            super.setTitleColor(color, for: state)
            layer.borderColor = color?.cgColor
            isHighlighted = isHighlighted
        }
        override var isHighlighted: Bool {
            didSet { backgroundColor = isHighlighted ? titleColor(for: .selected)?.withAlphaComponent(0.1) : .clear }
        }
        override func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
            super.addTarget(target, action: action, for: controlEvents)
            onChange?()
        }
        override func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
            super.removeTarget(target, action: action, for: controlEvents)
            onChange?()
        }
    }

    /// MBProgressHUD's bezel and background view: a solid colour, or a blur (a `UIVisualEffectView`
    /// of ``blurEffectStyle`` at the back) under ``color``, as `MBBackgroundView.updateForBackgroundStyle`.
    @preconcurrency @MainActor
    open class MBBackgroundView: UIView, Sendable {
        /// Solid colour or blur.
        @objc public var style: MBProgressHUDBackgroundStyle { didSet { if style != oldValue { updateForBackgroundStyle() } } }
        /// The blur's style (MBProgressHUD: system thick material).
        @objc public var blurEffectStyle: UIBlurEffect.Style = .systemThickMaterial {
            didSet { if blurEffectStyle != oldValue { updateForBackgroundStyle() } }
        }
        /// The colour over the blur, or the solid colour; `nil` shows the blur alone.
        @objc public var color: UIColor? {
            didSet {
                backgroundColor = color
                onChange?()
            }
        }
        /// The blur, while ``style`` is `.blur`.
        public private(set) var effectView: UIVisualEffectView?
        var onChange: (() -> Void)?

        init(style: MBProgressHUDBackgroundStyle) {
            self.style = style
            self.color = style == .solidColor ? .clear : nil
            super.init(frame: .zero)
            clipsToBounds = true
            updateForBackgroundStyle()
        }

        /// Creates a blurred background view with no colour over the blur, as MBProgressHUD 1.2's
        /// `-initWithFrame:` does from iOS 13 (style blur, system thick material, colour unset).
        public override convenience init(frame: CGRect) {
            self.init(style: .blur)
            self.frame = frame
        }
        /// Not supported from archives beyond the defaults.
        public required init?(coder: NSCoder) {
            style = .blur
            super.init(coder: coder)
            updateForBackgroundStyle()
        }

        /// Smallest size possible (MBProgressHUD: content pushes against it).
        open override var intrinsicContentSize: CGSize { .zero }

        private func updateForBackgroundStyle() {
            effectView?.removeFromSuperview()
            effectView = nil
            if style == .blur {
                let blur = UIVisualEffectView(effect: UIBlurEffect(style: blurEffectStyle))
                blur.frame = bounds
                blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                blur.isUserInteractionEnabled = false
                insertSubview(blur, at: 0)
                layer.allowsGroupOpacity = false
                effectView = blur
            }
            backgroundColor = color
            onChange?()
        }
    }

    /// MBProgressHUD's round progress view (pie, or ring when `annular`), drawn with UIKit.
    @preconcurrency @MainActor
    open class MBRoundProgressView: UIView, Sendable {
        /// Progress 0…1.
        @objc public var progress: Float = 0 { didSet { setNeedsDisplay() } }
        /// The progress colour.
        @objc public var progressTintColor: UIColor = .white { didSet { setNeedsDisplay() } }
        /// The track colour.
        @objc public var backgroundTintColor: UIColor = UIColor(white: 1, alpha: 0.1) { didSet { setNeedsDisplay() } }
        /// A ring instead of a pie. Objective-C: `annular`, read with `isAnnular`.
        @objc(annular) public var isAnnular: Bool {
            @objc(isAnnular) get { ring }
            set { ring = newValue }
        }
        private var ring = false { didSet { setNeedsDisplay() } }

        /// Creates a 37 × 37 view.
        public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 37, height: 37)) }
        public override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .clear
            isOpaque = false
        }
        public required init?(coder: NSCoder) { super.init(coder: coder) }
        open override var intrinsicContentSize: CGSize { CGSize(width: 37, height: 37) }

        open override func draw(_ rect: CGRect) {
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            let start = -CGFloat.pi / 2
            let end = start + CGFloat(min(1, max(0, progress))) * 2 * .pi
            let radius = (bounds.width - 2) / 2
            let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            track.lineWidth = 2
            if isAnnular {
                backgroundTintColor.setStroke()
            } else {
                backgroundTintColor.setFill()
                track.fill()
                progressTintColor.setStroke()
            }
            track.stroke()
            let arc = UIBezierPath(
                arcCenter: center, radius: isAnnular ? radius : radius - 1, startAngle: start, endAngle: end, clockwise: true)
            arc.lineWidth = isAnnular ? 2 : 4
            progressTintColor.setStroke()
            arc.stroke()
        }
    }

    /// MBProgressHUD's horizontal bar progress view, drawn with UIKit.
    @preconcurrency @MainActor
    open class MBBarProgressView: UIView, Sendable {
        /// Progress 0…1.
        @objc public var progress: Float = 0 { didSet { setNeedsDisplay() } }
        /// The outline colour.
        @objc public var lineColor: UIColor = .white { didSet { setNeedsDisplay() } }
        /// The colour of the part still to do.
        @objc public var progressRemainingColor: UIColor = .clear { didSet { setNeedsDisplay() } }
        /// The colour of the part done.
        @objc public var progressColor: UIColor = .white { didSet { setNeedsDisplay() } }

        /// Creates a 120 × 20 view.
        public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 120, height: 20)) }
        public override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .clear
            isOpaque = false
        }
        public required init?(coder: NSCoder) { super.init(coder: coder) }
        open override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 10) }

        open override func draw(_ rect: CGRect) {
            let outer = UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: bounds.height / 2 - 2)
            outer.lineWidth = 2
            progressRemainingColor.setFill()
            outer.fill()
            lineColor.setStroke()
            outer.stroke()
            let inner = bounds.insetBy(dx: 4, dy: 4)
            let done = CGRect(
                x: inner.minX, y: inner.minY, width: inner.width * CGFloat(min(1, max(0, progress))), height: inner.height)
            progressColor.setFill()
            UIBezierPath(roundedRect: done, cornerRadius: inner.height / 2).fill()
        }
    }

    extension HUDColor {
        /// The colour's sRGB components (black when UIKit cannot give them).
        init(uiColor: UIColor) {
            var r: CGFloat = 0
            var g: CGFloat = 0
            var b: CGFloat = 0
            var a: CGFloat = 0
            if !uiColor.getRed(&r, green: &g, blue: &b, alpha: &a) {
                var w: CGFloat = 0
                if uiColor.getWhite(&w, alpha: &a) {
                    r = w
                    g = w
                    b = w
                }
            }
            self.init(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
        }
    }
#endif
