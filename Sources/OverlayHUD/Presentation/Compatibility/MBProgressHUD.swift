import Foundation

/// A type whose Swift API matches MBProgressHUD's, so switching the import is the whole
/// migration for common code:
///
/// ```swift
/// let hud = MBProgressHUD.showAdded(to: view, animated: true)
/// hud.mode = .annularDeterminate
/// hud.label.text = "Loading"
/// hud.progress = 0.4
/// hud.hide(animated: true, afterDelay: 1)
/// ```
/// Each HUD covers its container's frame inside the overlay window and follows MBProgressHUD's
/// life cycle (grace time, minimum show time, delayed hide, completion block, delegate).
@MainActor
public final class MBProgressHUD {
    /// The container the HUD covers.
    public private(set) weak var containerView: (any HUDContainer)?
    private let center: HUDCenter
    private var hud: WaitingHUD?
    private var style = HUDStyle()

    /// The indicator (default `.indeterminate`).
    public var mode: MBProgressHUDMode = .indeterminate { didSet { refresh() } }
    /// The main label.
    public private(set) lazy var label = HUDLabel { [weak self] in self?.refresh() }
    /// The details label.
    public private(set) lazy var detailsLabel = HUDLabel { [weak self] in self?.refresh() }
    /// The action button.
    public private(set) lazy var button = HUDButton { [weak self] in self?.refresh() }
    /// The layer shown in `.customView` mode (MBProgressHUD's `customView`).
    public var customView: HUDCustomContent? { didSet { refresh() } }
    /// Progress 0…1 (clamped; NaN → 0).
    public var progress: Float = 0 { didSet { refresh() } }
    /// A Foundation progress whose `fractionCompleted` drives ``progress``.
    public var progressObject: Progress? { didSet { observeProgress() } }
    /// Seconds to wait before showing (negative/NaN → 0).
    public var graceTime: TimeInterval = 0
    /// Minimum seconds on screen once shown (negative/NaN → 0).
    public var minShowTime: TimeInterval = 0
    /// Kept for source compatibility: the HUD always leaves the overlay when hidden.
    public var removeFromSuperViewOnHide = true
    /// Called after the HUD is hidden and removed.
    public var completionBlock: (@MainActor () -> Void)?
    /// Told after the HUD is hidden and removed.
    public weak var delegate: (any MBProgressHUDDelegate)?
    /// Show/hide animation.
    public var animationType: MBProgressHUDAnimation = .fade { didSet { style.animation = animationType.hudAnimation } }
    /// Bezel offset from the centre (`MBProgressMaxOffset` pins it to an edge).
    public var offset: Point { get { style.offset } set { style.offset = newValue; refresh() } }
    /// Space around the bezel content.
    public var margin: Double { get { style.margin } set { style.margin = newValue; refresh() } }
    /// Minimum bezel size.
    public var minSize: Size { get { style.minSize } set { style.minSize = newValue; refresh() } }
    /// Forces a square bezel.
    public var isSquare: Bool { get { style.isSquare } set { style.isSquare = newValue; refresh() } }
    /// Colour of labels and indicators.
    public var contentColor: HUDColor { get { style.contentColor } set { style.contentColor = newValue; refresh() } }
    /// The bezel's paint.
    public var bezelStyle: HUDBezelStyle { get { style.bezel } set { style.bezel = newValue; refresh() } }
    /// What covers the container behind the bezel (MBProgressHUD's `backgroundView`): `.none` lets touches through.
    public var backgroundMask: HUDMaskType { get { style.maskType } set { style.maskType = newValue; refresh() } }

    /// Creates a HUD for `view` (`MBProgressHUD(view:)`); call ``show(animated:)`` to show it.
    public init(view: any HUDContainer) {
        containerView = view
        center = view.hudCenter
    }

    /// Creates, registers and shows a HUD over `view` (`+showHUDAddedTo:animated:`).
    @discardableResult
    public static func showAdded(to view: any HUDContainer, animated: Bool) -> MBProgressHUD {
        let hud = MBProgressHUD(view: view)
        hud.show(animated: animated)
        return hud
    }

    /// Hides the most recent HUD shown over `view`; returns whether one was found (`+hideHUDForView:animated:`).
    @discardableResult
    public static func hide(for view: any HUDContainer, animated: Bool) -> Bool {
        guard let hud = forView(view) else { return false }
        hud.removeFromSuperViewOnHide = true
        hud.hide(animated: animated)
        return true
    }

    /// The most recent HUD shown over `view` and not yet hiding (`+HUDForView:`).
    public static func forView(_ view: any HUDContainer) -> MBProgressHUD? {
        view.hudCenter.compatibilityHUDs.last { $0.containerView === view && $0.isActive }
    }

    /// Shows the HUD (after `graceTime`).
    public func show(animated: Bool) {
        guard let container = containerView else { return }
        if hud == nil || hud?.phase == .finished {
            let h = WaitingHUD(configuration: configuration(animated: animated), overlay: center.overlay, clock: center.clock, host: center.relay)
            h.region = container.frameInOverlay
            h.view.root.zPosition = OverlayZOrder.waitingHUD
            h.buttonAction = { [weak self] in self?.button.onTap?() }
            h.onFinished = { [weak self] _ in self?.didFinish() }
            hud = h
            center.compatibilityHUDs.append(self)
            observeProgress()
        } else {
            hud?.update(configuration(animated: animated))
        }
        hud?.show()
        center.didChangeContent()
    }

    /// Hides the HUD (after `minShowTime` if needed).
    public func hide(animated: Bool) { hide(animated: animated, afterDelay: 0) }

    /// Hides the HUD after `delay` seconds.
    public func hide(animated: Bool, afterDelay delay: TimeInterval) {
        hud?.hide(animated: animated, afterDelay: delay)
        center.didChangeContent()
    }

    func handleTap(on layer: Layer) {
        if let hud, layer === hud.view.button { hud.tapButton() }
    }

    /// Whether this HUD is shown or waiting to show (not hiding, not finished).
    var isActive: Bool { hud.map { $0.phase != .hiding && $0.phase != .finished } ?? false }

    /// The layer tree of the HUD (for tests and dumps).
    public var rootLayer: Layer? { hud?.view.root }

    private func configuration(animated: Bool) -> WaitingHUDConfiguration {
        let hudMode: HUDMode
        switch mode {
        case .indeterminate: hudMode = .indeterminate
        case .determinate: hudMode = .determinate
        case .determinateHorizontalBar: hudMode = .determinateHorizontalBar
        case .annularDeterminate: hudMode = .annularDeterminate
        case .customView: hudMode = customView.map { .custom($0) } ?? .text
        case .text: hudMode = .text
        }
        var c = WaitingHUDConfiguration(mode: hudMode, label: label.text, details: detailsLabel.text, style: style)
        c.buttonTitle = button.title(for: .normal)
        c.progress = Double(progress)
        c.graceTime = graceTime
        c.minShowTime = minShowTime
        c.isAnimated = animated
        return c
    }

    private func refresh() {
        guard let hud, hud.phase != .finished else { return }
        hud.update(configuration(animated: hud.configuration.isAnimated))
    }

    /// Follows `progressObject` on the clock while the HUD exists (Linux has no KVO).
    private func observeProgress() {
        progressObservation?.cancel()
        progressObservation = progressObject.map { object in
            ProgressObservation(progress: object, clock: center.clock,
                                isLive: { [weak self] in self?.hud.map { $0.phase != .finished } ?? false }) { [weak self] value in
                guard let self, self.hud?.phase != .finished else { return false }
                self.progress = Float(value)
                return true
            }
        }
    }

    private var progressObservation: ProgressObservation?

    private func didFinish() {
        progressObservation?.cancel()
        progressObservation = nil
        center.compatibilityHUDs.removeAll { $0 === self }
        hud = nil
        center.didChangeContent()
        completionBlock?()
        delegate?.hudWasHidden(self)
    }
}

/// MBProgressHUD's `MBProgressMaxOffset`.
public let MBProgressMaxOffset: Double = HUDStyle.maxOffset
