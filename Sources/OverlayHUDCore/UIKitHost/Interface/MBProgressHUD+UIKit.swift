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
    /// Threading: the class is main-actor isolated, as MBProgressHUD asserts the main thread, and
    /// `@preconcurrency`, as Swift imports MBProgressHUD's UIKit-isolated Objective-C API: Swift 5
    /// code calls it from a helper class, a static utility or a completion closure as it did
    /// MBProgressHUD, while Swift 6 code sees the main actor. What apps do from background
    /// callbacks may be done from any thread: ``show(animated:)``, ``hide(animated:)``,
    /// ``hide(animated:afterDelay:)``, ``progress``, ``mode`` and the `text` of ``label`` and
    /// ``detailsLabel``. On the main thread they apply at once; elsewhere after one hop to the main
    /// queue, in the order one thread made them; reading them back on any thread gives the value last
    /// set. The three class methods may be called from any thread too (off it, the caller waits for
    /// the main queue). Everything else is for the main thread, as in MBProgressHUD: from Objective-C
    /// on another thread, a main-actor member traps (Swift 6's check at the selector's entry).
    @preconcurrency @MainActor
    open class MBProgressHUD: UIView, MBProgressHUDBehavior {
        /// The HUD's rules, content and any-thread settings (``MBProgressHUDBehavior``).
        nonisolated let hudState: MBProgressHUDState
        /// The life cycle.
        var engine: MBProgressHUDEngine { hudState.engine }
        private let viewHost: ViewLayerHost
        /// Hosts the mirrored indicator inside the bezel, behind the labels.
        private let indicatorView = TraitReportingView()
        private lazy var bezelAnimations = ViewAnimationMirror(target: bezelView.layer)
        private lazy var backgroundAnimations = ViewAnimationMirror(target: backgroundView.layer)

        /// Creates a HUD the size of `view`'s bounds; add it to the view, then call ``show(animated:)``.
        ///
        /// Objective-C `initWithView:`. A `nil` view (which Objective-C can pass; MBProgressHUD
        /// asserts) gives a HUD of zero size, as MBProgressHUD's release builds do.
        @objc(initWithView:)
        public convenience init(view: UIView?) {
            self.init(frame: view?.bounds ?? .zero)
        }

        /// Creates a HUD with a frame (it resizes with its superview).
        public override init(frame: CGRect) {
            // A clock of its own: the HUD touches no HUDCenter (no window host, no keyboard observers).
            let clock = SystemClock()
            viewHost = ViewLayerHost(clock: clock)
            hudState = MBProgressHUDState(
                engine: MBProgressHUDEngine(
                    size: HUDSize(Double(frame.width), Double(frame.height)), clock: clock, host: viewHost))
            super.init(frame: frame)
            commonInit()
        }

        /// Creates a HUD from an archive (as MBProgressHUD, it supports `init(coder:)`).
        public required init?(coder: NSCoder) {
            // A clock of its own: the HUD touches no HUDCenter (no window host, no keyboard observers).
            let clock = SystemClock()
            viewHost = ViewLayerHost(clock: clock)
            hudState = MBProgressHUDState(engine: MBProgressHUDEngine(size: .zero, clock: clock, host: viewHost))
            super.init(coder: coder)
            commonInit()
        }

        private func commonInit() {
            viewHost.view = self
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
            let labelsChanged: () -> Void = { [weak self] in self?.labelsChanged() }
            mainLabel.onChange = labelsChanged
            secondLabel.onChange = labelsChanged
            roundedButton.onChange = labelsChanged
            let backgroundsChanged: () -> Void = { [weak self] in self?.backgroundsChanged() }
            bezelView.onChange = backgroundsChanged
            backgroundView.onChange = backgroundsChanged
            // Weak, not unowned: the state (and the engine and view host it reaches) outlives the
            // view while a `mode` or `progress` set on another thread is still hopping to the main
            // queue; that hop must find nothing to update, not a freed view.
            hudState.onModeChange = { [weak self] in self?.updateCustomView() }
            engine.onAlphaChange = { [weak self] in self?.alpha = CGFloat($0) }
            engine.onProgress = { [weak self] in self?.progress = Float($0) }
            engine.onDone = { [weak self] in self?.done() }
            engine.hostedTextSize = { [weak self] slot, maxWidth in self?.measure(slot, maxWidth: maxWidth) ?? .zero }
            viewHost.mirroredLayer = { [weak self] _ in self?.engine.shownView?.indicator }
            viewHost.didCommit = { [weak self] in self?.placeSubviews($0) ?? false }
            viewHost.didDriveFrame = { [weak self] in self?.applyPresentation(at: $0) }
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
        ///
        /// Objective-C `+showHUDAddedTo:animated:`. A `nil` view (which Objective-C can pass;
        /// MBProgressHUD asserts) gives a HUD in no view, never on screen — what MBProgressHUD's
        /// release builds do — so the calls that follow on it do nothing visible.
        ///
        /// Callable from any thread, as the three class methods are (apps call them from network
        /// callbacks): off the main thread the caller waits while the main queue runs it, behind
        /// the hops that thread queued before. (Main-actor code behind an Objective-C selector
        /// traps when called off the main thread in Swift 6; these must answer, so they wait.)
        @discardableResult
        @objc(showHUDAddedTo:animated:)
        nonisolated public class func showAdded(to view: UIView?, animated: Bool) -> MBProgressHUD {
            MainHop.sync {
                let hud = MBProgressHUD(view: view)
                view?.addSubview(hud)
                return MBProgressHUD.showAdded(hud, animated: animated)
            }
        }

        /// Hides ``forView(_:)``'s HUD and removes it when hidden; returns whether there was one.
        ///
        /// Objective-C `+hideHUDForView:animated:`; a `nil` view has none (`NO`). Callable from
        /// any thread (see ``showAdded(to:animated:)``).
        @discardableResult
        @objc(hideHUDForView:animated:)
        nonisolated public class func hide(for view: UIView?, animated: Bool) -> Bool {
            MainHop.sync { MBProgressHUD.hideFound(forView(view), animated: animated) }
        }

        /// The top-most HUD among `view`'s subviews whose hide has not been asked for.
        ///
        /// Objective-C `+HUDForView:`; a `nil` view has none (`nil`). Callable from any thread
        /// (see ``showAdded(to:animated:)``), as in `[MBProgressHUD HUDForView:v].progress = p;`
        /// from a download's progress callback.
        @discardableResult  // as MBProgressHUD.h: no unused-result warning in Objective-C
        @objc(HUDForView:)
        nonisolated public class func forView(_ view: UIView?) -> MBProgressHUD? {
            guard let view else { return nil }
            return MainHop.sync { MBProgressHUD.topmostUnfinished(in: view.subviews) }
        }

        // MARK: Behaviour

        /// Told after the HUD is hidden. Weak: a delegate released while the HUD shows is simply
        /// not told.
        @objc public weak var delegate: (any MBProgressHUDDelegate)?
        /// Called after the HUD is hidden, before the delegate. (Objective-C: a `void (^)(void)`
        /// block; MBProgressHUD's `MBProgressHUDCompletionBlock` typedef is not exported.)
        @objc public var completionBlock: (() -> Void)?

        // MARK: Appearance

        /// Colour of labels, button and indicators; `nil` keeps the views' colours.
        @objc public var contentColor: UIColor? = UIColor.label.withAlphaComponent(0.7) {
            didSet {
                if let c = contentColor {
                    label.textColor = c
                    detailsLabel.textColor = c
                    button.setTitleColor(c, for: .normal)
                }
                labelsChanged()
            }
        }
        /// Bezel offset from the centre; `MBProgressMaxOffset` pins it to an edge.
        @objc public var offset: CGPoint {
            get { CGPoint(x: hudState.content.offset.x, y: hudState.content.offset.y) }
            set { hudState.set(\.offset, HUDPoint(Double(newValue.x), Double(newValue.y))) }
        }
        /// Space between the bezel's edge and its content (default 20).
        @objc public var margin: CGFloat {
            get { CGFloat(hudState.content.margin) }
            set { hudState.set(\.margin, Double(newValue)) }
        }
        /// Minimum bezel size.
        @objc public var minSize: CGSize {
            get { CGSize(width: hudState.content.minSize.width, height: hudState.content.minSize.height) }
            set { hudState.set(\.minSize, HUDSize(Double(newValue.width), Double(newValue.height))) }
        }
        /// Kept for source compatibility; the bezel has no motion effects (MBProgressHUD 1.2's default).
        /// Objective-C: `defaultMotionEffectsEnabled`, read with `areDefaultMotionEffectsEnabled`.
        @objc(defaultMotionEffectsEnabled)
        public var areDefaultMotionEffectsEnabled: Bool {
            @objc(areDefaultMotionEffectsEnabled) get { motionEffectsRequested }
            set { motionEffectsRequested = newValue }
        }
        private var motionEffectsRequested = false

        // MARK: Views

        /// The bezel (default: a `.systemThickMaterial` blur); it holds the labels, button, custom view
        /// and indicator, so they fade and zoom with it.
        @objc public let bezelView = MBBackgroundView(style: .blur)
        /// The view behind the bezel, covering the HUD (default: clear).
        @objc public let backgroundView = MBBackgroundView(style: .solidColor)
        /// The view shown in `.customView` mode, in the bezel where the indicator goes (its
        /// `intrinsicContentSize`, else its size when set).
        @objc public var customView: UIView? {
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
        /// Readable on any thread (the label is the HUD's for its life), so `hud.label.text = …`
        /// works from a background callback; its other properties are for the main thread.
        @objc nonisolated public var label: UILabel { mainLabel }
        /// The details label (bold 12, as many lines as needed; following Dynamic Type as the
        /// caption 1 style does until you set a font). Readable on any thread, as ``label``.
        @objc nonisolated public var detailsLabel: UILabel { secondLabel }
        /// The action button (MBProgressHUD's rounded button): shown when it has a title and a
        /// target. Readable on any thread; its properties are for the main thread.
        @objc nonisolated public var button: UIButton { roundedButton }

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
            hudState.content.label = mainLabel.shownText
            hudState.content.details = secondLabel.shownText
            hudState.content.buttonTitle = roundedButton.title(for: .normal)
            hudState.content.buttonHasTarget = !roundedButton.allTargets.isEmpty
            hudState.content.contentColor = (contentColor ?? mainLabel.textColor).map(resolved)
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
            hudState.applyBackgrounds(
                bezel: bezelView.style, bezelColor: bezelView.color.map(resolved),
                blur: nil,  // the bezel view blurs with its own `blurEffectStyle`
                background: backgroundView.style, backgroundColor: backgroundView.color.map(resolved))
        }

        private func updateCustomView() {
            guard hudState.content.mode == .customView, let view = customView else {
                customView?.removeFromSuperview()
                hudState.content.customView = nil
                return
            }
            let s = view.intrinsicContentSize
            let size = s.width > 0 && s.height > 0 ? s : view.bounds.size
            hudState.content.customView = WaitingHUDConfiguration.CustomContent(
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
            // Every number goes through the engine's guard, as the layer mirror's do (no NaN reaches a view).
            let safe = PlatformValueGuard.self
            bezelView.bounds = CGRect(origin: .zero, size: safe.size(bezel.bounds.size).cgSize)
            bezelView.center = safe.point(HUDPoint(origin.x + bezel.position.x, origin.y + bezel.position.y)).cgPoint
            bezelView.layer.transform = safe.transform(bezel.transform).caTransform
            bezelView.alpha = CGFloat(safe.number(root.opacity))
            backgroundView.alpha = CGFloat(safe.number(root.opacity))
            indicatorView.frame = bezelView.bounds
            viewHost.container.frame = indicatorView.bounds
            place(mainLabel, v.label, in: bezel)
            place(secondLabel, v.details, in: bezel)
            place(roundedButton, v.button, in: bezel)
            roundedButton.layer.cornerRadius = CGFloat(safe.number(v.button.cornerRadius))
            if let custom = customView, hudState.content.mode == .customView, let indicator = v.indicator {
                custom.frame = safe.rect(indicator.frame).cgRect
            }
            bezelAnimations.sync([root, bezel], conversion: conversion)
            backgroundAnimations.sync([root], conversion: conversion)
            return bezelAnimations.isDriven || backgroundAnimations.isDriven
        }

        /// Shows `view` at `layer`'s frame in the bezel while the engine shows that layer.
        private func place(_ view: UIView, _ layer: HUDLayer, in bezel: HUDLayer) {
            let shown = layer.superlayer === bezel && !layer.isHidden
            view.isHidden = !shown
            if shown { view.frame = PlatformValueGuard.rect(layer.frame).cgRect }
        }

        /// A display-link frame: the presentation values of driven show/hide animations.
        private func applyPresentation(at time: Double) {
            guard let v = engine.shownView else { return }
            let opacity = Float(PlatformValueGuard.number(v.root.presentation(at: time).opacity))
            if bezelAnimations.isDriven {
                bezelView.layer.opacity = opacity
                bezelView.layer.transform = PlatformValueGuard.transform(v.bezel.presentation(at: time).transform).caTransform
            }
            if backgroundAnimations.isDriven { backgroundView.layer.opacity = opacity }
        }

        /// The end of a hide: out of the superview when finished and asked to, then the completion
        /// block, then the delegate.
        private func done() {
            if engine.isFinished && removeFromSuperViewOnHide { removeFromSuperview() }
            completionBlock?()
            delegate?.hudWasHidden?(self)
        }
    }

    /// Receives MBProgressHUD's hide notification (Objective-C: `MBProgressHUDDelegate`, with
    /// `hudWasHidden:`).
    ///
    /// As in MBProgressHUD, the protocol refines `NSObjectProtocol` (conform from an `NSObject`
    /// subclass: a view controller, a helper) and ``hudWasHidden(_:)`` is optional. The protocol
    /// itself is not main-actor isolated, so conforming (from Swift 5 code, an `NSObject` helper,
    /// …) does not make your class main-actor; the method is called on the main actor.
    @objc public protocol MBProgressHUDDelegate: NSObjectProtocol {
        /// Called after the HUD has been hidden (and removed from its view when
        /// `removeFromSuperViewOnHide` is set), after the HUD's completion block.
        @MainActor @objc optional func hudWasHidden(_ hud: MBProgressHUD)
    }
#endif
