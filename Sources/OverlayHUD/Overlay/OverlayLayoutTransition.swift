/// How a re-layout moves the overlay's elements when the screen changes: animated over the
/// duration the host passes (UIKit: the rotation's transition coordinator), instead of jumping.
///
/// Elements lay themselves out at once, as always (their models take the new places); every
/// layer whose position or size changed then gets an additive animation from its old place to
/// the new one, so it moves along with the app's rotation and composes with whatever else it is
/// animating (a HUD fading in keeps fading while it moves).
///
/// ```swift
/// overlay.update(metrics: rotated, transition: OverlayLayoutTransition(duration: 0.4, beginTime: clock.now))
/// ```
package struct OverlayLayoutTransition: Hashable, Sendable {
    /// How long the move takes, in seconds.
    package var duration: Double
    /// When it starts, on the engine's clock.
    package var beginTime: Double
    /// Its pace (UIKit's rotations ease in and out).
    package var timingFunction: TimingFunction

    /// A transition; `nil` when `duration` is not a positive finite number (the layout jumps).
    package init?(duration: Double, beginTime: Double, timingFunction: TimingFunction = .easeInEaseOut) {
        guard duration.isFinite, duration > 0, beginTime.isFinite else { return nil }
        self.duration = duration
        self.beginTime = beginTime
        self.timingFunction = timingFunction
    }
}
