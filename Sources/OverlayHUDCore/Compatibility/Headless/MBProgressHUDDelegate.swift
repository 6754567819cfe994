// Exists where there is no UIKit; on iOS the protocol sits beside the UIView subclass
// (UIKitHost/Interface/MBProgressHUD+UIKit.swift), since it names the class of its platform.
#if !canImport(UIKit)
    /// Receives MBProgressHUD's hide notification.
    ///
    /// As in MBProgressHUD, ``hudWasHidden(_:)`` is optional: an empty default is provided. The
    /// protocol itself is not main-actor isolated, so conforming (from Swift 5 code, an `NSObject`
    /// helper, …) does not make your class main-actor; the method is called on the main actor.
    protocol MBProgressHUDDelegate: AnyObject {
        /// Called after the HUD has been hidden (and removed from its view when
        /// `removeFromSuperViewOnHide` is set), after the HUD's completion block.
        @MainActor func hudWasHidden(_ hud: MBProgressHUD)
    }

    extension MBProgressHUDDelegate {
        /// Does nothing (the method is optional in MBProgressHUD).
        @MainActor func hudWasHidden(_ hud: MBProgressHUD) {}
    }
#endif
