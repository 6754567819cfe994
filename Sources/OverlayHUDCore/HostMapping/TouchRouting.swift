/// Decides who receives a touch on the overlay window: an overlay element, or the app below.
///
/// The overlay window's `hitTest` asks ``route(_:in:)``; `.passThrough` makes it return `nil`,
/// so UIKit delivers the touch to the app's windows as if the overlay were not there.
enum TouchRouting {
    /// Where a touch goes.
    enum Decision {
        /// Nothing interactive is under the touch: the app receives it.
        case passThrough
        /// The overlay keeps the touch; this is the front-most interactive layer hit.
        case overlay(HUDLayer)

        /// Whether the overlay keeps the touch.
        var isCaptured: Bool {
            if case .overlay = self { return true }
            return false
        }
    }

    /// Routes a touch at `point` (overlay coordinates) using ``Overlay/hitTest(_:)``.
    /// An empty overlay, a non-finite point and points on non-interactive layers pass through.
    @MainActor
    static func route(_ point: HUDPoint, in overlay: Overlay) -> Decision {
        guard !overlay.rootLayer.sublayers.isEmpty, let hit = overlay.hitTest(point) else { return .passThrough }
        return .overlay(hit)
    }
}
