#if canImport(UIKit)
    import UIKit

    extension HUDCenter {
        /// In an app extension (a Share or Today extension, which has no application scenes to
        /// find), the extension's view: the overlay shows inside it, covering it, above its
        /// subviews — an extension's extra window is never composited, so there is no overlay window
        /// there (SVProgressHUD's `viewForExtension` does the same). Touches outside the overlay's
        /// elements reach the extension's views, as they reach the app's in an app. Set it before
        /// showing anything, from the extension's view controller:
        ///
        /// ```swift
        /// override func viewDidLoad() {
        ///     super.viewDidLoad()
        ///     HUDCenter.shared.appExtensionView = view
        /// }
        /// ```
        /// The view is in no window yet in `viewDidLoad`: something shown then (a waiting HUD
        /// while the extension reads its items) appears once the view joins its window. For
        /// that, the center puts a hidden, zero-size view of its own into `view`, which tells it
        /// when `view` joins or leaves a window. The overlay covers `view` (its size and safe area),
        /// not the screen; its root view controller becomes a child of `view`'s controller.
        /// Until a view is set, nothing shows (the center runs as usual: a HUD shown and hidden
        /// before then leaves nothing behind).
        ///
        /// Held weakly; ignored in an app, whose scenes the center finds itself, and on a center
        /// whose host is not the UIKit host.
        public var appExtensionView: UIView? {
            get { (host as? UIKitHUDHost)?.extensionView }
            set {
                guard let host = host as? UIKitHUDHost else { return }
                host.extensionView = newValue
                guard HostApplication.process == .appExtension, let newValue else { return }
                ExtensionWindowProbe.install(in: newValue, for: host)
                host.relocateWindow()
            }
        }
    }

    /// A hidden, zero-size subview of the extension's view: when that view joins or leaves a
    /// window, the overlay window moves to (or from) its window scene. UIKit tells a view, not its
    /// observers, when it moves to a window, and something shown before (from `viewDidLoad`) would
    /// otherwise wait off screen for a scene notification that may never come.
    @MainActor
    final class ExtensionWindowProbe: UIView {
        private weak var host: UIKitHUDHost?
        /// The extension's view this probe reports on.
        private weak var followed: UIView?

        /// Puts a probe for `host` into `view` (one per view and host: another center's probe in
        /// the same view keeps reporting to its own; into a visual effect view's content view, as
        /// UIKit wants subviews there).
        static func install(in view: UIView, for host: UIKitHUDHost) {
            let parent = (view as? UIVisualEffectView)?.contentView ?? view
            let probes = parent.subviews.lazy.compactMap { $0 as? ExtensionWindowProbe }
            let probe =
                probes.first { $0.host === host } ?? probes.first { $0.host == nil } ?? ExtensionWindowProbe(frame: .zero)
            probe.host = host
            probe.followed = view
            guard probe.superview == nil else { return }
            probe.isHidden = true
            probe.isUserInteractionEnabled = false
            probe.isAccessibilityElement = false
            parent.addSubview(probe)
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            // Only for the view the host follows now (a probe left in an earlier view does nothing).
            guard let host, let followed, host.extensionView === followed else { return }
            host.relocateWindow()
        }
    }
#endif
