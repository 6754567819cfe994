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
struct OverlayLayoutTransition: Sendable {
    /// The longest ``duration`` (10 s).
    static let maximumDuration = 10.0

    /// How long the move takes, in seconds: positive, at most ``maximumDuration`` (a longer one
    /// counts as the maximum; one that is not positive or not finite leaves it as it was).
    var duration: Double {
        get { storedDuration }
        set { if newValue.isFinite, newValue > 0 { storedDuration = min(newValue, Self.maximumDuration) } }
    }
    /// When it starts, on the engine's clock.
    var beginTime: Double
    /// Its pace (UIKit's rotations ease in and out).
    var timingFunction: TimingFunction

    private var storedDuration: Double

    /// A transition; `nil` when `duration` is not a positive finite number (the layout jumps).
    /// A duration above ``maximumDuration`` counts as the maximum.
    init?(duration: Double, beginTime: Double, timingFunction: TimingFunction = .easeInEaseOut) {
        guard duration.isFinite, duration > 0, beginTime.isFinite else { return nil }
        storedDuration = min(duration, Self.maximumDuration)
        self.beginTime = beginTime
        self.timingFunction = timingFunction
    }
}
