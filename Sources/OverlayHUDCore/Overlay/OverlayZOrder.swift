/// Z-order of the overlay's element kinds, back to front: popups, the waiting HUD, messages, banners.
///
/// Messages sit above the waiting HUD, as SwiftMessages' and SwiftEntryKit's windows sit above the
/// app and its progress HUDs: a message must stay readable (and tappable) over a masking HUD — an
/// error that ends the wait is shown while the HUD fades. Call banners stay on top, where
/// KJCallNotifyView puts them: an incoming call is the most urgent thing on screen.
package enum OverlayZOrder {
    /// Popups (option and card popups, custom popups).
    package static let popups = 0.0
    /// The waiting HUD.
    static let waitingHUD = 100.0
    /// Messages and toasts.
    package static let messages = 150.0
    /// Stacked banners.
    package static let banners = 200.0
}
