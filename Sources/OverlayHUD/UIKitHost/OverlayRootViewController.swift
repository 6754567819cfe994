#if canImport(UIKit)
// @preconcurrency: see CoreGraphicsConversions.swift.
@preconcurrency import UIKit

/// The overlay window's root view controller. It never decides orientation, status-bar or
/// home-indicator behaviour itself: it forwards what the app's screen wants — its front-most view
/// controller, and for the status bar the end of that one's `childForStatusBarStyle` /
/// `childForStatusBarHidden` chain (`ForwardingChain` walks both) — so showing the overlay
/// changes none of them.
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
        return ForwardingChain.end(from: window.appWindow?.rootViewController) { vc in
            vc.presentedViewController.flatMap { $0.isBeingDismissed ? nil : $0 }
        }
    }

    private var statusBarStyleSource: UIViewController? {
        ForwardingChain.end(from: appTopViewController) { $0.childForStatusBarStyle }
    }

    private var statusBarHiddenSource: UIViewController? {
        ForwardingChain.end(from: appTopViewController) { $0.childForStatusBarHidden }
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        appTopViewController?.supportedInterfaceOrientations ?? .all
    }
    // Read by UIKit before iOS 16 only; deprecated with it, so the forwarding is too.
    @available(iOS, deprecated: 16.0)
    override var shouldAutorotate: Bool { appTopViewController?.shouldAutorotate ?? true }
    override var preferredStatusBarStyle: UIStatusBarStyle { statusBarStyleSource?.preferredStatusBarStyle ?? .default }
    override var prefersStatusBarHidden: Bool { statusBarHiddenSource?.prefersStatusBarHidden ?? false }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        statusBarHiddenSource?.preferredStatusBarUpdateAnimation ?? .fade
    }
    override var prefersHomeIndicatorAutoHidden: Bool { appTopViewController?.prefersHomeIndicatorAutoHidden ?? false }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
        appTopViewController?.preferredScreenEdgesDeferringSystemGestures ?? []
    }

    /// Asks UIKit to read the forwarded values again (the app's screen changed its appearance).
    func appAppearanceDidChange() {
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        if #available(iOS 16.0, *) { setNeedsUpdateOfSupportedInterfaceOrientations() }
    }
}
#endif
