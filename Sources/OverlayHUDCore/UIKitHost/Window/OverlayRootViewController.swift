#if canImport(UIKit)
    // @preconcurrency: see CoreGraphicsConversions.swift.
    @preconcurrency import UIKit

    /// The overlay window's root view controller. It never decides orientation, status-bar or
    /// home-indicator behaviour itself: it forwards what the app's screen wants — for the status
    /// bar the controller `StatusBarAuthority` picks (a sheet that does not capture the status bar
    /// does not decide), for the home indicator and the deferred screen edges the front-most
    /// controller, each followed down its own `childFor…` chain (`ForwardingChain`) — so showing
    /// the overlay changes none of them. Presentations made on it go to the app's front-most
    /// controller, except those for a field being edited in the overlay (`PresentationRouting`).
    package final class OverlayRootViewController: UIViewController {
        /// Set while content shown in the overlay (a SwiftUI popup's hosting controller, a child
        /// of this one) presents: UIKit may hand that presentation up to this controller, and it
        /// belongs over the overlay (`PresentationRouting`).
        package var contentIsPresenting = false
        /// The host, in an app extension (where this controller's view is in the extension's window);
        /// in an app the overlay window's host.
        weak var extensionHost: UIKitHUDHost?
        private var host: UIKitHUDHost? { extensionHost ?? (view.window as? OverlayWindow)?.host }

        package override func loadView() {
            let v = UIView()
            v.backgroundColor = .clear
            v.isOpaque = false
            view = v
        }

        /// The two-finger escape from anywhere in the overlay (a card's text field, the root view):
        /// the engine's escape element, if any (`HUDHostEventReceiver.accessibilityPerformEscape()`).
        package override func accessibilityPerformEscape() -> Bool {
            MainActor.assumeIsolated { host?.receiver?.accessibilityPerformEscape() ?? false }
        }

        /// The app's front-most view controller in the same scene (not the overlay's).
        private var appTopViewController: UIViewController? {
            guard let window = view.window as? OverlayWindow else { return nil }
            return ForwardingChain.frontMost(
                from: window.appWindow?.rootViewController, presented: { $0.presentedViewController },
                isBeingDismissed: { $0.isBeingDismissed })
        }

        /// The app's controller that decides the status bar (`StatusBarAuthority`): the last one in
        /// its presentation chain presented full screen or capturing the status bar.
        private var statusBarController: UIViewController? {
            let chain = appControllerChain
            let described = chain.enumerated().map { i, vc in
                StatusBarAuthority.Controller(
                    // The root always decides (`StatusBarAuthority`), and is never presented:
                    // reading its `presentationController` would make one (UIViewController).
                    capturesStatusBar: i == 0 || vc.modalPresentationCapturesStatusBarAppearance
                        || (vc.presentationController?.presentationStyle ?? vc.modalPresentationStyle) == .fullScreen,
                    isBeingDismissed: vc.isBeingDismissed)
            }
            return StatusBarAuthority.decidingIndex(in: described).map { chain[$0] }
        }

        private var statusBarStyleSource: UIViewController? {
            ForwardingChain.end(from: statusBarController) { $0.childForStatusBarStyle }
        }

        private var statusBarHiddenSource: UIViewController? {
            ForwardingChain.end(from: statusBarController) { $0.childForStatusBarHidden }
        }

        private var homeIndicatorSource: UIViewController? {
            ForwardingChain.end(from: appTopViewController) { $0.childForHomeIndicatorAutoHidden }
        }

        private var screenEdgesSource: UIViewController? {
            ForwardingChain.end(from: appTopViewController) { $0.childForScreenEdgesDeferringSystemGestures }
        }

        /// App code that presents from the key window's root controller while the overlay is key (a
        /// card popup takes text) reaches this controller: the presentation goes to the app's
        /// front-most controller instead, so it stays when the overlay goes. UIKit's own
        /// presentations for a field being edited in the overlay (Share, Look Up, Translate from
        /// its edit menu) stay over the overlay (`PresentationRouting`).
        package override func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            let window = view.window as? OverlayWindow
            let top = appTopViewController
            let route = PresentationRouting.route(
                overlayIsKey: window?.isKeyWindow == true, overlayFieldIsEditing: window?.host?.isEditingText == true,
                fromOverlayContent: contentIsPresenting, appHasController: top != nil && top !== self)
            guard route == .app, let top else {
                super.present(viewControllerToPresent, animated: flag, completion: completion)
                return
            }
            top.present(viewControllerToPresent, animated: flag, completion: completion)
        }

        /// A child's preferred content size changed (UIContentContainer): a SwiftUI popup's hosting
        /// controller tracks its content's ideal size there (`sizingOptions = .preferredContentSize`,
        /// iOS 16+), and the content slot holding its view lays out, measures again and reports a
        /// new size to the engine (`ContentSlotContainerView`). Before iOS 16 no hosting controller
        /// reports one, and nothing arrives here.
        package override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            ((container as? UIViewController)?.viewIfLoaded?.superview as? ContentSlotContainerView)?.setNeedsLayout()
        }

        /// A rotation or resize: the overlay's elements move along over the coordinator's duration.
        package override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            let host = self.host
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
        package override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
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
        package override var shouldAutorotate: Bool { appTopViewController?.shouldAutorotate ?? true }
        package override var preferredStatusBarStyle: UIStatusBarStyle {
            statusBarStyleSource?.preferredStatusBarStyle ?? .default
        }
        package override var prefersStatusBarHidden: Bool { statusBarHiddenSource?.prefersStatusBarHidden ?? false }
        package override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
            statusBarHiddenSource?.preferredStatusBarUpdateAnimation ?? .fade
        }
        package override var prefersHomeIndicatorAutoHidden: Bool { homeIndicatorSource?.prefersHomeIndicatorAutoHidden ?? false }
        package override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
            screenEdgesSource?.preferredScreenEdgesDeferringSystemGestures ?? []
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
