#if canImport(UIKit)
    import UIKit

    extension HUDCenter {
        /// In an app extension (a Share or Today extension, which has no application scenes to
        /// find), the extension's view: the overlay window joins the window scene that view is in,
        /// and stays off screen while it is in none. Set it before showing anything, from the
        /// extension's view controller:
        ///
        /// ```swift
        /// override func viewDidLoad() {
        ///     super.viewDidLoad()
        ///     HUDCenter.shared.appExtensionView = view
        /// }
        /// ```
        /// Held weakly; ignored in an app, whose scenes the center finds itself, and on a center
        /// whose host is not the UIKit host.
        public var appExtensionView: UIView? {
            get { (host as? UIKitHUDHost)?.extensionView }
            set { (host as? UIKitHUDHost)?.extensionView = newValue }
        }
    }
#endif
