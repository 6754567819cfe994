#if canImport(UIKit)
    // @preconcurrency: see UIKitHUDHost.swift.
    @preconcurrency import UIKit

    /// The app's `UIApplication`, reached without naming `UIApplication.shared`: app extensions have
    /// none, and naming it keeps a package from building with `-application-extension`. Read by key
    /// path in an app; `nil` in an extension (`HostProcess`), where the overlay joins the scene of
    /// the view the extension hands the host (`UIKitHUDHost.extensionView`).
    @MainActor
    package enum HostApplication {
        /// App or app extension, from the main bundle.
        static let process = HostProcess(bundlePath: Bundle.main.bundlePath)

        /// The application; `nil` in an app extension.
        static var shared: UIApplication? {
            guard process == .application else { return nil }
            // By name: `#keyPath(UIApplication.shared)` would name the property extensions lack.
            return UIApplication.value(forKey: "sharedApplication") as? UIApplication
        }

        /// The application's connected window scenes, in its order; none in an app extension.
        package static var connectedWindowScenes: [UIWindowScene] {
            shared?.connectedScenes.compactMap { $0 as? UIWindowScene } ?? []
        }
    }
#endif
