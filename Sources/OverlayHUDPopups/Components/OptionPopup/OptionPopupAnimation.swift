@_spi(Layers) import OverlayHUDCore

extension OptionPopupConfiguration {
    /// The six entry animations of the option popup (SKChoosePopView's `SK_TYPE_…`).
    ///
    /// Every type moves the panel from the ``OptionPopupConfiguration/Direction`` start point to the screen
    /// centre C over the animation duration d (linear, as the seed's keyframe animation) and adds:
    /// - ``spring``: nothing while moving; at t = d a shake on the entry axis (x for left/right,
    ///   y for top/bottom/centre): `transform.translation` −20 → +20 pt in 0.1 s, autoreversing,
    ///   twice (0.4 s), so the panel jolts 20 pt back, swings through, and settles at C at d + 0.4.
    /// - ``rotation``: one full clockwise turn (`transform.rotation.z` 0 → 2π, ease-out) while moving.
    /// - ``fade``: opacity 0 → 1 while moving.
    /// - ``largen``: `transform.scale` 0 → 1, ease-in-ease-out, while moving (grows from a point).
    /// - ``rotationLargen``: the turn and the growth together.
    /// - ``transformation``: the panel's `bounds` grow from 0 × 0 to its size, ease-in-ease-out,
    ///   while moving: a reveal from a point (the panel clips its options).
    ///
    /// The 30 combinations (direction: R right, L left, T top, B bottom, C centre):
    ///
    /// | type | R / L | T / B | C |
    /// | --- | --- | --- | --- |
    /// | spring | slides in horizontally from beyond the right / left edge along the centre line, stops, then jolts 20 pt back and swings ±20 pt sideways twice | drops from above / rises from below, then swings ±20 pt up and down twice | appears in place, then swings ±20 pt up and down twice |
    /// | rotation | slides in horizontally while turning once, landing upright | drops in / rises in while turning once | turns once in place |
    /// | fade | slides in horizontally while fading from transparent | drops in / rises in while fading in | fades in in place |
    /// | largen | grows from a point while sliding in horizontally | grows from a point while dropping / rising in | grows from a point at the centre |
    /// | rotationLargen | grows from a point and turns once while sliding in horizontally | the same while dropping / rising in | spirals out from a point at the centre |
    /// | transformation | opens from a point while sliding in horizontally | opens from a point while dropping / rising in | opens from a point at the centre |
    public enum AnimationType: String, CaseIterable, Hashable, Sendable {
        /// Move in, then shake ±20 pt on the entry axis.
        case spring
        /// Move in while turning once.
        case rotation
        /// Move in while fading in.
        case fade
        /// Move in while growing from nothing.
        case largen
        /// Move in while turning and growing.
        case rotationLargen
        /// Move in while squashing and stretching.
        case transformation
    }

    /// Where the option popup's panel enters from (SKChoosePopView's `SK_SUBTYPE_…`).
    ///
    /// Start points, as in the seed, for a screen of width W and height H with centre C:
    /// right (W + 1000, C.y); left (W − 1000, C.y); top (C.x, H − 1000); bottom (C.x, H + 1000);
    /// centre C (the panel does not move; only the type's effect shows — for ``OptionPopupConfiguration/AnimationType/spring``
    /// just the vertical shake). The seed's left and top starts are 1,000 pt back from the right
    /// and bottom edges, which is off-screen for any phone (W, H < 1,000 − panel size / 2);
    /// on larger screens they start partly visible, as the seed's would.
    public enum Direction: String, CaseIterable, Hashable, Sendable {
        /// From beyond the right edge.
        case right
        /// From the left.
        case left
        /// From the top.
        case top
        /// From beyond the bottom edge.
        case bottom
        /// From the centre (no movement).
        case center

        /// The panel centre's start point on a screen of `size`.
        func startPoint(in size: HUDSize) -> HUDPoint {
            let c = HUDPoint(size.width / 2, size.height / 2)
            switch self {
            case .right: return HUDPoint(size.width + 1000, c.y)
            case .left: return HUDPoint(size.width - 1000, c.y)
            case .top: return HUDPoint(c.x, size.height - 1000)
            case .bottom: return HUDPoint(c.x, size.height + 1000)
            case .center: return c
            }
        }

        /// Whether the spring shake runs on x (left and right) rather than y.
        var shakesHorizontally: Bool { self == .left || self == .right }
    }
}

/// What a custom entry animation gets (SKChoosePopView's custom-animation hook).
@MainActor
@_spi(Layers) public struct OptionPopupEntry {
    /// The panel to animate (its model position is already the centre).
    public let panel: HUDLayer
    /// Where the chosen direction would start.
    public let start: HUDPoint
    /// The panel's resting centre.
    public let end: HUDPoint
    /// The configured duration (sanitised).
    public let duration: Double
    /// The current time (pass to `add(_:forKey:at:)`).
    public let now: Double
}

/// A custom entry animation: add animations to `entry.panel` and return how long they run
/// (NaN or negative counts as 0, more than ``OptionPopupConfiguration/maximumAnimationDuration``
/// as that maximum), after which the popup counts as presented.
@_spi(Layers) public typealias OptionPopupCustomAnimation = @MainActor @Sendable (_ entry: OptionPopupEntry) -> Double
