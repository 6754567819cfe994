#if canImport(UIKit)
// @preconcurrency: see CoreGraphicsConversions.swift.
@preconcurrency import UIKit

/// The overlay window's root view controller. It never decides orientation, status-bar or
/// home-indicator behaviour itself: it forwards what the app's top view controller wants, so
/// showing the overlay changes none of them.
final class OverlayRootViewController: UIViewController {
    override func loadView() {
        let v = UIView()
        v.backgroundColor = .clear
        v.isOpaque = false
        view = v
    }

    /// The app's front-most view controller in the same scene (not the overlay's).
    private var appTopViewController: UIViewController? {
        guard let window = view.window as? OverlayWindow else { return nil }
        var top = window.appWindow?.rootViewController
        while let presented = top?.presentedViewController, !presented.isBeingDismissed { top = presented }
        return top
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        appTopViewController?.supportedInterfaceOrientations ?? .all
    }
    override var shouldAutorotate: Bool { appTopViewController?.shouldAutorotate ?? true }
    override var preferredStatusBarStyle: UIStatusBarStyle { appTopViewController?.preferredStatusBarStyle ?? .default }
    override var prefersStatusBarHidden: Bool { appTopViewController?.prefersStatusBarHidden ?? false }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        appTopViewController?.preferredStatusBarUpdateAnimation ?? .fade
    }
    override var prefersHomeIndicatorAutoHidden: Bool { appTopViewController?.prefersHomeIndicatorAutoHidden ?? false }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
        appTopViewController?.preferredScreenEdgesDeferringSystemGestures ?? []
    }
}
#endif
