// The old way to wire a second center to its UIKit host, kept for one release. It lives with the
// facade, not the host: the host reports to a `HUDHostEventReceiver` and never names `HUDCenter`.
#if canImport(UIKit)
    extension UIKitHUDHost {
        /// The center this host reports to.
        ///
        /// A center now attaches itself to its host when its environment is made, so there is
        /// nothing to set. Setting a center attaches it (as ``HUDHost/attach(_:)``); setting
        /// `nil` changes nothing.
        @available(*, deprecated, message: "HUDCenter(environment:) attaches the center to its host; remove the assignment")
        public var center: HUDCenter? {
            get { receiver as? HUDCenter }
            set { if let newValue { attach(newValue) } }
        }
    }
#endif
