@_spi(Layers) import OverlayHUDCore

/// How the popup queue behaves.
///
/// ```swift
/// HUDCenter.shared.popupQueueConfiguration.capacity = 10
/// ```
/// Bad input: a negative `capacity` counts as 0 (nothing may wait: a popup that cannot show at
/// once is dropped with ``HUDHideReason/overflow``) and one above `maximumCapacity` as
/// `maximumCapacity`; a NaN, zero or negative
/// `transitionTimeout` counts as the default 5 s; `.infinity` means never time out; a NaN or
/// negative `pauseBetweenPopups` counts as 0, an infinite one as the default 0.25 s and a finite
/// one above `maximumPauseBetweenPopups` (10 s) as that maximum.
package struct PopupQueueConfiguration: Hashable, Sendable {
    /// Default ``transitionTimeout``.
    package static let defaultTransitionTimeout = 5.0
    /// The largest ``capacity``: one million waiting popups.
    static let maximumCapacity = 1_000_000

    /// How many popups may wait (not counting the one showing; popups hidden by
    /// ``PopupPresentation/yieldsToHigherPriority`` count as waiting). When one more arrives, the lowest-priority
    /// popup that arrived last — possibly the newcomer — is dropped with
    /// ``HUDHideReason/overflow``. Clamped to 0…`maximumCapacity` (`Int.min` → 0, `Int.max` →
    /// `maximumCapacity`), so the queue's counting never overflows.
    package var capacity: Int {
        get { storedCapacity }
        set { storedCapacity = min(Self.maximumCapacity, max(0, newValue)) }
    }
    /// Whether a popup whose id (``PopupPresentation/id``) is already showing or queued is dropped with
    /// ``HUDHideReason/preempted`` (default true; popups without an id are never duplicates).
    package var deduplicatesByID: Bool
    /// Seconds the queue waits for a popup's present or dismiss completion before moving on.
    package var transitionTimeout: Double {
        get { storedTimeout }
        set { storedTimeout = newValue.isNaN || newValue <= 0 ? Self.defaultTransitionTimeout : newValue }
    }

    /// Seconds between one popup leaving and the next one showing (XBPopUpView's `XBPopUpQueue`
    /// waits 0.25 s before it presents the next popup). Default 0.25; 0 shows the next one at once.
    /// A popup that yielded to a higher priority hands over without a pause, as in the original.
    /// Clamped to 0…`maximumPauseBetweenPopups` (NaN → 0, +∞ → the default).
    package var pauseBetweenPopups: Double {
        get { storedPause }
        set {
            storedPause =
                newValue.isNaN || newValue < 0
                ? 0 : (newValue.isInfinite ? Self.defaultPauseBetweenPopups : min(Self.maximumPauseBetweenPopups, newValue))
        }
    }

    /// Default ``pauseBetweenPopups`` (XBPopUpView's 0.25 s).
    package static let defaultPauseBetweenPopups = 0.25
    /// The longest ``pauseBetweenPopups`` (10 s).
    static let maximumPauseBetweenPopups = 10.0

    private var storedCapacity: Int
    private var storedPause = defaultPauseBetweenPopups
    private var storedTimeout: Double

    /// Creates a configuration (defaults: capacity 100, de-duplication on, timeout 5 s, a 0.25 s
    /// pause between popups).
    package init(
        capacity: Int = 100, deduplicatesByID: Bool = true, transitionTimeout: Double = defaultTransitionTimeout,
        pauseBetweenPopups: Double = defaultPauseBetweenPopups
    ) {
        storedCapacity = 0
        storedTimeout = Self.defaultTransitionTimeout
        self.deduplicatesByID = deduplicatesByID
        self.capacity = capacity
        self.transitionTimeout = transitionTimeout
        self.pauseBetweenPopups = pauseBetweenPopups
    }
}
