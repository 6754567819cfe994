// The MBProgressHUD class where there is no UIKit (Linux, tests, tools): the same life cycle and
// content as the UIView subclass in UIKitHost/, over a HeadlessContainer standing in for the view.
// Wrapped whole so the name is the UIView subclass on iOS; the behaviour both share is
// MBProgressHUDEngine.
#if !canImport(UIKit)
    import Foundation

    /// A stand-in for a `UIView` on platforms without UIKit: it holds MBProgressHUDs as subviews
    /// (in order, the last on top) and hit-tests them as UIKit would.
    @MainActor
    public final class HeadlessContainer {
        /// The center whose clock times the HUDs and whose host measures their text.
        public let hudCenter: HUDCenter
        /// The container's frame; its HUDs follow its size, as autoresizing views do.
        public var frame: HUDRect { didSet { for hud in subviews { hud.containerDidResize() } } }
        /// The HUDs added to the container, bottom first.
        public private(set) var subviews: [MBProgressHUD] = []

        /// Creates a container covering `frame`, timed by `center`'s clock.
        public init(frame: HUDRect, center: HUDCenter) {
            self.frame = frame
            self.hudCenter = center
        }

        /// The container's bounds.
        public var bounds: HUDRect { HUDRect(origin: .zero, size: frame.size) }

        /// Adds `hud` on top (`UIView.addSubview(_:)`: moves it to the top when already here).
        public func addSubview(_ hud: MBProgressHUD) {
            hud.removeFromSuperview()
            subviews.append(hud)
            hud.superview = self
            hud.containerDidResize()
        }

        /// The HUD that takes a touch at `point` (container coordinates): the top-most one that is
        /// not hidden, at least 1 % opaque and user-interactive, as UIKit's hit testing. `nil`: the
        /// touch reaches the app.
        public func hitTest(_ point: HUDPoint) -> MBProgressHUD? {
            subviews.last { hud in
                !hud.isHidden && hud.alpha >= 0.01 && hud.isUserInteractionEnabled && hud.frame.contains(point)
            }
        }

        /// A tap at `point` (container coordinates): taps the HUD's button when it lands on it.
        /// Returns whether a HUD took the touch.
        @discardableResult
        public func tap(at point: HUDPoint) -> Bool {
            guard let hud = hitTest(point) else { return false }
            _ = hud.engine.tapButton(at: HUDPoint(point.x - hud.frame.minX, point.y - hud.frame.minY))
            return true
        }

        fileprivate func remove(_ hud: MBProgressHUD) { subviews.removeAll { $0 === hud } }
    }

    /// A label's text and the `UILabel` properties that change its layout, like MBProgressHUD's
    /// `label` and `detailsLabel` (colour: ``MBProgressHUD/contentColor``).
    @MainActor
    public final class HUDLabel {
        /// The text; `nil` or empty hides the label.
        public var text: String? { didSet { onChange() } }
        /// The font (`label`: bold 16, `detailsLabel`: bold 12, as MBProgressHUD's bold system
        /// fonts), growing with the reader's text size (the center's) unless it is fixed.
        public var font: HUDFont {
            get { format.font }
            set { format.font = newValue }
        }
        /// The font's point size at the default text size (``font``'s size).
        public var fontSize: Double {
            get { format.fontSize }
            set { format.fontSize = newValue }
        }
        /// The font's weight (MBProgressHUD: bold).
        public var fontWeight: FontWeight {
            get { format.weight }
            set { format.weight = newValue }
        }
        /// Most lines shown, 0 for as many as needed (`label`: 1, `detailsLabel`: 0); a longer text
        /// wraps at spaces and its last line ends with "…".
        public var numberOfLines: Int {
            get { format.numberOfLines }
            set { format.numberOfLines = max(0, newValue) }
        }
        /// How the lines sit in the label (default centred).
        public var textAlignment: HUDTextAlignment {
            get { format.alignment }
            set { format.alignment = newValue }
        }
        var format: WaitingHUDLabelFormat { didSet { if format != oldValue { onChange() } } }
        let onChange: () -> Void
        init(format: WaitingHUDLabelFormat, onChange: @escaping () -> Void) {
            self.format = format
            self.onChange = onChange
        }
    }

    /// MBProgressHUD's `button`: shown when it has both a title and a tap handler (MBProgressHUD:
    /// a title and a target).
    @MainActor
    public final class HUDButton {
        /// The title; `nil` hides the button.
        public var title: String? { didSet { onChange() } }
        /// Called when the button is tapped (the target/action of `UIButton`).
        public var onTap: (@MainActor () -> Void)? { didSet { onChange() } }
        let onChange: () -> Void
        init(onChange: @escaping () -> Void) { self.onChange = onChange }
    }

    /// MBProgressHUD's `MBBackgroundView` for the bezel and the background: a style and a colour.
    @MainActor
    public final class MBBackgroundView {
        /// Solid colour or blur (bezel: `.blur`; background: `.solidColor`).
        public var style: MBProgressHUDBackgroundStyle { didSet { onChange() } }
        /// The colour (blur: its tint); `nil` uses the default.
        public var color: HUDColor? { didSet { onChange() } }
        let onChange: () -> Void
        let readAlpha: () -> Double
        init(style: MBProgressHUDBackgroundStyle, color: HUDColor?, alpha: @escaping () -> Double, onChange: @escaping () -> Void)
        {
            self.style = style
            self.color = color
            self.readAlpha = alpha
            self.onChange = onChange
        }
        /// The view's alpha: 1 while shown, 0 while hidden or hiding (the model value, as UIKit reports it).
        public var alpha: Double { readAlpha() }
    }

    /// MBProgressHUD 1.2 without UIKit: the same class, rules and content as on iOS, where it is a
    /// `UIView` subclass. A ``HeadlessContainer`` stands in for the view it is added to.
    ///
    /// ```swift
    /// let hud = MBProgressHUD.showAdded(to: container, animated: true)
    /// hud.mode = .annularDeterminate
    /// hud.label.text = "Loading"
    /// hud.hide(animated: true, afterDelay: 1)
    /// ```
    @MainActor
    public final class MBProgressHUD {
        let engine: MBProgressHUDEngine
        private var content = MBHUDContent()

        /// The container the HUD is in (`UIView.superview`).
        public fileprivate(set) weak var superview: HeadlessContainer?
        /// The view's frame in its container; it follows the container's size.
        public private(set) var frame: HUDRect
        /// Whether touches stop at the HUD (default `true`: it covers its container, as in MBProgressHUD).
        public var isUserInteractionEnabled = true
        /// `UIView.isHidden`.
        public var isHidden = false
        /// `UIView.alpha`: 0 until shown, 1 while shown and while hiding, 0 once hidden.
        public var alpha: Double = 0

        /// Creates a HUD the size of `view`'s bounds; add it to the view, then call ``show(animated:)``.
        public convenience init(view: HeadlessContainer) {
            self.init(frame: view.bounds, center: view.hudCenter)
        }

        /// Creates a HUD with a frame, timed by `center` (default: ``HUDCenter/shared``).
        public init(frame: HUDRect, center: HUDCenter = .shared) {
            self.frame = frame
            engine = MBProgressHUDEngine(size: frame.size, clock: center.clock, host: MeasuringHost(center.host))
            engine.makeConfiguration = { [unowned self] in self.content.configuration }
            engine.onAlphaChange = { [unowned self] in self.alpha = $0 }
            engine.onProgress = { [unowned self] in self.progress = Float($0) }
            engine.onButtonTap = { [unowned self] in self.button.onTap?() }
            engine.onDone = { [unowned self] in self.done() }
            engine.followTraits(of: center.overlay)
        }

        // MARK: Class methods

        /// Creates a HUD, adds it to `view` and shows it; it leaves the view when hidden.
        @discardableResult
        public static func showAdded(to view: HeadlessContainer, animated: Bool) -> MBProgressHUD {
            let hud = MBProgressHUD(view: view)
            hud.removeFromSuperViewOnHide = true
            view.addSubview(hud)
            hud.show(animated: animated)
            return hud
        }

        /// Hides ``forView(_:)``'s HUD and removes it when hidden; returns whether there was one.
        @discardableResult
        public static func hide(for view: HeadlessContainer, animated: Bool) -> Bool {
            guard let hud = forView(view) else { return false }
            hud.removeFromSuperViewOnHide = true
            hud.hide(animated: animated)
            return true
        }

        /// The top-most HUD in `view` whose hide has not been asked for.
        public static func forView(_ view: HeadlessContainer) -> MBProgressHUD? {
            view.subviews.last { !$0.engine.isFinished }
        }

        // MARK: Showing and hiding

        /// Shows the HUD (after ``graceTime``), by MBProgressHUD.m's rules.
        public func show(animated: Bool) { engine.show(animated: animated) }

        /// Hides the HUD (once ``minShowTime`` has passed since it appeared).
        public func hide(animated: Bool) { engine.hide(animated: animated) }

        /// Hides the HUD after `delay` seconds; a new call replaces a pending one, a show cancels it.
        public func hide(animated: Bool, afterDelay delay: TimeInterval) { engine.hide(animated: animated, afterDelay: delay) }

        /// Removes the HUD from its container (`UIView.removeFromSuperview()`).
        public func removeFromSuperview() {
            superview?.remove(self)
            superview = nil
        }

        // MARK: Behaviour

        /// Told after the HUD is hidden.
        public weak var delegate: (any MBProgressHUDDelegate)?
        /// Called after the HUD is hidden, before the delegate.
        public var completionBlock: (@MainActor () -> Void)?
        /// Seconds a show waits; a hide before then means the HUD never appears. Read when
        /// showing: NaN/negative count as 0, more than ``WaitingHUDConfiguration/maximumWaitTime``
        /// (60 s, +∞ included) as that maximum.
        public var graceTime: TimeInterval {
            get { engine.graceTime }
            set { engine.graceTime = newValue }
        }
        /// Minimum seconds on screen once shown; read when hiding, clamped as ``graceTime``.
        public var minShowTime: TimeInterval {
            get { engine.minShowTime }
            set { engine.minShowTime = newValue }
        }
        /// Whether the HUD leaves its container when hidden (default `false`, as MBProgressHUD).
        public var removeFromSuperViewOnHide: Bool {
            get { engine.removeFromSuperViewOnHide }
            set { engine.removeFromSuperViewOnHide = newValue }
        }

        // MARK: Appearance

        /// The indicator.
        public var mode: MBProgressHUDMode {
            get { content.mode }
            set {
                content.mode = newValue
                engine.refresh()
            }
        }
        /// Colour of labels, button and indicators; `nil` keeps the default.
        public var contentColor: HUDColor? {
            get { content.contentColor }
            set {
                content.contentColor = newValue
                engine.refresh()
            }
        }
        /// Show/hide animation, read each time the HUD animates.
        public var animationType: MBProgressHUDAnimation {
            get { content.animationType }
            set { content.animationType = newValue }
        }
        /// Bezel offset from the centre; ``MBProgressMaxOffset`` pins it to an edge.
        public var offset: HUDPoint {
            get { content.offset }
            set {
                content.offset = newValue
                engine.refresh()
            }
        }
        /// Space between the bezel's edge and its content (default 20).
        public var margin: Double {
            get { content.margin }
            set {
                content.margin = newValue
                engine.refresh()
            }
        }
        /// Minimum bezel size.
        public var minSize: HUDSize {
            get { content.minSize }
            set {
                content.minSize = newValue
                engine.refresh()
            }
        }
        /// Forces a square bezel.
        public var isSquare: Bool {
            get { content.isSquare }
            set {
                content.isSquare = newValue
                engine.refresh()
            }
        }
        /// Progress 0…1 for the determinate modes.
        public var progress: Float {
            get { content.progress }
            set {
                content.progress = newValue
                engine.refresh()
            }
        }
        /// A Foundation progress followed while the HUD is shown (MBProgressHUD: per display frame).
        public var progressObject: Progress? {
            get { engine.progressObject }
            set { engine.progressObject = newValue }
        }

        // MARK: Views

        /// The content shown in `.customView` mode.
        public var customView: WaitingHUDCustomContent? {
            get { content.customView }
            set {
                content.customView = newValue
                engine.refresh()
            }
        }
        /// The main label.
        public private(set) lazy var label: HUDLabel = HUDLabel(format: .label) { [unowned self] in
            self.content.label = self.label.text
            self.content.labelFormat = self.label.format
            self.engine.refresh()
        }
        /// The details label (wraps: as many lines as needed).
        public private(set) lazy var detailsLabel: HUDLabel = HUDLabel(format: .mbDetails) { [unowned self] in
            self.content.details = self.detailsLabel.text
            self.content.detailsFormat = self.detailsLabel.format
            self.engine.refresh()
        }
        /// The action button.
        public private(set) lazy var button: HUDButton = HUDButton { [unowned self] in
            self.content.buttonTitle = self.button.title
            self.content.buttonHasTarget = self.button.onTap != nil
            self.engine.refresh()
        }
        /// The bezel (default: blur).
        public private(set) lazy var bezelView: MBBackgroundView = MBBackgroundView(
            style: .blur, color: nil, alpha: { [unowned self] in self.engine.bezelAlpha },
            onChange: { [unowned self] in
                let tint = HUDColor(white: 0.8, alpha: 0.6)
                self.content.bezel =
                    self.bezelView.style == .blur
                    ? WaitingHUDBezelStyle.blur(tint: self.bezelView.color ?? tint)
                    : WaitingHUDBezelStyle.solid(self.bezelView.color ?? tint)
                self.engine.refresh()
            })
        /// The view behind the bezel, covering the container (default: clear).
        public private(set) lazy var backgroundView: MBBackgroundView = MBBackgroundView(
            style: .solidColor, color: .clear, alpha: { [unowned self] in self.engine.bezelAlpha },
            onChange: { [unowned self] in
                self.content.backgroundColor = self.backgroundView.color
                self.engine.refresh()
            })

        /// The HUD's own layer tree (the view's layer): for tests, dumps and the software renderer.
        public var overlay: Overlay { engine.overlay }

        // MARK: Internals

        fileprivate func containerDidResize() {
            guard let superview else { return }
            frame = HUDRect(origin: frame.origin, size: superview.frame.size)
            engine.resize(to: frame.size)
        }

        private func done() {
            if engine.isFinished && removeFromSuperViewOnHide { removeFromSuperview() }
            completionBlock?()
            delegate?.hudWasHidden(self)
        }
    }
#endif
