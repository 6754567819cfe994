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
        size: HUDSize, scale: Double = 3, safeArea: HUDEdgeInsets = HUDEdgeInsets(), transitionDuration: Double = 0
    ) {
        let orientation: HUDInterfaceOrientation = size.width > size.height ? .landscapeRight : .portrait
        host.screenDidChange(
            to: ScreenMetrics(size: size, scale: scale, safeAreaInsets: safeArea, orientation: orientation),
            transitionDuration: transitionDuration)
    }

    /// The keyboard docked at the bottom of the screen, `height` points tall across its whole
    /// width (`nil` or a height of 0: hidden), moving there over `duration` seconds on the
    /// keyboard's own curve. A popup with a text field moves up out of its way. A NaN or negative
    /// height hides it; one taller than the screen covers the screen.
    public func setKeyboard(height: Double?, duration: Double = 0) {
        let size = center.overlay.size
        let frame = height.flatMap { h -> HUDRect? in
            guard h > 0 else { return nil }  // NaN and negatives too
            let covered = min(h, size.height)
            return HUDRect(x: 0, y: size.height - covered, width: size.width, height: covered)
        }
        setKeyboard(frame: frame, duration: duration)
    }

    /// The keyboard's frame in screen points (`nil`: hidden), moving there over `duration` seconds
    /// on the keyboard's own curve (a floating or undocked keyboard; apps' tests use
    /// ``setKeyboard(height:duration:)``).
    package func setKeyboard(frame: HUDRect?, duration: Double = 0) {
        host.keyboardDidChange(to: frame, animation: duration > 0 ? KeyboardAnimation(duration: duration) : nil)
    }

    /// The app's display settings: dark or light, the preferred text size (Dynamic Type),
    /// right-to-left layout and Increase Contrast (UIKit: `accessibilityContrast == .high`; every
    /// element's default text and glyph colours then reach WCAG's 4.5 : 1, colours you set stay).
    /// Everything shown follows at once.
    public func setTraits(
        dark: Bool = false, textSize: TextSize = .large, rightToLeft: Bool = false, increaseContrast: Bool = false
    ) {
        host.traitsDidChange(
            to: OverlayTraits(
                interfaceStyle: dark ? .dark : .light, contentSizeCategory: textSize.category,
                layoutDirection: rightToLeft ? .rightToLeft : .leftToRight, increasesContrast: increaseContrast))
    }

    /// The reader's preferred text size (Dynamic Type), as UIKit names them
    /// (`UIContentSizeCategory`): ``large`` is the system default, the five accessibility sizes
    /// come after ``extraExtraExtraLarge``.
    public enum TextSize: Int, CaseIterable, Sendable {
        case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
        case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
        case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

        /// The engine's category of the same name.
        var category: HUDContentSizeCategory { HUDContentSizeCategory(rawValue: rawValue) ?? .large }
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
