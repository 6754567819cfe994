/// When a waiting HUD appears and how long it stays at least, as one value (SwiftMessages'
/// `Duration.indefinite(delay:minimum:)`): the same settings as ``WaitingHUDConfiguration/graceTime``
/// and ``WaitingHUDConfiguration/minShowTime``.
///
/// ```swift
/// var configuration = WaitingHUDConfiguration(label: "Syncing…")
/// configuration.duration = .indefinite(delay: 0.3, minimum: 0.8)   // only if slow, then ≥ 0.8 s
/// ```
/// Bad input: a NaN or negative delay or minimum counts as 0, one above
/// `WaitingHUDConfiguration.maximumWaitTime` (+∞ included) as that maximum.
public enum WaitingHUDDuration: Hashable, Sendable {
    /// Shows at once and stays until hidden.
    case untilHidden
    /// Shows only if still wanted after `delay` seconds (a hide before then shows nothing), then
    /// stays at least `minimum` seconds (an earlier hide waits).
    case indefinite(delay: Double, minimum: Double)
}

extension WaitingHUDConfiguration {
    /// ``graceTime`` and ``minShowTime`` as one value; setting it sets both.
    public var duration: WaitingHUDDuration {
        get { graceTime == 0 && minShowTime == 0 ? .untilHidden : .indefinite(delay: graceTime, minimum: minShowTime) }
        set {
            switch newValue {
            case .untilHidden:
                graceTime = 0
                minShowTime = 0
            case .indefinite(let delay, let minimum):
                graceTime = delay
                minShowTime = minimum
            }
        }
    }
}
