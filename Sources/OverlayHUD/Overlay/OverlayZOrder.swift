/// Z-order of the overlay's element kinds: popups below the waiting HUD, banners on top.
public enum OverlayZOrder {
    /// Popups (option and card popups, custom popups).
    public static let popups = 0.0
    /// The waiting HUD.
    public static let waitingHUD = 100.0
    /// Stacked banners.
    public static let banners = 200.0
}
