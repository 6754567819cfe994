@_spi(Layers) import OverlayHUDCore

/// How messages share the screen: one at a time (the default) or stacked, and where they sit.
/// A value with defaulted `var`s set once on the center; bad input is clamped (each property
/// documents its answer).
///
/// ```swift
/// var config = MessageStackConfiguration()
/// config.arrangement = .stacked(maximum: 3)
/// HUDCenter.shared.messageStackConfiguration = config
/// ```
public struct MessageStackConfiguration: Sendable {
    /// How many messages show at once.
    public enum Arrangement: Hashable, Sendable {
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
    public static let maximumCapacity = 10

    /// One at a time (default) or stacked. Changing it applies when the next message may show.
    public var arrangement = Arrangement.oneAtATime

    /// Space between a message and the safe area's edges (or the keyboard): default 8 pt above and
    /// below, 12 pt at the sides. Each side: non-finite → its default, clamped to 0…200.
    public var margins: HUDEdgeInsets {
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
    public var maximumWidth: Double {
        get { storedMaximumWidth }
        set { storedMaximumWidth = newValue.isFinite ? min(2000, max(200, newValue)) : 500 }
    }
    private var storedMaximumWidth = 500.0

    /// Widest a centred toast grows (default 320 pt); it hugs shorter text. Non-finite → 320;
    /// clamped to 120…2000.
    public var maximumToastWidth: Double {
        get { storedToastWidth }
        set { storedToastWidth = newValue.isFinite ? min(2000, max(120, newValue)) : 320 }
    }
    private var storedToastWidth = 320.0

    /// Gap between stacked messages (default 8 pt). Non-finite → 8; clamped to 0…100.
    public var spacing: Double {
        get { storedSpacing }
        set { storedSpacing = newValue.isFinite ? min(100, max(0, newValue)) : 8 }
    }
    private var storedSpacing = 8.0

    /// Creates the default configuration: one message at a time, 8 pt from the safe area.
    public init() {}
}
