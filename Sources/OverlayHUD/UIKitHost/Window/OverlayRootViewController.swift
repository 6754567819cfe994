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

        /// The two-finger escape from anywhere in the overlay (a card's text field, the root view):
        /// the engine's escape element, if any (`HUDHostEventReceiver.accessibilityPerformEscape()`).
        override func accessibilityPerformEscape() -> Bool {
            MainActor.assumeIsolated { (view.window as? OverlayWindow)?.host?.receiver?.accessibilityPerformEscape() ?? false }
        }

        /// The app's front-most view controller in the same scene (not the overlay's).
        private var appTopViewController: UIViewController? {
            guard let window = view.window as? OverlayWindow else { return nil }
            return ForwardingChain.frontMost(
                from: window.appWindow?.rootViewController, presented: { $0.presentedViewController },
                isBeingDismissed: { $0.isBeingDismissed })
        }

        private var statusBarStyleSource: UIViewController? {
            ForwardingChain.end(from: appTopViewController) { $0.childForStatusBarStyle }
        }

        private var statusBarHiddenSource: UIViewController? {
            ForwardingChain.end(from: appTopViewController) { $0.childForStatusBarHidden }
        }

        /// A rotation or resize: the overlay's elements move along over the coordinator's duration.
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            let host = (view.window as? OverlayWindow)?.host
            host?.layoutTransitionDuration = coordinator.isAnimated ? coordinator.transitionDuration : 0
            coordinator.animate(alongsideTransition: nil) { [weak host] _ in host?.layoutTransitionDuration = 0 }
        }

        /// The app's presentation chain, from its window's root to the front-most presented controller.
        private var appControllerChain: [UIViewController] {
            guard let window = view.window as? OverlayWindow, let root = window.appWindow?.rootViewController else { return [] }
            var chain = [root]
            while chain.count < 64, let next = chain.last?.presentedViewController, !chain.contains(where: { $0 === next }) {
                chain.append(next)
            }
            return chain
        }

        /// Whose answer counts is `OrientationAuthority`'s decision: the app's top full-screen
        /// controller, so a rotation the app asks for is never refused by the overlay.
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            let described = appControllerChain.enumerated().map { i, vc in
                OrientationAuthority.Controller(
                    coversScreen: i == 0 || (vc.presentationController?.shouldPresentInFullscreen ?? true),
                    isBeingDismissed: vc.isBeingDismissed,
                    supportedOrientations: UInt(vc.supportedInterfaceOrientations.rawValue))
            }
            return UIInterfaceOrientationMask(rawValue: OrientationAuthority.supportedOrientations(of: described))
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

        /// What the app's screen asks for now, as this controller forwards it (`AppScreenTracker`).
        func appScreenRequests(style: InterfaceStyleResolution.Style) -> AppScreenTracker.Requests {
            AppScreenTracker.Requests(
                statusBarStyle: preferredStatusBarStyle.rawValue, statusBarHidden: prefersStatusBarHidden,
                homeIndicatorAutoHidden: prefersHomeIndicatorAutoHidden,
                screenEdgesDeferringSystemGestures: preferredScreenEdgesDeferringSystemGestures.rawValue,
                supportedOrientations: UInt(supportedInterfaceOrientations.rawValue), interfaceStyle: style)
        }

        /// Asks UIKit to read the forwarded values `AppScreenTracker` says are due again.
        func refresh(_ due: AppScreenTracker.Refresh) {
            if due.contains(.statusBar) { setNeedsStatusBarAppearanceUpdate() }
            if due.contains(.homeIndicator) { setNeedsUpdateOfHomeIndicatorAutoHidden() }
            if due.contains(.screenEdges) { setNeedsUpdateOfScreenEdgesDeferringSystemGestures() }
            if due.contains(.supportedOrientations), #available(iOS 16.0, *) { setNeedsUpdateOfSupportedInterfaceOrientations() }
        }
    }
#endif
