/// When a released drag dismisses what it dragged: the one rule banners, messages and popups share
/// (SwiftMessages' and SwiftEntryKit's swipes work alike).
///
/// A release dismisses when the element moves towards its dismissing edge at ``velocity`` points
/// per second or faster, whatever the distance; or when it has been dragged at least ``distance``
/// points that way and is not flicked back as fast. Anything else springs back.
///
/// ```swift
/// SwipeThresholds.standard.dismisses(along: 42, speed: 10)   // true: far enough
/// ```
package struct SwipeThresholds: Hashable, Sendable {
    /// The shared default speed, 300 pt/s.
    static let defaultVelocity = 300.0
    /// Messages' and popups' thresholds: 300 pt/s or 30 pt.
    package static let standard = SwipeThresholds(velocity: defaultVelocity, distance: 30)
    /// Banners' defaults: 300 pt/s or 24 pt (half a pill).
    package static let banner = SwipeThresholds(velocity: defaultVelocity, distance: 24)

    /// Speed (pt/s) towards the edge that dismisses whatever the distance (always positive and finite).
    package private(set) var velocity: Double
    /// Distance (pt) towards the edge that dismisses unless flicked back (always positive and finite).
    package private(set) var distance: Double

    /// Thresholds; a non-finite, zero or negative value takes the shared default's (300 pt/s,
    /// 30 pt): no input makes every touch, or no release, dismiss.
    package init(velocity: Double, distance: Double) {
        self.velocity = velocity.isFinite && velocity > 0 ? velocity : Self.defaultVelocity
        self.distance = distance.isFinite && distance > 0 ? distance : 30
    }

    /// Whether a release `along` points towards the dismissing edge (negative: away from it),
    /// moving at `speed` pt/s that way (negative: back), dismisses. Non-finite input never dismisses.
    package func dismisses(along: Double, speed: Double) -> Bool {
        guard along.isFinite, speed.isFinite else { return false }
        return speed >= velocity || (along >= distance && speed > -velocity)
    }
}
