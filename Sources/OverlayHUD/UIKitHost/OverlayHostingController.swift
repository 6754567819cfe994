#if canImport(UIKit) && canImport(SwiftUI)
    @_spi(Layers) import OverlayHUDCore
    // @preconcurrency: the 17.4 SDK's UIKit is not fully annotated for Swift 6 concurrency.
    @preconcurrency import UIKit
    import SwiftUI

    /// The hosting controller of a SwiftUI popup (`HUDCenter.showPopup(presentation:didHide:content:)`).
    /// While it is a child of the overlay's root controller, what it presents (the view's `.sheet`,
    /// `.alert`) shows over the overlay, also when UIKit hands the presentation up to the root
    /// (`OverlayRootViewController.contentIsPresenting`, `PresentationRouting`).
    package final class OverlayHostingController<Content: View>: UIHostingController<Content> {
        package override func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            let root = parent as? OverlayRootViewController
            root?.contentIsPresenting = true
            defer { root?.contentIsPresenting = false }
            super.present(viewControllerToPresent, animated: flag, completion: completion)
        }
    }
#endif
