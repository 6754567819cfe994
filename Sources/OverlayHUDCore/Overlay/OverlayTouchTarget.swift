/// An overlay element that reacts to touches on its layers (banners, popups).
///
/// ``HUDCenter/handleTap(at:)`` hit-tests the overlay, then offers the hit layer to each target
/// in ``HUDCenter``'s `touchTargets` until one handles it.
@MainActor
package protocol OverlayTouchTarget: AnyObject {
    /// Handles a tap that landed on `layer` (at `point`, overlay coordinates); returns whether it did.
    func handleTap(on layer: HUDLayer, at point: HUDPoint) -> Bool
}
