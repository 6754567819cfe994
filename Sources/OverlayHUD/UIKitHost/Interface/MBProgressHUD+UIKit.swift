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
    /// The views are MBProgressHUD's: ``backgroundView`` and ``bezelView`` (blur or colour), and in
    /// the bezel the real ``label``, ``detailsLabel``, ``button`` and ``customView``, so every
    /// `UILabel`/`UIButton` property shows. The engine's waiting HUD decides where they go (its
    /// layout, tested on Linux, from the sizes the labels measure themselves), when and how the bezel
    /// fades and zooms (its animations, copied onto the two views), and draws the indicator (its
    /// layers, mirrored into the bezel). The rules (grace time, minimum show time, delayed hide,
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
        /// Hosts the mirrored indicator inside the bezel, behind the labels.
        private let indicatorView = TraitReportingView()
        private lazy var bezelAnimations = ViewAnimationMirror(target: bezelView.layer)
        private lazy var backgroundAnimations = ViewAnimationMirror(target: backgroundView.layer)

        /// Creates a HUD the size of `view`'s bounds; add it to the view, then call ``show(animated:)``.
        public convenience init(view: UIView) {
            self.init(frame: view.bounds)
        }

        /// Creates a HUD with a frame (it resizes with its superview).
        public override init(frame: CGRect) {
            let clock = HUDCenter.shared.clock
            viewHost = ViewLayerHost(clock: clock)
            engine = MBProgressHUDEngine(size: HUDSize(Double(frame.width), Double(frame.height)), clock: clock, host: viewHost)
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
            backgroundView.alpha = 0
            addSubview(backgroundView)
            bezelView.layer.cornerRadius = CGFloat(WaitingHUDStyle().cornerRadius)
            bezelView.alpha = 0
            addSubview(bezelView)
            indicatorView.isUserInteractionEnabled = false
            indicatorView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            indicatorView.layer.addSublayer(viewHost.container)
            bezelView.addSubview(indicatorView)
            for view in [mainLabel, secondLabel, roundedButton] as [UIView] {
                view.isHidden = true
                bezelView.addSubview(view)
            }
            roundedButton.setTitleColor(contentColor, for: .normal)
            mainLabel.onChange = { [weak self] in self?.labelsChanged() }
            secondLabel.onChange = { [weak self] in self?.labelsChanged() }
            roundedButton.onChange = { [weak self] in self?.labelsChanged() }
            bezelView.onChange = { [weak self] in self?.backgroundsChanged() }
            backgroundView.onChange = { [weak self] in self?.backgroundsChanged() }
            engine.makeConfiguration = { [unowned self] in self.content.configuration }
            engine.onAlphaChange = { [unowned self] in self.alpha = CGFloat($0) }
            engine.onProgress = { [unowned self] in self.progress = Float($0) }
            engine.onDone = { [unowned self] in self.done() }
            engine.hostedTextSize = { [unowned self] slot, maxWidth in self.measure(slot, maxWidth: maxWidth) }
            viewHost.mirroredLayer = { [unowned self] _ in self.engine.shownView?.indicator }
            viewHost.didCommit = { [unowned self] in self.placeSubviews($0) }
            viewHost.didDriveFrame = { [unowned self] in self.applyPresentation(at: $0) }
            backgroundsChanged()
            // The indicator view tells when the HUD joins a window and, before iOS 17, when its style
            // changes; from iOS 17 the HUD registers for the change (no override of UIKit's API).
            indicatorView.onChange = { [unowned self] in self.traitsChanged() }
            if #available(iOS 17.0, *) {
                registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (hud: MBProgressHUD, _: UITraitCollection) in
                    hud.traitsChanged()
                }
            }
            NotificationCenter.default.addObserver(
                self, selector: #selector(contentSizeCategoryDidChange(_:)), name: UIContentSizeCategory.didChangeNotification,
                object: nil)
        }

        /// The labels' and button's default fonts follow the reader's text size (the HUD lays
        /// itself out again when they change).
        @objc private func contentSizeCategoryDidChange(_ notification: Notification) {
            let category =
                notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
                ?? traitCollection.preferredContentSizeCategory
            followContentSize(category)
        }

        private func followContentSize(_ category: UIContentSizeCategory) {
            mainLabel.follow(category)
            secondLabel.follow(category)
            roundedButton.follow(category)
        }

        open override func didMoveToWindow() {
            super.didMoveToWindow()
            if let window { followContentSize(window.traitCollection.preferredContentSizeCategory) }
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
        /// Whether the HUD leaves its superview when hidden (default `false`, as MBProgressHUD).
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
                updateCustomView()
                engine.refresh()
            }
        }
        /// Colour of labels, button and indicators; `nil` keeps the views' colours.
        public var contentColor: UIColor? = UIColor.label.withAlphaComponent(0.7) {
            didSet {
                if let c = contentColor {
                    label.textColor = c
                    detailsLabel.textColor = c
                    button.setTitleColor(c, for: .normal)
                }
                labelsChanged()
            }
        }
        /// Show/hide animation, read each time the HUD animates.
        public var animationType: MBProgressHUDAnimation {
            get { content.animationType }
            set { content.animationType = newValue }
        }
        /// Bezel offset from the centre; `MBProgressMaxOffset` pins it to an edge.
        public var offset: CGPoint {
            get { CGPoint(x: content.offset.x, y: content.offset.y) }
            set {
                content.offset = HUDPoint(Double(newValue.x), Double(newValue.y))
                engine.refresh()
            }
        }
        /// Space between the bezel's edge and its content (default 20).
        public var margin: CGFloat {
            get { CGFloat(content.margin) }
            set {
                content.margin = Double(newValue)
                engine.refresh()
            }
        }
        /// Minimum bezel size.
        public var minSize: CGSize {
            get { CGSize(width: content.minSize.width, height: content.minSize.height) }
            set {
                content.minSize = HUDSize(Double(newValue.width), Double(newValue.height))
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
        /// Kept for source compatibility; the bezel has no motion effects (MBProgressHUD 1.2's default).
        public var areDefaultMotionEffectsEnabled = false
        /// Progress 0…1 for the determinate modes.
        public var progress: Float {
            get { content.progress }
            set {
                content.progress = newValue
                engine.refresh()
            }
        }
        /// A Foundation progress followed while the HUD is shown.
        public var progressObject: Progress? {
            get { engine.progressObject }
            set { engine.progressObject = newValue }
        }

        // MARK: Views

        /// The bezel (default: a `.systemThickMaterial` blur); it holds the labels, button, custom view
        /// and indicator, so they fade and zoom with it.
        public let bezelView = MBBackgroundView(style: .blur)
        /// The view behind the bezel, covering the HUD (default: clear).
        public let backgroundView = MBBackgroundView(style: .solidColor)
        /// The view shown in `.customView` mode, in the bezel where the indicator goes (its
        /// `intrinsicContentSize`, else its size when set).
        public var customView: UIView? {
            didSet {
                if customView !== oldValue {
                    oldValue?.removeFromSuperview()
                    updateCustomView()
                    engine.refresh()
                }
            }
        }
        /// The main label (bold 16, one line), shown in the bezel: every `UILabel` property shows;
        /// text, attributed text, font and line count changes lay the HUD out again. Its default
        /// font follows Dynamic Type as the callout style does, until you set a font of your own.
        public var label: UILabel { mainLabel }
        /// The details label (bold 12, as many lines as needed; following Dynamic Type as the
        /// caption 1 style does until you set a font).
        public var detailsLabel: UILabel { secondLabel }
        /// The action button (MBProgressHUD's rounded button): shown when it has a title and a target.
        public var button: UIButton { roundedButton }

        private let mainLabel = ObservedLabel(size: 16, lines: 1, style: .callout)
        private let secondLabel = ObservedLabel(size: 12, lines: 0, style: .caption1)
        private let roundedButton = ObservedButton(type: .custom)

        // MARK: UIView

        open override func layoutSubviews() {
            super.layoutSubviews()
            let insets = safeAreaInsets
            engine.resize(
                to: HUDSize(Double(bounds.width), Double(bounds.height)),
                safeArea: HUDEdgeInsets(
                    top: Double(insets.top), left: Double(insets.left),
                    bottom: Double(insets.bottom), right: Double(insets.right)))
        }

        // MARK: Internals

        /// The view's light or dark style changed (its own, or its window's): the engine's overlay
        /// takes it, so the engine-drawn indicator takes the look's colours, and the dynamic colours
        /// (``contentColor``'s default `label` at 70 %) are resolved again for it.
        private func traitsChanged() {
            var traits = engine.overlay.traits
            traits.interfaceStyle = traitCollection.userInterfaceStyle == .dark ? .dark : .light
            engine.overlay.updateTraits(traits)
            labelsChanged()
            backgroundsChanged()
        }

        /// `color` as it shows in this view's traits (a dynamic colour resolved for its light or dark style).
        private func resolved(_ color: UIColor) -> HUDColor { HUDColor(uiColor: color.resolvedColor(with: traitCollection)) }

        private func labelsChanged() {
            content.label = mainLabel.text
            content.details = secondLabel.text
            content.buttonTitle = roundedButton.title(for: .normal)
            content.buttonHasTarget = !roundedButton.allTargets.isEmpty
            content.contentColor = (contentColor ?? mainLabel.textColor).map(resolved)
            engine.refresh()
            engine.relayout()  // a font or line count change measures anew with the same texts
        }

        /// A text's size at `maxWidth`, measured by the view that draws it (its own font, attributes
        /// and line count); the button's is its title's size (the engine adds MB's side padding).
        private func measure(_ slot: WaitingHUDTextSlot, maxWidth: Double) -> HUDSize {
            let fit = CGSize(width: CGFloat(maxWidth), height: .greatestFiniteMagnitude)
            let s: CGSize
            switch slot {
            case .label: s = mainLabel.sizeThatFits(fit)
            case .details: s = secondLabel.sizeThatFits(fit)
            case .button: s = roundedButton.intrinsicContentSize
            }
            return HUDSize(Double(s.width), Double(s.height))
        }

        private func backgroundsChanged() {
            let tint = HUDColor(white: 0.8, alpha: 0.6)
            let color = bezelView.color.map(resolved)
            content.bezel = bezelView.style == .blur ? .blur(tint: color ?? tint) : .solid(color ?? tint)
            content.backgroundColor =
                backgroundView.style == .solidColor
                ? backgroundView.color.map(resolved) : HUDColor(white: 0.8, alpha: 0.6)
            engine.refresh()
        }

        private func updateCustomView() {
            guard mode == .customView, let view = customView else {
                customView?.removeFromSuperview()
                content.customView = nil
                return
            }
            let s = view.intrinsicContentSize
            let size = s.width > 0 && s.height > 0 ? s : view.bounds.size
            content.customView = WaitingHUDCustomContent(
                id: "\(ObjectIdentifier(view))", size: HUDSize(Double(size.width), Double(size.height))
            ) { HUDLayer(name: "customIndicator") }
            if view.superview !== bezelView { bezelView.addSubview(view) }
        }

        /// Puts the views where the engine laid their layers out (model values) and gives the bezel
        /// and background views the engine's show/hide animations. Returns whether they need
        /// display-link frames (an animation Core Animation cannot express).
        private func placeSubviews(_ conversion: MediaTimeConversion) -> Bool {
            guard let v = engine.shownView else {
                bezelView.alpha = 0
                backgroundView.alpha = 0
                bezelAnimations.sync([], conversion: conversion)
                backgroundAnimations.sync([], conversion: conversion)
                return false
            }
            let root = v.root
            let bezel = v.bezel
            let origin = root.frame.origin
            bezelView.bounds = CGRect(origin: .zero, size: bezel.bounds.size.cgSize)
            bezelView.center = CGPoint(x: origin.x + bezel.position.x, y: origin.y + bezel.position.y)
            bezelView.layer.transform = bezel.transform.caTransform
            bezelView.alpha = CGFloat(root.opacity)
            backgroundView.alpha = CGFloat(root.opacity)
            indicatorView.frame = bezelView.bounds
            viewHost.container.frame = indicatorView.bounds
            place(mainLabel, v.label, in: bezel)
            place(secondLabel, v.details, in: bezel)
            place(roundedButton, v.button, in: bezel)
            roundedButton.layer.cornerRadius = CGFloat(v.button.cornerRadius)
            if let custom = customView, mode == .customView, let indicator = v.indicator { custom.frame = indicator.frame.cgRect }
            bezelAnimations.sync([root, bezel], conversion: conversion)
            backgroundAnimations.sync([root], conversion: conversion)
            return bezelAnimations.isDriven || backgroundAnimations.isDriven
        }

        /// Shows `view` at `layer`'s frame in the bezel while the engine shows that layer.
        private func place(_ view: UIView, _ layer: HUDLayer, in bezel: HUDLayer) {
            let shown = layer.superlayer === bezel && !layer.isHidden
            view.isHidden = !shown
            if shown { view.frame = layer.frame.cgRect }
        }

        /// A display-link frame: the presentation values of driven show/hide animations.
        private func applyPresentation(at time: Double) {
            guard let v = engine.shownView else { return }
            let opacity = Float(v.root.presentation(at: time).opacity)
            if bezelAnimations.isDriven {
                bezelView.layer.opacity = opacity
                bezelView.layer.transform = v.bezel.presentation(at: time).transform.caTransform
            }
            if backgroundAnimations.isDriven { backgroundView.layer.opacity = opacity }
        }

        private func done() {
            if engine.isFinished && removeFromSuperViewOnHide { removeFromSuperview() }
            completionBlock?()
            delegate?.hudWasHidden(self)
        }
    }
#endif
