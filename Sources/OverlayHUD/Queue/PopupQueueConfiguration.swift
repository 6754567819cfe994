/// How the popup queue behaves.
///
/// ```swift
/// HUDCenter.shared.popupQueueConfiguration.capacity = 10
/// ```
/// Bad input: a negative `capacity` counts as 0 (nothing may wait: a popup that cannot show at
/// once is dropped with ``PopupHideReason/overflow``); a NaN, zero or negative
/// `transitionTimeout` counts as the default 5 s; `.infinity` means never time out.
public struct PopupQueueConfiguration: Hashable, Sendable {
    /// Default ``transitionTimeout``.
    public static let defaultTransitionTimeout = 5.0

    /// How many popups may wait (not counting the one showing; popups hidden by
    /// ``PopupPrecedence/yieldsToHigherPriority`` count as waiting). When one more arrives, the lowest-priority
    /// popup that arrived last — possibly the newcomer — is dropped with
    /// ``PopupHideReason/overflow``.
    public var capacity: Int {
        get { storedCapacity }
        set { storedCapacity = max(0, newValue) }
    }
    /// Whether a popup whose id (``PopupPresentation/id``) is already showing or queued is dropped with
    /// ``PopupHideReason/duplicate`` (default true; popups without an id are never duplicates).
    public var deduplicatesByID: Bool
    /// Seconds the queue waits for a popup's present or dismiss completion before moving on.
    public var transitionTimeout: Double {
        get { storedTimeout }
        set { storedTimeout = newValue.isNaN || newValue <= 0 ? Self.defaultTransitionTimeout : newValue }
    }

    private var storedCapacity: Int
    private var storedTimeout: Double

    /// Creates a configuration (defaults: capacity 100, de-duplication on, timeout 5 s).
    public init(capacity: Int = 100, deduplicatesByID: Bool = true, transitionTimeout: Double = defaultTransitionTimeout) {
        storedCapacity = 0
        storedTimeout = Self.defaultTransitionTimeout
        self.deduplicatesByID = deduplicatesByID
        self.capacity = capacity
        self.transitionTimeout = transitionTimeout
    }
}
