/// Where the overlay window sits among the app's windows (`UIWindow.Level`).
enum WindowLevel: Hashable, Sendable {
    /// The app's own level (0).
    case normal
    /// Above alerts (2000).
    case alert
    /// At the status bar (1000) — the default, as in SCCatWaitingHUD.
    case statusBar
    /// A custom raw level; NaN counts as `.statusBar`'s value.
    case custom(Double)

    /// The numeric level UIKit uses.
    var rawLevel: Double {
        switch self {
        case .normal: return 0
        case .statusBar: return 1000
        case .alert: return 2000
        case .custom(let v): return v.isNaN ? 1000 : v
        }
    }
}

/// The interface orientation of the screen the overlay covers.
package enum HUDInterfaceOrientation: String, Sendable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// True for the two landscape orientations.
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
