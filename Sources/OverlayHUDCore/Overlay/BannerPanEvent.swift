/// One step of a pan (drag) gesture over the overlay, as a `UIPanGestureRecognizer` reports it.
///
/// Feed them to ``HUDCenter/handleBannerPan(_:)``: a pan that begins on a banner drags it
/// (upwards freely, downwards with rubber-banding) and may swipe it away when it ends.
package struct BannerPanEvent: Sendable {
    /// The gesture's state.
    package enum Phase: String, Sendable {
        /// The finger started dragging (the location picks the banner).
        case began
        /// The finger moved.
        case changed
        /// The finger lifted: dismiss or spring back.
        case ended
        /// The system cancelled the gesture: spring back.
        case cancelled
    }

    /// The gesture's state.
    package var phase: Phase
    /// Where the finger is, in overlay coordinates.
    package var location: HUDPoint
    /// Movement since `.began` in points (non-finite components count as 0).
    package var translation: HUDPoint
    /// Speed in points per second (non-finite components count as 0).
    package var velocity: HUDPoint

    /// Creates a pan event.
    package init(_ phase: Phase, location: HUDPoint = .zero, translation: HUDPoint = .zero, velocity: HUDPoint = .zero) {
        self.phase = phase
        self.location = location
        self.translation = translation
        self.velocity = velocity
    }
}
