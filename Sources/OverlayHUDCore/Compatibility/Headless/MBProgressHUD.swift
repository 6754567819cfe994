// The MBProgressHUD class where there is no UIKit (Linux, tests, tools): the same life cycle and
// content as the UIView subclass in UIKitHost/Interface/MBProgressHUD+UIKit.swift, over a
// HeadlessContainer standing in for the view. Wrapped whole so the name is the UIView subclass on
// iOS. What both classes share — the rules (MBProgressHUDEngine), the state (MBProgressHUDState)
// and the API that names no platform type (MBProgressHUDBehavior) — is written once.
#if !canImport(UIKit)
    import Foundation

    /// MBProgressHUD 1.2 without UIKit: the same class, rules and content as on iOS, where it is a
    /// `UIView` subclass. A ``HeadlessContainer`` stands in for the view it is added to.
    ///
    /// ```swift
    /// let hud = MBProgressHUD.showAdded(to: container, animated: true)
    /// hud.mode = .annularDeterminate
    /// hud.label.text = "Loading"
    /// hud.hide(animated: true, afterDelay: 1)
    /// ```
    /// Threading: as on iOS (see the UIKit class): main-actor isolated, `@preconcurrency` for
    /// Swift 5 callers; ``show(animated:)``, the hides, ``progress``, ``mode`` and the labels'
    /// `text` may be used from any thread.
    @preconcurrency @MainActor
    final class MBProgressHUD: MBProgressHUDBehavior {
        /// The HUD's rules, content and any-thread settings (``MBProgressHUDBehavior``).
        nonisolated let hudState: MBProgressHUDState
        /// The life cycle (tests read it).
        var engine: MBProgressHUDEngine { hudState.engine }

        /// The container the HUD is in (`UIView.superview`).
        weak var superview: HeadlessContainer?
        /// The view's frame in its container; it follows the container's size.
        package private(set) var frame: HUDRect
        /// Whether touches stop at the HUD (default `true`: it covers its container, as in MBProgressHUD).
        var isUserInteractionEnabled = true
        /// `UIView.isHidden`.
        package var isHidden = false
        /// `UIView.alpha`: 0 until shown, 1 while shown and while hiding, 0 once hidden.
        var alpha: Double = 0

        /// Creates a HUD the size of `view`'s bounds; add it to the view, then call ``show(animated:)``.
        /// A `nil` view (Objective-C's `initWithView:nil` on iOS) gives a zero-sized HUD timed by
        /// ``HUDCenter/shared``.
        convenience init(view: HeadlessContainer?) {
            self.init(frame: view?.bounds ?? .zero, center: view?.hudCenter ?? .shared)
        }

        /// Creates a HUD with a frame, timed by `center` (default: ``HUDCenter/shared``).
        init(frame: HUDRect, center: HUDCenter = .shared) {
            self.frame = frame
            hudState = MBProgressHUDState(
                engine: MBProgressHUDEngine(size: frame.size, clock: center.clock, host: MeasuringHost(center.host)))
            bezelView = MBBackgroundView(role: .bezel, style: .blur, color: nil)
            backgroundView = MBBackgroundView(role: .background, style: .solidColor, color: .clear)
            label = HUDLabel(format: .label)
            detailsLabel = HUDLabel(format: .mbDetails)
            bezelView.superview = self
            backgroundView.superview = self
            label.onChange = { [unowned self] in self.labelsChanged() }
            detailsLabel.onChange = { [unowned self] in self.labelsChanged() }
            engine.onAlphaChange = { [unowned self] in self.alpha = $0 }
            engine.onProgress = { [unowned self] in self.progress = Float($0) }
            engine.onButtonTap = { [unowned self] in self.button.onTap?() }
            engine.onDone = { [unowned self] in self.done() }
            engine.followTraits(of: center.overlay)
            backgroundsChanged()
        }

        /// Creates a zero-sized HUD timed by ``HUDCenter/shared``, as MBProgressHUD's
        /// `initWithCoder:` (nothing is read from the archive; never `nil`).
        convenience init?(coder: NSCoder) {
            self.init(frame: .zero)
        }

        // MARK: Class methods

        /// Creates a HUD, adds it to `view` and shows it; it leaves the view when hidden. A `nil`
        /// view (as on iOS, where Objective-C can pass one) gives a HUD in no view, never on screen.
        @discardableResult
        static func showAdded(to view: HeadlessContainer?, animated: Bool) -> MBProgressHUD {
            let hud = MBProgressHUD(view: view)
            view?.addSubview(hud)
            return MBProgressHUD.showAdded(hud, animated: animated)
        }

        /// The top-most HUD in `view` whose hide has not been asked for; none in a `nil` view.
        static func forView(_ view: HeadlessContainer?) -> MBProgressHUD? {
            guard let view else { return nil }
            return MBProgressHUD.topmostUnfinished(in: view.subviews)
        }

        /// Hides ``forView(_:)``'s HUD and removes it when hidden; returns whether there was one
        /// (`false` for a `nil` view).
        @discardableResult
        static func hide(for view: HeadlessContainer?, animated: Bool) -> Bool {
            MBProgressHUD.hideFound(forView(view), animated: animated)
        }

        /// Removes the HUD from its container (`UIView.removeFromSuperview()`).
        func removeFromSuperview() {
            superview?.remove(self)
            superview = nil
        }

        // MARK: Behaviour

        /// Told after the HUD is hidden.
        weak var delegate: (any MBProgressHUDDelegate)?
        /// Called after the HUD is hidden, before the delegate.
        var completionBlock: (@MainActor () -> Void)?

        // MARK: Appearance

        /// Colour of labels, button and indicators; `nil` keeps the default.
        var contentColor: HUDColor? {
            get { hudState.content.contentColor }
            set { hudState.set(\.contentColor, newValue) }
        }
        /// Bezel offset from the centre; ``MBProgressMaxOffset`` pins it to an edge.
        var offset: HUDPoint {
            get { hudState.content.offset }
            set { hudState.set(\.offset, newValue) }
        }
        /// Space between the bezel's edge and its content (default 20).
        var margin: Double {
            get { hudState.content.margin }
            set { hudState.set(\.margin, newValue) }
        }
        /// Minimum bezel size.
        var minSize: HUDSize {
            get { hudState.content.minSize }
            set { hudState.set(\.minSize, newValue) }
        }

        // MARK: Views

        /// The content shown in `.customView` mode.
        var customView: WaitingHUDConfiguration.CustomContent? {
            get { hudState.content.customView }
            set { hudState.set(\.customView, newValue) }
        }
        /// The main label; its `text` may be set from any thread.
        nonisolated package let label: HUDLabel
        /// The details label (wraps: as many lines as needed); its `text` may be set from any thread.
        nonisolated let detailsLabel: HUDLabel
        /// The action button.
        private(set) lazy var button: HUDButton = HUDButton { [unowned self] in
            self.hudState.content.buttonTitle = self.button.title
            self.hudState.content.buttonHasTarget = self.button.onTap != nil
            self.engine.refresh()
        }
        /// The bezel (default: blur).
        let bezelView: MBBackgroundView
        /// The view behind the bezel, covering the container (default: clear).
        let backgroundView: MBBackgroundView

        /// The HUD's own layer tree (the view's layer): for tests, dumps and the software renderer.
        package var overlay: Overlay { engine.overlay }

        // MARK: Internals

        /// Follows the container's size (autoresizing).
        func containerDidResize() {
            guard let superview else { return }
            frame = HUDRect(origin: frame.origin, size: superview.frame.size)
            engine.resize(to: frame.size)
        }

        /// The bezel's and background's style, colour or material changed.
        func backgroundsChanged() {
            hudState.applyBackgrounds(
                bezel: bezelView.style, bezelColor: bezelView.color, blur: bezelView.blurEffectStyle,
                background: backgroundView.style, backgroundColor: backgroundView.color)
        }

        /// A label's text or format changed.
        private func labelsChanged() {
            hudState.content.label = label.shownText
            hudState.content.labelFormat = label.format
            hudState.content.details = detailsLabel.shownText
            hudState.content.detailsFormat = detailsLabel.format
            engine.refresh()
        }

        /// The end of a hide: out of the container when finished and asked to, then the completion
        /// block, then the delegate.
        private func done() {
            if engine.isFinished && removeFromSuperViewOnHide { removeFromSuperview() }
            completionBlock?()
            delegate?.hudWasHidden(self)
        }
    }
#endif
