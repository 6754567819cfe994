/// The screen a host's overlay would cover if it showed now: its ``ScreenMetrics`` (size, scale,
/// safe area, orientation, place on the screen) and the app's display settings.
package struct HostScreen: Sendable {
    /// Size, scale, safe area, orientation and place on the screen.
    package var metrics: ScreenMetrics
    /// Light or dark, text size, layout direction.
    package var traits: OverlayTraits

    /// Creates a reading.
    package init(metrics: ScreenMetrics, traits: OverlayTraits) {
        self.metrics = metrics
        self.traits = traits
    }
}

/// A host that can say what the screen is before anything shows, so that a show lays out once,
/// for the real screen, and mirrors once.
///
/// A host learns most of the screen from its window, which exists only while something shows; told
/// only then, inside the first commit, it would make the engine lay the first element out for the
/// ``HUDEnvironment/metrics`` default and again for the real screen. So ``HUDCenter`` asks a host
/// that reads its screen when it makes its overlay, and again as each entry point (or clock
/// callback) begins while the overlay shows nothing; the answer is stored, nothing is laid out or
/// committed for it. Changes while something shows still come the usual way
/// (``HUDHostEventReceiver/screenDidChange(to:transitionDuration:)``,
/// ``HUDHostEventReceiver/traitsDidChange(to:)``).
@MainActor
package protocol HostScreenReading: HUDHost {
    /// The screen as it is now, read without showing or laying out anything; `nil` when the host
    /// cannot tell yet (UIKit: no window scene or app window yet), and then it reports the screen
    /// when the overlay becomes visible, as a host that does not read it does.
    func currentScreen() -> HostScreen?
}
