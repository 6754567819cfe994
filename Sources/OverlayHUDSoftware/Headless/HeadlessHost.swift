@_spi(Layers) import OverlayHUD

/// The software host: runs HUDCenter with no window system, records what a real host would
/// be asked to do, and measures text with the TrueType fonts on the machine.
///
/// Render its overlay with ``SoftwareRenderer`` at any time to see it. Play the window system
/// with ``deliver(_:)`` (or ``tap(at:)``, a finger's down, up and tap as UIKit reports them),
/// ``keyboardDidChange(to:animation:)``, ``screenDidChange(to:transitionDuration:)``
/// and ``traitsDidChange(to:)`` (or ``appearanceDidChange(dark:)``): like the UIKit host, it reports them to the receiver the
/// center attached (``attach(_:)``), and to nothing when none is attached.
@MainActor
package final class HeadlessHost: HUDHost {
    /// What this host reports to: the center whose environment it is in (set by ``attach(_:)``).
    package private(set) weak var receiver: (any HUDHostEventReceiver)?
    /// Every announcement made, oldest first.
    package private(set) var announcements: [String] = []
    /// Every haptic played, oldest first.
    package private(set) var haptics: [Haptic] = []
    /// Screen-changed notifications (`true` when the overlay became modal, `false` when it stopped).
    package var screenChanges: [Bool] {
        askForAccessibility()
        return recordedScreenChanges
    }
    /// What VoiceOver would reach now: elements in reading order with their words, traits and
    /// frames, which one holds focus, whether the overlay is modal (see `HeadlessHost+Accessibility.swift`).
    package var accessibilitySnapshot: HUDAccessibilitySnapshot {
        askForAccessibility()
        return recordedSnapshot
    }
    /// Where the engine sent VoiceOver's focus, oldest first (a real host posts `.screenChanged` for each).
    package var focusRequests: [HUDAccessibilityUpdate.Focus] {
        askForAccessibility()
        return recordedFocusRequests
    }
    /// How many accessibility updates the engine handed over.
    package var accessibilityUpdateCount: Int {
        askForAccessibility()
        return recordedUpdateCount
    }
    /// When the engine hands over what VoiceOver reaches. Default `.onRequest`:
    /// when one of the properties above is read (or an accessibility action is played), so an
    /// engine that nobody inspects does no accessibility work. Set
    /// `.afterEveryCommit` to see every update, as the UIKit host does.
    package var accessibilityDelivery = HUDAccessibilityDelivery.onRequest
    private var recordedScreenChanges: [Bool] = []
    private var recordedSnapshot = HUDAccessibilitySnapshot()
    private var recordedFocusRequests: [HUDAccessibilityUpdate.Focus] = []
    private var recordedUpdateCount = 0
    /// Whether the overlay is currently shown (a real host would have its window visible).
    package private(set) var isOverlayVisible = false
    /// Every visibility change the engine reported (`true`: became visible), oldest first. A real
    /// host makes or detaches its window on each.
    package private(set) var visibilityChanges: [Bool] = []
    /// How many times the engine committed changes.
    package private(set) var commitCount = 0
    /// Reduce Motion setting to report.
    package var isReduceMotionEnabled = false
    /// VoiceOver setting to report (off by default).
    package var isVoiceOverRunning = false
    private let fonts: FontLibrary
    private var measured: [MeasureKey: HUDSize] = [:]
    /// The views held for content slots (see `HeadlessHost+ContentSlots.swift`).
    var contentViews = ContentSlotViews<HeadlessContentView>()
    /// Whether every commit re-measures the views in the slots on the overlay and reports those
    /// whose size differs from their slot's, as UIKit's layout pass does (off by default).
    package var remeasuresContentOnCommit = false
    /// The overlay of the last commit (where ``tap(at:)`` finds the app's view under a finger).
    weak var committedOverlay: Overlay?

    /// Creates a headless host.
    package init(fonts: FontLibrary = FontLibrary()) { self.fonts = fonts }

    package func overlayDidBecomeVisible(_ overlay: Overlay) {
        isOverlayVisible = true
        visibilityChanges.append(true)
    }
    package func overlayDidBecomeEmpty(_ overlay: Overlay) {
        isOverlayVisible = false
        visibilityChanges.append(false)
    }
    package func commit(_ overlay: Overlay) {
        commitCount += 1
        committedOverlay = overlay
        if remeasuresContentOnCommit { remeasureContent(in: overlay) }
    }
    /// Reports to `receiver` from now on (held weakly; replaces the one before).
    package func attach(_ receiver: any HUDHostEventReceiver) { self.receiver = receiver }
    package func announce(_ text: String) { announcements.append(text) }
    package func screenChanged(modal: Bool) { recordedScreenChanges.append(modal) }
    /// Keeps the snapshot, records the focus request and (as ``screenChanges``) a modality change.
    package func accessibilityDidChange(_ update: HUDAccessibilityUpdate) {
        recordedUpdateCount += 1
        recordedSnapshot = update.snapshot
        if update.modalityChanged { recordedScreenChanges.append(update.snapshot.isModal) }
        if let focus = update.focus { recordedFocusRequests.append(focus) }
    }

    /// Asks the receiver for what VoiceOver reaches now (when updates come on request).
    private func askForAccessibility() {
        if accessibilityDelivery == .onRequest { receiver?.updateAccessibility() }
    }
    package func play(_ haptic: Haptic) { haptics.append(haptic) }
    /// Measures with the TrueType fonts, remembering recent results (labels repeat a lot). Texts
    /// come sized for the overlay's content size category (`HUDFont.pointSize(at:)`), so large
    /// text set with ``traitsDidChange(to:)`` measures large, as it is drawn.
    package func measure(_ text: TextContent) -> HUDSize {
        let key = MeasureKey(text)
        if let s = measured[key] { return s }
        if measured.count >= 64 { measured.removeAll(keepingCapacity: true) }
        let s = fonts.measure(text)
        measured[key] = s
        return s
    }

    // MARK: The window system, played by hand

    /// Reports an input event as a window system's recogniser would. Returns whether the overlay
    /// used it (`false`: the touch goes to the app, also when no receiver is attached).
    @discardableResult
    package func deliver(_ event: HostInputEvent) -> Bool { receiver?.handle(event) ?? false }

    /// Reports the keyboard's frame (screen coordinates, which are the overlay's here; `nil` when
    /// it hides) and how it moves there (`nil`: at once).
    package func keyboardDidChange(to frame: HUDRect?, animation: KeyboardAnimation? = nil) {
        receiver?.keyboardDidChange(to: frame, animation: animation)
    }

    /// Reports new screen metrics, moving elements over `transitionDuration` seconds.
    package func screenDidChange(to metrics: ScreenMetrics, transitionDuration: Double = 0) {
        receiver?.screenDidChange(to: metrics, transitionDuration: transitionDuration)
    }

    /// The display settings last reported (light or dark, text size, layout direction).
    package private(set) var traits = OverlayTraits()

    /// Reports the app's display settings: light or dark, text size, layout direction.
    package func traitsDidChange(to traits: OverlayTraits) {
        self.traits = traits
        receiver?.traitsDidChange(to: traits)
    }

    /// Reports the app's light/dark appearance; the other traits stay as last reported.
    package func appearanceDidChange(dark: Bool) {
        var t = traits
        t.interfaceStyle = dark ? .dark : .light
        traitsDidChange(to: t)
    }
}
