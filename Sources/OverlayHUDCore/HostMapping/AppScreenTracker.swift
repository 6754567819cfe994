/// When the overlay's root view controller must ask UIKit to read the values it forwards from
/// the app's screen again: status bar, home indicator, deferred screen edges, orientations.
///
/// UIKit caches what a view controller answers until it is told to ask again. The app tells its
/// own controllers, not the overlay's, so the host reads what the app's screen asks for now (on
/// every commit, layout and appearance change while the overlay shows) and this tracker says
/// which refreshes are due: all of them on the first reading after the overlay shows, then each
/// group whose values changed since the last reading. A change of light/dark style refreshes the
/// status bar too, since a `.default` style resolves by it. Nothing is due while the overlay is
/// empty (the window is hidden), and the next show starts afresh.
///
/// ```swift
/// var tracker = AppScreenTracker()
/// let due = tracker.update(requests, overlayShows: true)
/// if due.contains(.statusBar) { root.setNeedsStatusBarAppearanceUpdate() }
/// ```
struct AppScreenTracker: Sendable {
    /// What the app's screen asks for (UIKit raw values).
    struct Requests: Sendable {
        var statusBarStyle = 0
        var statusBarHidden = false
        var homeIndicatorAutoHidden = false
        var screenEdgesDeferringSystemGestures: UInt = 0
        var supportedOrientations: UInt = OrientationAuthority.allOrientations
        var interfaceStyle: InterfaceStyleResolution.Style = .light
    }

    /// The refreshes due.
    struct Refresh: OptionSet, Sendable {
        let rawValue: Int
        /// `setNeedsStatusBarAppearanceUpdate()`.
        static let statusBar = Refresh(rawValue: 1 << 0)
        /// `setNeedsUpdateOfHomeIndicatorAutoHidden()`.
        static let homeIndicator = Refresh(rawValue: 1 << 1)
        /// `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`.
        static let screenEdges = Refresh(rawValue: 1 << 2)
        /// `setNeedsUpdateOfSupportedInterfaceOrientations()` (iOS 16+).
        static let supportedOrientations = Refresh(rawValue: 1 << 3)
        /// Everything.
        static let all: Refresh = [.statusBar, .homeIndicator, .screenEdges, .supportedOrientations]
    }

    /// The requests last read while the overlay showed.
    private(set) var last: Requests?

    /// Creates a tracker that has read nothing.
    init() {}

    /// Reads `requests`; returns the refreshes due.
    mutating func update(_ requests: Requests, overlayShows: Bool) -> Refresh {
        guard overlayShows else {
            last = nil
            return []
        }
        defer { last = requests }
        guard let old = last else { return .all }
        var due: Refresh = []
        if old.statusBarStyle != requests.statusBarStyle || old.statusBarHidden != requests.statusBarHidden
            || old.interfaceStyle != requests.interfaceStyle
        {
            due.insert(.statusBar)
        }
        if old.homeIndicatorAutoHidden != requests.homeIndicatorAutoHidden { due.insert(.homeIndicator) }
        if old.screenEdgesDeferringSystemGestures != requests.screenEdgesDeferringSystemGestures { due.insert(.screenEdges) }
        if old.supportedOrientations != requests.supportedOrientations { due.insert(.supportedOrientations) }
        return due
    }
}
