/// What a ``HUDCenter`` runs on: a host, a clock and the screen.
@MainActor
package struct HUDEnvironment {
    /// The window system (UIKit) or the software host.
    package var host: any HUDHost
    /// The only source of time.
    var clock: any HUDClock
    /// The screen the overlay covers until the host says otherwise (the UIKit host reads the real
    /// one before the first element lays out).
    package var metrics: ScreenMetrics

    /// Creates an environment.
    package init(host: any HUDHost, clock: any HUDClock, metrics: ScreenMetrics = .iPhone) {
        self.host = host
        self.clock = clock
        self.metrics = metrics
    }

    /// The platform's default: the UIKit host on iOS, the headless software host elsewhere;
    /// the system clock.
    static func platformDefault() -> HUDEnvironment {
        HUDEnvironment(host: makePlatformHost(), clock: SystemClock())
    }
}
