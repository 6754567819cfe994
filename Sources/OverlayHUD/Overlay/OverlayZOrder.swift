/// Z-order of the overlay's element kinds: popups below the waiting HUD, banners on top.
package enum OverlayZOrder {
    /// Popups (option and card popups, custom popups).
    package static let popups = 0.0
    /// The waiting HUD.
    package static let waitingHUD = 100.0
    /// Stacked banners.
    package static let banners = 200.0
}
