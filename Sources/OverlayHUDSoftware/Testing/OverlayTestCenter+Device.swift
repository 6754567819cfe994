@_spi(Layers) import OverlayHUD

// The events a device sends, played by hand, as the UIKit host reports them on iOS.
extension OverlayTestCenter {
    /// A finger's tap at `point` (overlay points, origin top left): the touch down, up and tap as
    /// UIKit reports them. Returns whether the overlay used it; `false` means the touch passes
    /// through to the app below.
    @discardableResult
    public func tap(at point: HUDPoint) -> Bool { host.tap(at: point) }

    /// A finger's drag from `start` to `end` over `duration` seconds (the clock moves with it, in
    /// steps of 1/60 s), then lifted: a swipe on a banner or message dismisses it when far or fast
    /// enough. Returns whether the overlay took the drag; `false` means it goes to the app.
    @discardableResult
    public func drag(from start: HUDPoint, to end: HUDPoint, duration: Double = 0.25) -> Bool {
        let seconds = duration.isFinite && duration > 0 ? duration : 0
        let steps = max(1, Int((seconds * 60).rounded()))
        guard host.deliver(.panBegan(start)) else { return false }
        let total = HUDSize(end.x - start.x, end.y - start.y)
        for step in 1...steps {
            clock.advance(by: seconds / Double(steps))
            let f = Double(step) / Double(steps)
            let translation = HUDSize(total.width * f, total.height * f)
            host.deliver(
                .panChanged(HUDPoint(start.x + translation.width, start.y + translation.height), translation: translation))
        }
        let velocity = seconds > 0 ? HUDSize(total.width / seconds, total.height / seconds) : .zero
        host.deliver(.panEnded(end, translation: total, velocity: velocity))
        return true
    }

    /// A new screen: size in points, pixels per point (clamped to 1…3) and safe area; wider than
    /// tall is landscape. Everything shown re-lays out, moving over `transitionDuration` seconds
    /// (a rotation).
    public func setScreen(
        size: HUDSize, scale: Double = 3, safeArea: HUDEdgeInsets = .zero, transitionDuration: Double = 0
    ) {
        let orientation: HUDInterfaceOrientation = size.width > size.height ? .landscapeRight : .portrait
        host.screenDidChange(
            to: ScreenMetrics(size: size, scale: scale, safeAreaInsets: safeArea, orientation: orientation),
            transitionDuration: transitionDuration)
    }

    /// The keyboard's frame in screen points (`nil`: hidden), moving there over `duration` seconds
    /// on the keyboard's own curve. A popup with a text field moves up out of its way.
    public func setKeyboard(frame: HUDRect?, duration: Double = 0) {
        host.keyboardDidChange(to: frame, animation: duration > 0 ? KeyboardAnimation(duration: duration) : nil)
    }

    /// The app's display settings: dark or light, the preferred text size (Dynamic Type),
    /// right-to-left layout and Increase Contrast (UIKit: `accessibilityContrast == .high`; every
    /// element's default text and glyph colours then reach WCAG's 4.5 : 1, colours you set stay).
    /// Everything shown follows at once.
    public func setTraits(
        dark: Bool = false, textSize: HUDContentSizeCategory = .large, rightToLeft: Bool = false,
        increaseContrast: Bool = false
    ) {
        host.traitsDidChange(
            to: OverlayTraits(
                interfaceStyle: dark ? .dark : .light, contentSizeCategory: textSize,
                layoutDirection: rightToLeft ? .rightToLeft : .leftToRight, increasesContrast: increaseContrast))
    }

    /// Whether the device has Reduce Motion on (off by default): what shows next fades instead of moving.
    public var isReduceMotionEnabled: Bool {
        get { host.isReduceMotionEnabled }
        set { host.isReduceMotionEnabled = newValue }
    }

    /// Whether VoiceOver runs (off by default): status HUDs stay longer, so that it can read them.
    public var isVoiceOverRunning: Bool {
        get { host.isVoiceOverRunning }
        set { host.isVoiceOverRunning = newValue }
    }
}
