#if canImport(UIKit)
// @preconcurrency: see UIKitHUDHost.swift.
@preconcurrency import UIKit

/// MBProgressHUD 1.2 on iOS: a `UIView` added to the view it covers, with MBProgressHUD's Swift
/// API, so replacing `import MBProgressHUD` with `import OverlayHUD` is the migration.
///
/// ```swift
/// let hud = MBProgressHUD.showAdded(to: view, animated: true)
/// hud.mode = .annularDeterminate
/// hud.label.text = "Loading"
/// hud.hide(animated: true, afterDelay: 1)
/// ```
/// The content (bezel, indicators, texts, show/hide animations) is the engine's waiting HUD,
/// mirrored into the view's layer; the rules (grace time, minimum show time, delayed hide,
/// removal, completion block then delegate) are MBProgressHUD's, tested on Linux.
///
/// Threading: the class is main-actor isolated, as MBProgressHUD asserts the main thread.
/// ``show(animated:)``, ``hide(animated:)`` and ``hide(animated:afterDelay:)`` may be called from
/// any thread: off the main thread they hop to the main queue, in the order they were made.
@MainActor
open class MBProgressHUD: UIView {
    let engine: MBProgressHUDEngine
    private let viewHost: ViewLayerHost
    private var content = MBHUDContent()

    /// Creates a HUD the size of `view`'s bounds; add it to the view, then call ``show(animated:)``.
    public convenience init(view: UIView) {
        self.init(frame: view.bounds)
    }

    /// Creates a HUD with a frame (it resizes with its superview).
    public override init(frame: CGRect) {
        let clock = HUDCenter.shared.clock
        viewHost = ViewLayerHost(clock: clock)
        engine = MBProgressHUDEngine(size: Size(Double(frame.width), Double(frame.height)), clock: clock, host: viewHost)
        super.init(frame: frame)
        commonInit()
    }

    /// Creates a HUD from an archive (as MBProgressHUD, it supports `init(coder:)`).
    public required init?(coder: NSCoder) {
        let clock = HUDCenter.shared.clock
        viewHost = ViewLayerHost(clock: clock)
        engine = MBProgressHUDEngine(size: .zero, clock: clock, host: viewHost)
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isOpaque = false
        backgroundColor = .clear
        alpha = 0
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        layer.allowsGroupOpacity = false
        backgroundView.frame = bounds
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        layer.addSublayer(viewHost.container)
        bezelView.isUserInteractionEnabled = false
        bezelView.backgroundColor = .clear
        addSubview(bezelView)
        mainLabel.onChange = { [weak self] in self?.labelsChanged() }
        secondLabel.onChange = { [weak self] in self?.labelsChanged() }
        roundedButton.onChange = { [weak self] in self?.labelsChanged() }
        bezelView.onChange = { [weak self] in self?.backgroundsChanged() }
        backgroundView.onChange = { [weak self] in self?.backgroundsChanged() }
        engine.makeConfiguration = { [unowned self] in self.content.configuration }
        engine.onAlphaChange = { [unowned self] in self.alpha = CGFloat($0) }
        engine.onProgress = { [unowned self] in self.progress = Float($0) }
        engine.onButtonTap = { [unowned self] in self.button.sendActions(for: .touchUpInside) }
        engine.onDone = { [unowned self] in self.done() }
        viewHost.didCommit = { [unowned self] in self.placeSubviews() }
        backgroundsChanged()
    }

    // MARK: Class methods

    /// Creates a HUD, adds it to `view` and shows it; it leaves the view when hidden.
    @discardableResult
    public class func showAdded(to view: UIView, animated: Bool) -> MBProgressHUD {
        let hud = MBProgressHUD(view: view)
        hud.removeFromSuperViewOnHide = true
        view.addSubview(hud)
        hud.show(animated: animated)
        return hud
    }

    /// Hides ``forView(_:)``'s HUD and removes it when hidden; returns whether there was one.
    @discardableResult
    public class func hide(for view: UIView, animated: Bool) -> Bool {
        guard let hud = forView(view) else { return false }
        hud.removeFromSuperViewOnHide = true
        hud.hide(animated: animated)
        return true
    }

    /// The top-most HUD among `view`'s subviews whose hide has not been asked for.
    public class func forView(_ view: UIView) -> MBProgressHUD? {
        for case let hud as MBProgressHUD in view.subviews.reversed() where !hud.engine.isFinished { return hud }
        return nil
    }

    // MARK: Showing and hiding

    /// Shows the HUD (after ``graceTime``). Callable from any thread (hops to the main queue in order).
    nonisolated public func show(animated: Bool) {
        MainHop.run(self, animated) { hud, animated in hud.engine.show(animated: animated) }
    }

    /// Hides the HUD (once ``minShowTime`` has passed). Callable from any thread.
    nonisolated public func hide(animated: Bool) {
        MainHop.run(self, animated) { hud, animated in hud.engine.hide(animated: animated) }
    }

    /// Hides the HUD after `delay` seconds; a new call replaces a pending one. Callable from any thread.
    nonisolated public func hide(animated: Bool, afterDelay delay: TimeInterval) {
        MainHop.run(self, (animated, delay)) { hud, a in hud.engine.hide(animated: a.0, afterDelay: a.1) }
    }

    // MARK: Behaviour

    /// Told after the HUD is hidden.
    public weak var delegate: (any MBProgressHUDDelegate)?
    /// Called after the HUD is hidden, before the delegate.
    public var completionBlock: (() -> Void)?
    /// Seconds a show waits; a hide before then means the HUD never appears.
    public var graceTime: TimeInterval { get { engine.graceTime } set { engine.graceTime = newValue } }
    /// Minimum seconds on screen once shown; read when hiding.
    public var minShowTime: TimeInterval { get { engine.minShowTime } set { engine.minShowTime = newValue } }
    /// Whether the HUD leaves its superview when hidden (default `false`, as MBProgressHUD).
    public var removeFromSuperViewOnHide: Bool {
        get { engine.removeFromSuperViewOnHide } set { engine.removeFromSuperViewOnHide = newValue }
    }

    // MARK: Appearance

    /// The indicator.
    public var mode: MBProgressHUDMode { get { content.mode } set { content.mode = newValue; updateCustomView(); engine.refresh() } }
    /// Colour of labels, button and indicators; `nil` keeps the views' colours.
    public var contentColor: UIColor? = UIColor.label.withAlphaComponent(0.7) {
        didSet { if let c = contentColor { label.textColor = c; detailsLabel.textColor = c; button.setTitleColor(c, for: .normal) }; labelsChanged() }
    }
    /// Show/hide animation, read each time the HUD animates.
    public var animationType: MBProgressHUDAnimation { get { content.animationType } set { content.animationType = newValue } }
    /// Bezel offset from the centre; `MBProgressMaxOffset` pins it to an edge.
    public var offset: CGPoint {
        get { CGPoint(x: content.offset.x, y: content.offset.y) }
        set { content.offset = Point(Double(newValue.x), Double(newValue.y)); engine.refresh() }
    }
    /// Space between the bezel's edge and its content (default 20).
    public var margin: CGFloat { get { CGFloat(content.margin) } set { content.margin = Double(newValue); engine.refresh() } }
    /// Minimum bezel size.
    public var minSize: CGSize {
        get { CGSize(width: content.minSize.width, height: content.minSize.height) }
        set { content.minSize = Size(Double(newValue.width), Double(newValue.height)); engine.refresh() }
    }
    /// Forces a square bezel.
    public var isSquare: Bool { get { content.isSquare } set { content.isSquare = newValue; engine.refresh() } }
    /// Kept for source compatibility; the bezel has no motion effects (MBProgressHUD 1.2's default).
    public var areDefaultMotionEffectsEnabled = false
    /// Progress 0…1 for the determinate modes.
    public var progress: Float { get { content.progress } set { content.progress = newValue; engine.refresh() } }
    /// A Foundation progress followed while the HUD is shown.
    public var progressObject: Progress? { get { engine.progressObject } set { engine.progressObject = newValue } }

    // MARK: Views

    /// The bezel (default: blur). Its `style`, `color` and `blurEffectStyle` restyle the engine's bezel.
    public let bezelView = MBBackgroundView(style: .blur)
    /// The view behind the bezel, covering the HUD (default: clear).
    public let backgroundView = MBBackgroundView(style: .solidColor)
    /// The view shown in `.customView` mode, centred where the indicator goes.
    public var customView: UIView? { didSet { if customView !== oldValue { oldValue?.removeFromSuperview(); updateCustomView(); engine.refresh() } } }
    /// The main label (its text, font size and colour are drawn by the engine).
    public var label: UILabel { mainLabel }
    /// The details label.
    public var detailsLabel: UILabel { secondLabel }
    /// The action button: shown when it has a title and a target, as in MBProgressHUD.
    public var button: UIButton { roundedButton }

    private let mainLabel = ObservedLabel(size: 16, lines: 1)
    private let secondLabel = ObservedLabel(size: 12, lines: 0)
    private let roundedButton = ObservedButton(type: .custom)

    // MARK: UIView

    open override func layoutSubviews() {
        super.layoutSubviews()
        viewHost.container.frame = bounds
        let insets = safeAreaInsets
        engine.resize(to: Size(Double(bounds.width), Double(bounds.height)), safeArea: HUDEdgeInsets(top: Double(insets.top), left: Double(insets.left),
                                                                     bottom: Double(insets.bottom), right: Double(insets.right)))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, engine.tapButton(at: Point(touch.location(in: self))) { return }
        super.touchesEnded(touches, with: event)
    }

    // MARK: Internals

    private func labelsChanged() {
        content.label = mainLabel.text
        content.details = secondLabel.text
        content.buttonTitle = roundedButton.title(for: .normal)
        content.buttonHasTarget = !roundedButton.allTargets.isEmpty
        content.contentColor = (contentColor ?? mainLabel.textColor).map(HUDColor.init(uiColor:))
        engine.refresh()
    }

    private func backgroundsChanged() {
        let tint = HUDColor(white: 0.8, alpha: 0.6)
        let color = bezelView.color.map(HUDColor.init(uiColor:))
        content.bezel = bezelView.style == .blur ? .blur(tint: color ?? tint) : .solid(color ?? tint)
        content.backgroundColor = backgroundView.style == .solidColor ? backgroundView.color.map(HUDColor.init(uiColor:)) : HUDColor(white: 0.8, alpha: 0.6)
        engine.refresh()
    }

    private func updateCustomView() {
        guard mode == .customView, let view = customView else { content.customView = nil; return }
        let s = view.intrinsicContentSize
        let size = s.width > 0 && s.height > 0 ? s : view.bounds.size
        content.customView = HUDCustomContent(id: "\(ObjectIdentifier(view))", size: Size(Double(size.width), Double(size.height))) { Layer(name: "customIndicator") }
        if view.superview !== self { addSubview(view) }
    }

    /// Puts the UIKit views where the engine laid their layers out (model geometry).
    private func placeSubviews() {
        let bezelLayer = engine.view?.bezel
        bezelView.alpha = CGFloat(engine.bezelAlpha)
        if let bezelLayer, let frame = Self.frame(of: bezelLayer) { bezelView.frame = frame }
        backgroundView.alpha = bezelView.alpha
        if let view = customView, mode == .customView, let layer = engine.view?.indicator, let f = Self.frame(of: layer) {
            view.frame = f
            view.alpha = bezelView.alpha
        }
    }

    /// A layer's model frame in the HUD's coordinates.
    private static func frame(of layer: Layer) -> CGRect? {
        let b = layer.bounds
        guard let p = layer.convert(Point(b.minX, b.minY), to: nil), let q = layer.convert(Point(b.maxX, b.maxY), to: nil) else { return nil }
        return CGRect(x: min(p.x, q.x), y: min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
    }

    private func done() {
        if engine.isFinished && removeFromSuperViewOnHide { removeFromSuperview() }
        completionBlock?()
        delegate?.hudWasHidden(self)
    }
}

/// A label that tells the HUD when what it shows changes.
private final class ObservedLabel: UILabel {
    var onChange: (() -> Void)?
    init(size: CGFloat, lines: Int) {
        super.init(frame: .zero)
        font = .boldSystemFont(ofSize: size)
        textAlignment = .center
        numberOfLines = lines
        textColor = UIColor.label.withAlphaComponent(0.7)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var text: String? { didSet { onChange?() } }
    override var textColor: UIColor! { didSet { onChange?() } }
}

/// MBProgressHUD's rounded button: tells the HUD when its title or targets change.
private final class ObservedButton: UIButton {
    var onChange: (() -> Void)?
    override func setTitle(_ title: String?, for state: UIControl.State) { super.setTitle(title, for: state); onChange?() }
    override func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        super.addTarget(target, action: action, for: controlEvents); onChange?()
    }
    override func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        super.removeTarget(target, action: action, for: controlEvents); onChange?()
    }
}

/// MBProgressHUD's bezel and background view: a style, a blur style and a colour.
@MainActor
open class MBBackgroundView: UIView {
    var onChange: (() -> Void)?
    /// Solid colour or blur.
    public var style: MBProgressHUDBackgroundStyle { didSet { onChange?() } }
    /// The blur's style (MBProgressHUD: system thick material).
    public var blurEffectStyle: UIBlurEffect.Style = .systemThickMaterial { didSet { onChange?() } }
    /// The colour (blur: its tint); `nil` uses the default.
    public var color: UIColor? { didSet { onChange?() } }

    init(style: MBProgressHUDBackgroundStyle) {
        self.style = style
        self.color = style == .solidColor ? .clear : nil
        super.init(frame: .zero)
        clipsToBounds = true
    }

    /// Creates a solid-colour background view.
    public override convenience init(frame: CGRect) { self.init(style: .solidColor); self.frame = frame }
    /// Not supported from archives beyond the defaults.
    public required init?(coder: NSCoder) { style = .blur; super.init(coder: coder) }
}

/// MBProgressHUD's round progress view (pie, or ring when `annular`), drawn with UIKit.
@MainActor
open class MBRoundProgressView: UIView {
    /// Progress 0…1.
    public var progress: Float = 0 { didSet { setNeedsDisplay() } }
    /// The progress colour.
    public var progressTintColor: UIColor = .white { didSet { setNeedsDisplay() } }
    /// The track colour.
    public var backgroundTintColor: UIColor = UIColor(white: 1, alpha: 0.1) { didSet { setNeedsDisplay() } }
    /// A ring instead of a pie.
    public var isAnnular = false { didSet { setNeedsDisplay() } }

    /// Creates a 37 × 37 view.
    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 37, height: 37)) }
    public override init(frame: CGRect) { super.init(frame: frame); backgroundColor = .clear; isOpaque = false }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open override var intrinsicContentSize: CGSize { CGSize(width: 37, height: 37) }

    open override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let start = -CGFloat.pi / 2, end = start + CGFloat(min(1, max(0, progress))) * 2 * .pi
        let radius = (bounds.width - 2) / 2
        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = 2
        if isAnnular { backgroundTintColor.setStroke() } else { backgroundTintColor.setFill(); track.fill(); progressTintColor.setStroke() }
        track.stroke()
        let arc = UIBezierPath(arcCenter: center, radius: isAnnular ? radius : radius - 1, startAngle: start, endAngle: end, clockwise: true)
        arc.lineWidth = isAnnular ? 2 : 4
        progressTintColor.setStroke()
        arc.stroke()
    }
}

/// MBProgressHUD's horizontal bar progress view, drawn with UIKit.
@MainActor
open class MBBarProgressView: UIView {
    /// Progress 0…1.
    public var progress: Float = 0 { didSet { setNeedsDisplay() } }
    /// The outline colour.
    public var lineColor: UIColor = .white { didSet { setNeedsDisplay() } }
    /// The colour of the part still to do.
    public var progressRemainingColor: UIColor = .clear { didSet { setNeedsDisplay() } }
    /// The colour of the part done.
    public var progressColor: UIColor = .white { didSet { setNeedsDisplay() } }

    /// Creates a 120 × 20 view.
    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 120, height: 20)) }
    public override init(frame: CGRect) { super.init(frame: frame); backgroundColor = .clear; isOpaque = false }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 10) }

    open override func draw(_ rect: CGRect) {
        let outer = UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: bounds.height / 2 - 2)
        outer.lineWidth = 2
        progressRemainingColor.setFill(); outer.fill()
        lineColor.setStroke(); outer.stroke()
        let inner = bounds.insetBy(dx: 4, dy: 4)
        let done = CGRect(x: inner.minX, y: inner.minY, width: inner.width * CGFloat(min(1, max(0, progress))), height: inner.height)
        progressColor.setFill()
        UIBezierPath(roundedRect: done, cornerRadius: inner.height / 2).fill()
    }
}

extension HUDColor {
    /// The colour's sRGB components (black when UIKit cannot give them).
    init(uiColor: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        if !uiColor.getRed(&r, green: &g, blue: &b, alpha: &a) {
            var w: CGFloat = 0
            if uiColor.getWhite(&w, alpha: &a) { r = w; g = w; b = w }
        }
        self.init(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
    }
}
#endif
