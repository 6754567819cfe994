@_spi(Layers) import OverlayHUDCore

/// How the banner stack behaves: KJCallNotifyView's `maxCount`, repetition rule and `tapVanish`
/// (here ``capacity``, ``isRepeat`` and ``dismissesOnTap``), fonts, haptic and light or dark.
/// A value with defaulted `var`s; bad input is clamped (each property documents its answer).
/// A banner's lifetime (KJCallNotifyView's `vanishTime`, 5 s) is its own ``BannerInfo/duration``.
///
/// ```swift
/// var config = BannerConfiguration()
/// config.capacity = 5
/// config.isRepeat = { _, _ in false }    // show repeats too (KJCallNotifyView's `repetition`)
/// HUDCenter.shared.bannerConfiguration = config
/// ```
public struct BannerConfiguration: Sendable {
    /// The largest accepted ``capacity``.
    package static let maximumCapacity = 50

    /// Most banners on screen at once (default 3, KJCallNotifyView's `maxCount`). Adding one more
    /// makes the oldest vanish at once. Values below 1 (0, negatives) count as 1 — the newest banner
    /// is always shown; to silence banners, do not show them. Values above 50 count as 50.
    public var capacity: Int {
        get { storedCapacity }
        set { storedCapacity = min(Self.maximumCapacity, max(1, newValue)) }
    }
    private var storedCapacity = 3

    /// How long a banner whose own ``BannerInfo/duration`` is `.automatic` stays (default
    /// `.seconds(5)`, KJCallNotifyView's `vanishTime`). Stored normalized: `.automatic` →
    /// `.seconds(5)`, NaN/negative → `.seconds(0)`, +∞ → `.untilHidden`. Changing it affects banners
    /// shown afterwards. Apps say a banner's lifetime on the banner (``BannerInfo/duration``), as
    /// every element does; this default is the gallery's and the tests'.
    package var duration: HUDDuration {
        get { storedDuration }
        set { storedDuration = Self.normalized(newValue, automatic: Self.seedSeconds) }
    }
    private var storedDuration = HUDDuration.seconds(seedSeconds)

    /// Whether a banner that repeats one already on screen is shown anyway (default `false`: it is
    /// dropped). A repeat is one for which ``isRepeat`` returns `true` for a banner on screen or,
    /// without a rule, one with the same ``BannerInfo/id``. Banners already vanishing do not count.
    /// Apps say the same with a rule that calls nothing a repeat (`isRepeat = { _, _ in false }`).
    package var repetition = false

    /// What counts as a repeat of a banner on screen (KJCallNotifyView's `RepetitionCondition`):
    /// `nil` (the default) drops a new banner whose ``BannerInfo/id`` is already on screen; a rule
    /// replaces that check, asked with the new banner and each banner on screen (banners already
    /// vanishing are not asked). Returning `true` drops the new banner; a rule that returns `false`
    /// for every pair shows repeats too (KJCallNotifyView's `repetition = YES`).
    public var isRepeat: (@Sendable (_ new: BannerInfo, _ onScreen: BannerInfo) -> Bool)?

    /// Whether tapping a banner also dismisses it (default `false`, KJCallNotifyView's `tapVanish`).
    /// The tap callback runs first.
    public var dismissesOnTap = false

    /// Width of the pill in points (KJCallNotifyView's 170, a seed constant). Non-finite → 170;
    /// clamped to 120…600, and at layout to the safe area's width less 16 pt.
    package var width: Double {
        get { storedWidth }
        set { storedWidth = newValue.isFinite ? min(600, max(120, newValue)) : 170 }
    }
    private var storedWidth = 170.0

    /// Distance from the top of the safe area to the first banner's top (default −3: KJCallNotifyView
    /// puts it at 17 + status-bar height − 20, a seed constant). Non-finite → −3; clamped to −48…200.
    package var topMargin: Double {
        get { storedTopMargin }
        set { storedTopMargin = newValue.isFinite ? min(200, max(-48, newValue)) : -3 }
    }
    private var storedTopMargin = -3.0

    /// Vertical gap between stacked banners (KJCallNotifyView's 58 pt pitch for 48 pt pills → 10, a
    /// seed constant). Non-finite → 10; clamped to 0…100.
    package var spacing: Double {
        get { storedSpacing }
        set { storedSpacing = newValue.isFinite ? min(100, max(0, newValue)) : 10 }
    }
    private var storedSpacing = 10.0

    /// Upward speed (pt/s) that dismisses a swiped banner whatever the distance (default 300).
    /// Non-finite or ≤ 0 → 300. (Messages and popups share the rule, ``SwipeThresholds``.)
    package var swipeVelocityThreshold: Double {
        get { swipeThresholds.velocity }
        set { swipeThresholds = SwipeThresholds(velocity: newValue, distance: swipeThresholds.distance) }
    }

    /// Upward drag distance (pt) that dismisses a banner on release unless it is flicked back down
    /// faster than ``swipeVelocityThreshold`` (default 24, half a pill). Non-finite or ≤ 0 → 24.
    package var swipeDistanceThreshold: Double {
        get { swipeThresholds.distance }
        set {
            let distance = newValue.isFinite && newValue > 0 ? newValue : SwipeThresholds.banner.distance
            swipeThresholds = SwipeThresholds(velocity: swipeThresholds.velocity, distance: distance)
        }
    }
    /// Both thresholds, in the rule banners share with messages and popups (``SwipeThresholds``).
    private(set) var swipeThresholds = SwipeThresholds.banner

    /// The name's font. Default the seed's 14 pt regular, growing with Dynamic Type as the
    /// subheadline style does (up to about 46 pt); above the default text size the pill widens,
    /// up to the screen's width less 16 pt, and the name wraps to up to three lines (four at
    /// XXXL; at the accessibility sizes as many as it needs, the pill up to the safe area's
    /// height less 16 pt).
    /// A font `relativeTo: nil` keeps the seed's size at every text size.
    public var titleFont = HUDFont.system(size: 14, relativeTo: .subheadline)
    /// The subtitle's font. Default 11 pt regular, growing as the caption 2 style does; it wraps to
    /// up to two lines above the default text size (three at XXXL; at the accessibility sizes as
    /// many as it needs, within the pill's height).
    public var subtitleFont = HUDFont.system(size: 11, relativeTo: .caption2)

    /// Whether a light impact plays when a banner arrives (default `true`; a burst plays at most one
    /// per 0.1 s), as a message's ``MessageConfiguration/playsHaptic`` plays its theme's.
    public var playsHaptic: Bool {
        get { arrivalHaptic != nil }
        set { arrivalHaptic = newValue ? arrivalHaptic ?? .lightImpact : nil }
    }

    /// The haptic played when a banner arrives (default `.lightImpact`; `nil` plays none).
    package var arrivalHaptic: Haptic? = .lightImpact

    /// Light or dark: the overlay's style (the default, ``HUDInterfaceStyleOverride/automatic``) or
    /// one you force for every banner. Banners on screen take a new value at once.
    public var interfaceStyle: HUDInterfaceStyleOverride = .automatic

    /// Creates the default configuration (the seed's: 3 banners, no repeats, tap does not dismiss).
    public init() {}

    /// KJCallNotifyView's `vanishTime`: 5 s.
    static let seedSeconds = 5.0

    /// Seconds `info` stays (`nil`: until hidden): its own ``BannerInfo/duration``, or ``duration``
    /// when that is `.automatic`.
    package func lifetime(of info: BannerInfo) -> Double? {
        info.duration.lifetime(automatic: duration.lifetime(automatic: Self.seedSeconds))
    }

    /// `duration` with bad input answered (`.seconds(.nan)` → `.seconds(0)`, `.seconds(.infinity)`
    /// → `.untilHidden`) and `.automatic` as `automatic` seconds.
    static func normalized(_ duration: HUDDuration, automatic: Double) -> HUDDuration {
        duration.lifetime(automatic: automatic).map { .seconds($0) } ?? .untilHidden
    }
}
