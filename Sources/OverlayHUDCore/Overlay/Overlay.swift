/// Something shown in the overlay that lays itself out again when the screen changes.
@MainActor
package protocol OverlayLayoutObserver: AnyObject {
    /// Called after the overlay's size, orientation, safe area or keyboard frame changed.
    func overlayDidChangeLayout(_ overlay: Overlay)
}

/// The overlay window's model: a root layer the size of the screen, its level, orientation,
/// safe area and keyboard frame, and pass-through hit testing.
///
/// The software host renders ``rootLayer``; the UIKit host mirrors it into a `UIWindow`
/// and asks ``hitTest(_:)`` for every touch.
@MainActor
package final class Overlay {
    /// The layer covering the whole screen; every overlay element is a descendant.
    package let rootLayer: HUDLayer
    /// The window level (default: status bar, as SCCatWaitingHUD's window).
    var windowLevel: WindowLevel = .statusBar
    /// Screen size, scale, safe area and orientation.
    package private(set) var metrics: ScreenMetrics
    /// The part of the keyboard that covers the overlay, in overlay coordinates, or `nil` when no
    /// keyboard does: ``keyboardScreenFrame`` converted with the current ``metrics``.
    package private(set) var keyboardFrame: HUDRect?
    /// The keyboard's frame as the host reported it, in screen coordinates, or `nil` when it is
    /// hidden: kept whole (also while nothing shows) and converted at every layout
    /// (`KeyboardFrameMapping`).
    private(set) var keyboardScreenFrame: HUDRect?
    /// Whether VoiceOver should treat the overlay as modal (a masking HUD or a modal popup shows).
    /// The engine decides it; a host applies it to its window, also to one it makes later.
    var isAccessibilityModal = false
    /// The language the overlay's built-in strings are read in (``HUDCenter/localization`` sets it).
    package internal(set) var localization = HUDLocalization.automatic
    /// The display settings elements follow: light or dark, text size, layout direction.
    package private(set) var traits = OverlayTraits()
    /// Which element owns each content slot (your own views) shown on the overlay.
    package let contentSlots = ContentSlotTable()
    /// Whether the app is in a dark appearance (``traits``' interface style).
    var isDarkAppearance: Bool { traits.isDark }
    /// How many times elements were laid out against this overlay's screen: one as each element
    /// joins it (an element lays itself out for the overlay as it is then, and registers for
    /// layout changes, ``addLayoutObserver(_:)``), and one per element at each change of screen,
    /// keyboard or traits that lays it out again. Tests read it: a show lays out once.
    private(set) var layoutPassCount = 0
    private var observers: [WeakObserver] = []

    private struct WeakObserver { weak var value: (any OverlayLayoutObserver)? }

    /// Creates an overlay for a screen.
    init(metrics: ScreenMetrics = .iPhone) {
        self.metrics = metrics
        rootLayer = HUDLayer(name: "overlayRoot")
        applyRootGeometry()
    }

    /// Screen size in points.
    package var size: HUDSize { metrics.size }
    /// Interface orientation.
    var orientation: HUDInterfaceOrientation { metrics.orientation }
    /// Safe-area insets in points.
    package var safeAreaInsets: HUDEdgeInsets { metrics.safeAreaInsets }
    /// The screen rectangle in points.
    package var bounds: HUDRect { HUDRect(origin: .zero, size: metrics.size) }

    /// The area content may use: the bounds inside the safe area, above the keyboard when one shows.
    package var contentRect: HUDRect {
        var r = metrics.safeAreaInsets.inset(bounds)
        if let kb = keyboardFrame, kb.isFinite, kb.minY < r.maxY, kb.height > 0 {
            r.size.height = max(0, kb.minY - r.minY)
        }
        return r
    }

    /// Replaces the screen metrics (rotation, size class change) and re-lays-out every observer.
    /// - Parameters:
    ///   - new: the new metrics (equal ones change nothing).
    ///   - transition: when given, the elements move to their new places over its duration
    ///     (`OverlayLayoutTransition`) instead of jumping there.
    func update(metrics new: ScreenMetrics, transition: OverlayLayoutTransition? = nil) {
        guard new != metrics else { return }
        let before = transition == nil ? [] : layoutSnapshot()
        metrics = new
        keyboardFrame = KeyboardFrameMapping.overlayFrame(screenFrame: keyboardScreenFrame, metrics: new)
        applyRootGeometry()
        notify()
        if let transition { animateLayout(from: before, transition) }
    }

    /// Turns the screen to `orientation` using ``ScreenMetrics/rotated(to:)``.
    package func rotate(to orientation: HUDInterfaceOrientation) { update(metrics: metrics.rotated(to: orientation)) }

    /// Sets or clears the keyboard, given in screen coordinates as the system reports it (a
    /// non-finite or empty frame counts as no keyboard), and re-lays-out every observer when the
    /// part covering the overlay changed.
    /// - Parameters:
    ///   - screenFrame: the keyboard's end frame on the screen, `nil` when it hides.
    ///   - transition: when given, the elements move to their new places over its duration and
    ///     with its pace — the keyboard's own (``KeyboardAnimation``) — instead of jumping there.
    func updateKeyboard(screenFrame: HUDRect?, transition: OverlayLayoutTransition? = nil) {
        keyboardScreenFrame = screenFrame.flatMap { $0.isFinite && !$0.isEmpty ? $0.standardized : nil }
        let covered = KeyboardFrameMapping.overlayFrame(screenFrame: keyboardScreenFrame, metrics: metrics)
        guard covered != keyboardFrame else { return }
        let before = transition == nil ? [] : layoutSnapshot()
        keyboardFrame = covered
        notify()
        if let transition { animateLayout(from: before, transition) }
    }

    /// Sets or clears the keyboard frame given in overlay coordinates (``updateKeyboard(screenFrame:transition:)``
    /// with the overlay's place on the screen added).
    func updateKeyboardFrame(_ frame: HUDRect?) {
        let o = metrics.originInScreen
        updateKeyboard(
            screenFrame: frame.map { $0.standardized }.map { HUDRect($0.minX + o.x, $0.minY + o.y, $0.width, $0.height) })
    }

    /// Switches between light and dark appearance (the other traits stay).
    func updateAppearance(dark: Bool) {
        var t = traits
        t.interfaceStyle = dark ? .dark : .light
        updateTraits(t)
    }

    /// Replaces the display settings and re-lays-out every observer (equal ones change nothing).
    func updateTraits(_ new: OverlayTraits) {
        guard new != traits else { return }
        traits = new
        notify()
    }

    /// Registers `observer` (held weakly) for layout changes.
    package func addLayoutObserver(_ observer: any OverlayLayoutObserver) {
        if !forgetLayoutObserver(ObjectIdentifier(observer)) { layoutPassCount += 1 }
        observers.append(WeakObserver(value: observer))
    }

    /// Unregisters `observer`; unknown observers are ignored.
    package func removeLayoutObserver(_ observer: any OverlayLayoutObserver) {
        forgetLayoutObserver(ObjectIdentifier(observer))
    }

    /// Drops the observer with identity `id`, and those gone; returns whether `id` was there.
    /// `@inline(never)`: the optimizer copies the two calls above for each observer type (they
    /// take an existential); kept out of line, this loop is not copied with them.
    @inline(never)
    @discardableResult
    private func forgetLayoutObserver(_ id: ObjectIdentifier) -> Bool {
        var found = false
        observers.removeAll { entry in
            guard let value = entry.value else { return true }
            let isIt = ObjectIdentifier(value) == id
            if isIt { found = true }
            return isIt
        }
        return found
    }

    private func notify() {
        for o in observers {
            guard let value = o.value else { continue }
            layoutPassCount += 1
            value.overlayDidChangeLayout(self)
        }
        observers.removeAll { $0.value == nil }
    }

    private func applyRootGeometry() {
        rootLayer.anchorPoint = .zero
        rootLayer.position = .zero
        rootLayer.bounds = HUDRect(origin: .zero, size: metrics.size)
    }
}
