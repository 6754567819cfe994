@_spi(Layers) import OverlayHUDCore

/// How messages share the screen: one at a time (the default) or stacked. A value with defaulted
/// `var`s set once on the center; bad input is clamped (each property documents its answer).
///
/// ```swift
/// HUDCenter.shared.messageStackConfiguration.capacity = 3    // up to three messages together
/// ```
///
/// Messages sit 8 pt from the safe area's top and bottom (or the keyboard) and 12 pt from its
/// sides, 8 pt apart; cards grow up to 500 pt wide (so they stay cards on an iPad), centred toasts
/// up to 320 pt.
public struct MessageStackConfiguration: Sendable {
    /// How many messages show at once (the engine's spelling of ``capacity``).
    package enum Arrangement: Hashable, Sendable {
        /// One message on screen; the next waits until it has left (SwiftMessages' queue).
        case oneAtATime
        /// Up to `maximum` messages on screen together, the rest waiting their turn. Top messages
        /// stack downwards from the top, bottom ones upwards from the bottom (oldest nearest the
        /// edge), centred toasts in a column around the middle. `maximum` below 1 counts as 1,
        /// above ``MessageStackConfiguration/maximumCapacity`` as that.
        case stacked(maximum: Int)

        /// The number of messages that may show together, after clamping.
        var capacity: Int {
            switch self {
            case .oneAtATime: return 1
            case .stacked(let n): return min(MessageStackConfiguration.maximumCapacity, max(1, n))
            }
        }
    }

    /// The largest `Arrangement.capacity`: the most messages ``Arrangement/stacked(maximum:)``
    /// shows together.
    package static let maximumCapacity = 10

    /// Most messages on screen at once (default 1). With 1 a message shows alone and the next
    /// waits until it has left (SwiftMessages' queue); with more, up to that many show together
    /// and the rest wait their turn: top messages stack downwards from the top, bottom ones upwards
    /// from the bottom (oldest nearest the edge), centred toasts in a column around the middle.
    /// Values below 1 (0, negatives) count as 1, above 10 as 10. A larger capacity lets waiting
    /// messages in at once, a smaller one applies as messages leave.
    public var capacity: Int {
        get { arrangement.capacity }
        set { arrangement = newValue <= 1 ? .oneAtATime : .stacked(maximum: newValue) }
    }

    /// One at a time (default) or stacked: ``capacity`` as the engine keeps it. Changing it applies
    /// when the next message may show.
    package var arrangement = Arrangement.oneAtATime

    /// Space between a message and the safe area's edges (or the keyboard): default 8 pt above and
    /// below, 12 pt at the sides. Each side: non-finite → its default, clamped to 0…200.
    package var margins: HUDEdgeInsets {
        get { storedMargins }
        set {
            func clamp(_ v: Double, _ fallback: Double) -> Double { v.isFinite ? min(200, max(0, v)) : fallback }
            storedMargins = HUDEdgeInsets(
                top: clamp(newValue.top, 8), left: clamp(newValue.left, 12), bottom: clamp(newValue.bottom, 8),
                right: clamp(newValue.right, 12))
        }
    }
    private var storedMargins = HUDEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)

    /// Widest a top or bottom card grows (default 500 pt, so it stays a card on an iPad); at layout
    /// also no wider than the safe area less the side margins. Non-finite → 500; clamped to 200…2000.
    package var maximumWidth: Double {
        get { storedMaximumWidth }
        set { storedMaximumWidth = newValue.isFinite ? min(2000, max(200, newValue)) : 500 }
    }
    private var storedMaximumWidth = 500.0

    /// Widest a centred toast grows (default 320 pt); it hugs shorter text. Non-finite → 320;
    /// clamped to 120…2000.
    package var maximumToastWidth: Double {
        get { storedToastWidth }
        set { storedToastWidth = newValue.isFinite ? min(2000, max(120, newValue)) : 320 }
    }
    private var storedToastWidth = 320.0

    /// Gap between stacked messages (default 8 pt). Non-finite → 8; clamped to 0…100.
    package var spacing: Double {
        get { storedSpacing }
        set { storedSpacing = newValue.isFinite ? min(100, max(0, newValue)) : 8 }
    }
    private var storedSpacing = 8.0

    /// Creates the default configuration: one message at a time, 8 pt from the safe area.
    public init() {}
}
